// The start-up benchmark's second reference: @actions/core (which every action uses) bundled by
// ncc, doing one request like the minimal script. Built into a temporary folder at bench time.
import * as core from '@actions/core'
import { get } from 'node:http'

core.setSecret('bench-token')
get(process.env.BENCH_URL, (res) => {
  res.resume()
  res.on('end', () => process.exit(0))
})
