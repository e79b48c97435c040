// Wire types: the service's JSON exactly as docs/service.md shows it, quirks included.
// No file outside src/api/ may know these field names; the rest of the action sees domain types.

/** Every v2 answer: code/message are null on the running-sessions endpoints. */
export interface V2Envelope {
  code?: string | null
  message?: string | null
}

export interface WireProject {
  name: string
  description: string
  projectKey: string
  applications?: WireApplication[]
}

export interface WireApplication {
  name: string
  url: string
  applicationToken: string
  /** In listings and single reads. */
  applicationType?: string
  signatureStatus?: string
  /** `internal`/`public` in reads; in create/modify/delete answers it carries WEB/API (sic). */
  hostingType?: string
  /** Only in create, modify and delete answers. */
  projectKey?: string
}

export interface WireTeam {
  teamName: string
  teamId: string
  projects: WireProject[]
}

export interface WireSignature {
  status: string
  url: string
  fileSignature?: { signature?: string }
  dnsSignature?: { type?: string; name?: string; value?: string }
  apiSignature?: { type?: string; path?: string; value?: string }
}

export interface WireSession {
  resultToken: string
  startTime: number
  endTime?: number
}

export interface WireRunningSession {
  title: string
  url: string
  applicationToken: string
  resultToken: string
  startTime: number
}

// ---- v2 responses (payload fields stand next to code/message; no data wrapper) ----
export type ProjectResponse = V2Envelope & Omit<WireProject, 'applications'>
export interface ProjectListResponse extends V2Envelope {
  projects: WireProject[]
}
export interface ProjectListWithTeamsResponse extends V2Envelope {
  myProjects: WireProject[]
  teamProjects: WireTeam[]
}
export type ApplicationChangeResponse = V2Envelope & WireApplication
export interface ApplicationReadResponse extends V2Envelope {
  application: WireApplication
}
export interface ApplicationListResponse extends V2Envelope {
  applications: WireApplication[]
}
export type SignatureResponse = V2Envelope & WireSignature
export interface StartTestResponse extends V2Envelope {
  statusUrl?: string
  resultUrl?: string
  resultToken: string
}
export interface TestStatusResponse extends V2Envelope {
  status: string
  /** A percentage; documented as a string, shown as a number. */
  progress?: number | string | null
}
export interface TestResultResponse extends V2Envelope {
  /** v2: a string holding JSON text (parse twice). Accept an object too. */
  result: unknown
}
export interface SessionsResponse extends V2Envelope {
  sessions: WireSession[]
}
export interface RunningSessionsResponse extends V2Envelope {
  sessions: WireRunningSession[] | null
}

// ---- v1 (deprecated): POST, token in the body, snake_case, outcome in `status` ----
export interface V1Envelope {
  status?: string
  message?: string
}
export interface V1StartResponse extends V1Envelope {
  status_url?: string
  result_url?: string
  result_token: string
}
export interface V1StatusResponse extends V1Envelope {
  progress?: number | string | null
}
export interface V1ResultResponse extends V1Envelope {
  result: unknown
}

export type SignatureType = 'FILE' | 'DNS' | 'API'
export type ApplicationType = 'WEB' | 'API'
