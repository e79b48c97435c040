#!/usr/bin/env node
import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 0:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {

module.exports = __nccwpck_require__(1);


/***/ }),

/***/ 1:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {

var __webpack_unused_export__;


var net = __nccwpck_require__(126);
var tls = __nccwpck_require__(151);
var http = __nccwpck_require__(124);
var https = __nccwpck_require__(125);
var events = __nccwpck_require__(123);
var assert = __nccwpck_require__(121);
var util = __nccwpck_require__(152);


exports.httpOverHttp = httpOverHttp;
exports.httpsOverHttp = httpsOverHttp;
exports.httpOverHttps = httpOverHttps;
exports.httpsOverHttps = httpsOverHttps;


function httpOverHttp(options) {
  var agent = new TunnelingAgent(options);
  agent.request = http.request;
  return agent;
}

function httpsOverHttp(options) {
  var agent = new TunnelingAgent(options);
  agent.request = http.request;
  agent.createSocket = createSecureSocket;
  agent.defaultPort = 443;
  return agent;
}

function httpOverHttps(options) {
  var agent = new TunnelingAgent(options);
  agent.request = https.request;
  return agent;
}

function httpsOverHttps(options) {
  var agent = new TunnelingAgent(options);
  agent.request = https.request;
  agent.createSocket = createSecureSocket;
  agent.defaultPort = 443;
  return agent;
}


function TunnelingAgent(options) {
  var self = this;
  self.options = options || {};
  self.proxyOptions = self.options.proxy || {};
  self.maxSockets = self.options.maxSockets || http.Agent.defaultMaxSockets;
  self.requests = [];
  self.sockets = [];

  self.on('free', function onFree(socket, host, port, localAddress) {
    var options = toOptions(host, port, localAddress);
    for (var i = 0, len = self.requests.length; i < len; ++i) {
      var pending = self.requests[i];
      if (pending.host === options.host && pending.port === options.port) {
        // Detect the request to connect same origin server,
        // reuse the connection.
        self.requests.splice(i, 1);
        pending.request.onSocket(socket);
        return;
      }
    }
    socket.destroy();
    self.removeSocket(socket);
  });
}
util.inherits(TunnelingAgent, events.EventEmitter);

TunnelingAgent.prototype.addRequest = function addRequest(req, host, port, localAddress) {
  var self = this;
  var options = mergeOptions({request: req}, self.options, toOptions(host, port, localAddress));

  if (self.sockets.length >= this.maxSockets) {
    // We are over limit so we'll add it to the queue.
    self.requests.push(options);
    return;
  }

  // If we are under maxSockets create a new one.
  self.createSocket(options, function(socket) {
    socket.on('free', onFree);
    socket.on('close', onCloseOrRemove);
    socket.on('agentRemove', onCloseOrRemove);
    req.onSocket(socket);

    function onFree() {
      self.emit('free', socket, options);
    }

    function onCloseOrRemove(err) {
      self.removeSocket(socket);
      socket.removeListener('free', onFree);
      socket.removeListener('close', onCloseOrRemove);
      socket.removeListener('agentRemove', onCloseOrRemove);
    }
  });
};

TunnelingAgent.prototype.createSocket = function createSocket(options, cb) {
  var self = this;
  var placeholder = {};
  self.sockets.push(placeholder);

  var connectOptions = mergeOptions({}, self.proxyOptions, {
    method: 'CONNECT',
    path: options.host + ':' + options.port,
    agent: false,
    headers: {
      host: options.host + ':' + options.port
    }
  });
  if (options.localAddress) {
    connectOptions.localAddress = options.localAddress;
  }
  if (connectOptions.proxyAuth) {
    connectOptions.headers = connectOptions.headers || {};
    connectOptions.headers['Proxy-Authorization'] = 'Basic ' +
        new Buffer(connectOptions.proxyAuth).toString('base64');
  }

  debug('making CONNECT request');
  var connectReq = self.request(connectOptions);
  connectReq.useChunkedEncodingByDefault = false; // for v0.6
  connectReq.once('response', onResponse); // for v0.6
  connectReq.once('upgrade', onUpgrade);   // for v0.6
  connectReq.once('connect', onConnect);   // for v0.7 or later
  connectReq.once('error', onError);
  connectReq.end();

  function onResponse(res) {
    // Very hacky. This is necessary to avoid http-parser leaks.
    res.upgrade = true;
  }

  function onUpgrade(res, socket, head) {
    // Hacky.
    process.nextTick(function() {
      onConnect(res, socket, head);
    });
  }

  function onConnect(res, socket, head) {
    connectReq.removeAllListeners();
    socket.removeAllListeners();

    if (res.statusCode !== 200) {
      debug('tunneling socket could not be established, statusCode=%d',
        res.statusCode);
      socket.destroy();
      var error = new Error('tunneling socket could not be established, ' +
        'statusCode=' + res.statusCode);
      error.code = 'ECONNRESET';
      options.request.emit('error', error);
      self.removeSocket(placeholder);
      return;
    }
    if (head.length > 0) {
      debug('got illegal response body from proxy');
      socket.destroy();
      var error = new Error('got illegal response body from proxy');
      error.code = 'ECONNRESET';
      options.request.emit('error', error);
      self.removeSocket(placeholder);
      return;
    }
    debug('tunneling connection has established');
    self.sockets[self.sockets.indexOf(placeholder)] = socket;
    return cb(socket);
  }

  function onError(cause) {
    connectReq.removeAllListeners();

    debug('tunneling socket could not be established, cause=%s\n',
          cause.message, cause.stack);
    var error = new Error('tunneling socket could not be established, ' +
                          'cause=' + cause.message);
    error.code = 'ECONNRESET';
    options.request.emit('error', error);
    self.removeSocket(placeholder);
  }
};

TunnelingAgent.prototype.removeSocket = function removeSocket(socket) {
  var pos = this.sockets.indexOf(socket)
  if (pos === -1) {
    return;
  }
  this.sockets.splice(pos, 1);

  var pending = this.requests.shift();
  if (pending) {
    // If we have pending requests and a socket gets closed a new one
    // needs to be created to take over in the pool for the one that closed.
    this.createSocket(pending, function(socket) {
      pending.request.onSocket(socket);
    });
  }
};

function createSecureSocket(options, cb) {
  var self = this;
  TunnelingAgent.prototype.createSocket.call(self, options, function(socket) {
    var hostHeader = options.request.getHeader('host');
    var tlsOptions = mergeOptions({}, self.options, {
      socket: socket,
      servername: hostHeader ? hostHeader.replace(/:.*$/, '') : options.host
    });

    // 0 is dummy port for v0.6
    var secureSocket = tls.connect(0, tlsOptions);
    self.sockets[self.sockets.indexOf(socket)] = secureSocket;
    cb(secureSocket);
  });
}


function toOptions(host, port, localAddress) {
  if (typeof host === 'string') { // since v0.10
    return {
      host: host,
      port: port,
      localAddress: localAddress
    };
  }
  return host; // for v0.11 or later
}

function mergeOptions(target) {
  for (var i = 1, len = arguments.length; i < len; ++i) {
    var overrides = arguments[i];
    if (typeof overrides === 'object') {
      var keys = Object.keys(overrides);
      for (var j = 0, keyLen = keys.length; j < keyLen; ++j) {
        var k = keys[j];
        if (overrides[k] !== undefined) {
          target[k] = overrides[k];
        }
      }
    }
  }
  return target;
}


var debug;
if (process.env.NODE_DEBUG && /\btunnel\b/.test(process.env.NODE_DEBUG)) {
  debug = function() {
    var args = Array.prototype.slice.call(arguments);
    if (typeof args[0] === 'string') {
      args[0] = 'TUNNEL: ' + args[0];
    } else {
      args.unshift('TUNNEL:');
    }
    console.error.apply(console, args);
  }
} else {
  debug = function() {};
}
__webpack_unused_export__ = debug; // for test


/***/ }),

/***/ 2:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 3:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 4:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 5:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 6:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 7:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 8:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 9:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 10:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 11:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 12:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 13:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 14:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 15:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 16:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 17:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 18:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 19:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 20:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 21:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 22:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 23:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 24:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 25:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 26:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 27:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 28:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 29:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 30:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 31:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 32:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 33:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 34:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 35:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 36:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 37:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 38:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 39:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 40:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 41:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 42:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 43:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 44:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 45:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 46:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 47:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 48:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 49:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 50:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 51:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 52:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 53:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 54:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 55:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 56:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 57:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 58:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 59:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 60:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 61:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 62:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 63:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 64:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 65:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 66:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 67:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 68:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 69:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 70:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 71:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 72:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 73:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 74:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 75:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 76:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 77:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 78:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 79:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 80:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 81:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 82:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 83:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 84:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 85:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 86:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 87:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 88:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 89:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 90:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 91:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 92:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 93:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 94:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 95:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 96:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 97:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 98:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var _cli_main_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(101);
/* harmony import */ var _cli_exit_code_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(100);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(102);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(120);
// The command-line tool's entry (dist/cli.js, package.json `bin`). SIGINT/SIGTERM abort the run,
// which stops the test it started (within 3 s) before the tool exits; a second signal exits at
// once.




const controller = new AbortController();
const onSignal = (signal) => {
    if (controller.signal.aborted)
        process.exit((0,_cli_exit_code_js__WEBPACK_IMPORTED_MODULE_1__/* .signalExitCode */ .cf)(signal));
    controller.abort(new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .CancelledError */ .c(signal));
};
process.on('SIGINT', onSignal);
process.on('SIGTERM', onSignal);
try {
    process.exitCode = await (0,_cli_main_js__WEBPACK_IMPORTED_MODULE_0__/* .runCli */ .a)({
        argv: process.argv.slice(2),
        env: process.env,
        cwd: process.cwd(),
        stdout: (text) => process.stdout.write(text),
        stderr: (text) => process.stderr.write(text),
        stderrIsTty: process.stderr.isTTY === true,
        stderrColumns: process.stderr.columns
    }, controller.signal);
}
catch (e) {
    // The run reports its own failures; this is a bug of the tool, still said in one line.
    process.stderr.write(`Error: unexpected error in security-test: ${(0,_text_js__WEBPACK_IMPORTED_MODULE_3__/* .errorText */ .kc)(e, 500)}\n`);
    process.exitCode = _cli_exit_code_js__WEBPACK_IMPORTED_MODULE_1__/* .EXIT */ .dc.error;
}
process.off('SIGINT', onSignal);
process.off('SIGTERM', onSignal);

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 99:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   descriptionsOf: () => (/* binding */ descriptionsOf)
/* harmony export */ });
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(175);
// action.yml's input descriptions, parsed; loaded by input-help.ts only for --help, so the YAML
// parser costs nothing on other runs.

function descriptionsOf(text) {
    try {
        const doc = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .parse */ .qg)(text);
        const out = {};
        for (const [name, spec] of Object.entries(doc?.inputs ?? {})) {
            if (typeof spec?.description === 'string')
                out[name] = spec.description.trim();
        }
        return out;
    }
    catch {
        return undefined;
    }
}


/***/ }),

/***/ 100:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   I$: () => (/* binding */ exitCode),
/* harmony export */   ZJ: () => (/* binding */ EXIT_CODE_HELP),
/* harmony export */   cf: () => (/* binding */ signalExitCode),
/* harmony export */   dc: () => (/* binding */ EXIT),
/* harmony export */   g7: () => (/* binding */ warnExitCode)
/* harmony export */ });
// The tool's exit code, from how the run ended: the `outcome` output and whether the run failed
// (a timeout fails only with fail-on-timeout: true; `stopped` only when a waited-for test ended).
const EXIT = {
    passed: 0,
    gateFailed: 1,
    error: 2,
    timedOut: 3,
    stopped: 4
};
/** For --help and docs/ci-systems.md. */
const EXIT_CODE_HELP = [
    `${EXIT.passed}  passed; also started (start), and a stop that found nothing running; warned (passed with warn findings or accepted risks about to expire) unless --warn-exit-code says otherwise`,
    `${EXIT.gateFailed}  the gate failed on findings`,
    `${EXIT.error}  error: bad arguments (no request sent), refused token, unreadable result, service or network failure, a report file that cannot be written`,
    `${EXIT.timedOut}  timed out (with --fail-on-timeout true, the default)`,
    `${EXIT.stopped}  the test was stopped or failed on the service`,
    '130/143  cancelled by SIGINT/SIGTERM (the test this run started is stopped first)'
];
/**
 * --warn-exit-code: 0–255, the exit code of `warned` (GitLab's `allow_failure: exit_codes`), or a
 * problem to report with the other arguments.
 */
function warnExitCode(value) {
    if (value === undefined)
        return EXIT.passed;
    const n = /^\d{1,3}$/.test(value.trim()) ? Number(value.trim()) : NaN;
    if (!(n >= 0 && n <= 255)) {
        return {
            problem: 'must be an exit code from 0 to 255 (0: warned passes), e.g. --warn-exit-code 3'
        };
    }
    return n;
}
function exitCode(outcome, failed, warned = EXIT.passed) {
    if (!failed)
        return outcome === 'warned' ? warned : EXIT.passed;
    switch (outcome) {
        case 'failed':
            return EXIT.gateFailed;
        case 'timed-out':
            return EXIT.timedOut;
        case 'stopped':
            return EXIT.stopped;
        default:
            return EXIT.error;
    }
}
/** 128 + the signal's number, as a shell reports a process ended by it. */
function signalExitCode(signal) {
    return signal === 'SIGINT' ? 130 : 143;
}


/***/ }),

/***/ 101:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  a: () => (/* binding */ runCli)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(135);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(139);
;// CONCATENATED MODULE: ./src/config.ts
const COMMANDS = [
    'scan',
    'start',
    'wait',
    'stop',
    'report',
    'register',
    'verify',
    'unregister',
    'list',
    'adopt'
];
/** The commands that exist on the deprecated v1 interface. */
const V1_COMMANDS = ['scan', 'start', 'wait', 'stop'];
/** The commands that take several applications in one step (docs/several-applications.md). */
const ESTATE_COMMANDS = ['scan', 'start', 'wait', 'stop', 'report'];

// EXTERNAL MODULE: ./src/errors.ts
var errors = __nccwpck_require__(102);
;// CONCATENATED MODULE: ./src/duration.ts
// Durations as users write them in a workflow: `90s`, `45m`, `2h`, `1h30m`, `1h30m15s`, or a bare
// number of minutes (`30`), the unit GitHub uses for `timeout-minutes`.
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
/** Units in the only order accepted (h, m, s), each at most once; spaces between parts allowed. */
const WITH_UNITS = /^(?:(\d+)h)?\s*(?:(\d+)m)?\s*(?:(\d+)s)?$/i;
const BARE_MINUTES = /^\d+$/;
/**
 * Milliseconds of `text`; throws an Error saying why when `text` is not a duration. Bounds
 * (at least 1s, at most 6h for `timeout`) are the caller's: they differ per input.
 */
function parseDuration(text) {
    const trimmed = text.trim();
    if (BARE_MINUTES.test(trimmed))
        return checked(Number(trimmed) * MINUTE, text);
    const match = WITH_UNITS.exec(trimmed);
    // The regex also matches the empty string and bare spaces: at least one part must be there.
    if (!match || (match[1] ?? match[2] ?? match[3]) === undefined) {
        throw new Error(`${JSON.stringify(text)} is not a duration`);
    }
    const [hours, minutes, seconds] = [match[1], match[2], match[3]].map((part) => Number(part ?? 0));
    return checked(hours * HOUR + minutes * MINUTE + seconds * SECOND, text);
}
/** `5400000` → `1h30m`; for messages ("timed out after 1h30m"). Sub-second parts are dropped. */
function formatDuration(ms) {
    const total = Math.floor(ms / SECOND);
    const hours = Math.floor(total / 3600);
    const minutes = Math.floor((total % 3600) / 60);
    const seconds = total % 60;
    const parts = [hours && `${hours}h`, minutes && `${minutes}m`, seconds && `${seconds}s`];
    return parts.filter(Boolean).join('') || '0s';
}
/** Digits alone can overflow into imprecise floats (`99999999999999999h`). */
function checked(ms, text) {
    if (!Number.isSafeInteger(ms))
        throw new Error(`${JSON.stringify(text)} is too long a duration`);
    return ms;
}

// EXTERNAL MODULE: ./src/text.ts
var src_text = __nccwpck_require__(120);
;// CONCATENATED MODULE: ./src/inputs-parsers.ts
// One parser per kind of input value. Each returns the typed value or throws BadValue with a
// message that says what is wrong and shows a good value; readConfig adds the input's name.


/** A value that fails its input's rule. The message never holds a secret. */
class BadValue extends Error {
}
/** Echo a (non-secret) value in a message: cleaned, cut, quoted, and safe in a log line. */
function shown(text) {
    return (0,src_text/* neutraliseCommands */.$B)(JSON.stringify((0,src_text/* truncate */.xv)((0,src_text/* clean */.uH)(text), 60)));
}
/** Case-insensitive; `_` and spaces read as `-` so `very_low` and `Very Low` work too. */
function canonical(text) {
    return text
        .trim()
        .toLowerCase()
        .replace(/[_\s]+/g, '-');
}
function oneOf(text, allowed) {
    const found = allowed.find((value) => value.toLowerCase() === text.trim().toLowerCase());
    if (found !== undefined)
        return found;
    throw new BadValue(`${shown(text)} is not allowed; use one of ${allowed.join(', ')}`);
}
/**
 * YAML 1.2 core-schema booleans, as core.getBooleanInput reads them, but in any case (`TRUE`,
 * `tRuE`): nobody means anything else by them. `yes`/`on`/`1` stay errors, as in core.
 */
function inputs_parsers_boolean(text) {
    const lower = text.trim().toLowerCase();
    if (lower === 'true')
        return true;
    if (lower === 'false')
        return false;
    throw new BadValue(`${shown(text)} is not a boolean; use true or false`);
}
const THRESHOLDS = [
    'critical',
    'high',
    'medium',
    'low',
    'very-low',
    'any',
    'none'
];
function threshold(text) {
    const value = canonical(text);
    const found = THRESHOLDS.find((t) => t === value);
    if (found !== undefined)
        return found;
    throw new BadValue(`${shown(text)} is not a severity; use one of ${THRESHOLDS.join(', ')}`);
}
const BUDGET_KEYS = [
    'critical',
    'high',
    'medium',
    'low',
    'very-low',
    'unknown'
];
const BUDGET_EXAMPLE = 'use a number such as 0, or budgets such as critical=0,high=0,medium=5';
/** `max-unfixed`: `3`, or `critical=0,high=0,medium=5` (commas or new lines between entries). */
function budget(text) {
    const trimmed = text.trim();
    if (/^\d+$/.test(trimmed))
        return { kind: 'total', max: count(trimmed, text) };
    if (!trimmed.includes('=')) {
        throw new BadValue(`${shown(text)} is not a number or a list of budgets; ${BUDGET_EXAMPLE}`);
    }
    const max = {};
    for (const entry of trimmed.split(/[,\n]/)) {
        const [rawKey, rawValue, ...extra] = entry.split('=');
        const key = canonical(rawKey ?? '');
        const severity = BUDGET_KEYS.find((k) => k === key);
        if (extra.length > 0 || rawValue === undefined || key === '') {
            throw new BadValue(`${shown(entry.trim())} is not a budget entry; ${BUDGET_EXAMPLE}`);
        }
        if (severity === undefined) {
            throw new BadValue(`${shown(rawKey.trim())} is not a severity; budgets take ${BUDGET_KEYS.join(', ')}`);
        }
        if (max[severity] !== undefined) {
            throw new BadValue(`${severity} is given twice; name each severity once, ${BUDGET_EXAMPLE}`);
        }
        max[severity] = count(rawValue.trim(), `${rawKey.trim()}=${rawValue.trim()}`);
    }
    return { kind: 'per-severity', max };
}
function count(digits, whole) {
    const value = Number(digits);
    if (!/^\d+$/.test(digits) || !Number.isSafeInteger(value)) {
        throw new BadValue(`${shown(whole)} needs a whole number of 0 or more; ${BUDGET_EXAMPLE}`);
    }
    return value;
}
const DURATION_EXAMPLE = 'use 90s, 45m, 2h, 1h30m or a number of minutes';
/** A duration within [min, max], both in ms; `maxWhy` explains the upper bound to the user. */
function duration(text, min, max, maxWhy) {
    let ms;
    try {
        ms = parseDuration(text);
    }
    catch {
        throw new BadValue(`${shown(text)} is not a duration; ${DURATION_EXAMPLE}`);
    }
    if (ms < min)
        throw new BadValue(`${shown(text)} is too short; use at least 1s, e.g. 30s`);
    if (ms > max)
        throw new BadValue(`${shown(text)} is longer than ${maxWhy}`);
    return ms;
}
const DAY = 86_400_000;
/**
 * Whole days, as `90d`, `2w` or a bare number of days, between `min` and `max` days: accepted
 * risks run out at the end of a day, so nothing finer means anything.
 */
function days(text, min, max, example) {
    const m = /^(\d{1,5})\s*(d|w)?$/i.exec(text.trim());
    if (m === null)
        throw new BadValue(`${shown(text)} is not a number of days; e.g. ${example}`);
    const n = Number(m[1]) * (m[2]?.toLowerCase() === 'w' ? 7 : 1);
    if (n < min)
        throw new BadValue(`${shown(text)} is too short; use at least ${min}d, e.g. ${example}`);
    if (n > max)
        throw new BadValue(`${shown(text)} is longer than ${max}d; e.g. ${example}`);
    return n * DAY;
}
/** Tokens of the service: applications and test runs. */
const TOKEN = /^[a-z0-9]{32}$/;
const TOKEN_EXAMPLE = 'e.g. 0123456789abcdef0123456789abcdef';
/**
 * The value is described, never echoed: a token pasted into the wrong input may be a secret (the
 * access token looks the same).
 */
function serviceToken(text, what) {
    if (TOKEN.test(text))
        return text;
    const traits = [`${text.length} characters`];
    if (/[A-Z]/.test(text))
        traits.push('upper-case letters');
    if (/[^A-Za-z0-9]/.test(text))
        traits.push('characters other than letters and digits');
    throw new BadValue(`is not ${what} (it has ${traits.join(', ')}); use 32 lowercase letters/digits, ${TOKEN_EXAMPLE}`);
}
/**
 * One or more service tokens separated by commas, spaces or newlines (a YAML block scalar works).
 * Each is checked like a single one and named by its place; repeats are refused.
 */
function serviceTokens(text, what) {
    const tokens = text.split(/[\s,]+/).filter((t) => t !== '');
    const problems = [];
    tokens.forEach((token, i) => {
        try {
            serviceToken(token, what);
        }
        catch (e) {
            if (!(e instanceof BadValue))
                throw e;
            problems.push(tokens.length === 1 ? e.message : `the ${ordinal(i + 1)} ${e.message}`);
        }
    });
    if (problems.length > 0)
        throw new BadValue(problems.join('; '));
    const seen = new Set();
    for (const [i, token] of tokens.entries()) {
        if (seen.has(token)) {
            throw new BadValue(`names the same token twice (the ${ordinal(i + 1)} repeats an earlier one); list each once`);
        }
        seen.add(token);
    }
    return tokens;
}
function ordinal(n) {
    const suffix = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
    return `${n}${suffix}`;
}
/** A whole number from 0 up (0 meaning "no limit" where the input says so). */
function wholeNumber(text, example) {
    if (/^\d{1,6}$/.test(text))
        return Number(text);
    throw new BadValue(`${shown(text)} is not a whole number from 0 up, e.g. ${example}`);
}
/** A whole number from 0 up to `max`. */
function wholeNumberUpTo(text, max, example) {
    if (/^\d{1,6}$/.test(text) && Number(text) <= max)
        return Number(text);
    throw new BadValue(`${shown(text)} is not a whole number from 0 to ${max}, e.g. ${example}`);
}
/** An http(s) URL without credentials. A URL with credentials is never echoed: they are secrets. */
function httpUrl(text, example) {
    let url;
    try {
        url = new URL(text);
    }
    catch {
        throw new BadValue(`${shown(text)} is not a URL; use an address such as ${example}`);
    }
    if (url.username !== '' || url.password !== '') {
        throw new BadValue(`must not hold a user name or password; use an address such as ${example}`);
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
        throw new BadValue(`${shown(text)} is not an http(s) URL; use an address such as ${example}`);
    }
    return url;
}
const BASE_EXAMPLE = 'https://api.example.com';
/** The service's address, without a trailing slash; the API paths are appended to it. */
function baseUrl(text) {
    const url = httpUrl(text, BASE_EXAMPLE);
    if (/[?#]/.test(text)) {
        throw new BadValue(`${shown(text)} must not have a query or fragment; use e.g. ${BASE_EXAMPLE}`);
    }
    const path = url.pathname.replace(/\/+$/, '');
    // A common slip: copying an endpoint's address. The action adds /rest/v2 or /v1 itself.
    if (/\/(rest\/v2|v1)$/i.test(path)) {
        throw new BadValue(`${shown(text)} ends with the API path; leave it out, e.g. ${BASE_EXAMPLE}`);
    }
    return `${url.protocol}//${url.host}${path}`;
}
/** The tested application's address, kept as written: the service stores and lists it so. */
function applicationUrl(text) {
    httpUrl(text, 'https://app.example.com');
    return text;
}
/** A secret: never echoed. Whitespace inside is a paste accident (two lines, "Bearer x"). */
function secret(text, example) {
    if (unquotedSecret(text) !== text) {
        // A secret stored with the quotes it was pasted with: the service would refuse it as a
        // wrong token, which says nothing of why.
        throw new BadValue(`is wrapped in quotes (" or '): the secret holds the quotes as well as the token; store the token alone, without quotes, e.g. ${example}`);
    }
    if (/[\s\p{Cc}]/u.test(text)) {
        throw new BadValue(`has an unexpected format (it holds spaces or control characters); pass the token alone, e.g. ${example}`);
    }
    return text;
}
/**
 * A secret without the quotes it may have been pasted with (`"tok"`, `'tok'`): the form to mask
 * beside the value itself, and the one that differs from it when the value is quoted.
 */
function unquotedSecret(text) {
    const quoted = /^(["'])([\s\S]*)\1$/.exec(text);
    return quoted && text.length >= 2 ? (quoted[2] ?? '') : text;
}
/** Identifiers sent as they are (team ids, plugin types): one word. */
function word(text, example) {
    if (/^[\p{L}\p{N}_.-]+$/u.test(text))
        return text;
    throw new BadValue(`${shown(text)} must be one word (letters, digits, _ . -), e.g. ${example}`);
}
/** A commit: 7 to 40 hexadecimal digits (a full SHA-1, or an abbreviation), lower-cased. */
function commitSha(text, example = '${{ github.event.pull_request.head.sha }}') {
    if (/^[0-9a-f]{7,40}$/i.test(text))
        return text.toLowerCase();
    throw new BadValue(`${shown(text)} is not a commit; use its 40-character SHA (or at least 7 leading characters), e.g. ${example}`);
}
/** A GitHub environment's name: non-blank text of at most 255 characters. */
function environmentName(text) {
    // eslint-disable-next-line no-control-regex
    if (text.length <= 255 && !/[\u0000-\u001f]/.test(text))
        return text;
    throw new BadValue('is not an environment name; use the name of a GitHub environment, e.g. preview');
}
/** An absolute http(s) URL, or a path starting with "/" (taken relative to the application's URL). */
function buildCheckTarget(text) {
    if (text.startsWith('/') && !text.startsWith('//') && !/\s/.test(text))
        return text;
    let url;
    try {
        url = new URL(text);
    }
    catch {
        url = undefined;
    }
    if (url &&
        (url.protocol === 'http:' || url.protocol === 'https:') &&
        !url.username &&
        !url.password) {
        return url.toString();
    }
    throw new BadValue(`${shown((0,src_text/* urlWithoutSecrets */.Zx)(text))} is neither an http(s) URL nor a path starting with "/"; e.g. /__version__ or https://app.example.com/version`);
}

;// CONCATENATED MODULE: ./src/input-names.ts
// The names and defaults of the action's inputs (action.yml), shared by the action, the tool's
// flags and its --help.
/** Every input of action.yml, in the contract's order. */
const INPUT_NAMES = [
    'base-url',
    'access-token',
    'application-token',
    'command',
    'api-version',
    'result-token',
    'max-parallel',
    'fail-threshold',
    'max-unfixed',
    'baseline',
    'baseline-missing',
    'ignore-file',
    'timeout',
    'poll-interval',
    'on-timeout',
    'fail-on-timeout',
    'if-running',
    'stop-on-cancel',
    'commit',
    'deployment-environment',
    'build-check',
    'reuse',
    'adopt-expiry',
    'adopt-scan',
    'expiry-warning',
    'summary',
    'trend',
    'annotations',
    'sarif-file',
    'report-file',
    'comment',
    'github-token',
    'project-name',
    'project-description',
    'team-id',
    'application-name',
    'application-url',
    'application-type',
    'signature-type',
    'plugin-type',
    'delete-project'
];
const DEFAULT_IGNORE_FILE = '.security-test-ignore.yml';
/**
 * The contract's defaults. action.yml declares the same ones; they are applied here again so
 * that an empty value (a workflow passing `${{ vars.UNSET }}`) means the default too.
 */
const INPUT_DEFAULTS = {
    command: 'scan',
    'api-version': 'v2',
    'fail-threshold': 'any',
    'max-unfixed': '0',
    baseline: 'none',
    'baseline-missing': 'ignore',
    'ignore-file': DEFAULT_IGNORE_FILE,
    timeout: '2h',
    'poll-interval': '30s',
    'on-timeout': 'stop',
    'fail-on-timeout': 'true',
    'if-running': 'attach',
    'stop-on-cancel': 'true',
    reuse: 'same-build',
    'adopt-expiry': '90d',
    'adopt-scan': 'false',
    'expiry-warning': '14d',
    summary: 'true',
    trend: '0',
    annotations: 'true',
    comment: 'false',
    'application-type': 'WEB',
    'signature-type': 'FILE',
    'delete-project': 'false',
    'max-parallel': '0'
};

;// CONCATENATED MODULE: ./src/words.ts
/** The action's words (GitHub Actions): the default of every host that gives none. */
const ACTION_WORDS = {
    input: (name) => name,
    command: (name) => `\`command: ${name}\``,
    setting: (name, value) => `${name}: ${value}`,
    output: (command, name) => `the ${command} step's output, e.g. \${{ steps.${command}.outputs.${name} }}`,
    secretExample: '${{ secrets.SECURITY_TEST_TOKEN }}',
    commitExample: '${{ github.event.pull_request.head.sha }}',
    run: 'workflow',
    step: 'step',
    moreFindings: 'the job summary'
};
/** "The workflow was cancelled" / "The run was cancelled". */
function cancelledWords(words) {
    return `The ${words.run} was cancelled`;
}

;// CONCATENATED MODULE: ./src/inputs-reader.ts
// Reading inputs one by one while collecting every problem, so that all are reported at once.




const PASTED = {
    'access-token': 'holds the access token; pass it to access-token only, from a secret',
    'github-token': 'holds the GitHub token; pass it to github-token only'
};
class InputReader {
    getInput;
    words;
    problems = [];
    // A secret pasted into another input (a common slip) must not come back in a message that
    // echoes the value. Very short "tokens" are garbage that would match everywhere. A secret
    // pasted with its quotes counts without them too.
    secrets;
    constructor(getInput, 
    /** The host's words, for messages that name another input or an example value. */
    words = ACTION_WORDS) {
        this.getInput = getInput;
        this.words = words;
        this.secrets = ['access-token', 'github-token']
            .flatMap((name) => [this.text(name), unquotedSecret(this.text(name))].map((value) => ({ name, value })))
            .filter((s) => s.value.length >= 8);
    }
    /** The input as given, trimmed ('' when not given). */
    text = (name) => this.getInput(name).trim();
    /** Parses the input (or its default); on a problem records it and yields a placeholder. */
    read = (name, parse) => {
        const value = this.text(name) || INPUT_DEFAULTS[name] || '';
        try {
            return parse(value);
        }
        catch (error) {
            if (!(error instanceof BadValue))
                throw error;
            this.problem(name, this.pastedSecret(name, value) ?? error.message);
            // Never escapes: throwProblems throws whenever a problem was recorded.
            return undefined;
        }
    };
    /** `read`, for an input without a default: undefined when not given. */
    optional = (name, parse) => this.text(name) === '' ? undefined : this.read(name, parse);
    requireInput = (name, why) => {
        if (this.text(name) === '')
            this.problem(name, why);
    };
    problem = (input, message) => {
        this.problems.push({ input, message });
    };
    /** Every problem recorded, in the contract's order of the inputs, as one error. */
    throwProblems() {
        if (this.problems.length === 0)
            return;
        const inOrder = this.problems.sort((a, b) => INPUT_NAMES.indexOf(a.input) - INPUT_NAMES.indexOf(b.input));
        throw new errors/* InputError */.d(inOrder);
    }
    /** What to say instead of echoing `value` when it holds another input's secret. */
    pastedSecret(input, value) {
        const held = this.secrets.find((s) => s.name !== input && value.includes(s.value));
        return held && PASTED[held.name];
    }
}

;// CONCATENATED MODULE: ./src/inputs-rules.ts
// Rules across inputs: each is skipped where an input it rests on is itself wrong (its own
// problem is already recorded).


/** Commands that need no application: they create one (register) or show them all (list). */
const WITHOUT_APPLICATION = ['register', 'list'];
function crossInputRules({ problem, requireInput, words }, { command, config, applicationTokens, resultTokens }) {
    const v2 = words.setting('api-version', 'v2');
    if (config.apiVersion === 'v1' && command !== undefined && !V1_COMMANDS.includes(command)) {
        problem('command', `${shown(command)} does not exist with ${words.input('api-version')} v1; use ${v2}, or one of ${V1_COMMANDS.join(', ')}`);
    }
    // v1 cannot list running tests: asking to stop or fail on one could not be honoured.
    const startsTests = command === 'scan' || command === 'start';
    if (config.apiVersion === 'v1' && startsTests && config.ifRunning !== undefined) {
        if (config.ifRunning !== 'attach') {
            problem('if-running', `${shown(config.ifRunning)} needs the running-tests list, which ${words.input('api-version')} v1 does not have; use ${v2}, or leave ${words.input('if-running')} at its default (attach)`);
        }
    }
    // v1 has no past sessions: a previous test cannot be found, and the step would learn so only
    // after a whole test had run.
    const gates = command === 'scan' || command === 'wait' || command === 'report';
    if (config.apiVersion === 'v1' && gates && config.baseline?.kind === 'previous') {
        problem('baseline', `previous needs the past-sessions list, which ${words.input('api-version')} v1 does not have; use ${v2}, or a report file from an earlier run, e.g. ${words.setting('baseline', 'security-test-report.json')}`);
    }
    // v1 cannot list running tests, so the test to wait for must be named.
    if (config.apiVersion === 'v1' && command === 'wait') {
        requireInput('result-token', `is required by command wait with ${words.input('api-version')} v1 (it cannot list running tests); pass ${words.output('start', 'result-token')}`);
    }
    if (command !== undefined && !WITHOUT_APPLICATION.includes(command)) {
        requireInput('application-token', `is required by command ${command}; use the application's 32-character token, e.g. 0123456789abcdef0123456789abcdef`);
    }
    if (command !== undefined && applicationTokens && applicationTokens.length > 1) {
        if (!ESTATE_COMMANDS.includes(command)) {
            problem('application-token', `names ${applicationTokens.length} applications, but command ${command} acts on one; give one token, or use one of ${ESTATE_COMMANDS.join(', ')}`);
        }
    }
    if (resultTokens &&
        resultTokens.length > 1 &&
        resultTokens.length !== applicationTokens?.length) {
        problem('result-token', `names ${resultTokens.length} test runs for ${applicationTokens?.length ?? 0} application(s); give one per ${words.input('application-token')}, in the same order`);
    }
    // adopt writes the baseline file: a kind of baseline that is not a file has nowhere to go.
    if (command === 'adopt' &&
        (config.baseline?.kind === 'previous' || config.baseline?.kind === 'default-branch')) {
        problem('baseline', `${config.baseline.kind} is not a file; adopt writes the baseline to a path, e.g. baseline: .security-test-baseline.json (the default for adopt)`);
    }
    if (command === 'register') {
        requireInput('project-name', 'is required by command register; e.g. project-name: My shop');
        requireInput('application-url', 'is required by command register; e.g. https://app.example.com');
    }
    // GitHub records a deployment under its full SHA: a short commit would never match one, and the
    // step would wait out its whole timeout. (The host's own commits are full already.)
    if (config.deploymentEnvironment !== undefined && config.commit !== undefined) {
        if (config.commit.length !== 40) {
            problem('commit', `${shown(config.commit)} is short, and ${words.input('deployment-environment')} needs the full 40-character commit (GitHub records deployments by their full SHA); e.g. ${words.commitExample}`);
        }
    }
    if (config.comment === true) {
        requireInput('github-token', 'is required when comment is true; e.g. ${{ github.token }}');
    }
}

;// CONCATENATED MODULE: ./src/inputs-settings.ts
// The settings every command reads, in groups of the contract's inputs: each group is one small
// function over the input reader, so a new input lands in its group without lengthening the rest.



/** Earlier completed tests the summary's trend may show (docs/reports.md). */
const MAX_TREND = 10;
function serviceSettings({ read, optional, words }, resultTokens) {
    return {
        apiVersion: read('api-version', (v) => oneOf(v, ['v2', 'v1'])),
        baseUrl: optional('base-url', baseUrl) ?? '',
        accessToken: optional('access-token', (v) => secret(v, words.secretExample)) ?? '',
        resultToken: resultTokens?.[0],
        resultTokens,
        maxParallel: read('max-parallel', (v) => wholeNumber(v, '2 (0: all at once)'))
    };
}
function gateSettings({ read }) {
    return {
        threshold: read('fail-threshold', threshold),
        budget: read('max-unfixed', budget),
        baseline: read('baseline', baselineInput),
        baselineMissing: read('baseline-missing', (v) => oneOf(v, ['ignore', 'fail'])),
        ignoreFile: read('ignore-file', (v) => ({ path: v, explicit: v !== DEFAULT_IGNORE_FILE }))
    };
}
function waitSettings({ read }) {
    return {
        timeoutMs: read('timeout', (v) => duration(v, SECOND, 6 * HOUR, "6h (a job's own limit), e.g. 2h")),
        pollIntervalMs: read('poll-interval', (v) => duration(v, SECOND, HOUR, '1h; polls that far apart miss the end of a test, e.g. 30s')),
        onTimeout: read('on-timeout', (v) => oneOf(v, ['stop', 'leave'])),
        failOnTimeout: read('fail-on-timeout', inputs_parsers_boolean),
        ifRunning: read('if-running', (v) => oneOf(v, ['attach', 'stop', 'fail'])),
        stopOnCancel: read('stop-on-cancel', inputs_parsers_boolean)
    };
}
/** Which build the verdict is about (docs/this-build.md). */
function buildSettings({ read, optional, words }) {
    return {
        commit: optional('commit', (v) => commitSha(v, words.commitExample)),
        deploymentEnvironment: optional('deployment-environment', environmentName),
        buildCheck: optional('build-check', buildCheckTarget),
        reuse: read('reuse', (v) => oneOf(v, ['same-build', 'never']))
    };
}
/** Keeping the gate on (docs/baselines-and-accepted-risks.md#adopting-the-gate). */
function adoptSettings({ read }) {
    return {
        adoptExpiryMs: read('adopt-expiry', (v) => days(v, 1, 3650, '90d')),
        adoptScan: read('adopt-scan', inputs_parsers_boolean),
        expiryWarningMs: read('expiry-warning', (v) => days(v, 0, 3650, '14d (0d: never)'))
    };
}
function reportSettings({ read, optional }) {
    return {
        summary: read('summary', inputs_parsers_boolean),
        trend: read('trend', (v) => wholeNumberUpTo(v, MAX_TREND, '5 (0: no trend)')),
        annotations: read('annotations', inputs_parsers_boolean),
        sarifFile: optional('sarif-file', String),
        reportFile: optional('report-file', String),
        comment: read('comment', inputs_parsers_boolean),
        githubToken: optional('github-token', (v) => secret(v, '${{ github.token }}'))
    };
}
function onboardingSettings({ read, optional }) {
    return {
        projectDescription: optional('project-description', String),
        teamId: optional('team-id', (v) => word(v, 'a1b2c3')),
        applicationName: optional('application-name', String),
        applicationType: read('application-type', (v) => oneOf(v, ['WEB', 'API'])),
        signatureType: read('signature-type', (v) => oneOf(v, ['FILE', 'DNS', 'API'])),
        pluginType: optional('plugin-type', (v) => word(v, 'WORDPRESS').toUpperCase()),
        deleteProject: read('delete-project', inputs_parsers_boolean)
    };
}
/** none | previous | default-branch | a path to a JSON report written by an earlier run. */
function baselineInput(value) {
    const lower = value.toLowerCase();
    if (lower === 'none')
        return { kind: 'none' };
    if (lower === 'previous')
        return { kind: 'previous' };
    if (lower === 'default-branch')
        return { kind: 'default-branch' };
    return { kind: 'file', path: value };
}

;// CONCATENATED MODULE: ./src/inputs.ts
// The action's inputs -> one validated Config. Every rule of the contract is checked here, before
// any request, and every problem is reported at once: a user fixing a workflow should not have
// to rerun it once per typo.







function inputs_readConfig(getInput, words = ACTION_WORDS) {
    const inputs = new InputReader(getInput, words);
    const { read, optional, requireInput } = inputs;
    requireInput('base-url', 'is required; use the service address, e.g. https://api.example.com');
    requireInput('access-token', `must not be empty; pass it from a secret, e.g. ${words.secretExample}`);
    const command = read('command', (v) => oneOf(v, COMMANDS));
    const applicationTokens = optional('application-token', (v) => serviceTokens(v, 'an application token'));
    const resultTokens = optional('result-token', (v) => serviceTokens(v, 'a result token'));
    const projectName = optional('project-name', String);
    const appUrl = optional('application-url', applicationUrl);
    const config = {
        ...serviceSettings(inputs, resultTokens),
        ...gateSettings(inputs),
        ...waitSettings(inputs),
        ...buildSettings(inputs),
        ...adoptSettings(inputs),
        ...reportSettings(inputs),
        ...onboardingSettings(inputs)
    };
    crossInputRules(inputs, { command, config, applicationTokens, resultTokens });
    inputs.throwProblems();
    // Each command's required inputs were checked above: what is missing here is a bug.
    const given = (value, name) => {
        if (value === undefined)
            throw new Error(`${name} was required but not read`);
        return value;
    };
    if (command === 'register') {
        return {
            ...config,
            command,
            projectName: given(projectName, 'project-name'),
            applicationUrl: given(appUrl, 'application-url')
        };
    }
    if (command === 'list')
        return { ...config, command };
    const tokens = applicationTokens ?? [];
    return {
        ...config,
        command,
        applicationToken: given(tokens[0], 'application-token'),
        applicationTokens: tokens
    };
}

// EXTERNAL MODULE: ./src/report/sarif.ts
var report_sarif = __nccwpck_require__(118);
;// CONCATENATED MODULE: ./src/report/unwritten.ts
// The one rule for report files: every file a run writes as a report — the SARIF file, the JSON
// report, and on the tool the JUnit file, the GitLab report, the summary file and the outputs
// file, named or at their defaults — is part of the verdict. One that cannot be written makes the
// run an error, said after the verdict: whatever reads the file next would take its absence for a
// clean run (GitLab reads a missing DAST report as "no vulnerabilities", an upload step finds no
// SARIF and closes nothing, a later run finds no baseline). Only what is not a report stays a
// warning (report/write.ts `attempt`): GitHub's job summary, a file the runner owns and other
// steps share, and the pull-request comment.

/** Write a report file; undefined when written, else what could not be written and why. */
function writeReportFile(what, write) {
    try {
        write();
        return undefined;
    }
    catch (err) {
        return { what: (0,src_text/* forLog */.Ig)(what, 600), why: whyNotWritten(err) };
    }
}
/** The system's reason in words a user acts on; the error's own message otherwise. */
function whyNotWritten(err) {
    const e = (typeof err === 'object' && err !== null ? err : {});
    // mkdir of a folder whose path passes through a file says EEXIST, open says ENOTDIR.
    if (e.code === 'ENOTDIR' || (e.code === 'EEXIST' && e.syscall === 'mkdir')) {
        return `a part of its path is a file, not a folder (${e.code})`;
    }
    return (0,src_text/* forLog */.Ig)(typeof e.message === 'string' ? e.message : String(err), 300);
}
/**
 * The run's failure line once files could not be written: the files first (the verdict line was
 * logged before them), then the failure the run had already, if any, so neither is lost.
 */
function unwrittenFailure(files, failure) {
    const line = `Could not write ${files.map((f) => `${f.what}: ${f.why}`).join('; nor ')}`;
    return failure ? `${line}. Also: ${failure}` : line;
}

;// CONCATENATED MODULE: ./src/api/tokens.ts
// Tokens and keys the service sends back are printed, saved to state and used in file names and
// URLs. They are 32 lowercase letters and digits (project keys: UUIDs) in every example; only a
// safe alphabet is accepted, so an answer cannot smuggle a line break or `::command::` through one.
const SAFE_TOKEN = /^[A-Za-z0-9_-]{1,128}$/;
function safeToken(value) {
    return typeof value === 'string' && SAFE_TOKEN.test(value) ? value : undefined;
}

;// CONCATENATED MODULE: ./src/api/errors.ts
/**
 * An error whose `message` is safe to print: it never holds the access token or a raw body.
 * The service's own message is kept (sanitised and shortened) in `serviceMessage`; printing it
 * still goes through src/text.ts like any other untrusted text.
 */
class ApiError extends Error {
    kind;
    operation;
    httpStatus;
    code;
    attempts;
    serviceMessage;
    constructor(message, details, serviceMessage) {
        super(message);
        this.name = 'ApiError';
        this.kind = details.kind;
        this.operation = details.operation;
        this.httpStatus = details.httpStatus;
        this.code = details.code;
        this.attempts = details.attempts;
        this.serviceMessage = serviceMessage;
    }
}
function isApiError(e) {
    return e instanceof ApiError;
}
/** An error of the service carrying one of `codes` (in any case). */
function hasCode(e, ...codes) {
    return isApiError(e) && codes.includes(e.code?.toUpperCase() ?? '');
}
// How callers tell errors apart: one place, so "worth another try" means the same everywhere.
/** Failures that waiting may cure: no answer, a 5xx or 429 after retries, a proxy's page. */
const TRANSIENT = new Set([
    'network',
    'timeout',
    'http',
    'invalid-response'
]);
function isTransient(e) {
    return isApiError(e) && TRANSIENT.has(e.kind);
}
/** The service answered and said no, with its own error code (never retried). */
function isRefusal(e) {
    return isApiError(e) && e.kind === 'service';
}
/**
 * The words of a refusal about how many tests run at once. "limit" or "quota" alone is not one:
 * "Monthly scan limit reached" is a refusal no waiting cures.
 */
const CONCURRENCY_WORDS = /\b(?:concurren\w*|simultaneous\w*|parallel|at (?:a|the same) time|at once|(?:running|active) (?:tests?|scans?|sessions?))\b/i;
/**
 * A start refused because the account's plan runs fewer tests at once than asked. The spec names
 * no code for it, so the recognition is strict: a refusal (PLAN_NOT_SUPPORTED, FAILED, or v1
 * "Failed") whose message speaks of tests at once. Anything else — a quota, a plan without the
 * feature, a wording never seen — is a refusal like any other (the application's `error`), never
 * a wait that could end as a time-out.
 */
function isPlanLimit(e) {
    if (!isRefusal(e) || !hasCode(e, 'PLAN_NOT_SUPPORTED', 'FAILED'))
        return false;
    return CONCURRENCY_WORDS.test(e.serviceMessage ?? '');
}

;// CONCATENATED MODULE: ./src/api/shape.ts
// Checks of the few payload fields the action cannot do without. A success envelope without
// them is not an answer we can act on: say so plainly instead of failing later on `undefined`.


function missing(operation, field, kind) {
    return new ApiError(`${operation} failed: the answer has no usable "${field}" field`, {
        kind,
        operation
    });
}
/**
 * The object itself, once `field` is a token in the safe alphabet (tokens.ts): keys and tokens
 * the service hands out go into step outputs, logs and later requests.
 */
function requireTokenField(body, field, operation, kind = 'invalid-response') {
    if (safeToken(body[field]) === undefined)
        throw missing(operation, field, kind);
    return body;
}
function requireObject(body, field, operation) {
    const v = body[field];
    if (v === null || typeof v !== 'object' || Array.isArray(v)) {
        throw missing(operation, field, 'invalid-response');
    }
    return body;
}
/**
 * The object with `field` an array. `nullIsEmpty`: the service documents null (or no field) for
 * "none" there (running sessions). Elsewhere a missing list is refused rather than read as
 * empty, which could make `register` create what already exists.
 */
function requireArray(body, field, operation, nullIsEmpty = false) {
    const b = body;
    const v = b[field];
    if (Array.isArray(v))
        return body;
    if (nullIsEmpty && (v === null || v === undefined))
        return { ...b, [field]: [] };
    throw missing(operation, field, 'invalid-response');
}

;// CONCATENATED MODULE: ./src/api/v2.ts

const PROJECTS = '/rest/v2/projects';
const APPLICATIONS = '/rest/v2/applications';
const TEST = '/rest/v2/test';
function req(operation, method, path, scope, more = {}) {
    return { operation, method, path, scope, ...more };
}
function createV2Api(t) {
    /** One v2 call; `check` refuses a success answer that lacks what the caller needs. */
    const call = async (c, signal, check = (r) => r) => check(await t.send({ idempotent: true, ...c, auth: 'bearer', envelope: 'v2' }, signal), c.operation);
    return {
        createProject: (name, description, teamId, signal) => call(req(teamId ? 'create project in team' : 'create project', 'POST', PROJECTS, 'edit_project', {
            query: { teamId },
            body: { name, description }
        }), signal, (r, op) => requireTokenField(r, 'projectKey', op)),
        modifyProject: (projectKey, name, description, signal) => call(req('modify project', 'PUT', PROJECTS, 'edit_project', {
            body: { projectKey, name, description }
        }), signal),
        deleteProject: (projectKey, signal) => call(req('delete project', 'DELETE', PROJECTS, 'edit_project', {
            query: { project_key: projectKey }
        }), signal),
        listProjects: (signal) => call(req('list projects', 'GET', PROJECTS, 'read_project'), signal, (r, op) => requireArray(r, 'projects', op)),
        listProjectsWithTeams: (signal) => call(req('list projects with teams', 'GET', PROJECTS, 'read_project', {
            query: { include_team: true }
        }), signal, 
        // A caller without teams may get no teamProjects at all: that is "no team projects".
        (r, op) => requireArray(requireArray(r, 'myProjects', op), 'teamProjects', op, true)),
        createApplication: ({ name, url, projectKey, type }, signal) => call(req('create application', 'POST', APPLICATIONS, 'edit_project', {
            body: { name, url, projectKey, type }
        }), signal, (r, op) => requireTokenField(r, 'applicationToken', op)),
        readApplication: (applicationToken, signal) => call(req('read application', 'GET', APPLICATIONS, 'read_project', {
            query: { application_token: applicationToken }
        }), signal, (r, op) => requireObject(r, 'application', op)),
        modifyApplication: ({ name, url, applicationToken }, signal) => call(req('modify application', 'PUT', APPLICATIONS, 'edit_project', {
            body: { name, url, applicationToken }
        }), signal),
        deleteApplication: (applicationToken, signal) => call(req('delete application', 'DELETE', APPLICATIONS, 'edit_project', {
            query: { application_token: applicationToken }
        }), signal),
        listApplications: (projectKey, signal) => call(req('list applications', 'GET', APPLICATIONS, 'read_project', {
            query: { project_key: projectKey }
        }), signal, (r, op) => requireArray(r, 'applications', op)),
        getSignature: (applicationToken, signal) => call(req('get signature', 'GET', `${APPLICATIONS}/signature`, 'signature_verify', {
            query: { application_token: applicationToken }
        }), signal),
        verifySignature: ({ applicationToken, signatureType, pluginType }, signal) => call(
        // A GET with a JSON body, as the service wants it.
        req('verify signature', 'GET', `${APPLICATIONS}/signature/verify`, 'signature_verify', {
            body: { applicationToken, signatureType, ...(pluginType ? { pluginType } : {}) }
        }), signal),
        startTest: (applicationToken, signal) => call(req('start test', 'POST', `${TEST}/start`, 'run_test', {
            body: { applicationToken },
            idempotent: false
        }), signal, 
        // The service said SUCCESS, so a test runs, but we cannot tell which: the caller finds
        // it among the running sessions, as after a lost answer.
        (r, op) => requireTokenField(r, 'resultToken', op, 'ambiguous')),
        testStatus: (applicationToken, resultToken, signal) => call(req('read test status', 'GET', `${TEST}/status`, 'read_test_status', {
            query: { application_token: applicationToken, result_token: resultToken }
        }), signal),
        // Stopping twice asks for the same thing twice: safe to retry.
        stopTest: (applicationToken, signal) => call(req('stop test', 'POST', `${TEST}/stop`, 'run_test', { body: { applicationToken } }), signal),
        testResult: (applicationToken, resultToken, signal) => call(req('read test result', 'GET', `${TEST}/result`, 'run_test', {
            query: { application_token: applicationToken, result_token: resultToken }
        }), signal),
        testSessions: (applicationToken, count, signal) => call(req('list test sessions', 'GET', `${TEST}/sessions`, 'read_test_result', {
            query: { application_token: applicationToken, count }
        }), signal, 
        // An application never tested may come back with no list: that is "no sessions".
        (r, op) => requireArray(r, 'sessions', op, true)),
        runningSessions: (signal) => call(req('list running tests', 'GET', `${TEST}/runningsessions`, 'read_test_result'), signal, (r, op) => requireArray(r, 'sessions', op, true)),
        teamRunningSessions: (teamId, signal) => call(req("list the team's running tests", 'GET', `${TEST}/runningsessions`, 'read_test_result', {
            query: { teamid: teamId }
        }), signal, (r, op) => requireArray(r, 'sessions', op, true))
    };
}

// EXTERNAL MODULE: ./src/findings/identity.ts
var identity = __nccwpck_require__(105);
;// CONCATENATED MODULE: ./src/api/applications.ts
// Projects and applications as a domain interface, shaped like the test API (test-api.ts): what
// register, verify, unregister and list need of the service, in the action's own types, plus
// lookups by project name and by application URL. The wire field names stop here.





function createApplicationsApi(transport) {
    const api = createV2Api(transport);
    return {
        catalogue: (teams, log, signal) => readCatalogue(api, teams, log, signal),
        applicationsOf: (projectKey, signal) => listApplicationsOf(api, projectKey, signal),
        async createProject(p, signal) {
            const r = await api.createProject(p.name, p.description, p.teamId, signal);
            return {
                name: r.name || p.name,
                description: r.description ?? '',
                key: r.projectKey,
                team: p.teamId ? { id: p.teamId, name: '' } : undefined,
                applications: []
            };
        },
        async describeProject(project, description, signal) {
            await api.modifyProject(project.key, project.name, description, signal);
        },
        async deleteProject(projectKey, signal) {
            await api.deleteProject(projectKey, signal);
        },
        async createApplication(a, signal) {
            return { ...toApplication(await api.createApplication(a, signal)), type: a.type };
        },
        async renameApplication(application, name, signal) {
            await api.modifyApplication({ name, url: application.url, applicationToken: application.token }, signal);
        },
        async readApplication(applicationToken, signal) {
            return toApplication((await api.readApplication(applicationToken, signal)).application);
        },
        async deleteApplication(applicationToken, signal) {
            const r = await api.deleteApplication(applicationToken, signal);
            return { projectKey: safeToken(r.projectKey) };
        },
        signatures: (applicationToken, signal) => readSignatures(api, applicationToken, signal),
        async verifySignature(v, signal) {
            await api.verifySignature(v, signal);
        },
        async stopTest(applicationToken, signal) {
            await api.stopTest(applicationToken, signal);
        },
        async runningSessions(teamId, signal) {
            const r = teamId
                ? await api.teamRunningSessions(teamId, signal)
                : await api.runningSessions(signal);
            return r.sessions.map((s) => toRunningSession(s, teamId));
        }
    };
}
function toRunningSession(s, teamId) {
    return {
        name: s.title ?? '',
        url: s.url ?? '',
        applicationToken: s.applicationToken ?? '',
        resultToken: s.resultToken ?? '',
        startTime: typeof s.startTime === 'number' ? s.startTime : undefined,
        teamId
    };
}
async function readSignatures(api, applicationToken, signal) {
    const r = await api.getSignature(applicationToken, signal);
    const dns = r.dnsSignature;
    const apiSig = r.apiSignature;
    return {
        status: r.status ?? '',
        url: r.url ?? '',
        file: r.fileSignature?.signature || undefined,
        dns: dns?.name || dns?.value
            ? { type: dns.type || 'TXT', name: dns.name ?? '', value: dns.value ?? '' }
            : undefined,
        api: apiSig?.path || apiSig?.value
            ? { path: apiSig.path ?? '', value: apiSig.value ?? '' }
            : undefined
    };
}
function toApplication(a) {
    return {
        name: a.name ?? '',
        url: a.url ?? '',
        token: safeToken(a.applicationToken) ?? '',
        type: a.applicationType ?? '',
        signatureStatus: a.signatureStatus ?? ''
    };
}
function toProject(p, team) {
    return {
        name: p.name ?? '',
        description: p.description ?? '',
        key: safeToken(p.projectKey) ?? '',
        team,
        applications: (p.applications ?? []).map(toApplication)
    };
}
async function readCatalogue(api, teams, log, signal) {
    if (teams) {
        try {
            const r = await api.listProjectsWithTeams(signal);
            const found = r.teamProjects.map((t) => ({
                team: { id: t.teamId ?? '', name: t.teamName ?? '' },
                projects: t.projects ?? []
            }));
            return {
                projects: [
                    ...r.myProjects.map((p) => toProject(p)),
                    ...found.flatMap(({ team, projects }) => projects.map((p) => toProject(p, team)))
                ],
                teams: found.map((f) => f.team)
            };
        }
        catch (e) {
            if (!hasCode(e, 'PLAN_NOT_SUPPORTED'))
                throw e;
            log.notice('The plan of this account has no team features; only your own projects are read.');
        }
    }
    const r = await api.listProjects(signal);
    return { projects: r.projects.map((p) => toProject(p)), teams: [] };
}
async function listApplicationsOf(api, projectKey, signal) {
    try {
        return (await api.listApplications(projectKey, signal)).applications.map(toApplication);
    }
    catch (e) {
        if (hasCode(e, 'PLAN_NOT_SUPPORTED'))
            return undefined;
        throw e;
    }
}
/** Listed applications first, then the project listing's own for tokens the list lacks. */
function mergeApplications(listed, embedded) {
    const seen = new Set(listed.map((a) => a.token));
    return [...listed, ...embedded.filter((a) => !seen.has(a.token))];
}
/**
 * The project called `name` in the place asked for (the team, or the caller's own projects).
 * An exact match wins; else one that differs only in case and surrounding space, as the service
 * counts those as the same name when it refuses a duplicate.
 */
function findProject(c, name, teamId) {
    const here = c.projects.filter((p) => (teamId ? p.team?.id === teamId : !p.team));
    const loose = (s) => s.trim().toLowerCase();
    return here.find((p) => p.name === name) ?? here.find((p) => loose(p.name) === loose(name));
}
/**
 * An application URL compared as the service compares it: scheme and host case, a default port
 * and a trailing slash do not make a different application.
 */
function comparableUrl(url) {
    const n = (0,identity/* normalizeUrl */.l2)(url);
    try {
        const u = new URL(n);
        return `${u.protocol}//${u.host}${u.pathname.replace(/\/+$/, '')}${u.search}`;
    }
    catch {
        return n.toLowerCase().replace(/\/+$/, '');
    }
}
function sameUrl(a, b) {
    return comparableUrl(a) === comparableUrl(b);
}
/** The application registered for `url` anywhere in the catalogue, with its project. */
function findApplicationByUrl(c, url) {
    for (const project of c.projects) {
        const application = project.applications.find((a) => sameUrl(a.url, url));
        if (application)
            return { project, application };
    }
    return undefined;
}
/** The project holding the application with this token. */
function findProjectOfApplication(c, token) {
    return c.projects.find((p) => p.applications.some((a) => a.token === token));
}
/** "project "Shop" (team Security)" for log lines and messages; untrusted parts escaped. */
function describeProject(p) {
    const team = p.team ? ` (team ${(0,src_text/* forLog */.Ig)(p.team.name || p.team.id, 200)})` : '';
    return `project "${(0,src_text/* forLog */.Ig)(p.name, 200)}"${team}`;
}

;// CONCATENATED MODULE: ./src/clock.ts
const systemClock = {
    now: () => Date.now(),
    sleep: (ms, signal) => new Promise((resolve, reject) => {
        if (signal?.aborted)
            return reject(abortReason(signal));
        const timer = setTimeout(() => {
            signal?.removeEventListener('abort', onAbort);
            resolve();
        }, Math.max(0, ms));
        const onAbort = () => {
            clearTimeout(timer);
            reject(abortReason(signal));
        };
        signal?.addEventListener('abort', onAbort, { once: true });
    })
};
function abortReason(signal) {
    const r = signal?.reason;
    return r instanceof Error ? r : new Error('aborted');
}
/**
 * An instant written by a CI system or a user: ISO 8601 with a date, a time and an explicit
 * zone (`2026-11-24T09:30:00Z`, `2026-11-24 09:30:00+01:00`), or whole epoch milliseconds
 * (Jenkins' `currentBuild.startTimeInMillis`). Anything else — a time without a zone included,
 * which would be read in the machine's own zone — is undefined: a cutoff is never guessed.
 */
function parseInstant(text) {
    const t = (text ?? '').trim();
    // Thirteen digits: milliseconds (until the year 2286); ten would be seconds, and is refused.
    if (/^\d{13}$/.test(t))
        return Number(t);
    const iso = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}(:?\d{2})?)$/i.exec(t);
    if (!iso)
        return undefined;
    // Date.parse wants `T` and a zone with a colon; both forms above mean the same instant.
    const normal = t
        .replace(' ', 'T')
        .replace(/([+-]\d{2})(\d{2})$/, '$1:$2')
        .replace(/([+-]\d{2})$/, '$1:00');
    const ms = Date.parse(normal);
    return Number.isFinite(ms) ? ms : undefined;
}
/** `p`, or the signal's reason as soon as it aborts (`p` itself goes on: someone else may read it). */
function untilAborted(p, signal) {
    if (!signal)
        return p;
    return new Promise((resolve, reject) => {
        if (signal.aborted)
            return reject(abortReason(signal));
        const onAbort = () => reject(abortReason(signal));
        signal.addEventListener('abort', onAbort, { once: true });
        p.then((v) => {
            signal.removeEventListener('abort', onAbort);
            resolve(v);
        }, (e) => {
            signal.removeEventListener('abort', onAbort);
            reject(e);
        });
    });
}
/**
 * Leeway for the service's clock against ours (and GitHub's): a session is matched to our start
 * request, or kept out of a baseline as possibly this pipeline's own, within this margin.
 */
const START_CLOCK_SKEW_MS = 30_000;

// EXTERNAL MODULE: external "http"
var external_http_ = __nccwpck_require__(124);
var external_http_namespaceObject = /*#__PURE__*/__nccwpck_require__.t(external_http_, 2);
// EXTERNAL MODULE: external "https"
var external_https_ = __nccwpck_require__(125);
var external_https_namespaceObject = /*#__PURE__*/__nccwpck_require__.t(external_https_, 2);
;// CONCATENATED MODULE: ./node_modules/@actions/http-client/lib/proxy.js
function getProxyUrl(reqUrl) {
    const usingSsl = reqUrl.protocol === 'https:';
    if (checkBypass(reqUrl)) {
        return undefined;
    }
    const proxyVar = (() => {
        if (usingSsl) {
            return process.env['https_proxy'] || process.env['HTTPS_PROXY'];
        }
        else {
            return process.env['http_proxy'] || process.env['HTTP_PROXY'];
        }
    })();
    if (proxyVar) {
        try {
            return new DecodedURL(proxyVar);
        }
        catch (_a) {
            if (!proxyVar.startsWith('http://') && !proxyVar.startsWith('https://'))
                return new DecodedURL(`http://${proxyVar}`);
        }
    }
    else {
        return undefined;
    }
}
function checkBypass(reqUrl) {
    if (!reqUrl.hostname) {
        return false;
    }
    const reqHost = reqUrl.hostname;
    if (isLoopbackAddress(reqHost)) {
        return true;
    }
    const noProxy = process.env['no_proxy'] || process.env['NO_PROXY'] || '';
    if (!noProxy) {
        return false;
    }
    // Determine the request port
    let reqPort;
    if (reqUrl.port) {
        reqPort = Number(reqUrl.port);
    }
    else if (reqUrl.protocol === 'http:') {
        reqPort = 80;
    }
    else if (reqUrl.protocol === 'https:') {
        reqPort = 443;
    }
    // Format the request hostname and hostname with port
    const upperReqHosts = [reqUrl.hostname.toUpperCase()];
    if (typeof reqPort === 'number') {
        upperReqHosts.push(`${upperReqHosts[0]}:${reqPort}`);
    }
    // Compare request host against noproxy
    for (const upperNoProxyItem of noProxy
        .split(',')
        .map(x => x.trim().toUpperCase())
        .filter(x => x)) {
        if (upperNoProxyItem === '*' ||
            upperReqHosts.some(x => x === upperNoProxyItem ||
                x.endsWith(`.${upperNoProxyItem}`) ||
                (upperNoProxyItem.startsWith('.') &&
                    x.endsWith(`${upperNoProxyItem}`)))) {
            return true;
        }
    }
    return false;
}
function isLoopbackAddress(host) {
    const hostLower = host.toLowerCase();
    return (hostLower === 'localhost' ||
        hostLower.startsWith('127.') ||
        hostLower.startsWith('[::1]') ||
        hostLower.startsWith('[0:0:0:0:0:0:0:1]'));
}
class DecodedURL extends URL {
    constructor(url, base) {
        super(url, base);
        this._decodedUsername = decodeURIComponent(super.username);
        this._decodedPassword = decodeURIComponent(super.password);
    }
    get username() {
        return this._decodedUsername;
    }
    get password() {
        return this._decodedPassword;
    }
}
//# sourceMappingURL=proxy.js.map
// EXTERNAL MODULE: ./node_modules/tunnel/index.js
var tunnel = __nccwpck_require__(0);
// EXTERNAL MODULE: ./node_modules/undici/index.js
var undici = new Proxy({}, { get: (_, key) => __nccwpck_require__(2)[key] });
;// CONCATENATED MODULE: ./node_modules/@actions/http-client/lib/index.js
/* eslint-disable @typescript-eslint/no-explicit-any */
var __awaiter = (undefined && undefined.__awaiter) || function (thisArg, _arguments, P, generator) {
    function adopt(value) { return value instanceof P ? value : new P(function (resolve) { resolve(value); }); }
    return new (P || (P = Promise))(function (resolve, reject) {
        function fulfilled(value) { try { step(generator.next(value)); } catch (e) { reject(e); } }
        function rejected(value) { try { step(generator["throw"](value)); } catch (e) { reject(e); } }
        function step(result) { result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected); }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
    });
};





var HttpCodes;
(function (HttpCodes) {
    HttpCodes[HttpCodes["OK"] = 200] = "OK";
    HttpCodes[HttpCodes["MultipleChoices"] = 300] = "MultipleChoices";
    HttpCodes[HttpCodes["MovedPermanently"] = 301] = "MovedPermanently";
    HttpCodes[HttpCodes["ResourceMoved"] = 302] = "ResourceMoved";
    HttpCodes[HttpCodes["SeeOther"] = 303] = "SeeOther";
    HttpCodes[HttpCodes["NotModified"] = 304] = "NotModified";
    HttpCodes[HttpCodes["UseProxy"] = 305] = "UseProxy";
    HttpCodes[HttpCodes["SwitchProxy"] = 306] = "SwitchProxy";
    HttpCodes[HttpCodes["TemporaryRedirect"] = 307] = "TemporaryRedirect";
    HttpCodes[HttpCodes["PermanentRedirect"] = 308] = "PermanentRedirect";
    HttpCodes[HttpCodes["BadRequest"] = 400] = "BadRequest";
    HttpCodes[HttpCodes["Unauthorized"] = 401] = "Unauthorized";
    HttpCodes[HttpCodes["PaymentRequired"] = 402] = "PaymentRequired";
    HttpCodes[HttpCodes["Forbidden"] = 403] = "Forbidden";
    HttpCodes[HttpCodes["NotFound"] = 404] = "NotFound";
    HttpCodes[HttpCodes["MethodNotAllowed"] = 405] = "MethodNotAllowed";
    HttpCodes[HttpCodes["NotAcceptable"] = 406] = "NotAcceptable";
    HttpCodes[HttpCodes["ProxyAuthenticationRequired"] = 407] = "ProxyAuthenticationRequired";
    HttpCodes[HttpCodes["RequestTimeout"] = 408] = "RequestTimeout";
    HttpCodes[HttpCodes["Conflict"] = 409] = "Conflict";
    HttpCodes[HttpCodes["Gone"] = 410] = "Gone";
    HttpCodes[HttpCodes["TooManyRequests"] = 429] = "TooManyRequests";
    HttpCodes[HttpCodes["InternalServerError"] = 500] = "InternalServerError";
    HttpCodes[HttpCodes["NotImplemented"] = 501] = "NotImplemented";
    HttpCodes[HttpCodes["BadGateway"] = 502] = "BadGateway";
    HttpCodes[HttpCodes["ServiceUnavailable"] = 503] = "ServiceUnavailable";
    HttpCodes[HttpCodes["GatewayTimeout"] = 504] = "GatewayTimeout";
})(HttpCodes || (HttpCodes = {}));
var Headers;
(function (Headers) {
    Headers["Accept"] = "accept";
    Headers["ContentType"] = "content-type";
})(Headers || (Headers = {}));
var MediaTypes;
(function (MediaTypes) {
    MediaTypes["ApplicationJson"] = "application/json";
})(MediaTypes || (MediaTypes = {}));
/**
 * Returns the proxy URL, depending upon the supplied url and proxy environment variables.
 * @param serverUrl  The server URL where the request will be sent. For example, https://api.github.com
 */
function lib_getProxyUrl(serverUrl) {
    const proxyUrl = pm.getProxyUrl(new URL(serverUrl));
    return proxyUrl ? proxyUrl.href : '';
}
const HttpRedirectCodes = [
    HttpCodes.MovedPermanently,
    HttpCodes.ResourceMoved,
    HttpCodes.SeeOther,
    HttpCodes.TemporaryRedirect,
    HttpCodes.PermanentRedirect
];
const HttpResponseRetryCodes = [
    HttpCodes.BadGateway,
    HttpCodes.ServiceUnavailable,
    HttpCodes.GatewayTimeout
];
const RetryableHttpVerbs = ['OPTIONS', 'GET', 'DELETE', 'HEAD'];
const ExponentialBackoffCeiling = 10;
const ExponentialBackoffTimeSlice = 5;
class HttpClientError extends Error {
    constructor(message, statusCode) {
        super(message);
        this.name = 'HttpClientError';
        this.statusCode = statusCode;
        Object.setPrototypeOf(this, HttpClientError.prototype);
    }
}
class HttpClientResponse {
    constructor(message) {
        this.message = message;
    }
    readBody() {
        return __awaiter(this, void 0, void 0, function* () {
            return new Promise((resolve) => __awaiter(this, void 0, void 0, function* () {
                let output = Buffer.alloc(0);
                this.message.on('data', (chunk) => {
                    output = Buffer.concat([output, chunk]);
                });
                this.message.on('end', () => {
                    resolve(output.toString());
                });
            }));
        });
    }
    readBodyBuffer() {
        return __awaiter(this, void 0, void 0, function* () {
            return new Promise((resolve) => __awaiter(this, void 0, void 0, function* () {
                const chunks = [];
                this.message.on('data', (chunk) => {
                    chunks.push(chunk);
                });
                this.message.on('end', () => {
                    resolve(Buffer.concat(chunks));
                });
            }));
        });
    }
}
function isHttps(requestUrl) {
    const parsedUrl = new URL(requestUrl);
    return parsedUrl.protocol === 'https:';
}
class HttpClient {
    constructor(userAgent, handlers, requestOptions) {
        this._ignoreSslError = false;
        this._allowRedirects = true;
        this._allowRedirectDowngrade = false;
        this._maxRedirects = 50;
        this._allowRetries = false;
        this._maxRetries = 1;
        this._keepAlive = false;
        this._disposed = false;
        this.userAgent = this._getUserAgentWithOrchestrationId(userAgent);
        this.handlers = handlers || [];
        this.requestOptions = requestOptions;
        if (requestOptions) {
            if (requestOptions.ignoreSslError != null) {
                this._ignoreSslError = requestOptions.ignoreSslError;
            }
            this._socketTimeout = requestOptions.socketTimeout;
            if (requestOptions.allowRedirects != null) {
                this._allowRedirects = requestOptions.allowRedirects;
            }
            if (requestOptions.allowRedirectDowngrade != null) {
                this._allowRedirectDowngrade = requestOptions.allowRedirectDowngrade;
            }
            if (requestOptions.maxRedirects != null) {
                this._maxRedirects = Math.max(requestOptions.maxRedirects, 0);
            }
            if (requestOptions.keepAlive != null) {
                this._keepAlive = requestOptions.keepAlive;
            }
            if (requestOptions.allowRetries != null) {
                this._allowRetries = requestOptions.allowRetries;
            }
            if (requestOptions.maxRetries != null) {
                this._maxRetries = requestOptions.maxRetries;
            }
        }
    }
    options(requestUrl, additionalHeaders) {
        return __awaiter(this, void 0, void 0, function* () {
            return this.request('OPTIONS', requestUrl, null, additionalHeaders || {});
        });
    }
    get(requestUrl, additionalHeaders) {
        return __awaiter(this, void 0, void 0, function* () {
            return this.request('GET', requestUrl, null, additionalHeaders || {});
        });
    }
    del(requestUrl, additionalHeaders) {
        return __awaiter(this, void 0, void 0, function* () {
            return this.request('DELETE', requestUrl, null, additionalHeaders || {});
        });
    }
    post(requestUrl, data, additionalHeaders) {
        return __awaiter(this, void 0, void 0, function* () {
            return this.request('POST', requestUrl, data, additionalHeaders || {});
        });
    }
    patch(requestUrl, data, additionalHeaders) {
        return __awaiter(this, void 0, void 0, function* () {
            return this.request('PATCH', requestUrl, data, additionalHeaders || {});
        });
    }
    put(requestUrl, data, additionalHeaders) {
        return __awaiter(this, void 0, void 0, function* () {
            return this.request('PUT', requestUrl, data, additionalHeaders || {});
        });
    }
    head(requestUrl, additionalHeaders) {
        return __awaiter(this, void 0, void 0, function* () {
            return this.request('HEAD', requestUrl, null, additionalHeaders || {});
        });
    }
    sendStream(verb, requestUrl, stream, additionalHeaders) {
        return __awaiter(this, void 0, void 0, function* () {
            return this.request(verb, requestUrl, stream, additionalHeaders);
        });
    }
    /**
     * Gets a typed object from an endpoint
     * Be aware that not found returns a null.  Other errors (4xx, 5xx) reject the promise
     */
    getJson(requestUrl_1) {
        return __awaiter(this, arguments, void 0, function* (requestUrl, additionalHeaders = {}) {
            additionalHeaders[Headers.Accept] = this._getExistingOrDefaultHeader(additionalHeaders, Headers.Accept, MediaTypes.ApplicationJson);
            const res = yield this.get(requestUrl, additionalHeaders);
            return this._processResponse(res, this.requestOptions);
        });
    }
    postJson(requestUrl_1, obj_1) {
        return __awaiter(this, arguments, void 0, function* (requestUrl, obj, additionalHeaders = {}) {
            const data = JSON.stringify(obj, null, 2);
            additionalHeaders[Headers.Accept] = this._getExistingOrDefaultHeader(additionalHeaders, Headers.Accept, MediaTypes.ApplicationJson);
            additionalHeaders[Headers.ContentType] =
                this._getExistingOrDefaultContentTypeHeader(additionalHeaders, MediaTypes.ApplicationJson);
            const res = yield this.post(requestUrl, data, additionalHeaders);
            return this._processResponse(res, this.requestOptions);
        });
    }
    putJson(requestUrl_1, obj_1) {
        return __awaiter(this, arguments, void 0, function* (requestUrl, obj, additionalHeaders = {}) {
            const data = JSON.stringify(obj, null, 2);
            additionalHeaders[Headers.Accept] = this._getExistingOrDefaultHeader(additionalHeaders, Headers.Accept, MediaTypes.ApplicationJson);
            additionalHeaders[Headers.ContentType] =
                this._getExistingOrDefaultContentTypeHeader(additionalHeaders, MediaTypes.ApplicationJson);
            const res = yield this.put(requestUrl, data, additionalHeaders);
            return this._processResponse(res, this.requestOptions);
        });
    }
    patchJson(requestUrl_1, obj_1) {
        return __awaiter(this, arguments, void 0, function* (requestUrl, obj, additionalHeaders = {}) {
            const data = JSON.stringify(obj, null, 2);
            additionalHeaders[Headers.Accept] = this._getExistingOrDefaultHeader(additionalHeaders, Headers.Accept, MediaTypes.ApplicationJson);
            additionalHeaders[Headers.ContentType] =
                this._getExistingOrDefaultContentTypeHeader(additionalHeaders, MediaTypes.ApplicationJson);
            const res = yield this.patch(requestUrl, data, additionalHeaders);
            return this._processResponse(res, this.requestOptions);
        });
    }
    /**
     * Makes a raw http request.
     * All other methods such as get, post, patch, and request ultimately call this.
     * Prefer get, del, post and patch
     */
    request(verb, requestUrl, data, headers) {
        return __awaiter(this, void 0, void 0, function* () {
            if (this._disposed) {
                throw new Error('Client has already been disposed.');
            }
            const parsedUrl = new URL(requestUrl);
            let info = this._prepareRequest(verb, parsedUrl, headers);
            // Only perform retries on reads since writes may not be idempotent.
            const maxTries = this._allowRetries && RetryableHttpVerbs.includes(verb)
                ? this._maxRetries + 1
                : 1;
            let numTries = 0;
            let response;
            do {
                response = yield this.requestRaw(info, data);
                // Check if it's an authentication challenge
                if (response &&
                    response.message &&
                    response.message.statusCode === HttpCodes.Unauthorized) {
                    let authenticationHandler;
                    for (const handler of this.handlers) {
                        if (handler.canHandleAuthentication(response)) {
                            authenticationHandler = handler;
                            break;
                        }
                    }
                    if (authenticationHandler) {
                        return authenticationHandler.handleAuthentication(this, info, data);
                    }
                    else {
                        // We have received an unauthorized response but have no handlers to handle it.
                        // Let the response return to the caller.
                        return response;
                    }
                }
                let redirectsRemaining = this._maxRedirects;
                while (response.message.statusCode &&
                    HttpRedirectCodes.includes(response.message.statusCode) &&
                    this._allowRedirects &&
                    redirectsRemaining > 0) {
                    const redirectUrl = response.message.headers['location'];
                    if (!redirectUrl) {
                        // if there's no location to redirect to, we won't
                        break;
                    }
                    const parsedRedirectUrl = new URL(redirectUrl);
                    if (parsedUrl.protocol === 'https:' &&
                        parsedUrl.protocol !== parsedRedirectUrl.protocol &&
                        !this._allowRedirectDowngrade) {
                        throw new Error('Redirect from HTTPS to HTTP protocol. This downgrade is not allowed for security reasons. If you want to allow this behavior, set the allowRedirectDowngrade option to true.');
                    }
                    // we need to finish reading the response before reassigning response
                    // which will leak the open socket.
                    yield response.readBody();
                    // strip authorization header if redirected to a different hostname
                    if (parsedRedirectUrl.hostname !== parsedUrl.hostname) {
                        for (const header in headers) {
                            // header names are case insensitive
                            if (header.toLowerCase() === 'authorization') {
                                delete headers[header];
                            }
                        }
                    }
                    // let's make the request with the new redirectUrl
                    info = this._prepareRequest(verb, parsedRedirectUrl, headers);
                    response = yield this.requestRaw(info, data);
                    redirectsRemaining--;
                }
                if (!response.message.statusCode ||
                    !HttpResponseRetryCodes.includes(response.message.statusCode)) {
                    // If not a retry code, return immediately instead of retrying
                    return response;
                }
                numTries += 1;
                if (numTries < maxTries) {
                    yield response.readBody();
                    yield this._performExponentialBackoff(numTries);
                }
            } while (numTries < maxTries);
            return response;
        });
    }
    /**
     * Needs to be called if keepAlive is set to true in request options.
     */
    dispose() {
        if (this._agent) {
            this._agent.destroy();
        }
        this._disposed = true;
    }
    /**
     * Raw request.
     * @param info
     * @param data
     */
    requestRaw(info, data) {
        return __awaiter(this, void 0, void 0, function* () {
            return new Promise((resolve, reject) => {
                function callbackForResult(err, res) {
                    if (err) {
                        reject(err);
                    }
                    else if (!res) {
                        // If `err` is not passed, then `res` must be passed.
                        reject(new Error('Unknown error'));
                    }
                    else {
                        resolve(res);
                    }
                }
                this.requestRawWithCallback(info, data, callbackForResult);
            });
        });
    }
    /**
     * Raw request with callback.
     * @param info
     * @param data
     * @param onResult
     */
    requestRawWithCallback(info, data, onResult) {
        if (typeof data === 'string') {
            if (!info.options.headers) {
                info.options.headers = {};
            }
            info.options.headers['Content-Length'] = Buffer.byteLength(data, 'utf8');
        }
        let callbackCalled = false;
        function handleResult(err, res) {
            if (!callbackCalled) {
                callbackCalled = true;
                onResult(err, res);
            }
        }
        const req = info.httpModule.request(info.options, (msg) => {
            const res = new HttpClientResponse(msg);
            handleResult(undefined, res);
        });
        let socket;
        req.on('socket', sock => {
            socket = sock;
        });
        // If we ever get disconnected, we want the socket to timeout eventually
        req.setTimeout(this._socketTimeout || 3 * 60000, () => {
            if (socket) {
                socket.end();
            }
            handleResult(new Error(`Request timeout: ${info.options.path}`));
        });
        req.on('error', function (err) {
            // err has statusCode property
            // res should have headers
            handleResult(err);
        });
        if (data && typeof data === 'string') {
            req.write(data, 'utf8');
        }
        if (data && typeof data !== 'string') {
            data.on('close', function () {
                req.end();
            });
            data.pipe(req);
        }
        else {
            req.end();
        }
    }
    /**
     * Gets an http agent. This function is useful when you need an http agent that handles
     * routing through a proxy server - depending upon the url and proxy environment variables.
     * @param serverUrl  The server URL where the request will be sent. For example, https://api.github.com
     */
    getAgent(serverUrl) {
        const parsedUrl = new URL(serverUrl);
        return this._getAgent(parsedUrl);
    }
    getAgentDispatcher(serverUrl) {
        const parsedUrl = new URL(serverUrl);
        const proxyUrl = getProxyUrl(parsedUrl);
        const useProxy = proxyUrl && proxyUrl.hostname;
        if (!useProxy) {
            return;
        }
        return this._getProxyAgentDispatcher(parsedUrl, proxyUrl);
    }
    _prepareRequest(method, requestUrl, headers) {
        const info = {};
        info.parsedUrl = requestUrl;
        const usingSsl = info.parsedUrl.protocol === 'https:';
        info.httpModule = usingSsl ? external_https_namespaceObject : external_http_namespaceObject;
        const defaultPort = usingSsl ? 443 : 80;
        info.options = {};
        info.options.host = info.parsedUrl.hostname;
        info.options.port = info.parsedUrl.port
            ? parseInt(info.parsedUrl.port)
            : defaultPort;
        info.options.path =
            (info.parsedUrl.pathname || '') + (info.parsedUrl.search || '');
        info.options.method = method;
        info.options.headers = this._mergeHeaders(headers);
        if (this.userAgent != null) {
            info.options.headers['user-agent'] = this.userAgent;
        }
        info.options.agent = this._getAgent(info.parsedUrl);
        // gives handlers an opportunity to participate
        if (this.handlers) {
            for (const handler of this.handlers) {
                handler.prepareRequest(info.options);
            }
        }
        return info;
    }
    _mergeHeaders(headers) {
        if (this.requestOptions && this.requestOptions.headers) {
            return Object.assign({}, lowercaseKeys(this.requestOptions.headers), lowercaseKeys(headers || {}));
        }
        return lowercaseKeys(headers || {});
    }
    /**
     * Gets an existing header value or returns a default.
     * Handles converting number header values to strings since HTTP headers must be strings.
     * Note: This returns string | string[] since some headers can have multiple values.
     * For headers that must always be a single string (like Content-Type), use the
     * specialized _getExistingOrDefaultContentTypeHeader method instead.
     */
    _getExistingOrDefaultHeader(additionalHeaders, header, _default) {
        let clientHeader;
        if (this.requestOptions && this.requestOptions.headers) {
            const headerValue = lowercaseKeys(this.requestOptions.headers)[header];
            if (headerValue) {
                clientHeader =
                    typeof headerValue === 'number' ? headerValue.toString() : headerValue;
            }
        }
        const additionalValue = additionalHeaders[header];
        if (additionalValue !== undefined) {
            return typeof additionalValue === 'number'
                ? additionalValue.toString()
                : additionalValue;
        }
        if (clientHeader !== undefined) {
            return clientHeader;
        }
        return _default;
    }
    /**
     * Specialized version of _getExistingOrDefaultHeader for Content-Type header.
     * Always returns a single string (not an array) since Content-Type should be a single value.
     * Converts arrays to comma-separated strings and numbers to strings to ensure type safety.
     * This was split from _getExistingOrDefaultHeader to provide stricter typing for callers
     * that assign the result to places expecting a string (e.g., additionalHeaders[Headers.ContentType]).
     */
    _getExistingOrDefaultContentTypeHeader(additionalHeaders, _default) {
        let clientHeader;
        if (this.requestOptions && this.requestOptions.headers) {
            const headerValue = lowercaseKeys(this.requestOptions.headers)[Headers.ContentType];
            if (headerValue) {
                if (typeof headerValue === 'number') {
                    clientHeader = String(headerValue);
                }
                else if (Array.isArray(headerValue)) {
                    clientHeader = headerValue.join(', ');
                }
                else {
                    clientHeader = headerValue;
                }
            }
        }
        const additionalValue = additionalHeaders[Headers.ContentType];
        // Return the first non-undefined value, converting numbers or arrays to strings if necessary
        if (additionalValue !== undefined) {
            if (typeof additionalValue === 'number') {
                return String(additionalValue);
            }
            else if (Array.isArray(additionalValue)) {
                return additionalValue.join(', ');
            }
            else {
                return additionalValue;
            }
        }
        if (clientHeader !== undefined) {
            return clientHeader;
        }
        return _default;
    }
    _getAgent(parsedUrl) {
        let agent;
        const proxyUrl = getProxyUrl(parsedUrl);
        const useProxy = proxyUrl && proxyUrl.hostname;
        if (this._keepAlive && useProxy) {
            agent = this._proxyAgent;
        }
        if (!useProxy) {
            agent = this._agent;
        }
        // if agent is already assigned use that agent.
        if (agent) {
            return agent;
        }
        const usingSsl = parsedUrl.protocol === 'https:';
        let maxSockets = 100;
        if (this.requestOptions) {
            maxSockets = this.requestOptions.maxSockets || external_http_.globalAgent.maxSockets;
        }
        // This is `useProxy` again, but we need to check `proxyURl` directly for TypeScripts's flow analysis.
        if (proxyUrl && proxyUrl.hostname) {
            const agentOptions = {
                maxSockets,
                keepAlive: this._keepAlive,
                proxy: Object.assign(Object.assign({}, ((proxyUrl.username || proxyUrl.password) && {
                    proxyAuth: `${proxyUrl.username}:${proxyUrl.password}`
                })), { host: proxyUrl.hostname, port: proxyUrl.port })
            };
            let tunnelAgent;
            const overHttps = proxyUrl.protocol === 'https:';
            if (usingSsl) {
                tunnelAgent = overHttps ? tunnel.httpsOverHttps : tunnel.httpsOverHttp;
            }
            else {
                tunnelAgent = overHttps ? tunnel.httpOverHttps : tunnel.httpOverHttp;
            }
            agent = tunnelAgent(agentOptions);
            this._proxyAgent = agent;
        }
        // if tunneling agent isn't assigned create a new agent
        if (!agent) {
            const options = { keepAlive: this._keepAlive, maxSockets };
            agent = usingSsl ? new external_https_.Agent(options) : new external_http_.Agent(options);
            this._agent = agent;
        }
        if (usingSsl && this._ignoreSslError) {
            // we don't want to set NODE_TLS_REJECT_UNAUTHORIZED=0 since that will affect request for entire process
            // http.RequestOptions doesn't expose a way to modify RequestOptions.agent.options
            // we have to cast it to any and change it directly
            agent.options = Object.assign(agent.options || {}, {
                rejectUnauthorized: false
            });
        }
        return agent;
    }
    _getProxyAgentDispatcher(parsedUrl, proxyUrl) {
        let proxyAgent;
        if (this._keepAlive) {
            proxyAgent = this._proxyAgentDispatcher;
        }
        // if agent is already assigned use that agent.
        if (proxyAgent) {
            return proxyAgent;
        }
        const usingSsl = parsedUrl.protocol === 'https:';
        proxyAgent = new undici/* ProxyAgent */.kT(Object.assign({ uri: proxyUrl.href, pipelining: !this._keepAlive ? 0 : 1 }, ((proxyUrl.username || proxyUrl.password) && {
            token: `Basic ${Buffer.from(`${proxyUrl.username}:${proxyUrl.password}`).toString('base64')}`
        })));
        this._proxyAgentDispatcher = proxyAgent;
        if (usingSsl && this._ignoreSslError) {
            // we don't want to set NODE_TLS_REJECT_UNAUTHORIZED=0 since that will affect request for entire process
            // http.RequestOptions doesn't expose a way to modify RequestOptions.agent.options
            // we have to cast it to any and change it directly
            proxyAgent.options = Object.assign(proxyAgent.options.requestTls || {}, {
                rejectUnauthorized: false
            });
        }
        return proxyAgent;
    }
    _getUserAgentWithOrchestrationId(userAgent) {
        const baseUserAgent = userAgent || 'actions/http-client';
        const orchId = process.env['ACTIONS_ORCHESTRATION_ID'];
        if (orchId) {
            // Sanitize the orchestration ID to ensure it contains only valid characters
            // Valid characters: 0-9, a-z, _, -, .
            const sanitizedId = orchId.replace(/[^a-z0-9_.-]/gi, '_');
            return `${baseUserAgent} actions_orchestration_id/${sanitizedId}`;
        }
        return baseUserAgent;
    }
    _performExponentialBackoff(retryNumber) {
        return __awaiter(this, void 0, void 0, function* () {
            retryNumber = Math.min(ExponentialBackoffCeiling, retryNumber);
            const ms = ExponentialBackoffTimeSlice * Math.pow(2, retryNumber);
            return new Promise(resolve => setTimeout(() => resolve(), ms));
        });
    }
    _processResponse(res, options) {
        return __awaiter(this, void 0, void 0, function* () {
            return new Promise((resolve, reject) => __awaiter(this, void 0, void 0, function* () {
                const statusCode = res.message.statusCode || 0;
                const response = {
                    statusCode,
                    result: null,
                    headers: {}
                };
                // not found leads to null obj returned
                if (statusCode === HttpCodes.NotFound) {
                    resolve(response);
                }
                // get the result from the body
                function dateTimeDeserializer(key, value) {
                    if (typeof value === 'string') {
                        const a = new Date(value);
                        if (!isNaN(a.valueOf())) {
                            return a;
                        }
                    }
                    return value;
                }
                let obj;
                let contents;
                try {
                    contents = yield res.readBody();
                    if (contents && contents.length > 0) {
                        if (options && options.deserializeDates) {
                            obj = JSON.parse(contents, dateTimeDeserializer);
                        }
                        else {
                            obj = JSON.parse(contents);
                        }
                        response.result = obj;
                    }
                    response.headers = res.message.headers;
                }
                catch (err) {
                    // Invalid resource (contents not json);  leaving result obj null
                }
                // note that 3xx redirects are handled by the http layer.
                if (statusCode > 299) {
                    let msg;
                    // if exception/error in body, attempt to get better error
                    if (obj && obj.message) {
                        msg = obj.message;
                    }
                    else if (contents && contents.length > 0) {
                        // it may be the case that the exception is in the body message as string
                        msg = contents;
                    }
                    else {
                        msg = `Failed request: (${statusCode})`;
                    }
                    const err = new HttpClientError(msg, statusCode);
                    err.result = response.result;
                    reject(err);
                }
                else {
                    resolve(response);
                }
            }));
        });
    }
}
const lowercaseKeys = (obj) => Object.keys(obj).reduce((c, k) => ((c[k.toLowerCase()] = obj[k]), c), {});
//# sourceMappingURL=index.js.map
;// CONCATENATED MODULE: ./src/api/http-attempt.ts
// One HTTP attempt over @actions/http-client (the runner's own client and proxy convention:
// HTTPS_PROXY / HTTP_PROXY / NO_PROXY, loopback always direct), raced against a deadline and an
// abort signal. It never throws for network trouble: it reports what happened as an
// AttemptResult, and outcome.ts decides what that means.

/** An answer larger than this is not a service answer (results are a few MiB at most). */
const MAX_BODY_BYTES = 64 * 1024 * 1024;
/** Errors raised before a byte of the request could reach the service. */
const NOT_SENT = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN']);
class AttemptAborted extends Error {
    constructor() {
        super('aborted');
    }
}
/**
 * What http-client leaves to its handlers. It has no abort signal of its own: this hands Node's
 * request one, so ending an attempt (deadline, abort, done) destroys its request and the socket
 * under it. And it passes a bracketed IPv6 host (`[::1]`) to Node as a name to look up: a direct
 * connection gets the bare address (a tunnel keeps the brackets, which CONNECT needs).
 */
class Handler {
    signal;
    constructor(signal) {
        this.signal = signal;
    }
    prepareRequest(options) {
        options.signal = this.signal;
        const tunnel = !!options.agent?.proxyOptions;
        const host = options.host;
        if (!tunnel && host?.startsWith('[') && host.endsWith(']'))
            options.host = host.slice(1, -1);
    }
    canHandleAuthentication() {
        return false;
    }
    handleAuthentication() {
        return Promise.reject(new Error('no authentication handler'));
    }
}
/**
 * Sends one request. A fresh client (and keep-alive agent) per attempt, disposed after it: an
 * attempt cut short by a deadline or an abort loses only its own socket, never another call in
 * flight (a stop sent during cancellation), and no idle socket keeps the process alive.
 */
async function attempt(spec, signal) {
    if (signal.aborted)
        throw new AttemptAborted();
    const cut = new AbortController();
    const client = new HttpClient(spec.userAgent, [new Handler(cut.signal)], {
        // Redirects are the transport's to judge (redirect.ts); retries are its own (retry.ts).
        allowRedirects: false,
        allowRetries: false,
        keepAlive: true,
        // http-client's timer is an idle timeout; ours below is the real deadline.
        socketTimeout: spec.timeoutMs + 1000
    });
    // The user agent exactly as given (http-client would append the runner's orchestration id).
    client.userAgent = spec.userAgent;
    // Through a proxy, the tunnel's CONNECT is a request of its own, which the handler above never
    // sees: the agent the client keeps for this URL (keep-alive: the one request() will use) ends
    // it on the same signal, so an abort while the proxy holds the tunnel closes that socket too.
    // (A URL that does not parse fails in request() below, as a network failure.)
    const agent = URL.canParse(spec.url)
        ? client.getAgent(spec.url)
        : {};
    if (agent.proxyOptions)
        agent.proxyOptions.signal = cut.signal;
    let timer;
    let onAbort;
    const work = (async () => {
        const res = await client.request(spec.method, spec.url, 
        // A body goes out whatever the verb (the signature check sends one on GET).
        spec.body ?? null, plainHeaders(spec.headers));
        const message = res.message;
        const status = message.statusCode ?? 0;
        const limit = spec.maxBodyBytes ?? MAX_BODY_BYTES;
        const body = await readText(message, limit);
        if (body === undefined)
            return { type: 'too-large', status, limit };
        return {
            type: 'response',
            status,
            contentType: headerText(message.headers['content-type']),
            retryAfter: headerText(message.headers['retry-after']) || undefined,
            location: headerText(message.headers.location) || undefined,
            headers: Object.entries(message.headers).map(([name, v]) => `${name}: ${headerText(v)}`),
            text: body
        };
    })().catch((err) => {
        const { code, sent } = failure(err);
        return { type: 'network', code, sent };
    });
    const deadline = new Promise((resolve) => {
        timer = setTimeout(() => resolve({ type: 'timeout', afterMs: spec.timeoutMs }), spec.timeoutMs);
    });
    const aborted = new Promise((_, reject) => {
        onAbort = () => reject(new AttemptAborted());
        signal.addEventListener('abort', onAbort, { once: true });
    });
    try {
        return await Promise.race([work, deadline, aborted]);
    }
    finally {
        clearTimeout(timer);
        if (onAbort)
            signal.removeEventListener('abort', onAbort);
        // On a deadline or abort the request is still open: end it and close its socket.
        cut.abort();
        client.dispose();
    }
}
/** The body as text, or undefined past `limit` bytes; rejects when the connection drops. */
async function readText(body, limit) {
    const chunks = [];
    let size = 0;
    for await (const chunk of body) {
        size += chunk.length;
        if (size > limit) {
            body.destroy();
            return undefined;
        }
        chunks.push(chunk);
    }
    return Buffer.concat(chunks).toString('utf8');
}
/** Header values as strings (no numbers, no undefined). */
function plainHeaders(h) {
    const out = {};
    for (const [name, value] of Object.entries(h)) {
        if (value === undefined)
            continue;
        out[name] = Array.isArray(value) ? value : String(value);
    }
    return out;
}
/**
 * A network failure in the words Node's sockets use, and whether the request may have reached
 * the service. A proxy that could not open the tunnel (tunnel's "could not be established") sent
 * nothing on: its cause's code when it names one.
 */
function failure(err) {
    if (err && typeof err === 'object') {
        const code = err.code;
        const message = err.message;
        if (typeof message === 'string' && /tunneling socket could not be established/.test(message)) {
            const cause = /cause=.*?\b(E[A-Z_]+)\b/.exec(message)?.[1];
            const status = /statusCode=(\d+)/.exec(message)?.[1];
            return { code: cause ?? (status ? `proxy answered HTTP ${status}` : 'EPROXY'), sent: false };
        }
        if (typeof code === 'string' && code)
            return { code, sent: !NOT_SENT.has(code) };
        // Node names a dropped connection only in the message ("socket hang up").
        if (typeof message === 'string' && /hang up/i.test(message)) {
            return { code: 'ECONNRESET', sent: true };
        }
        // http-client's own idle timer ("Request timeout: /path").
        if (typeof message === 'string' && /^Request timeout/.test(message)) {
            return { code: 'ETIMEDOUT', sent: true };
        }
    }
    return { code: 'network error', sent: true };
}
function headerText(h) {
    return Array.isArray(h) ? h.join(', ') : (h ?? '');
}

;// CONCATENATED MODULE: ./src/api/outcome.ts
// What one HTTP attempt means: a value, a final error, or a transient failure worth retrying.
// Pure: no I/O, so every answer the service (or a proxy in front of it) can give is tested here
// and in the transport tests alike. Every message is built from our own words plus untrusted
// text that went through src/text.ts and the token redaction.


const SERVICE_MESSAGE_CHARS = 300;
function interpret(result, ctx) {
    switch (result.type) {
        case 'timeout':
            return outcome_transient({
                kind: 'timeout',
                reason: `no answer within ${seconds(result.afterMs)}`,
                mayHaveActed: true
            });
        case 'network':
            return outcome_transient({
                kind: 'network',
                reason: result.sent
                    ? `the connection failed (${safeCode(result.code)})`
                    : `could not connect (${safeCode(result.code)})`,
                mayHaveActed: result.sent
            });
        case 'too-large':
            return fail(ctx, 'invalid-response', `the answer is larger than ${mib(result.limit)}`, {
                httpStatus: result.status
            });
        case 'response':
            return interpretResponse(result, ctx);
    }
}
function interpretResponse(r, ctx) {
    const { status } = r;
    const html = looksLikeHtml(r.contentType, r.text);
    const body = html ? undefined : parseObject(r.text);
    const failure = body ? serviceFailure(body, ctx) : undefined;
    if (status === 429 || status === 408 || status >= 500) {
        return outcome_transient({
            kind: 'http',
            reason: `HTTP ${status}` + (failure ? `: ${failure.code}` : ''),
            // 429 and 408 say the request was not processed; a 5xx says nothing either way.
            mayHaveActed: status >= 500,
            httpStatus: status,
            code: failure?.code,
            retryAfter: r.retryAfter
        });
    }
    if (status === 401 || status === 403)
        return authFailure(ctx, status, failure?.code);
    if (status >= 300 && status < 400)
        return { type: 'redirect', status, location: r.location };
    if (html && status >= 200 && status < 300) {
        // A gateway's error page or a captive portal as often as an expired token: retry, and say
        // both when the retries are spent.
        return outcome_transient({
            kind: 'invalid-response',
            reason: `the service answered with an HTML page instead of JSON (HTTP ${status})`,
            mayHaveActed: true,
            httpStatus: status,
            html: true
        });
    }
    if (html) {
        // An HTML 404 is a wrong base-url far more often than a token problem.
        if (status === 404)
            return notFound(ctx);
        // Login and error pages (an expired token gets one): never show the page.
        return authFailure(ctx, status);
    }
    if (status >= 200 && status < 300) {
        if (!body) {
            return outcome_transient({
                kind: 'invalid-response',
                reason: `the answer was not a JSON object (HTTP ${status})`,
                mayHaveActed: true,
                httpStatus: status
            });
        }
        return failure ? serviceError(ctx, status, failure) : { type: 'ok', value: body };
    }
    if (failure)
        return serviceError(ctx, status, failure);
    if (status === 404)
        return notFound(ctx);
    return fail(ctx, 'http', `HTTP ${status} without a usable answer`, { httpStatus: status });
}
/**
 * v2: any `code` but SUCCESS (null and absent are success: the running-sessions endpoints).
 * v1: `status` "failed" in any case, unless a `progress` field is present. The status endpoint
 * puts the test's own state in the same field (and the service's SDK knows a `failed` test
 * state); a test state always comes with its progress, an API failure never does.
 */
function serviceFailure(body, ctx) {
    if (ctx.envelope === 'v2') {
        const code = body.code;
        if (code === null || code === undefined)
            return undefined;
        if (typeof code === 'string' && code.toUpperCase() === 'SUCCESS')
            return undefined;
        return { code: serviceCode(ctx, code) || 'UNKNOWN', message: body.message };
    }
    const status = body.status;
    if (typeof status !== 'string' || status.trim().toLowerCase() !== 'failed')
        return undefined;
    if ('progress' in body)
        return undefined;
    return { code: serviceCode(ctx, status), message: body.message };
}
/**
 * The service's error code, safe wherever it goes (retry reasons, failure lines, ApiError.code):
 * cleaned, redacted, then made log-safe and cut. Real codes (TEST_RUNNING) come out unchanged.
 */
function serviceCode(ctx, code) {
    return (0,src_text/* forLog */.Ig)(ctx.redact((0,src_text/* oneLine */.TN)(code, Number.MAX_SAFE_INTEGER)), 60);
}
function serviceError(ctx, status, f) {
    // Clean first (removing control characters could join a split token), redact, then cut.
    const full = ctx.redact((0,src_text/* oneLine */.TN)(f.message, Number.MAX_SAFE_INTEGER));
    const serviceMessage = (0,src_text/* truncate */.xv)(full, SERVICE_MESSAGE_CHARS * 2);
    const shown = (0,src_text/* forLog */.Ig)(full, SERVICE_MESSAGE_CHARS);
    const message = `${ctx.operation} failed: ${f.code} (HTTP ${status})` +
        (shown ? `: ${shown}` : '') +
        guidance(f.code.toUpperCase(), ctx.scope);
    return {
        type: 'fail',
        error: new ApiError(ctx.redact(message), { kind: 'service', operation: ctx.operation, httpStatus: status, code: f.code }, serviceMessage || undefined)
    };
}
function guidance(code, scope) {
    switch (code) {
        case 'NOT_AUTHORIZED':
            return scope
                ? ` (the access token was refused, or it lacks the scope ${scope})`
                : ' (the access token was refused or may not do this)';
        case 'INVALID_SESSION':
            return ' (the access token is invalid or has expired)';
        case 'PLAN_NOT_SUPPORTED':
            return " (the account's plan does not include this feature)";
        default:
            return '';
    }
}
function authFailure(ctx, status, code) {
    const hint = status === 403 && ctx.scope ? `; it may lack the scope ${ctx.scope}` : '';
    return fail(ctx, 'auth', `the access token was refused or has expired (HTTP ${status})${hint}`, {
        httpStatus: status,
        code
    });
}
function notFound(ctx) {
    const name = ctx.baseUrlName ?? 'base-url';
    return fail(ctx, 'http', `HTTP 404: no such address on the service (check ${name})`, {
        httpStatus: 404
    });
}
function fail(ctx, kind, what, extra = {}) {
    return {
        type: 'fail',
        error: new ApiError(ctx.redact(`${ctx.operation} failed: ${what}`), {
            kind,
            operation: ctx.operation,
            ...extra
        })
    };
}
function outcome_transient(t) {
    return { type: 'transient', transient: t };
}
/**
 * The error once retries are spent (or not allowed): says what failed and how often we tried.
 * `everyPage`: every attempt got an HTML page on a 2xx. Only then is it a page in the way (or an
 * expired token), which no waiting fixes; a page that ends a run of other passing failures is one
 * more passing failure (a wait polls on).
 */
function exhaustedError(ctx, t, attempts, everyPage = false) {
    const tries = attempts === 1 ? '1 attempt' : `${attempts} attempts`;
    const paged = everyPage && t.html === true;
    const why = paged ? ': a proxy or login page is in the way, or the access token has expired' : '';
    return new ApiError(ctx.redact(`${ctx.operation} failed: ${t.reason} after ${tries}${why}`), {
        // Page after page: no amount of waiting fixes it (a wait treats it like a refused token).
        kind: paged ? 'auth' : t.kind,
        operation: ctx.operation,
        httpStatus: t.httpStatus,
        code: t.code,
        attempts
    });
}
/** A non-idempotent call whose answer was lost: repeating it blindly could act twice. */
function ambiguousError(ctx, t, attempts) {
    return new ApiError(ctx.redact(`${ctx.operation}: the answer was lost (${t.reason}); ` +
        `the service may have carried it out, so it was not repeated`), {
        kind: 'ambiguous',
        operation: ctx.operation,
        httpStatus: t.httpStatus,
        code: t.code,
        attempts
    });
}
function abortedError(operation, attempts) {
    return new ApiError(`${operation} was cancelled`, { kind: 'aborted', operation, attempts });
}
function looksLikeHtml(contentType, text) {
    return /\btext\/html\b/i.test(contentType) || text.trimStart().startsWith('<');
}
function parseObject(text) {
    try {
        const v = JSON.parse(text);
        return v !== null && typeof v === 'object' && !Array.isArray(v)
            ? v
            : undefined;
    }
    catch {
        return undefined;
    }
}
function safeCode(code) {
    return (0,src_text/* forLog */.Ig)(code, 40) || 'unknown error';
}
function seconds(ms) {
    return ms % 1000 === 0 ? `${ms / 1000} s` : `${(ms / 1000).toFixed(1)} s`;
}
function mib(bytes) {
    return `${Math.round(bytes / (1024 * 1024))} MiB`;
}
/** A redaction function for one secret; short strings are not secrets worth mangling text for. */
function redactor(secret) {
    if (secret.length < 4)
        return (s) => s;
    return (s) => s.split(secret).join('***');
}

;// CONCATENATED MODULE: ./src/backoff.ts
// Exponential backoff with full jitter: the pause between tries of anything that failed for a
// passing reason (a call in the transport, a start whose answer was lost).
const BACKOFF_BASE_MS = 1_000;
const BACKOFF_CAP_MS = 30_000;
/**
 * The pause before attempt `attempt + 1` (attempt counts from 1): a uniformly random share of
 * base·2^(attempt−1), capped. Full jitter spreads the retries of many runners that failed
 * together, so they do not hit a recovering service in lock step.
 */
function backoffDelay(attempt, random) {
    const ceiling = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempt - 1));
    const share = Math.min(Math.max(random(), 0), 1);
    return Math.floor(share * ceiling);
}

;// CONCATENATED MODULE: ./src/api/retry.ts
// The transport's retry schedule, as pure functions: Retry-After, else the jittered backoff.

/** A server asking for a longer pause than this is not waited for longer than this. */
const RETRY_AFTER_CAP_MS = 60_000;
/**
 * Milliseconds a `Retry-After` header asks for: delta-seconds or an HTTP-date (relative to
 * `nowMs`), capped at RETRY_AFTER_CAP_MS; undefined when absent or unreadable.
 */
function parseRetryAfter(header, nowMs) {
    if (header === undefined)
        return undefined;
    const value = header.trim();
    if (value === '')
        return undefined;
    if (/^\d+(\.\d+)?$/.test(value))
        return Math.min(Number(value) * 1000, RETRY_AFTER_CAP_MS);
    // An HTTP-date names its month; without that Date.parse reads "-3" as a year.
    if (!/[a-z]{3}/i.test(value))
        return undefined;
    const at = Date.parse(value);
    if (Number.isNaN(at))
        return undefined;
    return Math.min(Math.max(0, at - nowMs), RETRY_AFTER_CAP_MS);
}
/** The pause before the next attempt: what the server asked for, else the jittered backoff. */
function nextPause(attempt, retryAfter, nowMs, random) {
    return parseRetryAfter(retryAfter, nowMs) ?? backoffDelay(attempt, random);
}

;// CONCATENATED MODULE: ./src/api/redirect.ts
// Redirects, judged by the transport rather than followed by the HTTP library: the access token
// travels in a header (v2) or in the body (v1), and neither may reach another origin. A redirect
// within the service's own origin (a gateway adding a prefix or a slash) is followed when
// following it keeps the request what it was.

/** More hops than this is a loop, not a service. */
const MAX_REDIRECTS = 5;
/** Characters of the target shown in the failure line. */
const TARGET_CHARS = 200;
/**
 * What to do with a 3xx answer to `method url`. 307 and 308 keep method and body by definition;
 * 301, 302 and 303 may turn a request into a GET, so they are followed only for a GET.
 */
function judgeRedirect(method, url, status, location, hops, 
/** How the user names base-url: `base-url` (action), `--base-url` (tool). */
name = 'base-url') {
    if (location === undefined || location.trim() === '') {
        return {
            refuse: `the service answered HTTP ${status} (a redirect) without saying where to; check ${name}`
        };
    }
    let target;
    try {
        target = new URL(location.trim(), url);
    }
    catch {
        return { refuse: `the service answered HTTP ${status} with a redirect that is not an address` };
    }
    const shown = (0,src_text/* forLog */.Ig)(`${target.origin}${target.pathname}`, TARGET_CHARS);
    const fix = `set ${name} to the address the service answers at`;
    if (target.origin !== new URL(url).origin) {
        return {
            refuse: `the service redirected (HTTP ${status}) to ${shown}, another address than ${name}; ` +
                `it is not followed, so the access token stays with ${name}. ${capital(fix)}`
        };
    }
    if (hops >= MAX_REDIRECTS) {
        return { refuse: `the service redirected more than ${MAX_REDIRECTS} times (last to ${shown})` };
    }
    if (status !== 307 && status !== 308 && method !== 'GET') {
        return { refuse: `the service redirected a ${method} (HTTP ${status}) to ${shown}; ${fix}` };
    }
    return { follow: target.href };
}
function capital(s) {
    return s.charAt(0).toUpperCase() + s.slice(1);
}

;// CONCATENATED MODULE: ./src/api/transport.ts







const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;
const DEFAULT_MAX_ATTEMPTS = 5;
const DEFAULT_MAX_RETRY_TIME_MS = 120_000;
function createTransport(options) {
    const clock = options.clock ?? systemClock;
    const random = options.random ?? Math.random;
    const timeoutMs = options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
    const maxAttempts = Math.max(1, options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS);
    const budgetMs = options.maxRetryTimeMs ?? DEFAULT_MAX_RETRY_TIME_MS;
    const userAgent = options.userAgent ?? 'security-test-action';
    const redact = redactor(options.accessToken);
    const lifetime = new AbortController();
    async function send(spec, callSignal) {
        const signal = AbortSignal.any([lifetime.signal, options.signal, callSignal].filter((s) => !!s));
        const ctx = {
            operation: spec.operation,
            envelope: spec.envelope,
            scope: spec.scope,
            redact,
            baseUrlName: options.baseUrlName ?? 'base-url'
        };
        const request = {
            method: spec.method,
            url: buildUrl(options.baseUrl, spec.path, spec.query),
            body: spec.body === undefined ? undefined : JSON.stringify(spec.body),
            headers: headersFor(spec, options.accessToken),
            timeoutMs,
            userAgent
        };
        const started = clock.now();
        let hops = 0;
        // Attempts answered by an HTML page on a 2xx: only a call that got nothing else is read as
        // a page in the way (or an expired token); a page after other passing failures is one more.
        let pages = 0;
        for (let n = 1;; n++) {
            const t0 = Date.now();
            let result;
            try {
                result = await attempt(request, signal);
            }
            catch (e) {
                if (e instanceof AttemptAborted)
                    throw abortedError(spec.operation, n);
                throw e;
            }
            const status = result.type === 'response' ? `HTTP ${result.status}` : result.type;
            debug(`${spec.method} ${spec.path} -> ${status} in ${Date.now() - t0} ms (attempt ${n})`);
            const verdict = interpret(result, ctx);
            if (verdict.type === 'ok')
                return verdict.value;
            if (verdict.type === 'fail')
                throw verdict.error;
            if (verdict.type === 'redirect') {
                const step = judgeRedirect(spec.method, request.url, verdict.status, verdict.location, hops, ctx.baseUrlName);
                if ('refuse' in step) {
                    throw new ApiError(redact(`${spec.operation} failed: ${step.refuse}`), {
                        kind: 'redirect',
                        operation: spec.operation,
                        httpStatus: verdict.status
                    });
                }
                // A hop is not an attempt: the same request goes on at the address the service gave.
                hops++;
                request.url = step.follow;
                n--;
                continue;
            }
            const t = verdict.transient;
            if (t.html)
                pages++;
            if (!spec.idempotent && t.mayHaveActed)
                throw ambiguousError(ctx, t, n);
            if (n >= maxAttempts)
                throw exhaustedError(ctx, t, n, pages === n);
            const pause = nextPause(n, t.retryAfter, clock.now(), random);
            if (clock.now() - started + pause > budgetMs)
                throw exhaustedError(ctx, t, n, pages === n);
            debug(`${spec.operation}: ${t.reason}; retrying in ${pause} ms`);
            try {
                await clock.sleep(pause, signal);
            }
            catch (e) {
                if (signal.aborted)
                    throw abortedError(spec.operation, n);
                throw e;
            }
        }
    }
    function debug(line) {
        options.log?.debug((0,src_text/* forLog */.Ig)(redact(line)));
    }
    return {
        send,
        dispose: () => lifetime.abort()
    };
}
function headersFor(spec, token) {
    const headers = { accept: 'application/json' };
    if (spec.body !== undefined)
        headers['content-type'] = 'application/json';
    if (spec.auth === 'bearer')
        headers.authorization = `Bearer ${token}`;
    return headers;
}
/**
 * baseUrl + path + query. The base may carry a path prefix (a gateway) and a trailing slash;
 * query values are percent-encoded (spaces as %20, which every server reads the same way).
 */
function buildUrl(baseUrl, path, query = {}) {
    const base = new URL(baseUrl);
    const prefix = base.pathname.replace(/\/+$/, '');
    const params = Object.entries(query)
        .filter((e) => e[1] !== undefined)
        .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`);
    const search = params.length ? `?${params.join('&')}` : '';
    return `${base.origin}${prefix}${path.startsWith('/') ? path : `/${path}`}${search}`;
}

;// CONCATENATED MODULE: ./src/api/v1.ts

function createV1Api(t, accessToken) {
    const call = (operation, action, body, signal) => t.send({
        operation,
        method: 'POST',
        path: `/v1/test/${action}`,
        body: { access_token: accessToken, ...body },
        auth: 'none',
        // Only start may act twice; stopping twice asks for the same thing.
        idempotent: action !== 'start',
        envelope: 'v1'
    }, signal);
    return {
        startTest: async (applicationToken, signal) => {
            const op = 'start test';
            const r = await call(op, 'start', { application_token: applicationToken }, signal);
            // Accepted but with no token: a test runs that we cannot name (see v2 startTest).
            return requireTokenField(r, 'result_token', op, 'ambiguous');
        },
        testStatus: (applicationToken, resultToken, signal) => call('read test status', 'status', { application_token: applicationToken, result_token: resultToken }, signal),
        testResult: (applicationToken, resultToken, signal) => call('read test result', 'result', { application_token: applicationToken, result_token: resultToken }, signal),
        stopTest: (applicationToken, signal) => call('stop test', 'stop', { application_token: applicationToken }, signal)
    };
}

;// CONCATENATED MODULE: ./src/api/test-api.ts



function readProgress(value) {
    const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
    return Number.isFinite(n) ? Math.max(0, Math.min(100, n)) : undefined;
}
/** Status and progress as both versions send them (v2 testStatus, v1 test/status). */
function toStatus(r) {
    return { status: statusText(r.status), progress: readProgress(r.progress) };
}
/** The status word; anything but a string or number is shown as the service sent it (JSON). */
function statusText(value) {
    if (value === undefined || value === null)
        return '';
    if (typeof value === 'string')
        return value;
    if (typeof value === 'number' || typeof value === 'boolean')
        return String(value);
    return JSON.stringify(value) ?? '';
}
/** The service's signature status says the application is verified (any case, any padding). */
function isVerified(signatureStatus) {
    return signatureStatus.trim().toLowerCase() === 'verified';
}
function createV2TestApi(transport) {
    const api = createV2Api(transport);
    return {
        version: 'v2',
        // v2.ts has checked the token's alphabet: an unusable one is an ambiguous start (the test may
        // have started: look, don't repeat).
        start: async (app, signal) => (await api.startTest(app, signal)).resultToken,
        status: async (app, result, signal) => toStatus(await api.testStatus(app, result, signal)),
        result: async (app, result, signal) => (await api.testResult(app, result, signal)).result,
        stop: async (app, signal) => {
            await api.stopTest(app, signal);
        },
        // Entries without usable tokens cannot be ours (application-token is validated): left out.
        running: async (signal, teamId) => {
            const own = (await api.runningSessions(signal)).sessions;
            const team = teamId ? (await api.teamRunningSessions(teamId, signal)).sessions : [];
            return [...own, ...team].flatMap((s) => {
                const applicationToken = safeToken(s.applicationToken);
                const resultToken = safeToken(s.resultToken);
                return applicationToken && resultToken
                    ? [{ applicationToken, resultToken, startTime: s.startTime }]
                    : [];
            });
        },
        application: async (app, signal) => {
            const a = (await api.readApplication(app, signal)).application;
            const signatureStatus = String(a?.signatureStatus ?? '');
            return {
                name: String(a?.name ?? ''),
                url: String(a?.url ?? ''),
                signatureStatus,
                verified: isVerified(signatureStatus)
            };
        },
        sessions: async (app, count, signal) => (await api.testSessions(app, count, signal)).sessions
            .flatMap((s) => {
            const resultToken = safeToken(s.resultToken);
            return resultToken ? [{ resultToken, startTime: s.startTime, endTime: s.endTime }] : [];
        })
            .sort((a, b) => (b.startTime ?? 0) - (a.startTime ?? 0))
    };
}
function createV1TestApi(transport, accessToken) {
    const api = createV1Api(transport, accessToken);
    return {
        version: 'v1',
        start: async (app, signal) => (await api.startTest(app, signal)).result_token,
        status: async (app, result, signal) => toStatus(await api.testStatus(app, result, signal)),
        result: async (app, result, signal) => (await api.testResult(app, result, signal)).result,
        stop: async (app, signal) => {
            await api.stopTest(app, signal);
        }
    };
}

;// CONCATENATED MODULE: ./src/lifecycle/status.ts
const RUNNING = new Set([
    'running',
    'queued',
    'pending',
    'starting',
    'started',
    'in progress',
    'stopping'
]);
const ENDED = new Set(['stopped', 'failed', 'error', 'aborted', 'cancelled', 'canceled', 'killed']);
function classifyStatus(status) {
    const s = status.trim().toLowerCase();
    if (s === 'completed' || s === 'complete' || s === 'finished' || s === 'done')
        return 'completed';
    if (RUNNING.has(s))
        return 'running';
    if (ENDED.has(s))
        return 'ended';
    return 'unknown';
}

;// CONCATENATED MODULE: ./src/lifecycle/stop.ts
// Stopping the test this run owns, and only that one. The service's stop is per application
// (its body names no test), so a stop sent after our test ended would hit whatever test the
// application runs next — maybe another workflow's. Before the stop goes out, the action checks
// that the application's running test is still ours; with the start's answer still out, only that
// answer can say which test is ours.





/** How long the look at the running tests may take when nothing is stopped: only for the words. */
const LOOK_BUDGET_MS = 1500;
/**
 * Stop `own` when it is the application's running test. The stop names no test, so with the
 * start's answer still out only that answer can name ours: it is waited for (within `signal`),
 * and without it nothing is stopped. Never throws.
 */
async function stopOwnTest(api, own, signal) {
    try {
        // The answer, or nothing when it is refused, lost, or later than the budget.
        const resultToken = own.resultToken ||
            (await untilAborted(own.answer ?? Promise.resolve(undefined), signal).catch(() => undefined));
        if (!resultToken)
            return { kind: 'unanswered', running: await runningNow(api, own) };
        const test = { ...own, resultToken };
        const running = await whatRuns(api, test, signal);
        if (running.kind !== 'ours')
            return running;
        try {
            await api.stop(own.applicationToken, signal);
        }
        catch (e) {
            // Refused (FAILED) with our test no longer running: a stop retried after its lost answer
            // (the first one worked), or the test ended between the look and the stop.
            if (hasCode(e, 'FAILED') && (await whatRuns(api, test, signal)).kind === 'not-running') {
                return { kind: 'stopped', resultToken, refusedAsEnded: true };
            }
            throw e;
        }
        return { kind: 'stopped', resultToken };
    }
    catch (error) {
        return { kind: 'failed', error };
    }
}
/** The application's running test, if the list can be read quickly (words only; never a stop). */
async function runningNow(api, own) {
    if (!api.running)
        return undefined;
    try {
        const list = await api.running(AbortSignal.timeout(LOOK_BUDGET_MS), own.teamId);
        return list.find((t) => t.applicationToken === own.applicationToken) ?? null;
    }
    catch {
        return undefined;
    }
}
/**
 * Which test the application runs, for a known result token of ours. The running list (v2)
 * names it; a test of a team's project is listed only under the team, so when the list does not
 * show the application, the status of our own test decides (v1 has only that).
 */
async function whatRuns(api, own, signal) {
    const listed = (await api.running?.(signal, own.teamId))?.find((t) => t.applicationToken === own.applicationToken);
    if (listed) {
        return listed.resultToken === own.resultToken
            ? { kind: 'ours' }
            : { kind: 'other-running', resultToken: listed.resultToken };
    }
    const { status } = await api.status(own.applicationToken, own.resultToken, signal);
    const cls = classifyStatus(status);
    return cls === 'running' || cls === 'unknown' ? { kind: 'ours' } : { kind: 'not-running' };
}
/**
 * The service refuses (FAILED) to stop an application that has no running test: true when that
 * is why `e` happened (the stop command's "nothing to stop"). Throws when the running tests
 * cannot be listed.
 */
async function nothingToStop(api, e, applicationToken, teamId, signal) {
    if (!hasCode(e, 'FAILED') || !api.running)
        return false;
    const running = await api.running(signal, teamId);
    return !running.some((t) => t.applicationToken === applicationToken);
}
/** How long a stop (its check included) may take when the run is cancelled: the runner kills soon. */
const CANCEL_STOP_BUDGET_MS = 3000;
/** On a timeout nothing kills the step: the check and the stop get the transport's retries. */
const TIMEOUT_STOP_BUDGET_MS = 30_000;
/**
 * Stop this run's test — only while it is the application's running test (lifecycle/stop.ts) —
 * bounded in time and independent of the run's (possibly aborted) signal. Never throws: what
 * happened is logged and returned, the outcome is decided elsewhere.
 */
async function stopBounded(ctx, own, budgetMs = CANCEL_STOP_BUDGET_MS) {
    const result = await stopOwnTest(ctx.tests, { ...own, teamId: ctx.config.teamId }, AbortSignal.timeout(budgetMs));
    const test = own.resultToken ? `The test ${(0,src_text/* forLog */.Ig)(own.resultToken, 64)}` : 'The test';
    switch (result.kind) {
        case 'unanswered':
            ctx.log.warning(unansweredLine(own.applicationToken, result.running, ctx.words ?? ACTION_WORDS));
            break;
        case 'stopped':
            if (result.refusedAsEnded) {
                ctx.log.info('The service refused the stop request: the test is no longer running');
            }
            ctx.state.testDone();
            break;
        case 'not-running':
            ctx.log.info(`${test} is no longer running: nothing to stop`);
            ctx.state.testDone();
            break;
        case 'other-running':
            ctx.log.warning(`${test} is no longer running; the application now runs another test (${result.resultToken}), which was left alone`);
            ctx.state.testDone();
            break;
        case 'failed':
            ctx.log.warning(`The stop request failed: ${(0,src_text/* errorText */.kc)(result.error, 300)}`);
    }
    return result;
}
/**
 * One line for a start whose answer never came: nothing was stopped, which test the application
 * runs (the running list is the service's text: escaped), and how to stop it by hand.
 */
function unansweredLine(applicationToken, running, words = ACTION_WORDS) {
    const app = (0,src_text/* forLog */.Ig)(applicationToken, 64);
    const runs = running === null
        ? 'The application runs no test now'
        : running
            ? `The application runs test ${(0,src_text/* forLog */.Ig)(running.resultToken, 64)}` +
                (running.startTime !== undefined && Number.isFinite(running.startTime)
                    ? ` (started ${new Date(running.startTime).toISOString()})`
                    : '')
            : 'Which test the application runs could not be read';
    return (`The start request for application ${app} had no answer: no test can be shown to be this run's, so nothing was stopped. ` +
        `${runs}; if it is this run's, stop it with ${words.command('stop')}`);
}
/** The words for what a stop on timeout did, in the failure line. */
const TIMEOUT_STOP_WORDS = {
    stopped: 'the test was stopped',
    unanswered: "no test could be shown to be this run's, so none was stopped",
    'not-running': 'the test had already ended',
    'other-running': 'the application runs another test, which was left alone',
    failed: 'the stop request failed'
};

;// CONCATENATED MODULE: ./src/log.ts
/** Write a progress line through `log.progress`, or as an ordinary line where there is none. */
function logProgress(log, message) {
    if (log.progress)
        log.progress(message);
    else
        log.info(message);
}
/**
 * A Log that counts the annotations it emits, so finding annotations can be given what is left
 * of GitHub's 10-per-level allowance instead of being dropped silently.
 */
function countingLog(inner) {
    const used = { error: 0, warning: 0, notice: 0 };
    return {
        used,
        info: (m) => inner.info(m),
        debug: (m) => inner.debug(m),
        progress: (m) => logProgress(inner, m),
        notice: (m, p) => {
            used.notice++;
            inner.notice(m, p);
        },
        warning: (m, p) => {
            used.warning++;
            inner.warning(m, p);
        },
        error: (m, p) => {
            used.error++;
            inner.error(m, p);
        }
    };
}

// EXTERNAL MODULE: ./src/findings/types.ts
var types = __nccwpck_require__(110);
// EXTERNAL MODULE: ./src/report/format.ts
var format = __nccwpck_require__(116);
;// CONCATENATED MODULE: ./src/report/annotations.ts


/**
 * Critical and high fail builds in most teams' eyes: errors. Medium is a warning. An unknown
 * severity is a warning too, not a notice: the service did not say it is harmless, and it counts
 * toward every threshold. Low and very low are notices.
 */
const ANNOTATION_LEVEL = {
    critical: 'error',
    high: 'error',
    medium: 'warning',
    unknown: 'warning',
    low: 'notice',
    'very-low': 'notice'
};
/** GitHub's per-step limits. Pass lower ones to leave room for the action's own warnings. */
const ANNOTATION_LIMITS = { error: 10, warning: 10, notice: 10 };
/**
 * What is left of the step's caps for finding annotations: the step's failure line is one more
 * error annotation, and one warning slot stays free for what writing the reports may still have
 * to say (a file that could not be written, the comment).
 */
function annotationRoom(used, failing) {
    return {
        error: Math.max(0, ANNOTATION_LIMITS.error - used.error - (failing ? 1 : 0)),
        warning: Math.max(0, ANNOTATION_LIMITS.warning - used.warning - 1),
        notice: Math.max(0, ANNOTATION_LIMITS.notice - used.notice)
    };
}
/**
 * At most `limits[level]` annotations per level; when any counted occurrence is left out, the last
 * notice slot says how many (so notices hold at most limit - 1 occurrences then).
 */
function planAnnotations(verdict, findings, limits = ANNOTATION_LIMITS) {
    // Sorting the open ones and keeping the counted gives the same order as sorting the counted.
    const counted = (0,format/* openWorstFirst */.yV)(verdict.occurrences).filter((o) => o.counted);
    const byLevel = { error: [], warning: [], notice: [] };
    for (const o of counted)
        byLevel[ANNOTATION_LEVEL[o.severity]].push(o);
    const overflow = (level) => byLevel[level].length > limits[level];
    const needsNote = limits.notice > 0 && (overflow('error') || overflow('warning') || overflow('notice'));
    const take = {
        error: limits.error,
        warning: limits.warning,
        notice: needsNote ? limits.notice - 1 : limits.notice
    };
    const index = (0,format/* findingIndex */.Oz)(findings);
    const plan = [];
    for (const level of ['error', 'warning', 'notice']) {
        for (const o of byLevel[level].slice(0, Math.max(0, take[level]))) {
            const label = index.get(o.findingKey)?.severityLabel;
            const word = format/* SEVERITY_LABEL */.Rt[o.severity];
            // The service's own label only when it says more ("7.5", "Informational").
            const extra = label && label.trim().toLowerCase() !== word.toLowerCase();
            const severity = word + (extra ? ` (${(0,src_text/* forAnnotation */.Jc)(label, 30)})` : '');
            plan.push({
                level,
                severity: o.severity,
                title: (0,src_text/* forAnnotation */.Jc)(`${severity}: ${(0,src_text/* forAnnotation */.Jc)(o.name, 200)}`, 250),
                message: (0,src_text/* forAnnotation */.Jc)(`${(0,src_text/* forAnnotation */.Jc)(o.name, 200)} at ${(0,src_text/* forAnnotation */.Jc)(o.method, 20)} ` +
                    `${(0,src_text/* forAnnotation */.Jc)(o.url, 600)}` +
                    (o.status ? ` (status: ${(0,src_text/* forAnnotation */.Jc)(o.status, 60)})` : '') +
                    (o.regressed === true
                        ? ', regressed: Fixed in the baseline, open again'
                        : o.state === 'new' && verdict.baselineSource
                            ? ', new since the baseline'
                            : ''), 1000)
            });
        }
    }
    const left = counted.length - plan.length;
    if (needsNote && left > 0) {
        plan.push({
            level: 'notice',
            title: 'More occurrences',
            message: `${(0,format/* formatCount */.B4)(left)} more counted unfixed occurrences are not annotated ` +
                '(at most 10 per level are shown); see the job summary and the report file.'
        });
    }
    return plan;
}
/** Emits the plan through the Log (which neutralises workflow commands once more). */
function emitAnnotations(log, plan) {
    for (const a of plan)
        log[a.level](a.message, { title: a.title });
}

// EXTERNAL MODULE: ./src/report/context.ts
var context = __nccwpck_require__(115);
// EXTERNAL MODULE: ./src/report/build-facts.ts
var build_facts = __nccwpck_require__(114);
;// CONCATENATED MODULE: ./src/report/markdown.ts
// Markdown building blocks for the job summary and the pull-request comment. Every cell, heading
// and summary text passed here must already be escaped (text.ts forMarkdown); these helpers only
// add our own syntax, and the budget keeps whole blocks so no table or <details> is cut in half.
function tableHeader(headers, align) {
    const rule = headers.map((_, i) => (align?.[i] === 'right' ? '---:' : '---'));
    return `${tableRow(headers)}\n${tableRow(rule)}`;
}
function tableRow(cells) {
    // An empty cell would still keep the column; a space keeps editors from trimming it.
    return `| ${cells.map((c) => (c === '' ? ' ' : c)).join(' | ')} |`;
}
/**
 * A collapsible block. `summaryHtml` sits inside raw HTML (escaped text only: entities and
 * numeric references read the same in HTML); `bodyMarkdown` is separated by blank lines so
 * GitHub renders it as Markdown.
 */
function details(summaryHtml, bodyMarkdown) {
    return `<details><summary>${summaryHtml}</summary>\n\n${bodyMarkdown}\n\n</details>`;
}
/**
 * A document with a size budget, appended block by block. A block that does not fit is refused
 * whole (the caller counts what was left out); `reserve` keeps room for the closing note.
 */
class BudgetedDoc {
    limit;
    measure;
    reserve;
    text = '';
    used = 0;
    constructor(limit, measure = (s) => Buffer.byteLength(s, 'utf8'), reserve = 600) {
        this.limit = limit;
        this.measure = measure;
        this.reserve = reserve;
    }
    /** Appends a block (after a blank line) when it fits before the reserve; says whether it did. */
    add(block) {
        return this.append(this.text === '' ? '' : '\n\n', block);
    }
    /** Appends a line to the block before it (a table row), when it fits. */
    addLine(line) {
        return this.append('\n', line);
    }
    /** Whether `size` more would still fit (to stop before building blocks that cannot). */
    fits(size) {
        return this.used + size <= this.limit - this.reserve;
    }
    /** The closing note may use the reserve; it is left out rather than break the limit. */
    finish(note) {
        const end = note ? `\n\n${note}\n` : '';
        if (end && this.used + this.measure(end) <= this.limit)
            return this.text + end;
        return this.text + '\n';
    }
    append(separator, s) {
        const size = this.measure(separator) + this.measure(s);
        if (!this.fits(size))
            return false;
        this.text += separator + s;
        this.used += size;
        return true;
    }
}

;// CONCATENATED MODULE: ./src/report/trend-section.ts
// The summary's trend (input `trend`): the unfixed counts by severity of the earlier completed
// tests and this one, as a Mermaid chart (GitHub renders Mermaid in job summaries, but does not
// document it) always followed by the same numbers as a table. Only our own words and numbers go
// into the chart; the notes are escaped.




/** `11-05 09:05` (UTC), or '' for no time. */
function shortStart(ms) {
    if (ms === undefined || !Number.isFinite(ms))
        return '';
    const iso = new Date(ms).toISOString();
    return `${iso.slice(5, 10)} ${iso.slice(11, 16)}`;
}
/** The trend section, or '' when the input did not ask for one. `h`: the heading marks. */
function trendSection(ctx, h) {
    const trend = ctx.trend;
    const v = ctx.verdict;
    if (!trend || !v)
        return '';
    const columns = trend.points.map((p, i) => ({
        label: shortStart(p.startTime) || `#${i + 1}`,
        test: (0,src_text/* forCodeSpan */.Zy)(p.resultToken.slice(0, 8), 8, true),
        started: shortStart(p.startTime) ? `${shortStart(p.startTime)} UTC` : '–',
        unfixed: p.unfixed
    }));
    const nowStart = ctx.startedAt ? Date.parse(ctx.startedAt) : NaN;
    columns.push({
        label: 'this test',
        test: '**This test**',
        started: Number.isFinite(nowStart) ? `${shortStart(nowStart)} UTC` : '–',
        unfixed: v.counts.unfixed
    });
    const parts = [`${h} Trend: unfixed occurrences by severity`];
    if (columns.length > 1) {
        parts.push(chart(columns), table(columns));
    }
    const shown = trend.points.length;
    if (shown < trend.asked) {
        const why = trend.notes.map((n) => (0,src_text/* forMarkdown */.Bm)(n, 400));
        parts.push(`_${(0,format/* formatCount */.B4)(shown)} of the ${(0,format/* formatCount */.B4)(trend.asked)} earlier completed tests asked for ` +
            `are shown${why.length > 0 ? `: ${why.join('; ')}` : ''}._`);
    }
    return parts.join('\n\n');
}
/** Severities with an occurrence in any column (the chart and table leave the rest out). */
function shownSeverities(columns) {
    const some = types/* SEVERITIES */.oC.filter((s) => columns.some((c) => c.unfixed[s] > 0));
    return some.length > 0 ? some : ['critical', 'high'];
}
function chart(columns) {
    const severities = shownSeverities(columns);
    const max = Math.max(1, ...columns.flatMap((c) => severities.map((s) => c.unfixed[s])));
    const names = severities.map((s) => format/* SEVERITY_LABEL */.Rt[s].toLowerCase()).join(', ');
    return [
        '```mermaid',
        'xychart-beta',
        `  title "Unfixed occurrences: ${names} (numbers in the table below)"`,
        `  x-axis [${columns.map((c) => `"${c.label}"`).join(', ')}]`,
        `  y-axis "Unfixed" 0 --> ${max}`,
        ...severities.map((s) => `  line [${columns.map((c) => c.unfixed[s]).join(', ')}]`),
        '```'
    ].join('\n');
}
function table(columns) {
    const severities = shownSeverities(columns);
    const header = tableHeader(['Test', 'Started', ...severities.map(format/* severityBadge */.J8), 'Total'], ['left', 'left', ...severities.map(() => 'right'), 'right']);
    const rows = columns.map((c) => tableRow([
        c.test,
        c.started,
        ...severities.map((s) => (0,format/* formatCount */.B4)(c.unfixed[s])),
        (0,format/* formatCount */.B4)((0,types/* totalOf */.e6)(c.unfixed))
    ]));
    return `${header}\n${rows.join('\n')}`;
}

// EXTERNAL MODULE: ./src/findings/order.ts
var order = __nccwpck_require__(107);
;// CONCATENATED MODULE: ./src/report/summary-sections.ts
// Sections of the job summary (also reused by the pull-request comment). Untrusted text enters
// only through forMarkdown / forMarkdownBlock; rows are whole lines so a cut never breaks a table.





/** Longest piece of each untrusted field in a summary cell (before escaping). */
const MAX = { name: 200, url: 500, method: 20, status: 60, reason: 300, expires: 40, id: 80 };
/** Unfixed / new / fixed / ignored / counted occurrences per severity, with a total row. */
function countsTable(ctx) {
    const c = ctx.verdict?.counts;
    if (!c)
        return '';
    const columns = [c.unfixed, c.new, c.fixed, c.ignored, c.counted];
    const rows = types/* SEVERITIES */.oC.filter((s) => columns.some((col) => col[s] > 0) || s !== 'unknown').map((s) => tableRow([(0,format/* severityBadge */.J8)(s), ...columns.map((col) => (0,format/* formatCount */.B4)(col[s]))]));
    rows.push(tableRow(['**Total**', ...columns.map((col) => (0,format/* formatCount */.B4)((0,types/* totalOf */.e6)(col)))]));
    const header = tableHeader(['Severity', 'Unfixed', 'New', 'Marked fixed', 'Ignored', 'Counted by the gate'], ['left', 'right', 'right', 'right', 'right', 'right']);
    return `${header}\n${rows.join('\n')}`;
}
/** One row per finding type with at least one occurrence, in report order (findings/order.ts). */
function findingRows(ctx) {
    const index = (0,format/* findingIndex */.Oz)(ctx.findings);
    const rows = new Map();
    for (const o of ctx.verdict?.occurrences ?? []) {
        // monitor policy: the JSON report and SARIF only.
        if (o.state === 'monitored')
            continue;
        let row = rows.get(o.findingKey);
        if (!row) {
            const finding = index.get(o.findingKey) ?? {
                key: o.findingKey,
                name: o.name,
                severity: o.severity,
                cwe: []
            };
            row = { finding, unfixed: 0, new: 0, fixed: 0, counted: 0 };
            rows.set(o.findingKey, row);
        }
        if (o.fixed)
            row.fixed += 1;
        else
            row.unfixed += 1;
        if (o.isNew)
            row.new += 1;
        if (o.counted)
            row.counted += 1;
    }
    const weight = (r) => ({
        key: r.finding.key,
        name: r.finding.name,
        severity: r.finding.severity,
        counted: r.counted,
        open: r.unfixed
    });
    return [...rows.values()].sort((a, b) => (0,order/* compareFindings */.Eg)(weight(a), weight(b)));
}
/** Adds the title, header and as many rows as fit; returns how many rows were shown. */
function addTable(doc, title, header, rows) {
    let shown = 0;
    for (const row of rows) {
        if (shown === 0 && !doc.add(`${title}\n\n${header}\n${row}`))
            return 0;
        if (shown > 0 && !doc.addLine(row))
            return shown;
        shown += 1;
    }
    return shown;
}
function* findingTableRows(rows) {
    for (const r of rows) {
        yield tableRow([
            severityCell(r.finding),
            (0,src_text/* forMarkdown */.Bm)(r.finding.name, MAX.name),
            (0,format/* formatCount */.B4)(r.unfixed),
            (0,format/* formatCount */.B4)(r.new),
            (0,format/* formatCount */.B4)(r.fixed)
        ]);
    }
}
const FINDING_TABLE_HEADER = tableHeader(['Severity', 'Finding', 'Unfixed', 'New', 'Marked fixed'], ['left', 'left', 'right', 'right', 'right']);
function severityCell(f) {
    const label = format/* SEVERITY_LABEL */.Rt[f.severity];
    const given = f.severityLabel ? (0,src_text/* forMarkdown */.Bm)(f.severityLabel, 30) : '';
    const badge = (0,format/* severityBadge */.J8)(f.severity);
    return given && given.toLowerCase() !== label.toLowerCase() ? `${badge} (${given})` : badge;
}
/** Summary groups by state, in the order a reader cares about (titles without the heading marks). */
function occurrenceGroups(withBaseline) {
    return [
        ['new', withBaseline ? 'New since the baseline' : 'Unfixed'],
        ['existing', 'Still open (also in the baseline)'],
        ['below-threshold', 'Unfixed, below the fail threshold'],
        ['warned', 'Warned (policy: warn — shown, never fails the step)'],
        ['ignored', 'Ignored (accepted risks)']
    ];
}
function occurrenceHeader(state) {
    return state === 'ignored'
        ? tableHeader(['Severity', 'Finding', 'Method', 'URL', 'Reason', 'Expires'])
        : tableHeader(['Severity', 'Finding', 'Method', 'URL', 'Service status']);
}
/** A URL or method in a table cell: a code span, copyable as it is (text.ts forCodeSpan). */
function codeCell(value, max) {
    return (0,src_text/* forCodeSpan */.Zy)(value, max, true);
}
/** The "Fix first" table: the occurrences the gate counted, marked new or regressed with a baseline. */
function fixFirstHeader(withBaseline) {
    return tableHeader([
        'Severity',
        'Finding',
        'Method',
        'URL',
        ...(withBaseline ? ['Since the baseline'] : [])
    ]);
}
/**
 * Rows of the "Fix first" table. With a baseline each counted occurrence is new (never in it) or
 * regressed (the baseline had it fixed; the gate marks it).
 */
function* fixFirstRows(occurrences, withBaseline) {
    const name = (0,src_text/* memoised */.QC)((s) => (0,src_text/* forMarkdown */.Bm)(s, MAX.name));
    const method = (0,src_text/* memoised */.QC)((s) => codeCell(s, MAX.method));
    for (const o of occurrences) {
        const cells = [
            (0,format/* severityBadge */.J8)(o.severity),
            name(o.name),
            method(o.method),
            codeCell(o.url, MAX.url)
        ];
        if (withBaseline)
            cells.push(o.regressed === true ? '↩️ Regressed' : '🆕 New');
        yield tableRow(cells);
    }
}
/**
 * Table rows of occurrences. The returned function remembers the escaped text of repeated names,
 * methods and statuses (thousands of rows share a few dozen).
 */
function occurrenceRows() {
    const name = (0,src_text/* memoised */.QC)((s) => (0,src_text/* forMarkdown */.Bm)(s, MAX.name));
    const method = (0,src_text/* memoised */.QC)((s) => codeCell(s, MAX.method));
    const status = (0,src_text/* memoised */.QC)((s) => (0,src_text/* forMarkdown */.Bm)(s, MAX.status));
    return function* (occurrences) {
        for (const o of occurrences) {
            const base = [
                (0,format/* severityBadge */.J8)(o.severity),
                name(o.name),
                method(o.method),
                codeCell(o.url, MAX.url)
            ];
            yield o.state === 'ignored'
                ? tableRow([
                    ...base,
                    (0,src_text/* forMarkdown */.Bm)(o.ignoredBecause?.reason ?? '', MAX.reason),
                    (0,src_text/* forMarkdown */.Bm)(o.ignoredBecause?.expires ?? '', MAX.expires)
                ])
                : tableRow([...base, status(o.status) + (o.regressed === true ? REGRESSED_MARK : '')]);
        }
    };
}
/** How every report marks an occurrence fixed in the baseline and open again. */
const REGRESSED_MARK = ' **regressed** (was Fixed)';
const FIXED_HEADER = tableHeader(['Finding', 'Method', 'URL', 'Occurrence id']);
function* fixedRows(entries) {
    for (const e of entries) {
        yield tableRow([
            (0,src_text/* forMarkdown */.Bm)(e.name ?? '', MAX.name),
            codeCell(e.method ?? '', MAX.method),
            codeCell(e.url ?? '', MAX.url),
            (0,src_text/* forMarkdown */.Bm)(e.id, MAX.id)
        ]);
    }
}
/** Description and remediation of one finding, collapsed. */
function remediationBlock(f) {
    const title = `${format/* SEVERITY_MARK */.yD[f.severity]} ${format/* SEVERITY_LABEL */.Rt[f.severity]}: ${(0,src_text/* forMarkdown */.Bm)(f.name, MAX.name)}`;
    const parts = [];
    if (f.description)
        parts.push(`**What it is**\n\n${(0,src_text/* forMarkdownBlock */.qt)(f.description, 4000)}`);
    parts.push(f.remediation
        ? `**How to fix it**\n\n${(0,src_text/* forMarkdownBlock */.qt)(f.remediation, 4000)}`
        : '_The service gave no remediation for this finding._');
    const cwe = f.cwe.map((c) => (0,src_text/* forMarkdown */.Bm)(c, 20)).filter((c) => c !== '');
    if (cwe.length > 0)
        parts.push(`CWE: ${cwe.slice(0, 10).join(', ')}`);
    return details(title, parts.join('\n\n'));
}

;// CONCATENATED MODULE: ./src/report/summary.ts
// The job summary: the verdict and why, then "Fix first" (issue 24), then counts, findings,
// remediation, and the occurrences by baseline state, kept under GitHub's 1 MiB per-step limit
// with a note saying what was left out.








const STATUS_WORD = {
    passed: '✅ Passed',
    warned: '⚠️ Passed with warnings',
    failed: '❌ Failed',
    'timed-out': '⏱️ Timed out',
    stopped: '⏹️ Stopped',
    // An error fails the build: the same cross as a failure, not a warning sign.
    error: '❌ Error'
};
const ALONE = { subject: 'Security test', level: 2 };
/** Counted occurrences the summary lists first, before any count. */
const FIX_FIRST_ROWS = 20;
/** Most warnings shown; the rest are in the JSON report. */
const MAX_WARNINGS = 20;
/** Remediation blocks shown (one per finding type with unfixed occurrences, worst first). */
const MAX_REMEDIATIONS = 50;
/**
 * Occurrence rows shown in all: more is a page nobody reads (and megabytes to escape); the
 * JSON report lists every occurrence.
 */
const MAX_OCCURRENCE_ROWS = 1000;
/**
 * The verdict and one line why, then "Fix first" (the counted occurrences, worst first), then
 * the counts, the findings, their remediation and every occurrence by state.
 */
function buildSummary(ctx, budgetBytes = 1_000_000, place = ALONE) {
    if (!ctx.verdict)
        return buildErrorSummary(ctx, budgetBytes, place);
    const doc = new BudgetedDoc(budgetBytes);
    const left = [];
    const h = '#'.repeat(place.level + 1);
    doc.add(headline(ctx, place));
    addBuildLine(doc, ctx);
    addFixFirst(doc, ctx, h);
    doc.add(aboutLines(ctx).join('  \n'));
    doc.add(`${h} Occurrences by severity\n\n${countsTable(ctx)}`);
    doc.add(gateLine(ctx));
    const trend = trendSection(ctx, h);
    if (trend)
        doc.add(trend);
    const codeScanning = codeScanningLine(ctx);
    if (codeScanning)
        doc.add(codeScanning);
    addWarnings(doc, ctx);
    const findings = findingRows(ctx);
    const shownFindings = addTable(doc, `${h} Findings, worst first`, FINDING_TABLE_HEADER, findingTableRows(findings));
    if (shownFindings < findings.length) {
        left.push(`${(0,format/* formatCount */.B4)(findings.length - shownFindings)} more findings`);
    }
    const open = findings.filter((r) => r.unfixed > 0);
    let shownRemediations = 0;
    if (open.length > 0 && doc.add(`${h} Remediation`)) {
        for (const row of open.slice(0, MAX_REMEDIATIONS)) {
            if (!doc.add(remediationBlock(row.finding)))
                break;
            shownRemediations += 1;
        }
    }
    if (shownRemediations < open.length) {
        left.push(`the remediation of ${(0,format/* formatCount */.B4)(open.length - shownRemediations)} findings`);
    }
    let leftOccurrences = 0;
    let rowsLeft = MAX_OCCURRENCE_ROWS;
    const unfixed = (0,format/* unfixedWorstFirst */.FN)(ctx);
    const rows = occurrenceRows();
    for (const [state, title] of occurrenceGroups((0,format/* hasBaseline */.Ku)(ctx))) {
        const group = unfixed.filter((o) => o.state === state);
        const shown = addTable(doc, `${h} ${title}`, occurrenceHeader(state), rows(group.slice(0, rowsLeft)));
        rowsLeft -= shown;
        leftOccurrences += group.length - shown;
    }
    if ((0,format/* hasBaseline */.Ku)(ctx)) {
        const fixed = (0,format/* fixedSinceBaseline */.sW)(ctx.baseline, ctx.verdict.occurrences);
        if (fixed.length > 0) {
            const title = `${h} Fixed since the baseline`;
            const shown = addTable(doc, title, FIXED_HEADER, fixedRows(fixed));
            leftOccurrences += fixed.length - shown;
        }
        else {
            doc.add(`${h} Fixed since the baseline\n\n${(0,format/* formatCount */.B4)((0,format/* fixedSinceBaselineCount */.jz)(ctx))} occurrences.`);
        }
    }
    if (leftOccurrences > 0)
        left.unshift(`${(0,format/* formatCount */.B4)(leftOccurrences)} more occurrences`);
    return doc.finish(leftOutNote(left));
}
/** For a run with no verdict (error, stopped, timed out, unreadable result): short. */
function buildErrorSummary(ctx, budgetBytes = 1_000_000, place = ALONE) {
    const doc = new BudgetedDoc(budgetBytes);
    doc.add(headline(ctx, place));
    addBuildLine(doc, ctx);
    const lines = aboutLines(ctx);
    if (ctx.message)
        lines.unshift(`**Why:** ${(0,src_text/* forMarkdown */.Bm)(ctx.message, 1000)}`);
    if (ctx.parseError) {
        lines.push(`**The result could not be read:** ${(0,src_text/* forMarkdown */.Bm)(ctx.parseError, 1000)}`);
        lines.push('The raw result text is kept in the JSON report file.');
    }
    doc.add(lines.join('  \n'));
    addWarnings(doc, ctx);
    return doc.finish();
}
/** Which build the verdict is about, right under the verdict (issue 21). */
function addBuildLine(doc, ctx) {
    const line = (0,build_facts/* buildLine */.hU)(ctx);
    if (line)
        doc.add(line);
}
/** The verdict, and one line why (with a baseline: the known criticals still open, too). */
function headline(ctx, place) {
    const heading = `${'#'.repeat(place.level)} ${place.subject}: ${STATUS_WORD[ctx.outcome]}`;
    const v = ctx.verdict;
    if (!v)
        return heading;
    return `${heading}\n\n${(0,src_text/* forMarkdown */.Bm)(v.line, 1000)}${knownCriticalWords(ctx)}`;
}
/**
 * With a baseline, the criticals it already had that are still open: they do not count toward
 * the gate, but the verdict line must not hide them (issue 24). '' when there are none.
 */
function knownCriticalWords(ctx) {
    const v = ctx.verdict;
    if (!v || !(0,format/* hasBaseline */.Ku)(ctx))
        return '';
    const known = v.counts.unfixed.critical - v.counts.new.critical;
    if (known <= 0)
        return '';
    return (` · ${format/* SEVERITY_MARK */.yD.critical} **${(0,format/* formatCount */.B4)(known)} known critical ` +
        `occurrence${known === 1 ? '' : 's'} still open** (in the baseline too)`);
}
/**
 * "Fix first": the occurrences the gate counted, worst first, up to FIX_FIRST_ROWS (and what the
 * budget holds). Nothing when the gate counted none; the rest are in the tables below.
 */
function addFixFirst(doc, ctx, h) {
    const counted = (0,format/* unfixedWorstFirst */.FN)(ctx).filter((o) => o.counted);
    if (counted.length === 0)
        return;
    const withBaseline = (0,format/* hasBaseline */.Ku)(ctx);
    const rows = fixFirstRows(counted.slice(0, FIX_FIRST_ROWS), withBaseline);
    const shown = addTable(doc, `${h} Fix first`, fixFirstHeader(withBaseline), rows);
    const left = counted.length - shown;
    if (shown > 0 && left > 0) {
        doc.add(`_… and ${(0,format/* formatCount */.B4)(left)} more counted occurrence${left === 1 ? '' : 's'}, listed below._`);
    }
}
/** Application, test, status and our own links, one per line. */
function aboutLines(ctx) {
    const app = ctx.application;
    const name = app.name ?? ctx.meta.applicationName;
    const url = app.url ?? ctx.meta.url;
    const lines = [
        `**Application:** ${name ? `${(0,src_text/* forMarkdown */.Bm)(name, 200)} (token ` : ''}${(0,src_text/* forCodeSpan */.Zy)(app.token, 64)}` +
            `${name ? ')' : ''}${url ? ` at ${(0,src_text/* forCodeSpan */.Zy)(url, 500)}` : ''}`
    ];
    if (ctx.meta.projectName)
        lines.push(`**Project:** ${(0,src_text/* forMarkdown */.Bm)(ctx.meta.projectName, 200)}`);
    if (ctx.resultToken)
        lines.push(`**Test run:** ${(0,src_text/* forMarkdown */.Bm)(ctx.resultToken, 64)}`);
    if (ctx.status !== undefined || ctx.progress !== undefined) {
        const progress = ctx.progress !== undefined ? ` (${(0,src_text/* forMarkdown */.Bm)(ctx.progress, 10)}%)` : '';
        // A test that timed out or was stopped was last seen running: say when, not what it is now.
        const label = ctx.outcome === 'timed-out' || ctx.outcome === 'stopped'
            ? 'Last status seen before the end'
            : 'Status';
        lines.push(`**${label}:** ${(0,src_text/* forMarkdown */.Bm)(ctx.status ?? 'unknown', 60)}${progress}`);
    }
    if (ctx.meta.generatedDate) {
        lines.push(`**Result generated:** ${(0,src_text/* forMarkdown */.Bm)(ctx.meta.generatedDate, 60)}`);
    }
    const href = (0,src_text/* safeHref */.v7)(ctx.serviceTestUrl);
    if (href)
        lines.push(`[Open this test on the service](${href})`);
    return lines;
}
function gateLine(ctx) {
    const i = ctx.inputs;
    const parts = [
        `**Gate:** fails on ${(0,format/* formatThreshold */.B6)(i.threshold)} beyond ` +
            `max&#45;unfixed ${(0,src_text/* forMarkdown */.Bm)((0,format/* formatBudget */.H0)(i.budget), 200)}`
    ];
    const baseline = (0,format/* baselineSource */.f0)(ctx);
    if (baseline)
        parts.push(`baseline: ${(0,src_text/* forMarkdown */.Bm)(baseline, 300)}`);
    else if (i.baseline.kind !== 'none') {
        parts.push(`baseline ${(0,src_text/* forMarkdown */.Bm)((0,format/* formatBaselineInput */.fo)(i.baseline), 300)} not used`);
    }
    if ((0,format/* hasBaseline */.Ku)(ctx)) {
        parts.push(`${(0,format/* formatCount */.B4)((0,format/* fixedSinceBaselineCount */.jz)(ctx))} fixed since the baseline`);
    }
    const expired = ctx.verdict?.expiredRules.length ?? 0;
    if (expired > 0)
        parts.push(`${(0,format/* formatCount */.B4)(expired)} expired ignore entries count again`);
    return parts.join('; ') + '.';
}
/**
 * Code scanning shows at most 5,000 results per run: when the SARIF file holds fewer than the
 * unfixed occurrences, say so here, or the alerts page would look like the whole result.
 */
function codeScanningLine(ctx) {
    const s = ctx.sarif;
    if (!s || s.omitted === 0)
        return undefined;
    return (`**Code scanning:** the SARIF file holds the ${(0,format/* formatCount */.B4)(s.included)} worst of ` +
        `${(0,format/* formatCount */.B4)(s.included + s.omitted)} unfixed occurrences; ${(0,format/* formatCount */.B4)(s.omitted)} are ` +
        `left out (${(0,report_sarif/* sarifLimitReason */.fV)(s.included)}). ` +
        'The JSON report (output `report-file`) lists them all.');
}
function addWarnings(doc, ctx) {
    const warnings = (0,context/* allWarnings */.h)(ctx);
    if (warnings.length === 0)
        return;
    const items = warnings.slice(0, MAX_WARNINGS).map((w) => `- ${(0,src_text/* forMarkdown */.Bm)(w, 500)}`);
    if (warnings.length > MAX_WARNINGS) {
        items.push(`- … ${(0,format/* formatCount */.B4)(warnings.length - MAX_WARNINGS)} more in the JSON report`);
    }
    doc.add(`### Warnings\n\n${items.join('\n')}`);
}
function leftOutNote(left) {
    if (left.length === 0)
        return undefined;
    return `_… ${left.join(', ')} not shown; see the report file (output \`report-file\`)._`;
}

;// CONCATENATED MODULE: ./src/report/comment.ts
// The pull-request comment's text for one application (several applications: a section each of
// the step's one comment, estate.ts). The host puts its hidden marker above it and keeps the
// step's one comment up to date (src/github/comment.ts).







/** GitHub refuses bodies over 65,536 characters; keep a margin. */
const MAX_COMMENT_CHARS = 60_000;
const TOP_FINDINGS = 10;
/** Counted occurrences listed with their URLs. */
const TOP_OCCURRENCES = 10;
/**
 * The budget leaves room for the host's marker line (src/github/comment-marker.ts). A `section`
 * of a larger comment (several applications) carries no link to the run: the comment around it
 * has the one link.
 */
function buildComment(ctx, budgetChars = MAX_COMMENT_CHARS, section = false) {
    const doc = new BudgetedDoc(budgetChars, (s) => s.length);
    const name = ctx.application.name ?? ctx.meta.applicationName ?? ctx.application.token;
    doc.add(`### Security test: ${STATUS_WORD[ctx.outcome]} · ${(0,src_text/* forMarkdown */.Bm)(name, 200)}`);
    const why = ctx.verdict?.line ?? ctx.message ?? ctx.parseError;
    if (why)
        doc.add((0,src_text/* forMarkdown */.Bm)(why, 1000) + knownCriticalWords(ctx));
    // What it judged: the commit, when it was tested and whether a test was reused, when known.
    addBuildLine(doc, ctx);
    const result = (0,build_facts/* resultLine */.ow)(ctx);
    if (result)
        doc.add(result);
    if (ctx.verdict) {
        if ((0,format/* hasBaseline */.Ku)(ctx))
            doc.add(baselineLine(ctx));
        addTopOccurrences(doc, ctx);
        doc.add(countsTable(ctx));
        const rows = findingRows(ctx).filter((r) => r.unfixed > 0);
        const shown = addTable(doc, '**Top findings**', FINDING_TABLE_HEADER, findingTableRows(rows.slice(0, TOP_FINDINGS)));
        if (shown < rows.length) {
            doc.add(`_… ${(0,format/* formatCount */.B4)(rows.length - shown)} more findings in the job summary._`);
        }
    }
    const links = [
        section ? '' : linkTo('Workflow run and job summary', ctx.runUrl),
        linkTo('This test on the service', ctx.serviceTestUrl)
    ].filter((l) => l !== '');
    if (links.length > 0)
        doc.add(links.join(' · '));
    return doc.finish();
}
/** The counted occurrences to look at first, with their URLs (the summary's "Fix first"). */
function addTopOccurrences(doc, ctx) {
    const counted = (0,format/* unfixedWorstFirst */.FN)(ctx).filter((o) => o.counted);
    if (counted.length === 0)
        return;
    const withBaseline = (0,format/* hasBaseline */.Ku)(ctx);
    const rows = fixFirstRows(counted.slice(0, TOP_OCCURRENCES), withBaseline);
    const shown = addTable(doc, '**Fix first**', fixFirstHeader(withBaseline), rows);
    const left = counted.length - shown;
    if (shown > 0 && left > 0) {
        doc.add(`_… ${(0,format/* formatCount */.B4)(left)} more counted occurrences in the job summary._`);
    }
}
/** New, still open and fixed since the baseline, in one line (a run with a baseline). */
function baselineLine(ctx) {
    const c = ctx.verdict?.counts;
    const fresh = c ? (0,types/* totalOf */.e6)(c.new) : 0;
    const stillOpen = (c ? (0,types/* totalOf */.e6)(c.unfixed) : 0) - fresh;
    const source = (0,format/* baselineSource */.f0)(ctx) ?? '';
    return (`**Against the baseline** (${(0,src_text/* forMarkdown */.Bm)(source, 300)}): ${(0,format/* formatCount */.B4)(fresh)} new · ` +
        `${(0,format/* formatCount */.B4)(stillOpen)} still open · ` +
        `${(0,format/* formatCount */.B4)((0,format/* fixedSinceBaselineCount */.jz)(ctx))} fixed since the baseline`);
}
function linkTo(text, url) {
    const href = (0,src_text/* safeHref */.v7)(url);
    return href ? `[${text}](${href})` : '';
}

// EXTERNAL MODULE: ./src/report/json-report.ts
var json_report = __nccwpck_require__(117);
;// CONCATENATED MODULE: ./src/report/log-verdict.ts
// The verdict in the step log: a few lines a developer reads without opening the summary.
// Untrusted text goes through forLog, so no finding can start a workflow command.




const OUTCOME_WORD = {
    passed: 'PASSED',
    warned: 'PASSED WITH WARNINGS',
    failed: 'FAILED',
    'timed-out': 'TIMED OUT',
    stopped: 'STOPPED',
    error: 'ERROR'
};
const log_verdict_TOP_FINDINGS = 10;
/** One progress line for the poll loop: "Test 3f… running, 40%". */
function progressLine(status, progress) {
    const pct = progress !== undefined && Number.isFinite(progress) ? `, ${(0,src_text/* forLog */.Ig)(progress, 10)}%` : '';
    return `Test status: ${(0,src_text/* forLog */.Ig)(status ?? 'unknown', 60)}${pct}`;
}
function logVerdict(log, ctx, options = {}) {
    const test = ctx.resultToken ? ` (test ${(0,src_text/* forLog */.Ig)(ctx.resultToken, 64)})` : '';
    log.info(`Security test ${OUTCOME_WORD[ctx.outcome]}${test}`);
    if (ctx.status !== undefined || ctx.progress !== undefined) {
        log.info(progressLine(ctx.status, ctx.progress));
    }
    const v = ctx.verdict;
    if (!v) {
        if (options.reasonLast)
            return;
        if (ctx.message)
            log.info(`Why: ${(0,src_text/* forLog */.Ig)(ctx.message, 1000)}`);
        if (ctx.parseError)
            log.info(`The result could not be read: ${(0,src_text/* forLog */.Ig)(ctx.parseError, 1000)}`);
        return;
    }
    // A failed gate's failure line is the verdict's line.
    if (!(options.reasonLast && ctx.outcome === 'failed'))
        log.info(`Verdict: ${(0,src_text/* forLog */.Ig)(v.line, 1000)}`);
    log.info(`Unfixed occurrences: ${(0,format/* formatCount */.B4)((0,types/* totalOf */.e6)(v.counts.unfixed))} ` +
        `(${(0,format/* formatSeverityCounts */.lc)(v.counts.unfixed)}); ` +
        `new: ${(0,format/* formatCount */.B4)((0,types/* totalOf */.e6)(v.counts.new))}; fixed: ${(0,format/* formatCount */.B4)((0,types/* totalOf */.e6)(v.counts.fixed))}; ` +
        `ignored: ${(0,format/* formatCount */.B4)((0,types/* totalOf */.e6)(v.counts.ignored))}; ` +
        `counted by the gate: ${(0,format/* formatCount */.B4)((0,types/* totalOf */.e6)(v.counts.counted))}`);
    const baseline = (0,format/* baselineSource */.f0)(ctx);
    if (baseline) {
        log.info(`Baseline: ${(0,src_text/* forLog */.Ig)(baseline, 300)}; ` +
            `${(0,format/* formatCount */.B4)((0,format/* fixedSinceBaselineCount */.jz)(ctx))} fixed since the baseline`);
    }
    const rows = findingRows(ctx).filter((r) => r.unfixed > 0);
    for (const r of rows.slice(0, log_verdict_TOP_FINDINGS)) {
        log.info(`  ${format/* SEVERITY_LABEL */.Rt[r.finding.severity].padEnd(8)}  ${(0,src_text/* forLog */.Ig)(r.finding.name, 200)}: ` +
            `${(0,format/* formatCount */.B4)(r.unfixed)} unfixed`);
    }
    if (rows.length > log_verdict_TOP_FINDINGS) {
        log.info(`  … ${(0,format/* formatCount */.B4)(rows.length - log_verdict_TOP_FINDINGS)} more findings in ${options.moreFindingsIn ?? 'the job summary'}`);
    }
}

;// CONCATENATED MODULE: ./src/report/write.ts
// Which reports a run writes, and where. The verdict is logged first, so a full disk or a missing
// permission never hides it; then a report file that cannot be written makes the run an error
// (unwritten.ts), while the job summary, annotations and the comment stay warnings.










/** GitHub drops a step summary over 1 MiB whole; we stay under 1,000,000 bytes per step. */
const SUMMARY_BUDGET_BYTES = 1_000_000;
/** Commands that fetch a result write SARIF (even with none, so an upload step finds a file). */
const SARIF_COMMANDS = new Set(['scan', 'wait', 'report']);
async function writeReports(ctx, options, host, log, now = () => new Date()) {
    const withRun = {
        ...ctx,
        runUrl: ctx.runUrl ?? host.runUrl,
        repository: ctx.repository ?? host.repository
    };
    const written = { summaryWritten: false, unwritten: [] };
    logVerdict(log, withRun, {
        reasonLast: host.reasonLast === true,
        moreFindingsIn: host.words?.moreFindings
    });
    const unwritten = written.unwritten;
    /** The report as the files still to come tell it: an error once a file could not be written. */
    const told = () => unwritten.length === 0
        ? withRun
        : { ...withRun, outcome: 'error', message: unwrittenFailure(unwritten, withRun.message) };
    // SARIF before the JSON report: when it cannot be written, the JSON report (and the JUnit and
    // GitLab reports the tool makes from it) already says the run is an error.
    let sarif;
    if (SARIF_COMMANDS.has(ctx.command)) {
        const sarifFile = options.sarifFile || defaultPath(host, ctx, 'sarif');
        const failed = writeReportFile(`the SARIF file ${sarifFile}`, () => {
            sarif = (0,report_sarif/* writeSarif */.lg)(sarifFile, withRun, {
                anchorFile: host.sarifAnchor(),
                category: (0,report_sarif/* sarifCategory */.ab)(ctx.application.token),
                informationUri: host.informationUri
            });
        });
        if (failed)
            unwritten.push(failed);
        else
            written.sarifFile = sarifFile;
    }
    const reportFile = options.reportFile || defaultPath(host, ctx, 'json');
    const failed = writeReportFile(`the JSON report ${reportFile}`, () => {
        (0,json_report/* writeJsonReport */.a_)(reportFile, told(), now());
    });
    if (failed)
        unwritten.push(failed);
    else
        written.reportFile = reportFile;
    if (options.summary) {
        written.summaryWritten = appendSummary({ ...told(), sarif }, host, log, unwritten);
    }
    options.reported?.({ ...told(), sarif });
    if (options.annotations && ctx.verdict) {
        const limits = options.annotationLimits ?? ANNOTATION_LIMITS;
        emitAnnotations(log, planAnnotations(ctx.verdict, ctx.findings, limits));
    }
    if (options.comment) {
        written.comment = await host.comment(buildComment(told()), [ctx.application.token], log);
    }
    return written;
}
/** `<temporary folder>/security-test-<applicationToken>.<ext>`. */
function defaultPath(host, ctx, ext) {
    return external_node_path_.join(host.tempDir, reportFileName(ctx.application.token, ext));
}
/** `security-test-<applicationToken>.<ext>`: an application's report file, in any folder. */
function reportFileName(applicationToken, ext) {
    const token = applicationToken.replace(/[^A-Za-z0-9_-]/g, '') || 'report';
    return `security-test-${token}.${ext}`;
}
/** What the job summary file already holds (0 when there is none yet). */
function summaryBytesUsed(file) {
    try {
        return file ? external_node_fs_.statSync(file).size : 0;
    }
    catch {
        return 0; // not there yet: appending creates it
    }
}
/**
 * The job summary file and the bytes this step may still add to it (the limit is per step and
 * counts what the step wrote before), or undefined with a debug line or warning when there is no
 * file or less than `minBytes` of room.
 */
function summaryRoom(host, log, minBytes, whenFull) {
    const file = host.summaryFile;
    if (!file) {
        log.debug('There is no job summary file (GITHUB_STEP_SUMMARY); no job summary written.');
        return undefined;
    }
    const budget = SUMMARY_BUDGET_BYTES - summaryBytesUsed(file);
    if (budget < minBytes) {
        log.warning(whenFull);
        return undefined;
    }
    return { file, budget };
}
function appendSummary(ctx, host, log, unwritten) {
    const room = summaryRoom(host, log, 4096, 'The job summary is nearly full; the security test summary was left out.');
    if (!room)
        return false;
    const { file, budget } = room;
    const text = ctx.verdict ? buildSummary(ctx, budget) : buildErrorSummary(ctx, budget);
    return appendSummaryText(host, log, file, text, unwritten);
}
/** Append to the summary: a report file on the tool (unwritten.ts), a warning on GitHub. */
function appendSummaryText(host, log, file, text, unwritten) {
    const append = () => external_node_fs_.appendFileSync(file, text, 'utf8');
    if (!host.summaryIsReport)
        return write_attempt(log, 'the job summary', append);
    const failed = writeReportFile(`the summary file ${file}`, append);
    if (failed)
        unwritten.push(failed);
    return !failed;
}
/** Write something that is not a report file; one that cannot be written is a warning. */
function write_attempt(log, what, write) {
    try {
        write();
        return true;
    }
    catch (err) {
        const why = (0,src_text/* forLog */.Ig)(err?.message ?? String(err), 300);
        log.warning(`Could not write ${(0,src_text/* forLog */.Ig)(what, 400)}: ${why}`);
        return false;
    }
}

;// CONCATENATED MODULE: ./src/report/publish.ts






/** The count outputs, in the contract's order. */
const COUNT_OUTPUTS = [
    'unfixed-count',
    'fixed-count',
    'total-count',
    'new-count',
    ...types/* SEVERITIES */.oC.map((s) => `${s}-count`),
    'warned-count',
    'regressed-count'
];
/** Counts for the step outputs: zeros when there is no verdict, so workflows can compare. */
function countOutputs(e) {
    const v = e?.verdict;
    if (!v)
        return {};
    const out = {
        'unfixed-count': (0,types/* totalOf */.e6)(v.counts.unfixed),
        'fixed-count': (0,types/* totalOf */.e6)(v.counts.fixed),
        'total-count': v.counts.total,
        'new-count': (0,types/* totalOf */.e6)(v.counts.new)
    };
    for (const s of types/* SEVERITIES */.oC)
        out[`${s}-count`] = v.counts.unfixed[s];
    out['warned-count'] = (0,types/* totalOf */.e6)(v.counts.warned);
    out['regressed-count'] = (0,types/* totalOf */.e6)(v.counts.regressed);
    return out;
}
/** What the verdict is about: as established, else just the host's commit (shown by nothing). */
function buildOf(ctx, info) {
    if (info.build)
        return info.build;
    const commit = ctx.build?.commit();
    return commit ? { commit, shownBy: 'nothing' } : undefined;
}
function buildReportContext(ctx, p, build) {
    const { info, evaluation } = p;
    return {
        build,
        outcome: p.outcome,
        command: ctx.config.command,
        verdict: evaluation?.verdict,
        findings: evaluation?.parsed?.findings ?? [],
        meta: evaluation?.parsed?.meta ?? {},
        application: {
            token: info.applicationToken,
            name: info.application?.name || evaluation?.parsed?.meta.applicationName,
            url: info.application?.url || evaluation?.parsed?.meta.url
        },
        resultToken: info.resultToken,
        status: info.status,
        progress: info.progress,
        baseUrl: ctx.config.baseUrl,
        apiVersion: ctx.config.apiVersion,
        inputs: (0,context/* reportInputs */.e)(ctx.config),
        baseline: evaluation?.baseline,
        ...(evaluation?.trend ? { trend: evaluation.trend } : {}),
        rawResult: evaluation?.rawText,
        parseError: evaluation?.parseError,
        message: p.failure ?? p.notice,
        warnings: p.notes ?? [],
        finishedAt: new Date(ctx.clock.now()).toISOString()
    };
}
/**
 * Write every report the inputs ask for, then give the step's outputs and verdict: an error when
 * a report file could not be written (unwritten.ts), its line after the verdict's.
 */
async function publish(ctx, p) {
    if (p.notice)
        ctx.log.notice(p.notice);
    for (const w of p.evaluation?.verdict?.warnings ?? [])
        ctx.log.warning(w);
    const annotationLimits = annotationRoom(ctx.annotationsUsed(), p.failure !== undefined);
    const build = buildOf(ctx, p.info);
    const files = await writeReports(buildReportContext(ctx, p, build), { ...ctx.config, annotationLimits, reported: ctx.estate?.reported }, ctx.reports, ctx.log);
    const unwritten = files.unwritten.length > 0;
    return {
        outcome: unwritten ? 'error' : p.outcome,
        failure: unwritten ? unwrittenFailure(files.unwritten, p.failure) : p.failure,
        application: {
            token: p.info.applicationToken,
            name: p.info.application?.name || p.evaluation?.parsed?.meta.applicationName
        },
        // Only what the run established: buildOf's stand-in (the host's commit) was shown by nothing
        // and judged a test the run did not start.
        build: p.info.build,
        outputs: {
            'result-token': p.info.resultToken,
            // The service's word, but an output can end up inside a later `run:` script: one clean line.
            status: p.info.status === undefined ? undefined : (0,src_text/* oneLine */.TN)(p.info.status, 60),
            progress: p.info.progress,
            ...countOutputs(p.evaluation),
            // "none" also when a baseline was asked for but could not be read (the gate then had none).
            'baseline-source': (0,src_text/* oneLine */.TN)(p.evaluation?.baseline?.source ?? 'none', 300),
            commit: build?.commit?.sha,
            reused: String(build?.reused !== undefined),
            'report-file': files.reportFile,
            'sarif-file': files.sarifFile
        }
    };
}

;// CONCATENATED MODULE: ./src/run/failure.ts




/** Every error becomes one line a user can act on; untrusted parts are already escaped. */
function failureLine(e, words = ACTION_WORDS) {
    if (e instanceof errors/* InputError */.d) {
        return `Invalid inputs (no request was sent):\n${e.problems.map((p) => `  ${p.input}: ${p.message}`).join('\n')}`;
    }
    if (e instanceof errors/* CancelledError */.c)
        return `${cancelledWords(words)} (${e.signalName})`;
    if (isApiError(e))
        return e.message;
    return `Unexpected error: ${(0,src_text/* errorText */.kc)(e, 500)}`;
}

;// CONCATENATED MODULE: ./src/findings/ignore.ts
// Accepted risks: matching occurrences against the ignore file's entries (read by
// ignore-file.ts) and telling when an entry has expired.


const DAY_MS = 86_400_000;
function expiryTime(rule) {
    const [y, m, d] = rule.expires.split('-').map(Number);
    return Date.UTC(y, m - 1, d) + DAY_MS;
}
function isExpired(rule, now) {
    return now >= expiryTime(rule);
}
/**
 * Finds the first unexpired rule (in file order) that matches an occurrence, through maps by id
 * and by lower-cased name, so 100,000 occurrences × many rules stays linear.
 */
class IgnoreMatcher {
    expired = [];
    byId = new Map();
    byName = new Map();
    lowerName = (0,src_text/* memoised */.QC)((name) => name.trim().toLowerCase(), 100_000);
    constructor(rules, now) {
        rules.forEach((rule, i) => {
            const match = { rule, number: i + 1 };
            if (isExpired(rule, now)) {
                this.expired.push(match);
                return;
            }
            const compiled = {
                ...match,
                finding: rule.finding?.trim().toLowerCase(),
                url: rule.url === undefined ? undefined : (0,identity/* normalizeUrl */.l2)(rule.url)
            };
            if (rule.id !== undefined)
                push(this.byId, rule.id, compiled);
            else if (compiled.finding !== undefined)
                push(this.byName, compiled.finding, compiled);
        });
    }
    get isEmpty() {
        return this.byId.size === 0 && this.byName.size === 0;
    }
    match(occurrence) {
        if (this.isEmpty)
            return undefined;
        const lower = this.lowerName(occurrence.name);
        const best = earliest(earliest(undefined, this.byId.get(occurrence.id), occurrence, lower), this.byName.get(lower), occurrence, lower);
        return best === undefined ? undefined : { rule: best.rule, number: best.number };
    }
}
function earliest(best, candidates, o, lowerName) {
    for (const c of candidates ?? []) {
        if ((best === undefined || c.number < best.number) && fits(c, o, lowerName))
            best = c;
    }
    return best;
}
function fits(c, o, lowerName) {
    const { rule } = c;
    if (rule.id !== undefined && rule.id !== o.id)
        return false;
    if (c.finding !== undefined && c.finding !== lowerName)
        return false;
    if (c.url !== undefined && c.url !== o.normalizedUrl)
        return false;
    return rule.method === undefined || rule.method === o.method;
}
function push(map, key, value) {
    const list = map.get(key);
    if (list === undefined)
        map.set(key, [value]);
    else
        list.push(value);
}

// EXTERNAL MODULE: ./src/findings/policy.ts
var findings_policy = __nccwpck_require__(108);
;// CONCATENATED MODULE: ./src/findings/regressions.ts
// What the accepted risks and the baseline say beyond the gate: entries about to run out (the
// outcome becomes `warned`), and entries whose occurrences are gone ("fixed — remove this entry"),
// so the files shrink as work is done instead of hiding a finding that comes back years later.



/** The default of `expiry-warning`: 14 days. */
const DEFAULT_EXPIRY_WARNING_MS = 14 * 86_400_000;
/**
 * Entries in use (they matched an open occurrence: `used` holds their 1-based numbers) that run
 * out within `windowMs` from `now`. An entry that matches nothing is stale instead (below).
 */
function expiringSoon(rules, used, now, windowMs = DEFAULT_EXPIRY_WARNING_MS) {
    if (windowMs <= 0)
        return [];
    return rules.filter((rule, i) => used.has(i + 1) && !isExpired(rule, now) && expiryTime(rule) - now <= windowMs);
}
/**
 * Unexpired entries that match no open occurrence of this result, not even one an earlier entry
 * already took (an entry only shadowed by another is not "fixed"). Only the entries not `used`
 * are looked at, against maps of the open occurrences by id and by name.
 */
function staleRules(rules, used, now, occurrences) {
    const candidates = rules.filter((rule, i) => !used.has(i + 1) && !isExpired(rule, now));
    if (candidates.length === 0)
        return [];
    const byId = new Map();
    const byName = new Map();
    for (const o of occurrences) {
        if (o.fixed)
            continue;
        byId.set(o.id, o);
        const name = o.name.trim().toLowerCase();
        const list = byName.get(name);
        if (list === undefined)
            byName.set(name, [o]);
        else
            list.push(o);
    }
    return candidates.filter((rule) => {
        const pool = rule.id !== undefined
            ? [byId.get(rule.id)].filter((o) => o !== undefined)
            : (byName.get(rule.finding?.trim().toLowerCase() ?? '') ?? []);
        return !pool.some((o) => regressions_fits(rule, o));
    });
}
function regressions_fits(rule, o) {
    if (rule.finding !== undefined &&
        rule.finding.trim().toLowerCase() !== o.name.trim().toLowerCase())
        return false;
    if (rule.url !== undefined && (0,identity/* normalizeUrl */.l2)(rule.url) !== o.normalizedUrl)
        return false;
    return rule.method === undefined || rule.method === o.method;
}
/** `accepted risk #3 (line 14) for "SQL Injection"`: how messages name an entry. */
function ruleLabel(rule, rules) {
    const number = rules.indexOf(rule) + 1;
    const at = rule.line === undefined ? '' : ` (line ${rule.line})`;
    const what = rule.finding !== undefined ? `for "${(0,src_text/* forLog */.Ig)(rule.finding, 200)}"` : `for occurrence ${rule.id}`;
    return `accepted risk${number > 0 ? ` #${number}` : ''}${at} ${what}`;
}
/** Notices (never failures) for what the files still list but the result no longer shows open. */
function removeEntryNotices(verdict, rules, baseline, baselineIsFile, rulesShared = false) {
    // Several applications read one accepted-risks file: an entry of one matches nothing in the
    // others, so "matches no open occurrence" of one application says nothing about the entry.
    const stale = rulesShared ? [] : verdict.staleRules;
    const notices = stale
        .slice(0, MAX_NOTICES)
        .map((rule) => `${ruleLabel(rule, rules)}: fixed — remove this entry (it matches no open occurrence)`);
    if (stale.length > MAX_NOTICES) {
        notices.push(`${stale.length - MAX_NOTICES} more accepted risks match no open occurrence: fixed — remove these entries`);
    }
    if (baseline !== undefined && baselineIsFile && verdict.counts.fixedSinceBaseline > 0) {
        const gone = goneFromBaseline(baseline, verdict.occurrences);
        const shown = gone.slice(0, MAX_IDS).join(', ');
        const more = gone.length > MAX_IDS ? ` and ${gone.length - MAX_IDS} more` : '';
        notices.push(`baseline ${(0,src_text/* forLog */.Ig)(baseline.source, 300)}: ${gone.length} occurrence${gone.length === 1 ? '' : 's'} it holds open ${gone.length === 1 ? 'is' : 'are'} fixed — remove ${gone.length === 1 ? 'this entry' : 'these entries'} (${shown}${more}), or run adopt again`);
    }
    return notices;
}
const MAX_NOTICES = 10;
const MAX_IDS = 10;
function goneFromBaseline(baseline, now) {
    const open = new Set();
    for (const o of now)
        if (!o.fixed)
            open.add(o.id);
    return [...baseline.unfixed].filter((id) => !open.has(id)).sort();
}
/** The lines that make a passing gate `warned`: warn findings and accepted risks running out. */
function warnedLines(verdict, rules) {
    const lines = [];
    const byName = new Map();
    for (const o of verdict.occurrences) {
        if (o.state === 'warned')
            byName.set(o.name, (byName.get(o.name) ?? 0) + 1);
    }
    const names = [...byName].slice(0, MAX_NOTICES);
    for (const [name, n] of names) {
        lines.push(`policy warn: ${n} open occurrence${n === 1 ? '' : 's'} of "${(0,src_text/* forLog */.Ig)(name, 200)}" (shown, never fails the step)`);
    }
    if (byName.size > names.length)
        lines.push(`policy warn: ${byName.size - names.length} more findings (see the job summary)`);
    for (const rule of verdict.expiringRules.slice(0, MAX_NOTICES)) {
        lines.push(`${ruleLabel(rule, rules)} expires on ${rule.expires}: renew it or fix the finding`);
    }
    if (verdict.expiringRules.length > MAX_NOTICES)
        lines.push(`${verdict.expiringRules.length - MAX_NOTICES} more accepted risks expire soon`);
    return lines;
}
/** Whether a passing gate is `warned`: warn findings, or accepted risks about to run out. */
function isWarned(verdict) {
    if (!verdict.passed)
        return false;
    return verdict.expiringRules.length > 0 || verdict.occurrences.some((o) => o.state === 'warned');
}

// EXTERNAL MODULE: ./src/findings/severity.ts
var findings_severity = __nccwpck_require__(109);
;// CONCATENATED MODULE: ./src/findings/verdict-line.ts
// The gate's one-line reason, built from numbers and severity names only (no untrusted text), so
// it can be printed anywhere as it is: the failure message, the summary, the comment. Numbers in
// the one format of every report (formatCount: 2,043).



/** Severities whose counted occurrences exceed their budget, worst first (per-severity budgets). */
function overBudget(threshold, budget, counted) {
    if (budget.kind !== 'per-severity')
        return [];
    return (0,findings_severity/* gatedSeverities */.xY)(threshold).filter((s) => counted[s] > (budget.max[s] ?? 0));
}
function gatePasses(threshold, budget, counted) {
    if (budget.kind === 'total')
        return (0,types/* totalOf */.e6)(counted) <= budget.max;
    return overBudget(threshold, budget, counted).length === 0;
}
function verdictLine(input) {
    const { threshold, budget, counted, withBaseline } = input;
    if (threshold === 'none') {
        return `passed: fail-threshold is none (${plural(input.unfixedTotal, 'unfixed occurrence')} not gated)`;
    }
    const noun = withBaseline ? 'new unfixed occurrence' : 'unfixed occurrence';
    const total = (0,types/* totalOf */.e6)(counted);
    const at = (0,findings_severity/* thresholdPhrase */.vN)(threshold);
    const passed = gatePasses(threshold, budget, counted);
    if (passed) {
        if (total === 0)
            return `passed: no ${noun}s ${at}`;
        if (budget.kind === 'total') {
            return `passed: ${plural(total, noun)} ${at}, within the budget of ${(0,src_text/* formatCount */.B4)(budget.max)}`;
        }
        return `passed: ${plural(total, noun)} ${at} (${breakdown(counted)}), within the per-severity budgets`;
    }
    if (budget.kind === 'total') {
        return `${plural(total, noun)} ${at} (${breakdown(counted)}) ${exceed(total)} the budget of ${(0,src_text/* formatCount */.B4)(budget.max)}`;
    }
    return overBudget(threshold, budget, counted)
        .map((s, i) => {
        const n = counted[s];
        const max = budget.max[s] ?? 0;
        // The first clause says it in full; the rest repeat its pattern in short.
        return i === 0
            ? `${s}: ${plural(n, noun)} ${exceed(n)} the budget of ${(0,src_text/* formatCount */.B4)(max)}`
            : `${s}: ${(0,src_text/* formatCount */.B4)(n)} ${exceed(n)} ${(0,src_text/* formatCount */.B4)(max)}`;
    })
        .join('; ');
}
/** "critical 1, high 3": the severities with a count, worst first. */
function breakdown(counts) {
    return types/* SEVERITIES */.oC.filter((s) => counts[s] > 0)
        .map((s) => `${s} ${(0,src_text/* formatCount */.B4)(counts[s])}`)
        .join(', ');
}
function plural(n, noun) {
    return `${(0,src_text/* formatCount */.B4)(n)} ${noun}${n === 1 ? '' : 's'}`;
}
function exceed(n) {
    return n === 1 ? 'exceeds' : 'exceed';
}

;// CONCATENATED MODULE: ./src/findings/gate.ts
// The gate: every occurrence judged against the baseline, the accepted risks and the threshold;
// the counted ones measured against the budget.
//
// Decisions:
// - An occurrence's state is decided in this order: fixed, ignored (an unexpired accepted risk
//   matches), below-threshold (with fail-threshold none every unfixed one is below it), existing
//   (unfixed in the baseline), new. Only `new` ones count, and `existing` ones an expired
//   accepted risk matches (the baseline does not outlive the entry's expiry).
// - `existing` means unfixed in the baseline. An occurrence the baseline had as fixed and that is
//   unfixed again is a regression: it is new and counts.
// - counts.new is every unfixed occurrence not unfixed in the baseline, whatever its state, so
//   the `new-count` output does not depend on the threshold or the ignore file.
// - A regression (fixed in the baseline, open now) is judged before the accepted risks and the
//   policy: neither hides it; only fail-threshold still applies (`none` never fails on findings).
// - Policy rules (warn, monitor) apply after the accepted risks: an accepted occurrence stays
//   ignored, and counts (or warns) again when its entry expires.








function judge(parsed, options) {
    const { threshold, budget, baseline } = options;
    const matcher = new IgnoreMatcher(options.ignore ?? [], options.now);
    const counts = {
        unfixed: (0,types/* zeroCounts */.Nd)(),
        fixed: (0,types/* zeroCounts */.Nd)(),
        new: (0,types/* zeroCounts */.Nd)(),
        counted: (0,types/* zeroCounts */.Nd)(),
        ignored: (0,types/* zeroCounts */.Nd)(),
        warned: (0,types/* zeroCounts */.Nd)(),
        regressed: (0,types/* zeroCounts */.Nd)()
    };
    const policy = new findings_policy/* PolicyMatcher */.Lu(options.policy ?? [], options.findings);
    // Expired entries, matched as if still valid: their occurrences count again even when the
    // baseline holds them (adopt writes both), or an expiry would mean nothing.
    const expiredMatcher = new IgnoreMatcher(matcher.expired.map((m) => m.rule), 0);
    /** Entries that matched an open occurrence (used to tell stale ones and expiring ones). */
    const used = new Set();
    // Only a baseline needs to know what is still unfixed (for "fixed since the baseline").
    const unfixedNow = baseline === undefined ? undefined : new Set();
    const judgeOne = (o) => {
        const s = o.severity;
        if (o.fixed) {
            counts.fixed[s]++;
            return judged(o, 'fixed', false, false);
        }
        counts.unfixed[s]++;
        unfixedNow?.add(o.id);
        const isNew = baseline === undefined || !baseline.unfixed.has(o.id);
        if (isNew)
            counts.new[s]++;
        const accepted = matcher.match(o);
        if (accepted !== undefined)
            used.add(accepted.number);
        if (isNew && baseline?.fixed.has(o.id) === true) {
            counts.regressed[s]++;
            if (!(0,findings_severity/* atOrAbove */.kU)(s, threshold))
                return judged(o, 'below-threshold', false, true, undefined, true);
            counts.counted[s]++;
            return judged(o, 'new', true, true, undefined, true);
        }
        if (accepted !== undefined) {
            counts.ignored[s]++;
            return judged(o, 'ignored', false, isNew, {
                reason: accepted.rule.reason,
                expires: accepted.rule.expires
            });
        }
        const mode = policy.match(o)?.mode;
        if (mode === 'warn') {
            counts.warned[s]++;
            return judged(o, 'warned', false, isNew);
        }
        if (mode === 'monitor')
            return judged(o, 'monitored', false, isNew);
        if (!(0,findings_severity/* atOrAbove */.kU)(s, threshold))
            return judged(o, 'below-threshold', false, isNew);
        if (!isNew) {
            if (expiredMatcher.isEmpty || expiredMatcher.match(o) === undefined) {
                return judged(o, 'existing', false, false);
            }
            counts.counted[s]++;
            return judged(o, 'existing', true, false);
        }
        counts.counted[s]++;
        return judged(o, 'new', true, true);
    };
    const occurrences = (0,order/* inReportOrder */.ET)(parsed.occurrences.map(judgeOne));
    let fixedSinceBaseline = 0;
    for (const id of baseline?.unfixed ?? [])
        if (!unfixedNow?.has(id))
            fixedSinceBaseline++;
    const passed = gatePasses(threshold, budget, counts.counted);
    const line = verdictLine({
        threshold,
        budget,
        counted: counts.counted,
        unfixedTotal: (0,types/* totalOf */.e6)(counts.unfixed),
        withBaseline: baseline !== undefined
    });
    // A regression is worth naming in the one line that fails the step: no accepted risk hid it.
    const regressed = passed ? 0 : occurrences.filter((o) => o.counted && o.regressed).length;
    const verdict = {
        passed,
        line: regressed === 0
            ? line
            : `${line} (${(0,src_text/* formatCount */.B4)(regressed)} regressed: Fixed in the baseline, open again)`,
        threshold,
        budget,
        occurrences,
        counts: { ...counts, fixedSinceBaseline, total: occurrences.length },
        expiredRules: matcher.expired.map((m) => m.rule),
        expiringRules: expiringSoon(options.ignore ?? [], used, options.now, options.expiryWarningMs),
        staleRules: staleRules(options.ignore ?? [], used, options.now, parsed.occurrences),
        warnings: [...parsed.warnings, ...matcher.expired.map(expiredWarning)]
    };
    if (baseline !== undefined)
        verdict.baselineSource = baseline.source;
    return verdict;
}
// The judgement is written onto the occurrence itself: one object per occurrence for the whole
// run (a copy of 100,000 of them costs megabytes). Every field is set on every call, so judging
// the same result again with other options gives the new answer.
function judged(o, state, counted, isNew, ignoredBecause, regressed = false) {
    const j = o;
    j.state = state;
    j.counted = counted;
    j.isNew = isNew;
    j.ignoredBecause = ignoredBecause;
    j.regressed = regressed;
    return j;
}
function expiredWarning({ rule, number }) {
    const what = rule.finding !== undefined ? `for "${(0,src_text/* forLog */.Ig)(rule.finding, 200)}"` : `for occurrence ${rule.id}`;
    return `accepted risk #${number} ${what} expired on ${rule.expires} and counts again`;
}

// EXTERNAL MODULE: ./src/findings/fields.ts
var fields = __nccwpck_require__(104);
;// CONCATENATED MODULE: ./src/findings/decode.ts
/** The result cannot be read at all. The message is safe to print. */
class ResultParseError extends Error {
    constructor(message) {
        super(message);
        this.name = 'ResultParseError';
    }
}
// JSON text inside JSON text is expected once (v2); a second layer is tolerated, a third is not.
const MAX_STRING_LAYERS = 2;
function decodeResult(raw) {
    let value = raw;
    for (let layer = 0; layer < MAX_STRING_LAYERS && typeof value === 'string'; layer++) {
        value = parseJson(value, layer === 0 ? 'the test result' : 'the test result (JSON inside JSON)');
    }
    if (value === null || value === undefined)
        throw new ResultParseError('the test result is empty');
    if (typeof value === 'object' && !Array.isArray(value))
        return value;
    throw new ResultParseError(`the test result is ${kindOf(value)}, not a JSON object`);
}
/** JSON.parse with errors in our words. Also used for baseline files. */
function parseJson(text, what, ErrorType = ResultParseError) {
    if (/^\s*$/.test(text))
        throw new ErrorType(`${what} is empty`);
    try {
        return JSON.parse(text);
    }
    catch (error) {
        throw new ErrorType(`${what} is not valid JSON${whereItBroke(error)}`);
    }
}
// V8's messages quote the offending text ("Unexpected token 'x', "xyz…" is not valid JSON"):
// keep only the position, which is a number we can trust.
function whereItBroke(error) {
    if (error instanceof RangeError)
        return ' (it is nested too deeply to read)';
    const message = error instanceof Error ? error.message : '';
    const position = /at position (\d+)/.exec(message)?.[1];
    if (position !== undefined)
        return ` (at position ${position})`;
    if (message.startsWith('Unexpected end of JSON input'))
        return ' (it ends too early)';
    return '';
}
function kindOf(value) {
    if (Array.isArray(value))
        return 'a list';
    if (typeof value === 'string')
        return 'JSON text nested more than twice';
    if (typeof value === 'number')
        return 'a number';
    if (typeof value === 'boolean')
        return 'a boolean';
    return 'not a document';
}

;// CONCATENATED MODULE: ./src/findings/shape.ts
// What the parts of a result document are, decided by what they hold, not by their names.
//
// The service does not publish its document's shape, and a gate that reads only the lists it
// knows by name passes whatever stands elsewhere. So the rule is total: every array of objects in
// the document (and every object map whose values are all objects, the same list keyed by id) is
// either read — as findings or as occurrences — or harmless:
// - an entry with a `vulnerability` object (the spec's own occurrence shape), or with a method or
//   a status beside a URL, is an occurrence;
// - an entry with its own occurrence list, or with a severity- or risk-like field, is a finding;
// - a list with one such entry must be read whole; under an occurrence name ("occurences") every
//   entry is an occurrence, under a finding list name at the document's own level (not inside a
//   finding) every entry is a finding;
// - any other list of objects is harmless (a finding's references {name, url}, request
//   parameters, headers) and is walked through, so a list standing inside it is still found.
// The walk uses its own stack: a document nested 100,000 levels deep is read, not a crash.




/** Where an entry of a list stands (built only when a line or a summary needs it). */
function entryPath(list, index) {
    return at(list.path, list.keys?.[index] ?? index);
}
const FINDING_LIST_KEYS = [
    'vulnerabilities',
    'signatures',
    'vulnerability_list',
    'issues',
    'findings',
    'results'
];
const FINDING_NAMES = new Set(FINDING_LIST_KEYS);
const OCCURRENCE_NAMES = new Set(fields/* OCCURRENCE_KEYS */.d2);
// Field names, lower-cased with separators removed ("HTTP_Method" → "httpmethod").
const METHOD_FIELDS = new Set(['method', 'httpmethod', 'verb', 'requestmethod']);
const STATUS_FIELDS = new Set(['status', 'state']);
const URL_FIELDS = new Set(['url', 'uri', 'href', 'endpoint', 'requesturl', 'targeturl']);
const fieldName = (key) => key.toLowerCase().replace(/[\s_-]+/g, '');
const METHOD = 1;
const STATUS = 2;
const shape_URL = 4;
const SEVERITY = 8;
/** What kind of field a key is (bit set); memoised, a document has few distinct keys. */
const fieldKind = (0,src_text/* memoised */.QC)((key) => {
    const name = key.length > 40 ? '' : fieldName(key);
    return ((METHOD_FIELDS.has(name) ? METHOD : 0) |
        (STATUS_FIELDS.has(name) ? STATUS : 0) |
        (URL_FIELDS.has(name) ? shape_URL : 0) |
        ((0,fields/* severityNamed */.Qe)(key) ? SEVERITY : 0));
}, 10_000);
/** The fields of `obj` with a value, as a bit set of field kinds. Every key is looked at. */
function fieldsOf(obj) {
    let bits = 0;
    for (const key in obj) {
        if (!Object.hasOwn(obj, key))
            continue;
        const value = obj[key];
        if ((typeof value === 'string' && value !== '') || typeof value === 'number') {
            bits |= fieldKind(key);
            // "level" is a severity field when it holds a severity word (log entries have levels).
            if ((0,fields/* isLevel */.NW)(key) && (0,findings_severity/* readSeverity */.MW)(value) !== 'unknown')
                bits |= SEVERITY;
        }
        else if (value !== null && typeof value === 'object' && fieldKind(key) & SEVERITY) {
            // `severity: {label, score}` or `severity: ["critical"]`: a severity all the same. (A
            // summary stands under "by_severity" and the like, which name no severity field.)
            if (SEVERITY_VALUE_HOLDER.test(fieldName(key)))
                bits |= SEVERITY;
        }
    }
    return bits;
}
// The names under which an object or a list is the finding's own severity, not a summary of
// several ("by_severity", "severity_counts").
const SEVERITY_VALUE_HOLDER = /^(severity|risk|risklevel|cvss|criticality|priority|rating)$/;
/** What an entry holds: an occurrence, a finding, or neither. */
function shape_kindOf(entry) {
    // The spec's occurrence shape, checked first: the hot path of a 100,000-occurrence document.
    const vulnerability = entry.vulnerability;
    if ((0,fields/* isObject */.Gv)(vulnerability) && Object.hasOwn(entry, 'vulnerability')) {
        return hasOwnOccurrenceList(entry) ? 'finding' : 'occurrence';
    }
    // An entry that holds occurrences is their finding, even with a URL of its own.
    if (hasOwnOccurrenceList(entry))
        return 'finding';
    const bits = fieldsOf(entry);
    if (bits & shape_URL && bits & (METHOD | STATUS))
        return 'occurrence';
    if (bits & SEVERITY)
        return 'finding';
    return undefined;
}
/** The first field of `obj` named like a URL ("uri", "endpoint"), for shapes past the usual names. */
function urlField(obj) {
    return fieldOf(obj, shape_URL);
}
/** The first field of `obj` named like a method ("verb", "http_method"). */
function methodField(obj) {
    return fieldOf(obj, METHOD);
}
function fieldOf(obj, bit) {
    for (const key in obj) {
        if (Object.hasOwn(obj, key) && fieldKind(key) & bit)
            return obj[key];
    }
    return undefined;
}
/** Under an occurrence name, or under any name a list (or map) whose entries are occurrences. */
function hasOwnOccurrenceList(entry) {
    for (const key of fields/* OCCURRENCE_KEYS */.d2) {
        const value = (0,fields/* own */.ZV)(entry, key);
        if (Array.isArray(value) || (0,fields/* isObject */.Gv)(value))
            return true;
    }
    for (const key in entry) {
        const value = entry[key];
        // An occurrence's own `vulnerability` object holds its fields, not more occurrences.
        if (value === null || typeof value !== 'object')
            continue;
        if (key === 'vulnerability' && !Array.isArray(value))
            continue;
        if (!Object.hasOwn(entry, key))
            continue;
        let looked = 0;
        for (const k in value) {
            if (++looked > 8)
                break;
            const item = value[k];
            if ((0,fields/* isObject */.Gv)(item) && isOccurrence(item))
                return true;
        }
    }
    return false;
}
/** The occurrence shapes, without looking further down. */
function isOccurrence(entry) {
    if ((0,fields/* isObject */.Gv)(entry.vulnerability) && Object.hasOwn(entry, 'vulnerability'))
        return true;
    const bits = fieldsOf(entry);
    return (bits & shape_URL) !== 0 && (bits & (METHOD | STATUS)) !== 0;
}
/**
 * The lists that must be read below `root` (not inside their entries: those are walked when
 * they are read), visiting `root` and every object passed on the way. `atDocumentLevel`: outside
 * any finding or occurrence, where a finding list's names count.
 */
function listsBelow(root, rootPath, atDocumentLevel, visit) {
    const found = [];
    const stack = [{ value: root, path: rootPath, key: undefined }];
    while (stack.length > 0) {
        const { value, path, key } = stack.pop();
        if (Array.isArray(value)) {
            const list = listOf(value, path, key, atDocumentLevel);
            if (list !== undefined)
                found.push(list);
            else
                pushEntries(stack, value, path);
            continue;
        }
        if (!(0,fields/* isObject */.Gv)(value))
            continue;
        if (value !== root) {
            const map = mapOf(value, path, key, atDocumentLevel, stack);
            if (map !== undefined) {
                visit(value, path);
                found.push(map);
                continue;
            }
            if (key !== undefined && OCCURRENCE_NAMES.has(key) && Object.keys(value).length > 0) {
                throw unreadable(path, `its "${key}" is neither a list nor a map of occurrences`);
            }
            const lone = atDocumentLevel && key !== undefined ? loneEntry(value) : undefined;
            if (lone !== undefined) {
                found.push({ entries: [value], path: path?.parent, keys: [key], kind: lone });
                continue;
            }
        }
        visit(value, path);
        // Pushed last key first, so that parts are read in the document's order.
        const keys = Object.keys(value);
        for (let i = keys.length - 1; i >= 0; i--) {
            const k = keys[i];
            const child = value[k];
            if (child === null || typeof child !== 'object') {
                if (child !== undefined && child !== null && OCCURRENCE_NAMES.has(k)) {
                    throw unreadable(at(path, k), `its "${k}" is not a list`);
                }
                // A finding list's name holding text or a number: what it stands for cannot be read.
                if (atDocumentLevel &&
                    FINDING_NAMES.has(k) &&
                    child !== '' &&
                    child !== 0 &&
                    child !== false) {
                    throw unreadable(at(path, k), `its "${k}" is neither a list nor a map of findings`);
                }
                continue;
            }
            stack.push({ value: child, path: at(path, k), key: k });
        }
    }
    return found;
}
function pushEntries(stack, list, path) {
    for (let i = list.length - 1; i >= 0; i--) {
        const entry = list[i];
        if (entry !== null && typeof entry === 'object') {
            stack.push({ value: entry, path: at(path, i), key: undefined });
        }
    }
}
/** A list that must be read, or undefined when it is harmless (or holds no objects). */
function listOf(list, path, key, atDocumentLevel) {
    const named = namedKind(key, atDocumentLevel);
    let kind = named;
    if (kind === undefined) {
        for (const entry of list) {
            if ((0,fields/* isObject */.Gv)(entry))
                kind = shape_kindOf(entry);
            if (kind !== undefined)
                break;
        }
    }
    if (kind === undefined)
        return undefined;
    for (let i = 0; i < list.length; i++) {
        // An empty slot of a list that must be read is still a part we cannot read.
        if (!(0,fields/* isObject */.Gv)(list[i])) {
            throw unreadable(at(path, i), `an entry of its ${kind} list is not an object`);
        }
    }
    return { entries: list, path, kind };
}
/** An object whose values are all objects and that holds findings or occurrences: a list by id. */
function mapOf(obj, path, key, atDocumentLevel, stack) {
    const named = namedKind(key, atDocumentLevel);
    const keys = [];
    let kind = named;
    for (const k in obj) {
        const value = obj[k];
        if (!(0,fields/* isObject */.Gv)(value) || !Object.hasOwn(obj, k))
            continue;
        const own = shape_kindOf(value);
        kind ??= own;
        // Under a list's name every object is an entry; elsewhere only those that say what they are
        // (a map by id may carry a count or a "meta" object beside its entries).
        if (named !== undefined || own !== undefined)
            keys.push(k);
    }
    if (kind === undefined || keys.length === 0)
        return undefined;
    for (const k in obj) {
        const value = obj[k];
        if ((0,fields/* isObject */.Gv)(value) || !Array.isArray(value) || !Object.hasOwn(obj, k))
            continue;
        stack.push({ value, path: at(path, k), key: k });
    }
    for (const k in obj) {
        const value = obj[k];
        if ((0,fields/* isObject */.Gv)(value) && !keys.includes(k) && Object.hasOwn(obj, k)) {
            stack.push({ value, path: at(path, k), key: k });
        }
    }
    return { entries: keys.map((k) => obj[k]), path, keys, kind };
}
/**
 * An object standing alone at the document's level that is plainly a finding (a name and a
 * severity) or an occurrence in the spec's shape: read as a list of one. A scan descriptor
 * (`{url, status}`) is not one.
 */
function loneEntry(obj) {
    const kind = shape_kindOf(obj);
    if (kind === undefined)
        return undefined;
    if ((0,fields/* isObject */.Gv)(obj.vulnerability) && Object.hasOwn(obj, 'vulnerability'))
        return kind;
    return kind === 'finding' || fieldsOf(obj) & SEVERITY
        ? hasName(obj)
            ? 'finding'
            : undefined
        : undefined;
}
function hasName(obj) {
    for (const key of fields/* NAME_KEYS */.P)
        if (typeof (0,fields/* own */.ZV)(obj, key) === 'string' && (0,fields/* own */.ZV)(obj, key) !== '')
            return true;
    return false;
}
function namedKind(key, atDocumentLevel) {
    if (key === undefined)
        return undefined;
    if (OCCURRENCE_NAMES.has(key))
        return 'occurrence';
    if (atDocumentLevel && FINDING_NAMES.has(key))
        return 'finding';
    return undefined;
}
function at(parent, key) {
    return { parent, key };
}
const PLAIN_KEY = /^[A-Za-z_$][A-Za-z0-9_$]{0,39}$/;
const MAX_PATH_PARTS = 12;
/** `$.report.vulnerabilities[3].severity`: keys are the document's text, so made safe to print. */
function pathText(path) {
    const parts = [];
    for (let p = path; p !== undefined; p = p.parent) {
        const { key } = p;
        if (typeof key === 'number')
            parts.push(`[${key}]`);
        else if (PLAIN_KEY.test(key))
            parts.push(`.${key}`);
        else
            parts.push(`[${JSON.stringify((0,src_text/* forLog */.Ig)(key, 40))}]`);
    }
    parts.reverse();
    if (parts.length > MAX_PATH_PARTS) {
        const hidden = parts.length - MAX_PATH_PARTS;
        parts.splice(MAX_PATH_PARTS / 2, hidden, `…(${hidden} more levels)…`);
    }
    return '$' + parts.join('');
}
/** The one line for a part that cannot be read. */
function unreadable(path, what) {
    return new ResultParseError(`${what} (at ${pathText(path)}), so it cannot be read and the result cannot be gated`);
}

;// CONCATENATED MODULE: ./src/findings/occurrence-fields.ts
// An occurrence's own fields, read on the hot path (100,000 times in a large result): plain
// property reads first (these names are not on Object.prototype, so a missing key reads as
// undefined, as `own` would), then any spelling.


const METHOD_KEYS = ['Method', 'method', 'METHOD'];
const URL_KEYS = ['Url', 'url', 'URL'];
function methodOf(o) {
    return o.Method ?? o.method ?? o.METHOD ?? (0,fields/* anyCase */.n9)(o, METHOD_KEYS, 'method') ?? methodField(o);
}
function urlOf(o) {
    return o.Url ?? o.url ?? o.URL ?? (0,fields/* anyCase */.n9)(o, URL_KEYS, 'url') ?? urlField(o);
}
/** Whether an occurrence holds more than its fields and a flat `vulnerability` object. */
function hasNested(occ, vulnerability) {
    for (const key in occ) {
        const value = occ[key];
        if (value === null || typeof value !== 'object')
            continue;
        if (value !== vulnerability || Array.isArray(value))
            return true;
        for (const k in value) {
            const inner = value[k];
            if (inner !== null && typeof inner === 'object')
                return true;
        }
    }
    return false;
}
/** The status as text ("" when absent); most statuses need no trimming to be known non-blank. */
function occurrence_fields_statusText(value) {
    if (typeof value === 'string') {
        const first = value.charCodeAt(0);
        if (first > 32 && first < 127)
            return value;
    }
    return (0,fields/* asText */.e1)(value) ?? '';
}
function stringOnly(value) {
    return typeof value === 'string' ? value : undefined;
}
/** "Fixed" in any case, with white space around; nothing else (no allocation for other statuses). */
function isFixed(status) {
    if (status.length < 5 || status.length > 20)
        return false;
    const t = status.trim();
    return t.length === 5 && t.toLowerCase() === 'fixed';
}

;// CONCATENATED MODULE: ./src/findings/severity-summary.ts
// The per-severity counts a result document may carry beside its occurrences (v1 results of an
// official plugin have `vulnerability_summary: {critical, high, medium, low, very_low}`; other
// versions may name it otherwise). The service does not say what they count — occurrences,
// unfixed occurrences or findings — but each of those is at most the number of occurrences the
// document lists. So a summary that reports more than the occurrences account for means the
// document holds occurrences the reader cannot see: the result is unreadable, never clean.
//
// A count is recognised by its key in any case or with any count-like affix (`Critical`,
// `critical_count`, `criticalCount`, `total_high`, `veryLowFindings`), in any object of the
// document at any depth and size (the walk in shape.ts visits them all). A count that is not a
// safe non-negative whole number (-1, 2.5, 1e21) cannot be checked, so it is unreadable.



// Words that say "a count of" around a severity: `critical_count`, `numHigh`, `total_low`,
// `open_medium_findings`, `high_risk_issues`.
const FILLER = new Set([
    'count',
    'counts',
    'total',
    'totals',
    'num',
    'number',
    'nb',
    'n',
    'no',
    'of',
    'open',
    'unfixed',
    'fixed',
    'active',
    'finding',
    'findings',
    'issue',
    'issues',
    'alert',
    'alerts',
    'vuln',
    'vulns',
    'vulnerability',
    'vulnerabilities',
    'occurrence',
    'occurrences',
    'occurences',
    'risk',
    'risks',
    'severity',
    'level',
    'sev'
]);
const MAX_KEY_CHARS = 60;
const keySeverities = new Map();
/** The severity a count's key names, or undefined ("critical_count" → critical). */
function countSeverity(key) {
    let severity = keySeverities.get(key);
    if (severity === undefined) {
        severity = key.length > MAX_KEY_CHARS ? null : (readKey(key) ?? null);
        if (keySeverities.size < 10_000)
            keySeverities.set(key, severity);
    }
    return severity ?? undefined;
}
function readKey(key) {
    const words = key
        .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
        .toLowerCase()
        .split(/[^a-z0-9]+/)
        .filter((w) => w !== '' && !FILLER.has(w));
    if (words.length === 0 || words.length > 2)
        return undefined;
    const label = words.join('');
    // "criticals", "highs"; "crit", "med" as dashboards abbreviate them.
    return (0,findings_severity/* severityOfLabel */.ze)(label) ?? (0,findings_severity/* severityOfLabel */.ze)(label.replace(/s$/, '')) ?? SHORT.get(label);
}
const SHORT = new Map([
    ['crit', 'critical'],
    ['crits', 'critical'],
    ['med', 'medium'],
    ['hi', 'high'],
    ['lo', 'low']
]);
// `critical: {count: 2}`: the count one level down.
const COUNT_KEYS = ['count', 'total', 'open', 'unfixed', 'n', 'value'];
const DIGITS = /^\s*\d{1,400}\s*$/;
// Anything that starts like a number ("2", "-1", "1e21", "2 findings") is meant as a count.
const NUMBER_TEXT = /^\s*[-+]?(?:\d|\.\d)/;
/** The count a value holds; throws when it is a number that is not a safe whole count. */
function countOf(value, path, key) {
    let n;
    if (typeof value === 'number')
        n = value;
    else if (typeof value === 'string' && NUMBER_TEXT.test(value.slice(0, 20))) {
        n = value.length <= 400 && DIGITS.test(value) ? Number(value.trim()) : NaN;
    }
    else
        return undefined;
    if (Number.isSafeInteger(n) && n >= 0)
        return n;
    throw unreadable({ parent: path, key }, 'a per-severity count in it is not a whole number from 0 to 9007199254740991');
}
/** Collects the summaries of the objects it is shown, then checks them against what was read. */
class SummaryCheck {
    found = [];
    visit = (obj, path) => {
        const counts = this.countsIn(obj, path);
        if (counts !== undefined)
            this.found.push({ path, counts });
    };
    /** `visit` for an entry of a list (or its `sub` object): its path is made only when needed. */
    visitEntry(obj, list, index, sub) {
        if (!this.mayHold(obj))
            return;
        const path = sub === undefined ? entryPath(list, index) : at(entryPath(list, index), sub);
        this.visit(obj, path);
    }
    mayHold(obj) {
        for (const key in obj) {
            const value = obj[key];
            if ((typeof value === 'number' || typeof value === 'string') && countSeverity(key))
                return true;
        }
        return false;
    }
    countsIn(obj, path) {
        let counts;
        for (const key in obj) {
            if (!Object.hasOwn(obj, key))
                continue;
            let value = obj[key];
            let where = key;
            if ((0,fields/* isObject */.Gv)(value)) {
                // `critical: {count: 2}`
                const inner = COUNT_KEYS.find((k) => Object.hasOwn(value, k));
                if (inner === undefined)
                    continue;
                value = value[inner];
                where = `${key}.${inner}`;
            }
            if (typeof value !== 'number' && typeof value !== 'string')
                continue;
            const severity = countSeverity(key);
            if (severity === undefined)
                continue;
            const n = countOf(value, path, where);
            if (n === undefined)
                continue;
            counts ??= {};
            // Two keys for one severity (`high`, `high_count`) say the same thing twice.
            counts[severity] = Math.max(counts[severity] ?? 0, n);
        }
        return counts;
    }
    /**
     * The first per-severity count that the occurrences read (`accounted`, per severity, repeats
     * included) cannot cover, or undefined. Occurrences of unknown severity may stand for any
     * severity (they are gated at every threshold anyway), so they cover what a summary reports
     * beyond the known ones.
     */
    excess(accounted) {
        for (const { path, counts } of this.found) {
            let first;
            let beyondKnown = 0;
            for (const [severity, reported] of Object.entries(counts)) {
                if (reported > accounted[severity]) {
                    beyondKnown += reported - accounted[severity];
                    first ??= { severity, reported, accounted: accounted[severity] };
                }
            }
            if (first !== undefined && beyondKnown > accounted.unknown) {
                return { ...first, where: summaryWhere(path) };
            }
        }
        return undefined;
    }
}
const PLAIN = /^[A-Za-z0-9_.-]{1,40}$/;
function summaryWhere(path) {
    if (path === undefined)
        return 'per-severity summary';
    const keys = [];
    for (let p = path; p !== undefined; p = p.parent) {
        // A key that is the document's own odd text is not repeated in the line.
        if (typeof p.key === 'number' || !PLAIN.test(p.key))
            return 'per-severity summary';
        keys.push(p.key);
    }
    return keys.reverse().join('.');
}

;// CONCATENATED MODULE: ./src/findings/parse-warnings.ts
// What the reader had to guess or skip, in the action's words: one warning per kind, counted,
// never one per occurrence. Finding names are the document's text: escaped, and at most five.

const UNNAMED = '(unnamed finding)';
/** Names shown in the warning about such findings; the JSON report lists them all. */
const NAMES_SHOWN = 5;
const NAME_CHARS = 80;
function readerWarnings(t, unaccountedNames) {
    const w = [];
    const n = (count, one, many) => `${count} ${count === 1 ? one : many}`;
    if (t.unknownSeverity > 0) {
        w.push(`${n(t.unknownSeverity, 'occurrence has', 'occurrences have')} no severity that could be read; ` +
            `they are reported as unknown and count toward every fail-threshold except none`);
    }
    if (t.unnamed > 0)
        w.push(`some occurrences name no finding; they are shown as "${UNNAMED}"`);
    if (t.noUrl > 0)
        w.push(`${n(t.noUrl, 'occurrence has', 'occurrences have')} no URL`);
    if (unaccountedNames.length > 0) {
        const names = unaccountedNames
            .slice(0, NAMES_SHOWN)
            .map((name) => `"${(0,src_text/* forLog */.Ig)(name, NAME_CHARS)}"`);
        const more = unaccountedNames.length - names.length;
        w.push(`${n(unaccountedNames.length, 'finding lists', 'findings list')} no occurrence the action can read ` +
            `(${names.join(', ')}${more > 0 ? ` and ${more} more` : ''}); ` +
            `${unaccountedNames.length === 1 ? 'it is' : 'each is'} counted as one unfixed occurrence, location unknown`);
    }
    if (t.duplicates > 0) {
        w.push(`${n(t.duplicates, 'occurrence is', 'occurrences are')} listed more than once (same finding, method and URL) and counted once`);
    }
    return w;
}

;// CONCATENATED MODULE: ./src/findings/parse.ts
// The service's result document -> normalised findings and occurrences.
//
// Tolerant of names, strict about what it cannot see. The document's shape is only partly
// published, so every field is read by its aliases (fields.ts) and a value of the wrong type is
// treated as absent; what we had to guess becomes a warning, counted (one per kind, never one
// per occurrence). But a gate fails closed (docs/behaviour.md, "How a result is read"):
// - Every part of the document is read or refused (shape.ts): every list of objects that holds
//   findings or occurrences — under any name, at any depth, as a list or a map by id — is read;
//   other lists of objects (references, parameters, headers) are harmless; a list that must be
//   read but holds something other than objects makes the result unreadable.
// - Every listed finding is accounted for: a finding entry that no occurrence can be read for (its
//   own, or one elsewhere naming it at its severity or worse) counts as one unfixed occurrence,
//   location unknown, of its severity, with a warning naming it — one per such entry.
// - A per-severity summary in the document that reports more than the occurrences account for,
//   or holds a count that is not a safe whole number, makes the result unreadable
//   (ResultParseError, naming where), never clean.
// Decisions:
// - An occurrence seen twice (same id: finding name + method + normalised URL) counts once, with
//   the severity that counts at the most thresholds, and unfixed when either copy is.
// - Occurrences outside any finding take their finding from their own fields (or their
//   `vulnerability` object's), falling back to the finding entry of the same name; findings are
//   read first so that the entry's texts win.
// - Occurrences inside a finding entry have the entry's severity, or their own when it counts at
//   more thresholds.
// - A finding entry that repeats a name shares that finding (one SARIF rule); its own
//   occurrences keep the entry's severity, and the shared finding shows the worst known one.











/** The URL shown for a listed finding that no occurrence could be read for. */
const LOCATION_UNKNOWN = '(location unknown)';
/** `raw`: the `result` field as the service sent it (a string holding JSON, or a JSON value). */
function parseResult(raw) {
    return new ResultReader(decodeResult(raw)).read();
}
class ResultReader {
    doc;
    registry = new Map();
    occurrences = [];
    // A Set is half the cost of a Map at 100,000 entries; the index of a repeated occurrence is
    // looked up only when a document repeats one (rare).
    seenIds = new Set();
    indexById;
    severityCache = new Map();
    // Few distinct methods, 100,000 occurrences: each normalised once.
    normalMethod = (0,src_text/* memoised */.QC)(identity/* normalizeMethod */.tA, 100_000);
    summaries = new SummaryCheck();
    tally = {
        unknownSeverity: 0,
        unnamed: 0,
        noUrl: 0,
        duplicates: 0,
        occurrenceLists: 0,
        findingLists: 0,
        findingEntries: 0
    };
    /** Occurrences listed per severity (repeats included): what a summary is checked against. */
    listedBySeverity = Object.fromEntries(types/* SEVERITIES */.oC.map((s) => [s, 0]));
    /** Finding entries, settled once everything is read. */
    entries = [];
    unaccounted = [];
    // Depth first, in the document's order; lists of lone occurrences after every finding.
    reading = [];
    later = [];
    constructor(doc) {
        this.doc = doc;
    }
    read() {
        this.start(listsBelow(this.doc, undefined, true, this.summaries.visit), undefined);
        this.readAll();
        for (const reading of this.later) {
            this.reading.push(reading);
            this.readAll();
        }
        // A gate fails closed: a document that gives nothing to count is a format the action does
        // not know (or a broken answer), not a clean result. An empty finding list is clean.
        const { occurrenceLists, findingLists, findingEntries } = this.tally;
        if (occurrenceLists === 0 && (findingLists === 0 || findingEntries > 0)) {
            throw new ResultParseError(findingLists === 0
                ? 'it holds no occurrence list ("occurences") or finding list that the action recognises, so it cannot be gated'
                : `it lists ${findingEntries} ${findingEntries === 1 ? 'entry' : 'entries'} but no occurrences of them, so it cannot be gated`);
        }
        for (const entry of this.entries)
            this.settle(entry);
        this.checkSummaries();
        const findings = [...this.registry.values()].map((r) => r.finding);
        return {
            meta: this.meta(),
            findings,
            occurrences: this.occurrences,
            warnings: this.warnings()
        };
    }
    /** Lists found below a part, to read next (before the rest of the part's own list). */
    start(lists, owner) {
        for (const list of lists) {
            if (list.kind === 'occurrence')
                this.tally.occurrenceLists++;
            else
                this.tally.findingLists++;
            if (owner === undefined)
                this.later.push({ list, next: 0, owner, only: 'occurrence' });
        }
        // On a stack: the first list is read first.
        for (let l = lists.length - 1; l >= 0; l--) {
            const list = lists[l];
            this.reading.push({ list, next: 0, owner, only: owner === undefined ? 'finding' : undefined });
        }
    }
    readAll() {
        const stack = this.reading;
        while (stack.length > 0) {
            const top = stack[stack.length - 1];
            const { list } = top;
            if (top.next >= list.entries.length) {
                stack.pop();
                continue;
            }
            const index = top.next++;
            const entry = list.entries[index];
            const kind = shape_kindOf(entry) ?? list.kind;
            if (top.only !== undefined && kind !== top.only)
                continue;
            if (kind === 'finding')
                this.readFindingEntry(entry, entryPath(list, index));
            else
                this.readOccurrence(entry, list, index, top.owner);
        }
    }
    readFindingEntry(entry, path) {
        this.tally.findingEntries++;
        const sources = [entry];
        const reading = (0,fields/* readSeverityOf */.$w)(sources, this.severityCache);
        const registered = this.register((0,fields/* readName */.MQ)(sources), sources);
        const severity = reading?.severity ?? 'unknown';
        if ((0,findings_severity/* worse */.JJ)(severity, registered.finding.severity))
            registered.finding.severity = severity;
        const owner = { registered, severity, own: 0, ratings: reading?.ratings };
        this.entries.push(owner);
        this.start(listsBelow(entry, path, false, this.summaries.visit), owner);
    }
    // The hot path: once per occurrence. Most occurrences are flat (their fields and a flat
    // `vulnerability` object, no severity of their own): nothing is allocated for them beyond the
    // occurrence itself.
    readOccurrence(occ, list, index, owner) {
        this.tally.occurrenceLists ||= 1;
        const vulnerability = occ.vulnerability;
        const inner = (0,fields/* isObject */.Gv)(vulnerability) ? vulnerability : undefined;
        const rated = (0,fields/* hasSeverityField */.ms)(occ) || (inner !== undefined && (0,fields/* hasSeverityField */.ms)(inner));
        const sources = rated || owner === undefined ? (inner ? [occ, inner] : [occ]) : undefined;
        const ownReading = rated ? (0,fields/* readSeverityOf */.$w)(sources, this.severityCache) : undefined;
        const ownSeverity = ownReading?.severity;
        let registered;
        let severity;
        if (owner === undefined) {
            const name = (0,fields/* readName */.MQ)(sources);
            registered = this.register(name, sources);
            // A nameless occurrence is tied to no finding: its severity is its own, or unknown.
            severity = ownSeverity ?? (name === undefined ? 'unknown' : registered.finding.severity);
            if (name !== undefined) {
                registered.namedReach =
                    registered.named === 0 ? severity : (0,findings_severity/* stronger */.t_)(severity, registered.namedReach);
                registered.named++;
            }
        }
        else {
            registered = owner.registered;
            severity = ownSeverity === undefined ? owner.severity : (0,findings_severity/* stronger */.t_)(ownSeverity, owner.severity);
            owner.own++;
        }
        this.addOccurrence(registered, severity, occ, ownReading?.ratings ?? owner?.ratings);
        if (hasNested(occ, inner)) {
            const mine = owner ?? { registered, severity, own: 0 };
            this.start(listsBelow(occ, entryPath(list, index), false, this.summaries.visit), mine);
        }
        else {
            this.summaries.visitEntry(occ, list, index);
            if (inner !== undefined)
                this.summaries.visitEntry(inner, list, index, 'vulnerability');
        }
    }
    /** A summary that counts more than was read means occurrences the reader cannot see. */
    checkSummaries() {
        const excess = this.summaries.excess(this.listedBySeverity);
        if (excess === undefined)
            return;
        const label = excess.severity === 'very-low' ? 'very-low' : excess.severity;
        throw new ResultParseError(`its ${excess.where} reports ${excess.reported} ${label} but the ` +
            `document lists ${excess.accounted} ${label} ${excess.accounted === 1 ? 'occurrence' : 'occurrences'} ` +
            'the action can read, so some cannot be seen and it cannot be gated');
    }
    /**
     * A finding entry with no occurrence of its own, and none elsewhere of its name that counts
     * wherever it would: one unfixed occurrence of its severity, location unknown. Its identity is
     * stable (name + no method + the marker, numbered from the second entry of one name on), so a
     * baseline or an accepted risk can name it like any other.
     */
    settle({ registered, severity, own: ownCount }) {
        if (ownCount > 0)
            return;
        if (registered.named > 0 && (0,findings_severity/* reach */.gl)(registered.namedReach) <= (0,findings_severity/* reach */.gl)(severity))
            return;
        const place = ++registered.unknownPlaces;
        const marker = place === 1 ? LOCATION_UNKNOWN : `${LOCATION_UNKNOWN} #${place}`;
        this.unaccounted.push(registered.finding.name);
        this.push(registered, severity, {
            id: registered.idFor('', marker),
            method: '',
            url: LOCATION_UNKNOWN,
            normalizedUrl: marker,
            status: '',
            fixed: false
        });
        this.listedBySeverity[severity]++;
    }
    /** The finding of this name, created from `sources` the first time the name is seen. */
    register(name, sources) {
        const key = name ?? UNNAMED;
        const known = this.registry.get(key);
        if (known !== undefined)
            return known;
        if (name === undefined)
            this.tally.unnamed++;
        const reading = (0,fields/* readSeverityOf */.$w)(sources, this.severityCache);
        const finding = {
            key: (0,identity/* findingKey */.fl)(key),
            name: key,
            severity: reading?.severity ?? 'unknown',
            cwe: (0,fields/* readCwes */.xT)(sources)
        };
        if (reading?.label !== undefined)
            finding.severityLabel = reading.label;
        // A severity written as a number ("severity": 9.1) is the service's score too.
        const score = (0,fields/* readScore */.Bg)(sources) ?? numericScore(reading);
        if (score !== undefined)
            finding.score = score;
        const description = (0,fields/* readDescription */.XF)(sources);
        if (description !== undefined)
            finding.description = description;
        const remediation = (0,fields/* readRemediation */.WB)(sources);
        if (remediation !== undefined)
            finding.remediation = remediation;
        const registered = {
            finding,
            idFor: (0,identity/* idFromNormalized */.J2)(key),
            named: 0,
            namedReach: 'very-low',
            unknownPlaces: 0
        };
        this.registry.set(key, registered);
        return registered;
    }
    // The hot path: runs once per occurrence (100,000 in a large result). Plain property reads
    // (these names are not on Object.prototype, so a missing key reads as undefined, as `own` would).
    addOccurrence(registered, severity, occ, ratings) {
        const vulnerability = occ.vulnerability;
        const where = (0,fields/* isObject */.Gv)(vulnerability) ? vulnerability : undefined;
        const status = occurrence_fields_statusText(occ.status);
        const fixed = isFixed(status);
        // A method is a word: a number there is not one (GET is assumed, as for a missing method).
        const rawMethod = (where && stringOnly(methodOf(where))) ?? stringOnly(methodOf(occ)) ?? '';
        const method = this.normalMethod(rawMethod);
        const url = (where && (0,fields/* asText */.e1)(urlOf(where))) ?? (0,fields/* asText */.e1)(urlOf(occ)) ?? '';
        if (url === '')
            this.tally.noUrl++;
        const normalizedUrl = (0,identity/* normalizeUrl */.l2)(url);
        const id = registered.idFor(method, normalizedUrl);
        if (severity === 'unknown')
            this.tally.unknownSeverity++;
        this.listedBySeverity[severity]++;
        // Counted under a severity it was read up from, too: a summary may count it there.
        if (ratings)
            for (const r of ratings)
                if (r !== severity)
                    this.listedBySeverity[r]++;
        if (this.seenIds.has(id)) {
            this.tally.duplicates++;
            const seen = this.indexOf(id);
            const first = this.occurrences[seen];
            // The copy that counts wins: unfixed over Fixed, the severity that counts at more thresholds.
            const reopened = first.fixed && !fixed;
            const worst = (0,findings_severity/* stronger */.t_)(severity, first.severity);
            if (reopened || worst !== first.severity) {
                this.occurrences[seen] = reopened
                    ? { ...first, severity: worst, status, fixed, state: 'new', isNew: true }
                    : { ...first, severity: worst };
            }
            return;
        }
        this.push(registered, severity, { id, method, url, normalizedUrl, status, fixed });
    }
    push(registered, severity, o) {
        this.seenIds.add(o.id);
        this.indexById?.set(o.id, this.occurrences.length);
        const { finding } = registered;
        // Already in the shape the gate gives it (it judges in place): one object shape throughout.
        const occurrence = {
            id: o.id,
            findingKey: finding.key,
            name: finding.name,
            severity,
            method: o.method,
            url: o.url,
            normalizedUrl: o.normalizedUrl,
            status: o.status,
            fixed: o.fixed,
            state: o.fixed ? 'fixed' : 'new',
            counted: false,
            isNew: !o.fixed,
            ignoredBecause: undefined
        };
        this.occurrences.push(occurrence);
    }
    /** Built at the first repeated occurrence, then kept up to date. */
    indexOf(id) {
        if (this.indexById === undefined) {
            this.indexById = new Map(this.occurrences.map((o, i) => [o.id, i]));
        }
        return this.indexById.get(id);
    }
    meta() {
        const meta = {};
        const text = (key) => (0,fields/* asText */.e1)((0,fields/* own */.ZV)(this.doc, key));
        const set = (k, v) => {
            if (v !== undefined)
                meta[k] = v;
        };
        set('projectName', text('project_name'));
        set('applicationName', text('application_name'));
        set('url', text('url'));
        set('generatedDate', text('generated_date'));
        set('approvedDate', text('approved_date'));
        set('score', (0,fields/* readScore */.Bg)([this.doc]));
        return meta;
    }
    warnings() {
        return readerWarnings(this.tally, this.unaccounted);
    }
}
/** The number a readable severity was written as ("severity": 9.1), as its score. */
function numericScore(reading) {
    if (reading?.label === undefined || reading.severity === 'unknown')
        return undefined;
    return (0,findings_severity/* numericLabel */._T)(reading.label);
}

;// CONCATENATED MODULE: external "node:fs/promises"
const promises_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");
;// CONCATENATED MODULE: ./src/findings/baseline.ts
// Baselines: the occurrence identities known before this run. From the previous test's result
// (`baseline: previous`), or from a file: the JSON report an earlier run wrote (`report-file`),
// or, failing that, a raw result document saved by hand (with or without the v2 envelope).




/** The baseline cannot be used. The message is safe to print and names no path (the caller does). */
class BaselineError extends Error {
    constructor(message) {
        super(message);
        this.name = 'BaselineError';
    }
}
const ID = /^[0-9a-f]{32}$/;
const MAX_PROBLEMS_SHOWN = 3;
function baselineFromResult(parsed, source) {
    return toSet(parsed.occurrences, source);
}
/**
 * A report file's `occurrences` (`{ id?, name, method, url, fixed }`; the id is recomputed when
 * absent, and trusted when present so a baseline survives a later change of how names are
 * cleaned). A document that is not such a report is read as a result document.
 */
function baselineFromReportFile(text, source, forApplication) {
    const parsed = parseJson(text, 'the baseline file', BaselineError);
    const doc = forApplication === undefined ? parsed : reportOf(parsed, forApplication);
    if (!(0,fields/* isObject */.Gv)(doc))
        throw new BaselineError('the baseline file is not a JSON object');
    const occurrences = (0,fields/* own */.ZV)(doc, 'occurrences');
    // A report without a verdict (the run errored, stopped or timed out) lists no occurrences:
    // that is no knowledge, not a clean baseline. Only its raw result, if any, can serve.
    const judged = !isReport(doc) || (0,fields/* own */.ZV)(doc, 'verdict') !== null;
    if (judged && Array.isArray(occurrences) && isReportList(occurrences)) {
        return toSet(readReportOccurrences(occurrences), source);
    }
    if (isReport(doc)) {
        // A report of a run that could not read its result: the raw result may still be in it.
        const raw = (0,fields/* own */.ZV)(doc, 'rawResult');
        if (typeof raw === 'string')
            return fromResultDocument(raw, source);
        throw new BaselineError('the report in the baseline file holds no occurrences (its run ended without a verdict)');
    }
    const envelope = (0,fields/* own */.ZV)(doc, 'result');
    const looksLikeEnvelope = (0,fields/* own */.ZV)(doc, 'code') !== undefined || (0,fields/* own */.ZV)(doc, 'status') !== undefined;
    return fromResultDocument(envelope !== undefined && looksLikeEnvelope ? envelope : doc, source);
}
/**
 * With several applications a baseline file may hold several reports (a JSON array of them):
 * the one of `token`. A single report of another application is refused, not used: its
 * occurrences would all read as fixed.
 */
function reportOf(doc, token) {
    const tokenOf = (d) => {
        const app = (0,fields/* isObject */.Gv)(d) ? (0,fields/* own */.ZV)(d, 'application') : undefined;
        return (0,fields/* isObject */.Gv)(app) ? (0,fields/* own */.ZV)(app, 'token') : undefined;
    };
    if (Array.isArray(doc)) {
        const found = doc.find((d) => isReport(d) && tokenOf(d) === token);
        if (found === undefined) {
            throw new BaselineError(`the baseline file holds no report of application ${token}`);
        }
        return found;
    }
    const other = isReport(doc) ? tokenOf(doc) : undefined;
    if (typeof other === 'string' && other !== token) {
        throw new BaselineError(`the baseline file is the report of another application, not of ${token}`);
    }
    return doc;
}
function fromResultDocument(raw, source) {
    try {
        return baselineFromResult(parseResult(raw), source);
    }
    catch (error) {
        if (error instanceof ResultParseError) {
            throw new BaselineError(`the baseline file is neither a report nor a result: ${error.message}`);
        }
        throw error;
    }
}
function isReport(doc) {
    if (!(0,fields/* isObject */.Gv)(doc))
        return false;
    const schema = (0,fields/* own */.ZV)(doc, 'schema');
    return typeof schema === 'string' && schema.startsWith('security-test-action/report@');
}
/** Report entries carry a boolean `fixed`; a result's occurrences carry a `status` instead. */
function isReportList(list) {
    const first = list.find(fields/* isObject */.Gv);
    return first === undefined ? list.length === 0 : typeof (0,fields/* own */.ZV)(first, 'fixed') === 'boolean';
}
function readReportOccurrences(list) {
    const known = [];
    const problems = [];
    list.forEach((entry, index) => {
        const problem = readEntry(entry, known);
        if (problem !== undefined)
            problems.push(`occurrence #${index + 1} ${problem}`);
    });
    if (problems.length > 0) {
        const shown = problems.slice(0, MAX_PROBLEMS_SHOWN).join('; ');
        const more = problems.length > MAX_PROBLEMS_SHOWN
            ? ` (and ${problems.length - MAX_PROBLEMS_SHOWN} more)`
            : '';
        throw new BaselineError(`the baseline file is damaged: ${shown}${more}`);
    }
    return known;
}
/** Adds the entry to `known`, or says what is wrong with it. */
function readEntry(entry, known) {
    if (!(0,fields/* isObject */.Gv)(entry))
        return 'is not an object';
    const fixed = (0,fields/* own */.ZV)(entry, 'fixed');
    if (typeof fixed !== 'boolean')
        return 'has no fixed: true/false';
    const id = (0,fields/* own */.ZV)(entry, 'id');
    const name = (0,fields/* own */.ZV)(entry, 'name');
    const method = (0,fields/* own */.ZV)(entry, 'method');
    const url = (0,fields/* own */.ZV)(entry, 'url');
    const details = typeof name === 'string' && typeof url === 'string'
        ? { name, method: typeof method === 'string' ? method : '', url }
        : {};
    if (typeof id === 'string' && ID.test(id)) {
        known.push({ id, fixed, ...details });
        return undefined;
    }
    if (id !== undefined && id !== null)
        return 'has an id that is not 32 hex digits';
    if (typeof name !== 'string' || typeof url !== 'string')
        return 'has no id and no name and url';
    known.push({
        id: (0,identity/* occurrenceId */.JY)(name, typeof method === 'string' ? method : '', url),
        fixed,
        ...details
    });
    return undefined;
}
/** An id listed both fixed and unfixed is unfixed, as the parser reads duplicates. */
function toSet(occurrences, source) {
    const unfixed = new Set();
    const fixed = new Set();
    const details = new Map();
    for (const o of occurrences) {
        if (o.fixed)
            continue;
        unfixed.add(o.id);
        if (o.name !== undefined && o.url !== undefined && !details.has(o.id)) {
            details.set(o.id, { name: o.name, method: o.method ?? '', url: o.url });
        }
    }
    for (const o of occurrences)
        if (o.fixed && !unfixed.has(o.id))
            fixed.add(o.id);
    return { source, unfixed, fixed, details };
}

;// CONCATENATED MODULE: ./src/lifecycle/past-results.ts


/** How many past tests to ask for a result before giving up. */
const MAX_TRIED = 5;
/** How many past sessions to look through for the latest completed one. */
const SESSIONS_LOOKED_AT = 10;
/**
 * The application's past sessions that may answer `query`, in the service's order (newest first),
 * those with an end time before those without. The list does not say which completed: a stopped
 * or failed test is in it too, and only asking for its result tells.
 */
function selectPast(sessions, query = {}) {
    const current = query.exclude ? sessions.find((s) => s.resultToken === query.exclude) : undefined;
    const others = sessions.filter((s) => s.resultToken && s.resultToken !== query.exclude);
    const { before } = query;
    const inTime = before === undefined
        ? others
        : others.filter((s) => typeof s.startTime === 'number' && s.startTime < before);
    const ended = (s) => (s.endTime ?? 0) > 0;
    return {
        candidates: [...inTime.filter(ended), ...inTime.filter((s) => !ended(s))],
        tooNew: others.length - inTime.length,
        current
    };
}
/** The application's recent past sessions (newest first); none on v1, which cannot list them. */
async function pastSessions(ctx, applicationToken) {
    if (!ctx.tests.sessions)
        return [];
    return ctx.tests.sessions(applicationToken, SESSIONS_LOOKED_AT, ctx.signal);
}
/**
 * The newest past test of the application that `query` allows and that has a result. A test
 * that was stopped or failed has none — the service says so with its own error code — so the one
 * before it is tried, up to five. `why` names the purpose in the log lines ("Baseline").
 * `sessions`: the list already read, else it is read here.
 */
async function latestPastResult(ctx, applicationToken, why, query = {}, sessions) {
    const listed = sessions ?? (await pastSessions(ctx, applicationToken));
    const { candidates, tooNew } = selectPast(listed, query);
    let skipped = 0;
    for (const past of candidates.slice(0, MAX_TRIED)) {
        try {
            const raw = await ctx.tests.result(applicationToken, past.resultToken, ctx.signal);
            return {
                found: { resultToken: past.resultToken, startTime: past.startTime, raw },
                skipped,
                tooNew
            };
        }
        catch (e) {
            if (!isRefusal(e) || e.code === 'NOT_AUTHORIZED')
                throw e;
            ctx.log.info(`${why}: the test ${past.resultToken} has no result (${(0,src_text/* forLog */.Ig)(e.message, 300)}); trying the one before`);
            skipped++;
        }
    }
    return { skipped, tooNew };
}

;// CONCATENATED MODULE: ./src/lifecycle/baseline-source.ts







/**
 * A JSON report of an earlier run (baseline: <path>). `forApplication`: one of several
 * applications, whose report is picked from a file of several or from a folder of reports as
 * the action writes them (`security-test-<token>.json`).
 */
async function loadFileBaseline(file, forApplication) {
    let text;
    try {
        if (forApplication && (await (0,promises_namespaceObject.stat)(file)).isDirectory()) {
            file = external_node_path_.join(file, `security-test-${forApplication}.json`);
        }
        text = await (0,promises_namespaceObject.readFile)(file, 'utf8');
    }
    catch {
        return { problem: `the baseline file ${(0,src_text/* forLog */.Ig)(file, 300)} could not be read` };
    }
    try {
        return { set: baselineFromReportFile(text, `file ${(0,src_text/* forLog */.Ig)(file, 300)}`, forApplication) };
    }
    catch (e) {
        return {
            problem: `the baseline file ${(0,src_text/* forLog */.Ig)(file, 300)} is not a usable report: ${(0,src_text/* errorText */.kc)(e, 300)}`
        };
    }
}
/**
 * The application's latest completed test that started before this run's pipeline began
 * (`runStart`: a test of an earlier attempt of the same run is never a baseline, or a re-run
 * would pass what the first attempt failed) and before the judged test.
 */
async function loadPreviousBaseline(ctx, runStart, judged = {}) {
    const app = ctx.config.applicationToken;
    if (!runStart || 'problem' in runStart) {
        return { problem: previousUnknownStart(runStart?.problem ?? HOST_CANNOT_TELL) };
    }
    try {
        const sessions = await pastSessions(ctx, app);
        const current = judged.resultToken
            ? sessions.find((s) => s.resultToken === judged.resultToken)
            : undefined;
        // A test of this pipeline's first attempt starts after it began; with the service's clock
        // a little behind GitHub's it could look earlier: the margin keeps it out.
        let before = runStart.at - START_CLOCK_SKEW_MS;
        let bound = `this run's pipeline began (${runStart.source}, ${isoTime(runStart.at)}, less ${START_CLOCK_SKEW_MS / 1000} s for clocks that differ)`;
        const judgedStart = judged.reported?.startTime ?? current?.startTime;
        if (judged.reported && judgedStart === undefined) {
            return {
                problem: `the reported test ${judged.resultToken ?? ''} is not among the application's recent tests, so which tests came before it is unknown`
            };
        }
        if (judgedStart !== undefined && judgedStart < before) {
            before = judgedStart;
            bound = `the judged test started (${isoTime(judgedStart)})`;
        }
        const query = { exclude: judged.resultToken, before };
        const { found, skipped, tooNew } = await latestPastResult(ctx, app, 'Baseline', query, sessions);
        const later = `${tooNew} test${tooNew === 1 ? '' : 's'}`;
        if (tooNew > 0)
            ctx.log.info(`Baseline: leaving out ${later} that started at or after ${bound}`);
        if (found) {
            const source = `previous test ${found.resultToken}`;
            return { set: baselineFromResult(parseResult(found.raw), source) };
        }
        const notes = [
            skipped > 0 ? `the last ${skipped} ended without a result` : '',
            tooNew > 0 ? `${later} started later and left out` : ''
        ].filter(Boolean);
        const note = notes.length > 0 ? ` (${notes.join('; ')})` : '';
        if (tooNew > 0) {
            return {
                problem: `the application has no completed test that started before ${bound}${note}`
            };
        }
        return { problem: `the application has no previous completed test${note}` };
    }
    catch (e) {
        if (ctx.signal.aborted)
            throw e;
        return { problem: `the previous test's result could not be read: ${(0,src_text/* errorText */.kc)(e, 300)}` };
    }
}
/** A host without a way to learn when its pipeline began (RunContext.runStart absent). */
const HOST_CANNOT_TELL = 'this host cannot tell';
/** Why a previous test cannot be the baseline when the pipeline's start is unknown. */
function previousUnknownStart(why) {
    return `when this run's pipeline began is unknown, so an earlier test cannot be told apart from one of its own earlier attempts: ${why}`;
}
function isoTime(ms) {
    return new Date(ms).toISOString().replace(/\.000Z$/, 'Z');
}

;// CONCATENATED MODULE: ./src/lifecycle/default-branch.ts
// `baseline: default-branch`: the result of the test that the newest passing run on the default
// branch judged. The host says which test that was (it keeps the records where only such runs
// write); the service gives its result, and the baseline is that result's occurrences — exactly
// what that run's JSON report held.




/**
 * Why a host without a store (the command-line tool: other CI systems have no store a pull
 * request can read but not write) has no default-branch baseline.
 */
const NO_STORE = 'the command-line tool keeps no default-branch baseline (give the JSON report of a passing default-branch pipeline instead, e.g. baseline: security-test-report.json)';
/** "default-branch run 123 (commit abc1234, test 3f…)": the baseline's source in every report. */
function defaultBranchSource(r) {
    return `default-branch run ${r.runId} (commit ${r.commit.slice(0, 7)}, test ${r.resultToken})`;
}
async function loadDefaultBranchBaseline(ctx, applicationToken) {
    if (!ctx.defaultBranch)
        return { problem: NO_STORE };
    let found;
    try {
        found = await ctx.defaultBranch.find(applicationToken);
    }
    catch (e) {
        if (ctx.signal.aborted)
            throw e;
        return { problem: `the default branch's records could not be read: ${(0,src_text/* errorText */.kc)(e, 300)}` };
    }
    if ('problem' in found)
        return { problem: found.problem };
    const source = defaultBranchSource(found.record);
    if (!found.record.siteShown) {
        // The recording run tested whatever its site served (no deployment-environment, no
        // build-check): said here, so a reader of this gate knows what it compares with.
        ctx.log.info(`The baseline's test ${found.record.resultToken} was not shown to be of commit ${found.record.commit.slice(0, 7)}: the run that recorded it (run ${found.record.runId}) had no deployment-environment or build-check, so it judged whatever the site served then`);
    }
    let raw;
    try {
        // Asked with the application's token: the service refuses a test of another application.
        raw = await ctx.tests.result(applicationToken, found.record.resultToken, ctx.signal);
    }
    catch (e) {
        if (ctx.signal.aborted)
            throw e;
        const why = isRefusal(e) ? 'the service refused its result' : 'its result could not be read';
        return { problem: `the baseline ${source}: ${why} (${(0,src_text/* errorText */.kc)(e, 300)})` };
    }
    try {
        return { set: baselineFromResult(parseResult(raw), source) };
    }
    catch (e) {
        return { problem: `the baseline ${source} has no readable result: ${(0,src_text/* errorText */.kc)(e, 300)}` };
    }
}

;// CONCATENATED MODULE: ./src/lifecycle/trend.ts





/** The whole trend's time: past it, no further result is fetched (the summary says so). */
const TREND_BUDGET_MS = 60_000;
/** Sessions listed: room for tests that were stopped or failed between the completed ones. */
function sessionsToList(asked) {
    return Math.min(50, asked * 2 + 5);
}
/** Tests tried for a result, at most: the ones asked for and a few that turn out to have none. */
function triesFor(asked) {
    return asked + 5;
}
/**
 * The earlier tests' counts, oldest first; undefined when `trend` is 0. Never throws for the
 * service's refusals or unreadable results (they are notes); a cancelled run stays cancelled.
 */
async function readTrend(ctx, query) {
    const asked = ctx.config.trend;
    if (asked <= 0)
        return undefined;
    const trend = { asked, points: [], notes: [] };
    const app = ctx.config.applicationToken;
    if (!ctx.tests.sessions) {
        note(ctx, trend, `api-version ${ctx.config.apiVersion} cannot list earlier tests`);
        return trend;
    }
    let sessions;
    try {
        sessions = await ctx.tests.sessions(app, sessionsToList(asked), ctx.signal);
    }
    catch (e) {
        if (ctx.signal.aborted)
            throw e;
        note(ctx, trend, `the earlier tests could not be listed (${(0,src_text/* errorText */.kc)(e, 300)})`);
        return trend;
    }
    const { candidates } = selectPast(sessions, { exclude: query.resultToken, before: query.before });
    // Completed ones have an end time; the list also holds stopped and failed tests (no result).
    const ended = candidates.filter((s) => (s.endTime ?? 0) > 0);
    const started = ctx.clock.now();
    const newestFirst = [];
    let tried = 0;
    for (const past of ended) {
        if (newestFirst.length >= asked || tried >= triesFor(asked))
            break;
        if (ctx.clock.now() - started > TREND_BUDGET_MS) {
            note(ctx, trend, `the earlier results took longer than ${TREND_BUDGET_MS / 1000}s to fetch`);
            break;
        }
        tried++;
        const point = await countOne(ctx, trend, past, query.ignore);
        if (point)
            newestFirst.push(point);
    }
    if (newestFirst.length < asked && trend.notes.length === 0) {
        note(ctx, trend, `the service has ${newestFirst.length} earlier completed test${newestFirst.length === 1 ? '' : 's'} with a result`);
    }
    trend.points = newestFirst.reverse();
    if (trend.points.length < asked) {
        ctx.log.notice(`Trend: shows ${trend.points.length} of the ${asked} earlier tests asked for; the job summary says why`);
    }
    return trend;
}
/** One earlier test's unfixed counts, or undefined (with a note) when it has no readable result. */
async function countOne(ctx, trend, past, ignore) {
    const token = (0,src_text/* forLog */.Ig)(past.resultToken, 64);
    let raw;
    try {
        raw = await ctx.tests.result(ctx.config.applicationToken, past.resultToken, ctx.signal);
    }
    catch (e) {
        if (ctx.signal.aborted)
            throw e;
        const why = isRefusal(e) ? (0,src_text/* forLog */.Ig)(e.message, 300) : (0,src_text/* errorText */.kc)(e, 300);
        note(ctx, trend, `test ${token} was skipped: the service gave no result (${why})`);
        return undefined;
    }
    try {
        const verdict = judge(parseResult(raw), {
            threshold: ctx.config.threshold,
            budget: ctx.config.budget,
            ignore,
            now: ctx.clock.now()
        });
        return {
            resultToken: past.resultToken,
            startTime: past.startTime,
            unfixed: verdict.counts.unfixed
        };
    }
    catch (e) {
        if (!(e instanceof ResultParseError))
            throw e;
        note(ctx, trend, `test ${token} was skipped: its result could not be read (${(0,src_text/* forLog */.Ig)(e.message, 300)})`);
        return undefined;
    }
}
function note(ctx, trend, words) {
    trend.notes.push(words);
    ctx.log.info(`Trend: ${words}`);
}

;// CONCATENATED MODULE: ./src/lifecycle/evaluate.ts









function rawResultText(raw) {
    if (typeof raw === 'string')
        return raw;
    try {
        return JSON.stringify(raw) ?? '';
    }
    catch {
        return String(raw);
    }
}
async function loadGateFiles(config, ctx) {
    const ignore = await loadIgnoreRules(config.ignoreFile, (ctx?.words ?? ACTION_WORDS).input('ignore-file'));
    if (config.baseline.kind === 'previous')
        return { ignore, runStart: await askRunStart(ctx) };
    if (config.baseline.kind === 'default-branch') {
        const earlyBaseline = ctx
            ? await loadDefaultBranchBaseline(ctx, config.applicationToken ?? '')
            : { problem: NO_STORE };
        return { ignore, earlyBaseline };
    }
    if (config.baseline.kind !== 'file')
        return { ignore };
    const { path, forApplication } = config.baseline;
    return { ignore, earlyBaseline: await loadFileBaseline(path, forApplication) };
}
/**
 * What would make the step fail after the test, known before it: an unusable ignore file, or
 * (with baseline-missing: fail) a baseline file or default-branch baseline that cannot be read. `scan` and `wait` ask first,
 * so hours of testing do not end in "cannot be read".
 */
function setupProblem(files, config, words = ACTION_WORDS) {
    if ('error' in files.ignore)
        return files.ignore.error;
    const problem = files.earlyBaseline?.problem ?? runStartProblem(files.runStart);
    return problem && config.baselineMissing === 'fail' ? baselineFailure(problem, words) : undefined;
}
/** The failure line of a baseline that cannot be read when the inputs require one. */
function baselineFailure(problem, words) {
    return `${words.input('baseline')}: ${problem} (${words.setting('baseline-missing', 'fail')})`;
}
/**
 * Read the gate's files before a test is started or waited for; when the end could only be an
 * error, publish that error now (`what` says what was not done) instead.
 */
async function prepareGate(ctx, what) {
    const files = await loadGateFiles(ctx.config, ctx);
    const problem = setupProblem(files, ctx.config, ctx.words);
    if (!problem)
        return { files };
    const early = await publish(ctx, {
        outcome: 'error',
        failure: `${problem}; ${what}`,
        info: { applicationToken: ctx.config.applicationToken, resultToken: ctx.config.resultToken }
    });
    return { early };
}
/**
 * Read the result and judge it with the gate's inputs. `reported`: `report` judges a test that
 * may be older than others (the baseline must have started before it).
 */
async function evaluate(ctx, files, raw, resultToken, reported) {
    const rawText = rawResultText(raw);
    let parsed;
    try {
        parsed = parseResult(raw);
    }
    catch (e) {
        if (e instanceof ResultParseError)
            return { rawText, parseError: e.message };
        throw e;
    }
    const { ignore } = files;
    if ('error' in ignore)
        return { rawText, parsed, setupError: ignore.error };
    const baseline = await baselineFor(ctx, files, { resultToken, reported });
    if (baseline.problem) {
        if (ctx.config.baselineMissing === 'fail') {
            return { rawText, parsed, setupError: baselineFailure(baseline.problem, ctx.words) };
        }
        ctx.log.warning(`${ctx.words.input('baseline')}: ${baseline.problem}; gating on every unfixed occurrence instead (${ctx.words.setting('baseline-missing', 'ignore')})`);
    }
    const verdict = judge(parsed, {
        threshold: ctx.config.threshold,
        budget: ctx.config.budget,
        baseline: baseline.set,
        ignore: ignore.rules,
        policy: ignore.policy,
        findings: parsed.findings,
        now: ctx.clock.now(),
        expiryWarningMs: ctx.config.expiryWarningMs
    });
    const trend = await readTrend(ctx, {
        resultToken,
        before: reported?.startTime,
        ignore: ignore.rules
    });
    return {
        rawText,
        parsed,
        verdict,
        baseline: baseline.set,
        ignoreRules: ignore.rules,
        baselineIsFile: ctx.config.baseline.kind === 'file',
        ...(trend ? { trend } : {})
    };
}
function baselineFor(ctx, files, judged) {
    if (files.earlyBaseline)
        return Promise.resolve(files.earlyBaseline);
    if (ctx.config.baseline.kind === 'previous') {
        return loadPreviousBaseline(ctx, files.runStart, judged);
    }
    return Promise.resolve({});
}
/**
 * The host's answer. A host that cannot tell, or a lookup that fails, is a problem, never a
 * guess; a cancelled run stays cancelled.
 */
async function askRunStart(ctx) {
    if (!ctx?.runStart)
        return { problem: HOST_CANNOT_TELL };
    try {
        return await ctx.runStart();
    }
    catch (e) {
        if (ctx.signal.aborted)
            throw e;
        return { problem: (0,src_text/* errorText */.kc)(e, 300) };
    }
}
function runStartProblem(runStart) {
    return runStart && 'problem' in runStart ? previousUnknownStart(runStart.problem) : undefined;
}
async function loadIgnoreRules(file, name) {
    const { path, explicit } = file;
    let text;
    try {
        text = await (0,promises_namespaceObject.readFile)(path, 'utf8');
    }
    catch {
        if (!explicit)
            return { rules: [], policy: [] };
        return { error: `${name}: ${(0,src_text/* forLog */.Ig)(path, 300)} does not exist or cannot be read` };
    }
    try {
        // Loaded only when there is a file to read: the YAML parser costs start-up time.
        const { parseAcceptedRisks } = await Promise.resolve(/* import() eager */).then(__nccwpck_require__.bind(__nccwpck_require__, 106));
        return parseAcceptedRisks(text);
    }
    catch (e) {
        return {
            error: `${name}: ${(0,src_text/* forLog */.Ig)(path, 300)}: ${(0,src_text/* errorText */.kc)(e, 1000)}`
        };
    }
}

;// CONCATENATED MODULE: ./src/report/step-summary.ts
// The job summary of the onboarding commands (register, verify, unregister, list). Callers pass
// Markdown whose untrusted parts already went through text.ts forMarkdown.


const CUT_NOTE = '\n\n_The summary was cut here: the job summary holds at most 1 MB per step._\n';
/** Append to GITHUB_STEP_SUMMARY within the per-step limit; never fails the step over it. */
function appendStepSummary(ctx, markdown) {
    if (!ctx.config.summary)
        return;
    const room = summaryRoom(ctx.reports, ctx.log, 1024 + Buffer.byteLength(CUT_NOTE), 'The job summary is nearly full; this step added nothing to it.');
    if (!room)
        return;
    try {
        const budget = room.budget - Buffer.byteLength(CUT_NOTE);
        external_node_fs_.appendFileSync(room.file, fitSummary(markdown, budget), 'utf8');
    }
    catch (e) {
        ctx.log.warning(`Could not write the job summary: ${e.code ?? 'error'}`);
    }
}
/** The whole text, or its first whole lines that fit `budget` bytes, with a note. */
function fitSummary(markdown, budget) {
    const text = markdown.endsWith('\n') ? markdown : `${markdown}\n`;
    if (Buffer.byteLength(text) <= budget)
        return text;
    const lines = text.split('\n');
    let size = 0;
    let kept = 0;
    for (const line of lines) {
        const bytes = Buffer.byteLength(line) + 1;
        if (size + bytes > budget)
            break;
        size += bytes;
        kept++;
    }
    return lines.slice(0, kept).join('\n') + CUT_NOTE;
}

;// CONCATENATED MODULE: ./src/lifecycle/schedule.ts
/**
 * Pause before the next status poll. Tests often end within seconds, so the first polls come
 * fast: pauses of 2 s, 3 s, 5 s, so polls 2 s, 5 s and 10 s after the start (as the docs say it,
 * __tests__/docs.test.ts); after that one poll per poll-interval, the most the user allowed.
 * Never slower than poll-interval.
 */
const EARLY_PAUSES_MS = [2000, 3000, 5000];
function pollPause(pollNumber, pollIntervalMs) {
    const early = EARLY_PAUSES_MS[pollNumber];
    return Math.min(pollIntervalMs, early ?? pollIntervalMs);
}
/** The least time between a test's start (or its last poll) and its next poll on a shared schedule. */
const SHARED_MIN_PAUSE_MS = 1000;
/**
 * One poll schedule for several tests (src/run/estate.ts): ticks at the schedule's origin plus the
 * pauses above (2 s, 3 s, 5 s, then poll-interval), and every test polls at the next tick at least
 * a second away. Polls go out together, at most one per test per tick, and a test that ends is
 * seen at the next tick: within one poll-interval.
 */
function sharedPollPause(now, pollIntervalMs, origin = now()) {
    return () => {
        const earliest = now() + SHARED_MIN_PAUSE_MS;
        let tick = origin;
        for (let k = 0; tick < earliest; k++)
            tick += pollPause(k, pollIntervalMs);
        return tick - now();
    };
}

;// CONCATENATED MODULE: ./src/lifecycle/deadline.ts
const TIMED_OUT = Symbol('timed out');
/**
 * Run `attempt` until it returns something other than undefined, or the deadline passes. A pause
 * that reaches the deadline is followed by one last attempt, so the end is always a fresh look.
 */
async function untilDeadline(o, attempt) {
    for (let round = 0;; round++) {
        if (round > 0 || o.pauseFirst) {
            const left = o.deadline - o.clock.now();
            if (left <= 0)
                return TIMED_OUT;
            const ms = Math.min(left, o.pause(o.pauseFirst ? round : round - 1));
            o.onPause?.(ms, round);
            await o.clock.sleep(ms, o.signal);
        }
        const answer = await attempt(round);
        if (answer !== undefined)
            return answer;
    }
}

;// CONCATENATED MODULE: ./src/lifecycle/wait.ts






/** The refusal in one line that names the test and the application. */
function refused(e, o) {
    return new ApiError(`The service refused the status of test ${o.resultToken} of application ${o.applicationToken}: ` +
        `${e.message}. The result token may belong to another application, or the service no longer knows the test`, { kind: 'service', operation: e.operation, httpStatus: e.httpStatus, code: e.code });
}
/**
 * Poll until the test completes, ends, the deadline passes or the run is cancelled. A poll that
 * fails for a passing reason is retried on the schedule and never ends the wait by itself.
 */
async function waitForTest(o) {
    let last;
    let lastProgressLogged;
    let lastStatusLogged;
    const warnedStatuses = new Set();
    const warnedErrors = new Set();
    const poll = async () => {
        let current;
        try {
            current = await o.api.status(o.applicationToken, o.resultToken, o.signal);
        }
        catch (e) {
            if (o.signal?.aborted)
                return { kind: 'cancelled', last };
            // Only a passing failure is polled through. Anything else no amount of waiting fixes: the
            // token is refused (or pages replace every answer), the service sends the calls elsewhere
            // (base-url needs fixing), or it refuses the status call itself (FAILED: the result token is
            // not this application's, or the service no longer knows the test). Polling on would only
            // run into the timeout, and a stop then would hit whatever test the application runs.
            if (!isTransient(e))
                throw isRefusal(e) ? refused(e, o) : e;
            const why = (0,src_text/* errorText */.kc)(e, 300);
            if (!warnedErrors.has(why)) {
                warnedErrors.add(why);
                o.log.warning(`Status poll failed, retrying on the next poll: ${why}`);
            }
            return undefined;
        }
        last = current;
        o.onStatus?.(current);
        const cls = classifyStatus(current.status);
        if (current.status !== lastStatusLogged || current.progress !== lastProgressLogged) {
            lastStatusLogged = current.status;
            lastProgressLogged = current.progress;
            const pct = current.progress === undefined ? '' : ` ${current.progress}%`;
            logProgress(o.log, `Test ${(0,src_text/* forLog */.Ig)(current.status, 40) || '(no status)'}${pct}`);
        }
        if (cls === 'completed')
            return { kind: 'completed', last: current };
        if (cls === 'ended')
            return { kind: 'ended', last: current };
        if (cls === 'unknown') {
            const key = current.status.toLowerCase();
            if (!warnedStatuses.has(key)) {
                warnedStatuses.add(key);
                o.log.warning(`The service reported an unknown test status "${(0,src_text/* forLog */.Ig)(current.status, 60)}"; still waiting`);
            }
            // A test at 100% with a status we do not know has most likely finished: try its result.
            if (current.progress === 100)
                return { kind: 'completed', last: current, byProgress: true };
        }
        return undefined;
    };
    if (o.signal?.aborted)
        return { kind: 'cancelled', last };
    try {
        const outcome = await untilDeadline({
            clock: o.clock,
            deadline: o.deadline,
            pause: o.pause ?? ((round) => pollPause(round, o.pollIntervalMs)),
            pauseFirst: true,
            signal: o.signal
        }, poll);
        return outcome === TIMED_OUT ? { kind: 'timed-out', last } : outcome;
    }
    catch (e) {
        if (o.signal?.aborted)
            return { kind: 'cancelled', last };
        throw e;
    }
}

;// CONCATENATED MODULE: ./src/lifecycle/build-check.ts
// The build check (build-check input, docs/this-build.md): does the site serve the commit under
// test? One GET of a version page (Dockerflow's /__version__, /version, …) whose body or headers
// must hold the commit. The page belongs to the application, not the service: the request carries
// no access token and no header of the service's, follows redirects only within its own origin
// (as the service client does), reads at most BUILD_CHECK_MAX_BYTES and gives up after
// BUILD_CHECK_TIMEOUT_MS. Whatever the site answers is untrusted: only an escaped excerpt is shown.



const BUILD_CHECK_MAX_BYTES = 1024 * 1024;
const BUILD_CHECK_TIMEOUT_MS = 15_000;
/** Characters of what the site served that a line may show. */
const SERVED_CHARS = 80;
const USER_AGENT = 'security-test-action (build check)';
/**
 * The URL to ask: an absolute build-check as given, a path ("/__version__") on the application's
 * origin. Undefined when a path is given and the application's URL is unknown (api-version v1).
 */
function buildCheckUrl(target, applicationUrl) {
    if (!target.startsWith('/'))
        return target;
    if (!applicationUrl || !URL.canParse(applicationUrl))
        return undefined;
    return new URL(target, applicationUrl).href;
}
/**
 * Whether `text` names `commit`: a run of 7+ hex digits, standing alone (not inside a longer run),
 * that is the commit or a prefix of it — or, when the commit itself is short, one it begins.
 * Case does not matter. A longer run of another commit's digits never matches part-way.
 */
function namesCommit(text, commit) {
    const want = commit.toLowerCase();
    for (const run of text.matchAll(/[0-9a-f]{7,}/gi)) {
        const seen = run[0].toLowerCase();
        if (seen.length > 40)
            continue;
        if (want.startsWith(seen) || seen.startsWith(want))
            return true;
    }
    return false;
}
/** One look at `url` for `commit`. Never throws for the site's trouble (it is a mismatch). */
async function lookAtBuild(url, commit, signal) {
    let target = url;
    for (let hops = 0;; hops++) {
        let answer;
        try {
            answer = await attempt({
                method: 'GET',
                url: target,
                // Only what a browser would send: never the service's token or headers.
                headers: { accept: 'application/json, text/plain;q=0.9, */*;q=0.5' },
                timeoutMs: BUILD_CHECK_TIMEOUT_MS,
                userAgent: USER_AGENT,
                maxBodyBytes: BUILD_CHECK_MAX_BYTES
            }, signal);
        }
        catch (e) {
            if (e instanceof AttemptAborted && signal.aborted)
                throw signal.reason ?? e;
            throw e;
        }
        switch (answer.type) {
            case 'network':
                return { matched: false, served: `no answer (${(0,src_text/* forLog */.Ig)(answer.code, 40)})` };
            case 'timeout':
                return { matched: false, served: `no answer within ${answer.afterMs / 1000} s` };
            case 'too-large':
                return { matched: false, served: `HTTP ${answer.status}, more than 1 MiB` };
        }
        if (answer.status >= 300 && answer.status < 400) {
            const next = sameOriginRedirect(target, answer.location, hops);
            if ('refuse' in next)
                return { matched: false, served: next.refuse };
            target = next.follow;
            continue;
        }
        const matched = answer.status >= 200 &&
            answer.status < 300 &&
            (namesCommit(answer.text, commit) ||
                (answer.headers ?? []).some((h) => namesCommit(h, commit)));
        return matched ? { matched } : { matched, served: excerpt(answer.status, answer.text) };
    }
}
/** The site's own redirects, as the service client takes them: its origin only, a few hops. */
function sameOriginRedirect(url, location, hops) {
    if (!location || !URL.canParse(location.trim(), url)) {
        return { refuse: 'a redirect without a usable address' };
    }
    const next = new URL(location.trim(), url);
    const shown = (0,src_text/* forLog */.Ig)(`${next.origin}${next.pathname}`, SERVED_CHARS);
    if (next.origin !== new URL(url).origin)
        return { refuse: `a redirect to another site (${shown}), not followed` };
    if (hops >= MAX_REDIRECTS)
        return { refuse: `more than ${MAX_REDIRECTS} redirects (last to ${shown})` };
    return { follow: next.href };
}
/** What the site served, in a few escaped words: a Dockerflow `commit` field when there is one. */
function excerpt(status, text) {
    let shown = text;
    try {
        const json = JSON.parse(text);
        if (json && typeof json.commit === 'string')
            shown = `commit ${json.commit}`;
    }
    catch {
        // Not JSON: the start of the page.
    }
    const words = (0,src_text/* forLog */.Ig)(shown.replace(/\s+/g, ' ').trim(), SERVED_CHARS);
    const ok = status >= 200 && status < 300;
    return `${ok ? '' : `HTTP ${status}`}${!ok && words ? ': ' : ''}${words || (ok ? 'an empty page' : '')}`;
}

;// CONCATENATED MODULE: ./src/lifecycle/this-build.ts






/** Looks at the page after the test before a mismatch stands, and the pause between them. */
const AFTER_LOOKS = 3;
const AFTER_PAUSE_MS = 2_000;
/** What a test must be to be of this build: started after `since` (epoch ms). */
function thisBuildStart(ctx, step) {
    const since = step.build?.since;
    if (since === undefined)
        return undefined;
    return { since, deadline: step.deadline, pollIntervalMs: ctx.config.pollIntervalMs };
}
/**
 * The build under test, established before the start. The waits share one deadline, `timeout`
 * from now: the deployment's success, then the site serving the commit.
 */
async function establishBuild(ctx, application, 
/** false for `start`, which writes no report: an early end is only its outcome and line. */
report = true) {
    const { config, clock } = ctx;
    const deadline = clock.now() + config.timeoutMs;
    const commit = ctx.build?.commit();
    const asked = config.deploymentEnvironment
        ? 'deployment-environment'
        : config.buildCheck
            ? 'build-check'
            : undefined;
    if (!commit) {
        if (!asked)
            return { deadline };
        return early({ ctx, application, report }, undefined, `${asked} needs the commit under test, and it is not known here: set ${ctx.words.input('commit')}`);
    }
    const build = { commit, shownBy: 'nothing' };
    ctx.log.info(`Commit under test: ${commit.sha} (${commit.source})`);
    if (config.deploymentEnvironment) {
        const problem = await waitForDeployment(ctx, build, config.deploymentEnvironment, deadline);
        if (problem)
            return early({ ctx, application, report }, build, problem);
        warnOnOtherSite(ctx, build.deployment, application);
    }
    if (config.buildCheck) {
        const problem = await checkBefore(ctx, build, config.buildCheck, application, deadline);
        if (problem)
            return early({ ctx, application, report }, build, problem);
    }
    return { build, deadline };
}
async function waitForDeployment(ctx, build, environment, deadline) {
    const sha = build.commit.sha;
    const where = `the deployment of ${sha.slice(0, 12)} to ${(0,src_text/* forLog */.Ig)(environment, 100)}`;
    if (!ctx.build?.waitForDeployment) {
        return 'deployment-environment: this host cannot see deployments; use build-check instead';
    }
    ctx.log.info(`Waiting for ${where} to succeed`);
    const wait = await ctx.build.waitForDeployment({
        commit: sha,
        environment,
        deadline,
        pollIntervalMs: ctx.config.pollIntervalMs,
        signal: ctx.signal
    });
    const link = (l) => (l ? ` (${(0,src_text/* forLog */.Ig)(l, 300)})` : '');
    switch (wait.kind) {
        case 'unavailable':
            return `Could not read ${where}: ${wait.problem}`;
        case 'failed':
            return `${this_build_capital(where)} ended in "${(0,src_text/* forLog */.Ig)(wait.state, 20)}"${link(wait.link)}; no test was started`;
        case 'timed-out':
            return `${this_build_capital(where)} did not succeed within the timeout (${formatDuration(ctx.config.timeoutMs)}; ${wait.state ? `last state: ${(0,src_text/* forLog */.Ig)(wait.state, 20)}` : 'no deployment found'})${link(wait.link)}; no test was started`;
    }
    build.deployment = wait.deployment;
    build.since = wait.deployment.succeededAt;
    build.shownBy = 'deployment';
    ctx.log.info(`${this_build_capital(where)} succeeded at ${new Date(build.since).toISOString()}${link(wait.deployment.environmentUrl)}`);
    return undefined;
}
/** The test runs against the application's URL, whatever the deployment says: say so once. */
function warnOnOtherSite(ctx, deployment, application) {
    const deployed = deployment.environmentUrl;
    if (!deployed || !application?.url || !URL.canParse(application.url))
        return;
    if (new URL(deployed).origin === new URL(application.url).origin)
        return;
    ctx.log.warning(`The deployment's URL (${(0,src_text/* forLog */.Ig)(deployed, 200)}) is not the application's (${(0,src_text/* forLog */.Ig)(application.url, 200)}): the test runs against the application's URL`);
}
/** Before the start: the site must serve the commit; a mismatch waits (a rollout takes time). */
async function checkBefore(ctx, build, target, application, deadline) {
    const url = buildCheckUrl(target, application?.url);
    if (!url) {
        return `${ctx.words.input('build-check')} ${(0,src_text/* forLog */.Ig)((0,src_text/* urlWithoutSecrets */.Zx)(target), 100)} is a path, and the application's URL is unknown (${ctx.words.setting('api-version', 'v1')}): give a full URL`;
    }
    const sha = build.commit.sha;
    build.buildCheck = { url };
    let last = { matched: false };
    let said = false;
    const matched = await untilDeadline({
        clock: ctx.clock,
        deadline,
        pause: (round) => pollPause(round, ctx.config.pollIntervalMs),
        signal: ctx.signal
    }, async () => {
        last = await lookAtBuild(url, sha, ctx.signal);
        if (last.matched)
            return true;
        if (!said) {
            ctx.log.info(`${(0,src_text/* forLog */.Ig)((0,src_text/* urlWithoutSecrets */.Zx)(url), 300)} does not serve ${sha.slice(0, 12)} yet (it served ${last.served}); waiting`);
            said = true;
        }
        return undefined;
    });
    const at = ctx.clock.now();
    if (matched === TIMED_OUT) {
        build.buildCheck.before = { matched: false, at, served: last.served };
        return `The site did not serve commit ${sha.slice(0, 12)} within the timeout (${formatDuration(ctx.config.timeoutMs)}): ${(0,src_text/* forLog */.Ig)((0,src_text/* urlWithoutSecrets */.Zx)(url), 300)} served ${last.served}; no test was started`;
    }
    build.buildCheck.before = { matched: true, at };
    build.since ??= at;
    build.shownBy = build.shownBy === 'deployment' ? 'deployment and build-check' : 'build-check';
    ctx.log.info(`${(0,src_text/* forLog */.Ig)((0,src_text/* urlWithoutSecrets */.Zx)(url), 300)} serves ${sha.slice(0, 12)}`);
    return undefined;
}
/**
 * After the test: the site must still serve the commit. A mismatch is the failure line (the
 * verdict would be about whatever the site served meanwhile); undefined when it matched or
 * nothing is to be checked.
 */
async function checkAfter(ctx, build) {
    const check = build?.buildCheck;
    const sha = build?.commit?.sha;
    if (!check || !sha || build.reused)
        return undefined;
    // A few looks, a moment apart: a dropped connection is not yet another build.
    let look = await lookAtBuild(check.url, sha, ctx.signal);
    for (let i = 1; i < AFTER_LOOKS && !look.matched; i++) {
        await ctx.clock.sleep(AFTER_PAUSE_MS, ctx.signal);
        look = await lookAtBuild(check.url, sha, ctx.signal);
    }
    check.after = { matched: look.matched, at: ctx.clock.now(), served: look.served };
    if (look.matched)
        return undefined;
    return `The site served another build during the test: after the test ${(0,src_text/* forLog */.Ig)((0,src_text/* urlWithoutSecrets */.Zx)(check.url), 300)} served ${look.served}, not commit ${sha.slice(0, 12)}`;
}
async function early(o, build, failure) {
    const { ctx, application } = o;
    if (!o.report) {
        const result = {
            outcome: 'error',
            failure,
            application: { token: ctx.config.applicationToken, name: application?.name },
            outputs: { commit: build?.commit?.sha }
        };
        return { early: result };
    }
    return publish(ctx, {
        outcome: 'error',
        failure,
        info: { applicationToken: ctx.config.applicationToken, application, build }
    }).then((result) => ({ early: result }));
}
function this_build_capital(s) {
    return s.charAt(0).toUpperCase() + s.slice(1);
}

;// CONCATENATED MODULE: ./src/lifecycle/follow.ts










/** Wait for a known test, then fetch its result, gate and report. */
async function followTest(ctx, files, info) {
    const { config, clock } = ctx;
    const app = info.applicationToken;
    const deadline = clock.now() + config.timeoutMs;
    const oneAtATime = ctx.estate?.oneAtATime ?? ((work) => work());
    let outcome;
    for (;;) {
        outcome = await waitForTest({
            api: ctx.tests,
            applicationToken: app,
            resultToken: info.resultToken,
            clock,
            log: ctx.log,
            deadline,
            pollIntervalMs: config.pollIntervalMs,
            pause: ctx.estate?.pollPause,
            signal: ctx.signal,
            onStatus: (s) => remember(info, s)
        });
        if (outcome.kind !== 'completed')
            break;
        const byProgress = outcome.byProgress;
        // The verdict is about what the site served during the test: this build, or it is an error.
        // Asked before the shared lock: its looks (up to ~50 s at worst) must not hold up the other
        // applications' results, and it reads nothing they share.
        const changed = await checkAfter(ctx, info.build);
        const done = await oneAtATime(async () => {
            let raw;
            try {
                raw = await ctx.tests.result(app, info.resultToken, ctx.signal);
            }
            catch (e) {
                // Guessed from progress 100 under a status we do not know: a refused result means the
                // test is not done after all. Keep waiting, within the same deadline.
                if (!byProgress || !isRefusal(e))
                    throw e;
                ctx.log.info('The result is not ready yet; still waiting');
                return undefined;
            }
            ctx.state.testDone();
            const evaluation = await evaluate(ctx, files, raw, info.resultToken);
            if (changed)
                return publish(ctx, { outcome: 'error', failure: changed, info, evaluation });
            return publishEvaluation(ctx, info, evaluation);
        });
        if (done)
            return done;
    }
    // main.ts stops the test (when this run owns it) for every kind of cancellation.
    if (outcome.kind === 'cancelled')
        throw new errors/* CancelledError */.c('cancel');
    if (outcome.kind === 'ended') {
        ctx.state.testDone();
        return oneAtATime(async () => publish(ctx, {
            outcome: 'stopped',
            failure: `The test ended with status "${(0,src_text/* forLog */.Ig)(info.status, 40)}" before completing`,
            info,
            evaluation: await partialResult(ctx, files, info)
        }));
    }
    // Timed out.
    let what;
    if (config.onTimeout === 'stop') {
        const stop = await stopBounded(ctx, info, TIMEOUT_STOP_BUDGET_MS);
        what = TIMEOUT_STOP_WORDS[stop.kind];
    }
    else {
        ctx.state.testDone(); // left running on purpose: the post phase must not stop it
        what = `the test was left running (${ctx.words.setting('on-timeout', 'leave')})`;
    }
    const line = `The test did not finish within the timeout (${formatDuration(config.timeoutMs)}); ${what}`;
    return oneAtATime(async () => publish(ctx, {
        outcome: 'timed-out',
        failure: config.failOnTimeout ? line : undefined,
        notice: config.failOnTimeout ? undefined : line,
        info,
        evaluation: await partialResult(ctx, files, info)
    }));
}
function remember(info, s) {
    info.status = s.status;
    if (s.progress !== undefined)
        info.progress = s.progress;
}
/** Best effort: a stopped or timed-out test may still have a partial result to show. */
async function partialResult(ctx, files, info) {
    try {
        const raw = await ctx.tests.result(info.applicationToken, info.resultToken, AbortSignal.timeout(10_000));
        const evaluation = await evaluate(ctx, files, raw, info.resultToken);
        return evaluation.verdict ? evaluation : undefined;
    }
    catch (e) {
        ctx.log.debug(`No partial result: ${(0,src_text/* errorText */.kc)(e, 300)}`);
        return undefined;
    }
}
/** A completed test: the gate's verdict decides the outcome. */
function publishEvaluation(ctx, info, evaluation) {
    if (evaluation.parseError) {
        return publish(ctx, {
            outcome: 'error',
            failure: `The test result could not be read: ${evaluation.parseError}; the raw result is kept in the report file`,
            info,
            evaluation
        });
    }
    if (evaluation.setupError || !evaluation.verdict) {
        return publish(ctx, { outcome: 'error', failure: evaluation.setupError, info, evaluation });
    }
    const v = evaluation.verdict;
    const rules = evaluation.ignoreRules ?? [];
    // Entries whose occurrences are gone: a notice, never a failure, so the files shrink.
    const stale = removeEntryNotices(v, rules, evaluation.baseline, evaluation.baselineIsFile === true, ctx.estate !== undefined);
    for (const line of stale)
        ctx.log.notice(line);
    const warned = isWarned(v);
    // The step succeeds; the warnings (annotations on GitHub) say what made it `warned`.
    const why = warned ? warnedLines(v, rules) : [];
    for (const line of why)
        ctx.log.warning(line);
    return publish(ctx, {
        outcome: v.passed ? (warned ? 'warned' : 'passed') : 'failed',
        failure: v.passed ? undefined : v.line,
        info,
        evaluation,
        notes: [...why, ...stale]
    });
}

;// CONCATENATED MODULE: ./src/lifecycle/reuse.ts




/** Candidates whose status is asked before giving up (each costs a request). */
const MAX_ASKED = 3;
/**
 * The sessions that may be of this build, newest first: started after `since`, ended before
 * `next`. `since` and `next` are GitHub's clock, a session's times the service's: each bound is
 * moved inwards by the clocks' margin, so a clock running fast or slow cannot let in a test that
 * saw another build (a test within the margin is not reused: a new one is the safe answer).
 */
function sameBuildSessions(sessions, since, next) {
    return sessions.filter((s) => s.resultToken &&
        s.startTime !== undefined &&
        s.startTime >= since + START_CLOCK_SKEW_MS &&
        s.endTime !== undefined &&
        s.endTime > 0 &&
        (next === undefined || s.endTime < next - START_CLOCK_SKEW_MS));
}
/**
 * A completed test of this build to report on, or undefined (then a test is started). Any trouble
 * reading what is needed means no reuse, never a guess: a new test is the safe answer.
 */
async function reusableTest(ctx, build) {
    const deployment = build?.deployment;
    if (ctx.config.reuse !== 'same-build' || !deployment || build.since === undefined)
        return undefined;
    if (!ctx.tests.sessions || !ctx.build?.nextDeployment)
        return undefined;
    const app = ctx.config.applicationToken;
    try {
        const next = await ctx.build.nextDeployment({
            environment: deployment.environment,
            after: deployment.succeededAt,
            deploymentId: deployment.id,
            signal: ctx.signal
        });
        const candidates = sameBuildSessions(await pastSessions(ctx, app), build.since, next);
        for (const session of candidates.slice(0, MAX_ASKED)) {
            // The sessions list does not say how a test ended: a stopped one has no verdict to reuse.
            const status = await ctx.tests.status(app, session.resultToken, ctx.signal);
            if (classifyStatus(status.status) !== 'completed')
                continue;
            build.reused = {
                resultToken: session.resultToken,
                startTime: session.startTime,
                endTime: session.endTime
            };
            ctx.log.info(`Reusing test ${session.resultToken} (reuse: same-build): it ran from ${when(session.startTime)} to ${when(session.endTime)}, after this build's deployment succeeded and before any later deployment`);
            return session;
        }
    }
    catch (e) {
        if (ctx.signal.aborted)
            throw e;
        ctx.log.warning(`reuse: could not tell whether a finished test is of this build (${(0,src_text/* errorText */.kc)(e, 300)}); starting a new one`);
    }
    return undefined;
}
function when(t) {
    return t === undefined ? 'an unknown time' : (0,src_text/* forLog */.Ig)(new Date(t).toISOString(), 40);
}

;// CONCATENATED MODULE: ./src/lifecycle/before-start.ts



async function beforeStart(ctx, files, application) {
    const step = await establishBuild(ctx, application);
    if ('early' in step)
        return { done: step.early };
    const { build } = step;
    const reused = await reusableTest(ctx, build);
    if (reused) {
        const app = ctx.config.applicationToken;
        const info = { applicationToken: app, resultToken: reused.resultToken, application, build };
        return { done: await followTest(ctx, files, info) };
    }
    return { build, thisBuild: thisBuildStart(ctx, step) };
}

;// CONCATENATED MODULE: ./src/lifecycle/preflight.ts


/**
 * Before spending a test: the application must exist and its ownership be verified. Fails fast
 * with what to do next (the register and verify commands). v1 has no read endpoint: skipped.
 */
async function preflight(ctx, applicationToken) {
    if (!ctx.tests.application)
        return undefined;
    let app;
    try {
        app = await ctx.tests.application(applicationToken, ctx.signal);
    }
    catch (e) {
        if (hasCode(e, 'INVALID_APPLICATION_TOKEN')) {
            const { input, command } = ctx.words;
            throw new ApiError(`The application ${applicationToken} does not exist on the service. Check ${input('application-token')}, or create it with the register command (${command('register')}).`, { kind: 'service', operation: 'read application', code: e.code, httpStatus: e.httpStatus });
        }
        throw e;
    }
    if (!app.verified) {
        throw new ApiError(`The ownership of application ${applicationToken} (${(0,src_text/* forLog */.Ig)(app.url, 200)}) is not verified (status: ${(0,src_text/* forLog */.Ig)(app.signatureStatus, 40) || 'unknown'}), so the service will not test it. Publish the signature from the register command's outputs, then run the verify command (${ctx.words.command('verify')}).`, { kind: 'service', operation: 'read application', code: 'NOT_VERIFIED' });
    }
    ctx.log.info(`Application: ${(0,src_text/* forLog */.Ig)(app.name, 200)} (${(0,src_text/* forLog */.Ig)(app.url, 300)})`);
    return app;
}

;// CONCATENATED MODULE: ./src/lifecycle/start.ts








/** How long to wait for a stopped test to leave the running list before starting anew. */
const STOP_SETTLE_MS = 60_000;
const STOP_SETTLE_POLL_MS = 2_000;
/**
 * Start requests at most (docs/behaviour.md): a lost answer is followed by a look at the running tests
 * first, and by a backoff before the next try.
 */
const MAX_START_TRIES = 3;
async function runningTestOf(o) {
    const list = await o.api.running?.(o.signal, o.teamId);
    return list?.find((t) => t.applicationToken === o.applicationToken);
}
/** Follow an existing test instead of starting one: say so, and record it as known. */
function attach(o, resultToken, startedByUs, why) {
    o.log.info(`${why}: attaching to ${resultToken}`);
    o.onKnown?.(resultToken, startedByUs);
    return { resultToken, startedByUs };
}
async function startOrAttach(o) {
    if (o.api.running) {
        const current = await runningTestOf(o);
        if (current)
            return whenRunning(o, current);
    }
    else if (o.ifRunning !== 'attach') {
        o.log.debug('api-version v1 cannot list running tests; if-running is not checked');
    }
    try {
        return await startOnce(o);
    }
    catch (e) {
        // The plan's limit on tests at once ("too many running tests") is not this application's test.
        if (isPlanLimit(e) || !refusedAsRunning(e) || !o.api.running)
            throw e;
        // The running list did not show the test, yet the service has one: a team's project (its
        // tests are listed under the team), or one that started in between.
        const current = await runningTestOf(o);
        if (current)
            return whenRunning(o, current);
        throw new ApiError(`${e.message}. The application has a test running that is not among your running tests: ` +
            (o.teamId
                ? `not among team ${o.teamId}'s either`
                : `if the application's project belongs to a team, set ${(o.words ?? ACTION_WORDS).input('team-id')} so it can be found`) +
            ` (${(o.words ?? ACTION_WORDS).input('if-running')} decides what happens to it)`, { kind: 'service', operation: 'start test', code: e.code, httpStatus: e.httpStatus });
    }
}
/** if-running: attach to the running test, stop it and start anew, or fail. */
async function whenRunning(o, current) {
    if (o.ifRunning === 'fail') {
        throw new ApiError(ifRunningFailLine(current.resultToken, o.words ?? ACTION_WORDS), {
            kind: 'service',
            operation: 'start test',
            code: 'TEST_RUNNING'
        });
    }
    if (o.ifRunning === 'attach') {
        if (!olderThanThisBuild(o, current)) {
            return attach(o, current.resultToken, false, 'The application already has a test running');
        }
        await waitOutOlder(o, current, o.thisBuild);
        return startOnce(o);
    }
    o.log.info(`Stopping the running test ${current.resultToken} (${(o.words ?? ACTION_WORDS).setting('if-running', 'stop')})`);
    await o.api.stop(o.applicationToken, o.signal);
    await waitUntilNotRunning(o);
    return startOnce(o);
}
/**
 * A running test that may have tested another build: with this build's start known, one that
 * began before it, or whose start is unknown. `since` is GitHub's clock (or ours) and the test's
 * start the service's: within the clocks' margin after `since` it is still taken as older, so
 * a fast service clock cannot pass an older test off as this build's.
 */
function olderThanThisBuild(o, current) {
    if (!o.thisBuild)
        return false;
    const t = current.startTime;
    return t === undefined || t < o.thisBuild.since + START_CLOCK_SKEW_MS;
}
/** The service refused the start because the application has a test running. */
function refusedAsRunning(e) {
    if (!isRefusal(e))
        return false;
    const said = e.serviceMessage ?? '';
    return hasCode(e, 'TEST_RUNNING') || (hasCode(e, 'FAILED') && /\brunning\b/i.test(said));
}
/**
 * A running test that began before this build was shown to be served tested another build:
 * never attached to (its verdict would be about that build), nor stopped (it may be another
 * pipeline's). It is waited out, within the pre-start deadline, and then this build's test starts.
 */
async function waitOutOlder(o, current, build) {
    o.log.notice(`The application's running test ${current.resultToken} started before this build was deployed: not attaching to it; waiting for it to end, then starting a test of this build`);
    const ended = await untilDeadline({
        clock: o.clock,
        deadline: build.deadline,
        pause: (round) => pollPause(round, build.pollIntervalMs),
        pauseFirst: true,
        signal: o.signal
    }, async () => ((await runningTestOf(o)) ? undefined : true));
    if (ended === TIMED_OUT) {
        throw new ApiError(`The application's running test ${current.resultToken} started before this build was deployed and did not end within the timeout; no test of this build was started`, { kind: 'timeout', operation: 'start test' });
    }
}
async function waitUntilNotRunning(o) {
    const settled = await untilDeadline({
        clock: o.clock,
        deadline: o.clock.now() + STOP_SETTLE_MS,
        pause: () => STOP_SETTLE_POLL_MS,
        pauseFirst: true,
        signal: o.signal
    }, async () => ((await runningTestOf(o)) ? undefined : true));
    if (settled === TIMED_OUT) {
        throw new ApiError('The running test did not stop within 60 s; not starting another.', {
            kind: 'timeout',
            operation: 'stop test'
        });
    }
}
/**
 * Start the test exactly once. When the answer to a start is lost (the service may have acted),
 * look at the running tests: attach to ours if it is there, and only start again if it is not.
 */
async function startOnce(o) {
    let firstSentAt;
    for (let attempt = 1;; attempt++) {
        try {
            o.onStarting?.();
            firstSentAt ??= o.clock.now();
            const answer = o.api.start(o.applicationToken, afterGrace(o.signal, CANCEL_STOP_BUDGET_MS));
            // Whoever reads the answer after a cancellation handles its failure; nothing is left unhandled.
            answer.catch(() => undefined);
            o.onInFlight?.(answer);
            // Cancelled: the run goes on to its cancel path at once, which reads the answer there.
            const resultToken = await untilAborted(answer, o.signal);
            o.onKnown?.(resultToken, true);
            o.log.info(`Started test ${resultToken}`);
            return { resultToken, startedByUs: true };
        }
        catch (e) {
            if (!isApiError(e) || e.kind !== 'ambiguous') {
                // Refused (or never sent): no test of ours exists. A stop sent later on its behalf would
                // hit whatever test another run has going on the same application.
                if (isApiError(e) && e.kind !== 'aborted')
                    o.onNotStarted?.();
                throw e;
            }
            if (!o.api.running) {
                throw new ApiError(lostStartLine(o.words ?? ACTION_WORDS), {
                    kind: 'ambiguous',
                    operation: 'start test'
                });
            }
            o.log.warning('The answer to the start request was lost; checking whether the test started');
            const current = await runningTestOf(o);
            if (current) {
                // Ours only if it started after the request went out: one that was running before is
                // another pipeline's, attached to but never stopped by this run.
                const sentAt = firstSentAt ?? o.clock.now();
                const ours = current.startTime !== undefined && current.startTime >= sentAt - START_CLOCK_SKEW_MS;
                if (ours)
                    return attach(o, current.resultToken, true, 'The test did start');
                if (!olderThanThisBuild(o, current)) {
                    return attach(o, current.resultToken, false, 'Another test is running, started before this run asked');
                }
                // Another pipeline's test of an older build: its verdict would not be this build's. Our
                // start was most likely refused because of it; wait it out (within the pre-start
                // deadline) and start again, within the same bounded number of tries.
                await waitOutOlder(o, current, o.thisBuild);
            }
            // A short test (or one the service failed at once) may have ended before the look (or
            // while an older build's test was waited out).
            const ended = await sessionStartedSince(o, firstSentAt ?? o.clock.now());
            if (ended) {
                return attach(o, ended.resultToken, true, 'The test did start and has already ended');
            }
            if (attempt >= MAX_START_TRIES)
                throw e;
            await o.clock.sleep(backoffDelay(attempt, Math.random), o.signal);
        }
    }
}
/**
 * A signal that aborts `ms` after `signal` does: a start request cancelled with the run stays
 * open that long, so the cancel can learn which test it started (and stop only that one).
 */
function afterGrace(signal, ms) {
    if (!signal)
        return undefined;
    const later = new AbortController();
    const onAbort = () => {
        setTimeout(() => later.abort(abortReason(signal)), ms).unref();
    };
    if (signal.aborted)
        onAbort();
    else
        signal.addEventListener('abort', onAbort, { once: true });
    return later.signal;
}
/** A finished session of the application that began after our first start request was sent. */
async function sessionStartedSince(o, sentAt) {
    if (!o.api.sessions)
        return undefined;
    let sessions;
    try {
        sessions = await o.api.sessions(o.applicationToken, 5, o.signal);
    }
    catch (e) {
        if (o.signal?.aborted)
            throw e;
        o.log.debug('Could not list past sessions; the lost start is taken as not carried out');
        return undefined;
    }
    return sessions.find((s) => s.resultToken && s.startTime !== undefined && s.startTime >= sentAt - START_CLOCK_SKEW_MS);
}
/**
 * The run's test: check the application can be tested, then start one (or attach to the running
 * one, per if-running). What a cancelled run needs to stop it is saved before the start leaves.
 */
async function startRunTest(ctx, checked, thisBuild) {
    const app = ctx.config.applicationToken;
    // `checked`: the preflight ran already (several applications check before queueing).
    const application = checked ? checked.application : await preflight(ctx, app);
    const stopOnCancel = ctx.config.stopOnCancel;
    const started = await startOrAttach({
        api: ctx.tests,
        applicationToken: app,
        ifRunning: ctx.config.ifRunning,
        teamId: ctx.config.teamId,
        clock: ctx.clock,
        log: ctx.log,
        signal: ctx.signal,
        // Saved before the request leaves: a cancel or a kill before the answer knows a start was out
        // (and stops only the test its answer names, never the application's test blindly).
        onStarting: () => ctx.state.testKnown(app, '', stopOnCancel),
        onInFlight: (answer) => ctx.state.startInFlight?.(app, answer),
        onNotStarted: () => ctx.state.testDone(),
        onKnown: (resultToken, ours) => ctx.state.testKnown(app, resultToken, ours && stopOnCancel),
        thisBuild,
        words: ctx.words
    });
    return { applicationToken: app, resultToken: started.resultToken, application };
}
function lostStartLine(words) {
    return `The answer to the start request was lost and ${words.input('api-version')} v1 cannot list running tests, so no second test is risked. Run ${words.command('wait')} with ${words.input('result-token')}, or retry the job.`;
}
function ifRunningFailLine(resultToken, words) {
    return `The application already has a test running (result token ${resultToken}); ${words.input('if-running')} is "fail". Use ${words.setting('if-running', 'attach')} to wait for it, or stop to restart it.`;
}

;// CONCATENATED MODULE: ./src/commands/scan.ts





async function scan(ctx) {
    const gate = await prepareGate(ctx, 'no test was started');
    if ('early' in gate)
        return gate.early;
    const application = await preflight(ctx, ctx.config.applicationToken);
    // The build under test: its deployment, the site serving it, or a finished test of it.
    const before = await beforeStart(ctx, gate.files, application);
    if ('done' in before)
        return before.done;
    const test = await startRunTest(ctx, { application }, before.thisBuild);
    return followTest(ctx, gate.files, { ...test, build: before.build });
}

;// CONCATENATED MODULE: ./src/commands/adopt.ts
// adopt: take the site as it is today as the starting point of the gate, for review in a pull
// request. From the application's latest completed result (or a new test first, with
// adopt-scan: true) it writes the baseline file (the JSON report form `baseline: <path>` reads,
// with every occurrence, fixed ones included, so a finding that comes back is a regression) and
// one accepted risk per counted occurrence (reason: adopted, expiring after adopt-expiry) to the
// accepted-risks file, leaving its existing entries and comments as they are. It succeeds with a
// summary of what it wrote; a file it cannot write is an error.













/** Where the baseline goes when the `baseline` input names no file. */
const DEFAULT_BASELINE_FILE = '.security-test-baseline.json';
async function adopt(ctx) {
    const app = ctx.config.applicationToken;
    const source = await adoptedResult(ctx);
    if ('done' in source)
        return source.done;
    const { resultToken, raw } = source;
    const fail = (failure) => ({
        outcome: 'error',
        failure,
        application: { token: app },
        outputs: { 'result-token': resultToken }
    });
    let parsed;
    try {
        parsed = parseResult(raw);
    }
    catch (e) {
        if (e instanceof ResultParseError)
            return fail(`The test result could not be read: ${e.message}; nothing was adopted`);
        throw e;
    }
    const ignorePath = ctx.config.ignoreFile.path;
    const existing = readIfThere(ignorePath);
    // Today's accepted risks and policy decide what counts; a missing file is made (adopt creates it).
    const ignore = existing === undefined
        ? { rules: [], policy: [] }
        : await loadIgnoreRules({ path: ignorePath, explicit: true }, ctx.words.input('ignore-file'));
    if ('error' in ignore)
        return fail(`${ignore.error}; nothing was adopted`);
    const now = ctx.clock.now();
    // No baseline: adopt records the whole of today, whatever an older baseline held.
    const verdict = judge(parsed, {
        threshold: ctx.config.threshold,
        budget: ctx.config.budget,
        ignore: ignore.rules,
        policy: ignore.policy,
        findings: parsed.findings,
        now,
        expiryWarningMs: 0
    });
    const counted = verdict.occurrences.filter((o) => o.counted);
    let entries;
    try {
        // Loaded only by adopt: the YAML parser costs every other command start-up time.
        const { addAdoptedEntries } = await Promise.resolve(/* import() eager */).then(__nccwpck_require__.bind(__nccwpck_require__, 103));
        entries = addAdoptedEntries(existing ?? '', counted, now, ctx.config.adoptExpiryMs);
    }
    catch (e) {
        return fail(`ignore-file: ${(0,src_text/* forLog */.Ig)(ignorePath, 300)}: ${(0,src_text/* errorText */.kc)(e, 1000)}; nothing was adopted`);
    }
    const baselinePath = ctx.config.baseline.kind === 'file' ? ctx.config.baseline.path : DEFAULT_BASELINE_FILE;
    const report = {
        ...buildReportContext(ctx, {
            outcome: 'passed',
            info: { applicationToken: app, resultToken, status: 'completed', progress: 100 },
            evaluation: { rawText: '', parsed, verdict }
        }),
        // The baseline is for review in a pull request: the raw result stays out of it.
        rawResult: undefined,
        message: `Written by adopt on ${entries.adopted}: the baseline of the gate`
    };
    const unwritten = [];
    const write = (what, file, body) => {
        const problem = writeReportFile(`${what} ${file}`, () => {
            external_node_fs_.mkdirSync(external_node_path_.dirname(external_node_path_.resolve(file)), { recursive: true });
            body();
        });
        if (problem)
            unwritten.push(problem);
    };
    write('the baseline file', baselinePath, () => (0,json_report/* writeJsonReport */.a_)(baselinePath, report, new Date(now)));
    write('the accepted-risks file', ignorePath, () => external_node_fs_.writeFileSync(ignorePath, entries.text, 'utf8'));
    const lines = summaryLines(ctx, parsed, counted.length, entries, baselinePath, resultToken);
    for (const line of lines)
        ctx.log.info(line.replace(/\*\*|`/g, ''));
    if (entries.left > 0) {
        ctx.log.warning(`adopt: ${entries.left} counted occurrences were not adopted (at most ${entries.added} entries are written); they still count`);
    }
    appendStepSummary(ctx, `## Security test: adopted\n\n${lines.map((l) => `- ${l}`).join('\n')}\n`);
    if (unwritten.length > 0)
        return { ...fail(unwrittenFailure(unwritten, undefined)) };
    return {
        outcome: 'passed',
        application: { token: app, name: parsed.meta.applicationName },
        outputs: { 'result-token': resultToken, 'report-file': baselinePath }
    };
}
/** The result to adopt: a new test's (adopt-scan), result-token's, or the latest completed one. */
async function adoptedResult(ctx) {
    const app = ctx.config.applicationToken;
    if (ctx.config.adoptScan) {
        // The test is run and reported as `scan` does; what it found is then adopted, pass or fail.
        const scanned = await scan(ctx);
        const token = scanned.outputs['result-token'];
        const judged = ['passed', 'warned', 'failed'].includes(scanned.outcome);
        if (!judged || typeof token !== 'string' || token === '') {
            return {
                done: {
                    ...scanned,
                    failure: `${scanned.failure ?? 'The test ended without a result'}; nothing was adopted`
                }
            };
        }
        return { resultToken: token, raw: await ctx.tests.result(app, token, ctx.signal) };
    }
    if (ctx.config.resultToken) {
        const resultToken = ctx.config.resultToken;
        return { resultToken, raw: await ctx.tests.result(app, resultToken, ctx.signal) };
    }
    const { found, skipped } = await latestPastResult(ctx, app, 'Adopt');
    if (!found) {
        const why = skipped > 0 ? ` (the last ${skipped} ended without a result)` : '';
        throw new ApiError(`The application ${app} has no completed test to adopt${why}; run a test first, or set adopt-scan: true.`, { kind: 'service', operation: 'list test sessions' });
    }
    ctx.log.info(`Adopting the latest completed test ${found.resultToken}`);
    return { resultToken: found.resultToken, raw: found.raw };
}
function readIfThere(file) {
    try {
        return external_node_fs_.readFileSync(file, 'utf8');
    }
    catch {
        return undefined;
    }
}
/** What adopt wrote, in Markdown (untrusted parts escaped); the log prints them without marks. */
function summaryLines(ctx, parsed, counted, entries, baselinePath, resultToken) {
    const open = parsed.occurrences.filter((o) => !o.fixed).length;
    const fixed = parsed.occurrences.length - open;
    return [
        `Adopted test ${(0,src_text/* forMarkdown */.Bm)(resultToken, 64)} of application ${(0,src_text/* forMarkdown */.Bm)(ctx.config.applicationToken, 64)}`,
        `Baseline: ${(0,src_text/* forMarkdown */.Bm)(baselinePath, 300)} with ${parsed.occurrences.length} occurrences (${open} open, ${fixed} fixed)`,
        `Accepted risks: ${entries.added} of ${counted} counted occurrences added to ${(0,src_text/* forMarkdown */.Bm)(ctx.config.ignoreFile.path, 300)} (reason: adopted, adopted ${entries.adopted}, expires ${entries.expires}); its existing entries are unchanged`,
        `Next: commit both files for review, and gate with baseline: ${(0,src_text/* forMarkdown */.Bm)(baselinePath, 300)}`
    ];
}

;// CONCATENATED MODULE: ./src/report/list.ts
// The list command's outputs: Markdown tables for the job summary (every service value
// through forMarkdown: names and URLs are whatever someone typed into the service), a JSON
// document for later steps (values cleaned and bounded by forPlain), and plain-text tables with
// aligned columns for a terminal (the tool; values through forLog, one line each, bounded).
//
// JSON shape `security-test-action/list@1`:
// { schema, generatedAt, teamId?,
//   projects: [{ name, description, projectKey, team?: { id, name },
//                applications: [{ name, url, applicationToken, applicationType, signatureStatus }] }],
//   runningTests: [{ name, url, applicationToken, resultToken, startTime?, teamId? }],
//   notices: [string] }

const LIST_SCHEMA = 'security-test-action/list@1';
const md = (v) => (0,src_text/* forMarkdown */.Bm)(v, 300) || '—';
// URLs and tokens as code spans: copyable as they are (no zero-width space), never a link.
const code = (v) => (0,src_text/* forCodeSpan */.Zy)(v, 500, true) || '—';
/** ECMAScript dates end 8.64e15 ms either side of 1970; a service's odd number is no time. */
const MAX_DATE_MS = 8.64e15;
function list_isoTime(ms) {
    return typeof ms === 'number' && Math.abs(ms) <= MAX_DATE_MS
        ? new Date(ms).toISOString()
        : undefined;
}
function projectHeading(p) {
    const team = p.team ? ` — team ${md(p.team.name || p.team.id)}` : '';
    return `### ${md(p.name)}${team}`;
}
function projectMarkdown(p) {
    const lines = [projectHeading(p), '', `Project key: ${md(p.key)}`];
    if (p.description)
        lines.push('', md(p.description));
    lines.push('');
    if (p.applications.length === 0)
        return [...lines, '_No applications._', ''];
    lines.push('| Application | Token | URL | Type | Verification |', '| --- | --- | --- | --- | --- |');
    for (const a of p.applications) {
        lines.push(`| ${md(a.name)} | ${code(a.token)} | ${code(a.url)} | ${md(a.type)} | ${md(a.signatureStatus)} |`);
    }
    return [...lines, ''];
}
function runningMarkdown(tests) {
    const lines = ['### Running tests', ''];
    if (tests.length === 0)
        return [...lines, '_No test is running._', ''];
    lines.push('| Application | URL | Application token | Result token | Started |', '| --- | --- | --- | --- | --- |');
    for (const t of tests) {
        lines.push(`| ${md(t.name)} | ${code(t.url)} | ${code(t.applicationToken)} | ${code(t.resultToken)} | ${md(list_isoTime(t.startTime))} |`);
    }
    return [...lines, ''];
}
function listingMarkdown(l) {
    const apps = l.projects.reduce((n, p) => n + p.applications.length, 0);
    const lines = [
        '## Security test: projects and applications',
        '',
        `${l.projects.length} project(s), ${apps} application(s), ${l.running.length} running test(s).`,
        ''
    ];
    for (const n of l.notices)
        lines.push(`> ${(0,src_text/* forMarkdown */.Bm)(n)}`, '');
    for (const p of l.projects)
        lines.push(...projectMarkdown(p));
    if (l.projects.length === 0)
        lines.push('_No projects._', '');
    lines.push(...runningMarkdown(l.running));
    return lines.join('\n');
}
/** A cell of the terminal table: one neutralised line, short enough to keep a row readable. */
const cell = (v, max = 60) => (0,src_text/* forLog */.Ig)(v, max) || '—';
/** Rows under a header, each column as wide as its widest cell, two spaces apart. */
function textTable(header, rows) {
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
    const line = (r) => r
        .map((c, i) => c.padEnd(widths[i] ?? 0))
        .join('  ')
        .trimEnd();
    return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)];
}
/**
 * The listing for a terminal: every application with its project and token (tokens of
 * applications and tests are identifiers, shown as the job summary shows them; the access token
 * is never part of a listing), then the running tests.
 */
function listingText(l) {
    // The counts and the notices are the log's (stderr): stdout holds the tables alone.
    const lines = [];
    const rows = l.projects.flatMap((p) => {
        const project = p.team
            ? `${cell(p.name)} (team ${cell(p.team.name || p.team.id, 40)})`
            : cell(p.name);
        const base = [project, cell(p.key, 64)];
        if (p.applications.length === 0)
            return [[...base, '(no applications)', '', '', '', '']];
        return p.applications.map((a) => [
            ...base,
            cell(a.name),
            cell(a.token, 64),
            cell(a.url, 100),
            cell(a.type, 10),
            cell(a.signatureStatus, 20)
        ]);
    });
    if (rows.length === 0)
        lines.push('No projects.');
    else {
        lines.push(...textTable(['Project', 'Key', 'Application', 'Token', 'URL', 'Type', 'Verification'], rows));
    }
    lines.push('');
    if (l.running.length === 0)
        lines.push('No test is running.');
    else {
        lines.push('Running tests:', ...textTable(['Application', 'URL', 'Application token', 'Result token', 'Started'], l.running.map((t) => [
            cell(t.name),
            cell(t.url, 100),
            cell(t.applicationToken, 64),
            cell(t.resultToken, 64),
            list_isoTime(t.startTime) ?? '—'
        ])));
    }
    return `${lines.join('\n')}\n`;
}
function listingJson(l, now) {
    return {
        schema: LIST_SCHEMA,
        generatedAt: now.toISOString(),
        ...(l.teamId ? { teamId: (0,src_text/* forPlain */.qI)(l.teamId) } : {}),
        projects: l.projects.map((p) => ({
            name: (0,src_text/* forPlain */.qI)(p.name),
            description: (0,src_text/* forPlain */.qI)(p.description),
            projectKey: (0,src_text/* forPlain */.qI)(p.key),
            ...(p.team ? { team: { id: (0,src_text/* forPlain */.qI)(p.team.id), name: (0,src_text/* forPlain */.qI)(p.team.name) } } : {}),
            applications: p.applications.map((a) => ({
                name: (0,src_text/* forPlain */.qI)(a.name),
                url: (0,src_text/* forPlain */.qI)(a.url),
                applicationToken: (0,src_text/* forPlain */.qI)(a.token),
                applicationType: (0,src_text/* forPlain */.qI)(a.type),
                signatureStatus: (0,src_text/* forPlain */.qI)(a.signatureStatus)
            }))
        })),
        runningTests: l.running.map((t) => ({
            name: (0,src_text/* forPlain */.qI)(t.name),
            url: (0,src_text/* forPlain */.qI)(t.url),
            applicationToken: (0,src_text/* forPlain */.qI)(t.applicationToken),
            resultToken: (0,src_text/* forPlain */.qI)(t.resultToken),
            ...(list_isoTime(t.startTime) ? { startTime: list_isoTime(t.startTime) } : {}),
            ...(t.teamId ? { teamId: (0,src_text/* forPlain */.qI)(t.teamId) } : {})
        })),
        notices: l.notices.map((n) => (0,src_text/* forPlain */.qI)(n))
    };
}

;// CONCATENATED MODULE: ./src/commands/list.ts
// list: what the access token can see — projects with their applications (the team's too with
// team-id) and the tests running now — written to the job summary and to a JSON file, so a user
// can find an application token without the service's web UI. A feature the plan lacks becomes
// a notice and a gap in the listing, never a failed step.








const LIST_FILE_NAME = 'security-test-list.json';
async function list(ctx) {
    const api = ctx.applications;
    const teamId = ctx.config.teamId;
    const notices = [];
    const note = (message) => {
        ctx.log.notice(message);
        notices.push(message);
    };
    const catalogue = await api.catalogue(!!teamId, ctx.log, ctx.signal);
    const projects = await withListedApplications(ctx, api, list_shown(catalogue, teamId, note), note);
    const running = await runningTests(ctx, api, teamId, note);
    const listing = { teamId, projects, running, notices };
    const file = ctx.config.reportFile || external_node_path_.join(ctx.reports.tempDir, LIST_FILE_NAME);
    // The listing's JSON is a report file like any other (report/unwritten.ts).
    const unwritten = writeReportFile(`the listing ${file}`, () => {
        external_node_fs_.mkdirSync(external_node_path_.dirname(external_node_path_.resolve(file)), { recursive: true });
        external_node_fs_.writeFileSync(file, JSON.stringify(listingJson(listing, new Date(ctx.clock.now())), null, 2));
    });
    appendStepSummary(ctx, listingMarkdown(listing));
    ctx.reports.showListing?.(listing);
    const apps = projects.reduce((n, p) => n + p.applications.length, 0);
    const where = unwritten ? '' : `; written to ${(0,src_text/* forLog */.Ig)(file, 500)}`;
    ctx.log.info(`Listed ${projects.length} project(s), ${apps} application(s) and ${running.length} running test(s)${where}`);
    if (unwritten) {
        return { outcome: 'error', failure: unwrittenFailure([unwritten], undefined), outputs: {} };
    }
    return { outcome: 'passed', outputs: { 'report-file': file } };
}
/** The caller's own projects, and with team-id that team's (other teams are not asked for). */
function list_shown(c, teamId, note) {
    const own = c.projects.filter((p) => !p.team);
    if (!teamId)
        return own;
    const team = c.projects.filter((p) => p.team?.id === teamId);
    if (team.length === 0 && !c.teams.some((t) => t.id === teamId)) {
        note(`No team ${(0,src_text/* forLog */.Ig)(teamId, 60)} among the teams of this access token; its projects are not listed.`);
    }
    return [...own, ...team];
}
/**
 * Each project's applications from "list applications of a project" (which may hold more than
 * the listing embeds); when the plan refuses that endpoint, the listing's own are used.
 */
async function withListedApplications(ctx, api, projects, note) {
    const out = [];
    let refused = false;
    for (const project of projects) {
        const listed = refused ? undefined : await api.applicationsOf(project.key, ctx.signal);
        if (listed === undefined && !refused) {
            refused = true;
            note("The account's plan does not include listing a project's applications; the applications shown are those of the project listing.");
        }
        out.push({ ...project, applications: mergeApplications(listed ?? [], project.applications) });
    }
    return out;
}
async function runningTests(ctx, api, teamId, note) {
    const own = await api.runningSessions(undefined, ctx.signal);
    if (!teamId)
        return own;
    try {
        const team = await api.runningSessions(teamId, ctx.signal);
        return [...own, ...team];
    }
    catch (e) {
        if (!hasCode(e, 'PLAN_NOT_SUPPORTED'))
            throw e;
        note(`The account's plan does not include team features: the running tests of team ${(0,src_text/* forLog */.Ig)(teamId, 60)} are not listed.`);
        return own;
    }
}

;// CONCATENATED MODULE: ./src/report/signatures.ts

// Workflows paste these outputs into `run:` scripts and DNS tools (`${{ steps.x.outputs.* }}` is
// substituted before the shell runs), so a value with a quote, `$`, `;` or a line break would be
// a script injection. Signatures are tokens, host names, base64 values and paths: only that
// alphabet is passed on; anything else is left out, with a warning naming the output.
const SAFE_OUTPUT = /^[A-Za-z0-9._~:/=+@-]{1,1024}$/;
/** The contract's outputs, from the service's values when they are safe to paste into a script. */
function signatureOutputs(s, log) {
    const values = {
        'signature-status': s.status,
        'file-signature': s.file,
        'dns-record-name': s.dns?.name,
        'dns-record-value': s.dns?.value,
        'api-signature-path': s.api?.path,
        'api-signature-value': s.api?.value
    };
    for (const [name, value] of Object.entries(values)) {
        if (value === undefined || value === '' || SAFE_OUTPUT.test(value))
            continue;
        values[name] = undefined;
        log.warning(`The service's ${name} holds characters that are unsafe in a workflow script; the output is left empty (the job summary shows the value)`);
    }
    return values;
}
/** One sentence for a log line or failure line: how to satisfy the signature of this type. */
function howToVerify(type, s) {
    const url = (0,src_text/* forLog */.Ig)(s.url, 300);
    switch (type) {
        case 'DNS':
            return s.dns
                ? `add a DNS ${(0,src_text/* forLog */.Ig)(s.dns.type, 10)} record named ${(0,src_text/* forLog */.Ig)(s.dns.name, 300)} with the value ${(0,src_text/* forLog */.Ig)(s.dns.value, 300)} (outputs dns-record-name, dns-record-value of register); DNS changes can take minutes to propagate, so give verify a longer timeout`
                : 'add the DNS record the service shows for this application';
        case 'API':
            return s.api
                ? `make ${url} answer the path ${(0,src_text/* forLog */.Ig)(s.api.path, 300)} with the value ${(0,src_text/* forLog */.Ig)(s.api.value, 300)} (outputs api-signature-path, api-signature-value of register)`
                : `make ${url} answer the API signature the service shows for this application`;
        case 'FILE':
            return s.file
                ? `serve the file signature ${(0,src_text/* forLog */.Ig)(s.file, 300)} as a file at the root of ${url} (output file-signature of register)`
                : `serve the file signature the service shows for this application at the root of ${url}`;
    }
}
/** The signatures as a Markdown list for the job summary. */
function signaturesMarkdown(s) {
    const lines = [];
    if (s.file)
        lines.push(`- **File**: serve \`file-signature\` at the site root: ${(0,src_text/* forMarkdown */.Bm)(s.file)}`);
    if (s.dns) {
        lines.push(`- **DNS**: add a ${(0,src_text/* forMarkdown */.Bm)(s.dns.type)} record named ${(0,src_text/* forMarkdown */.Bm)(s.dns.name)} with the value ${(0,src_text/* forMarkdown */.Bm)(s.dns.value)}`);
    }
    if (s.api) {
        lines.push(`- **API**: answer the path ${(0,src_text/* forMarkdown */.Bm)(s.api.path)} with the value ${(0,src_text/* forMarkdown */.Bm)(s.api.value)}`);
    }
    if (lines.length === 0)
        lines.push('- The service gave no signatures.');
    return lines.join('\n');
}

;// CONCATENATED MODULE: ./src/commands/register.ts
// register: make sure the project and the application exist as the inputs describe them, then
// hand out the application token and the ownership signatures. Idempotent: a second run with the
// same inputs only reads. Races with a parallel run (PROJECT_ALREADY_EXISTS, URL_ALREADY_ADDED)
// are settled by reading again, since the other run created exactly what we wanted.






async function register(ctx) {
    const api = ctx.applications;
    const c = ctx.config;
    const wanted = {
        projectName: c.projectName,
        projectDescription: c.projectDescription,
        teamId: c.teamId,
        url: c.applicationUrl,
        applicationName: c.applicationName
    };
    const r = await ensureApplication(ctx, api, wanted);
    const signatures = await api.signatures(r.application.token, ctx.signal);
    const verified = isVerified(signatures.status);
    ctx.log.info(`Application ${r.application.token} (${(0,src_text/* forLog */.Ig)(r.application.url, 300)}) in ${describeProject(r.project)}: ` +
        `signature status ${(0,src_text/* forLog */.Ig)(signatures.status || 'unknown', 40)}` +
        (verified ? '' : '; prove ownership with the verify command'));
    appendStepSummary(ctx, [
        '## Security test: application registered',
        '',
        `- Project ${(0,src_text/* forMarkdown */.Bm)(r.project.name)}${r.project.team ? ` (team ${(0,src_text/* forMarkdown */.Bm)(r.project.team.name || r.project.team.id)})` : ''}: ${r.projectChange}`,
        `- Application ${(0,src_text/* forMarkdown */.Bm)(r.application.name)} at ${(0,src_text/* forMarkdown */.Bm)(r.application.url)}: ${r.applicationChange}`,
        `- Application token: \`${(0,src_text/* forMarkdown */.Bm)(r.application.token)}\``,
        `- Signature status: ${(0,src_text/* forMarkdown */.Bm)(signatures.status || 'unknown')}`,
        '',
        verified
            ? 'Ownership is verified: tests can start.'
            : 'Ownership is not verified yet. Put one of these in place, then run the `verify` command with the matching `signature-type`:',
        '',
        verified ? '' : signaturesMarkdown(signatures),
        ''
    ].join('\n'));
    return {
        outcome: 'passed',
        outputs: {
            'application-token': r.application.token,
            'project-key': r.project.key,
            ...signatureOutputs(signatures, ctx.log)
        }
    };
}
async function ensureApplication(ctx, api, w) {
    const catalogue = await api.catalogue(!!w.teamId, ctx.log, ctx.signal);
    const existing = findApplicationByUrl(catalogue, w.url);
    const named = findProject(catalogue, w.projectName, w.teamId);
    if (existing && (!named || existing.project.key !== named.key)) {
        // An application cannot move between projects: the one that holds the URL is the answer.
        ctx.log.warning(`${(0,src_text/* forLog */.Ig)(w.url, 300)} is already registered in ${describeProject(existing.project)}, ` +
            `not in "${(0,src_text/* forLog */.Ig)(w.projectName, 200)}"; using that application.`);
        const application = await renameIfAsked(ctx, api, existing.application, w);
        return { project: existing.project, projectChange: 'found', ...application };
    }
    const { project, change: projectChange } = await ensureProject(ctx, api, catalogue, w);
    const found = existing?.application ?? (await lookInProject(api, project, w.url, ctx.signal));
    if (found)
        return { project, projectChange, ...(await renameIfAsked(ctx, api, found, w)) };
    const created = await createApplication(ctx, api, project, w);
    return { projectChange, ...created, project: created.project ?? project };
}
async function ensureProject(ctx, api, catalogue, w) {
    let project = findProject(catalogue, w.projectName, w.teamId);
    if (!project) {
        try {
            project = await api.createProject({ name: w.projectName, description: w.projectDescription ?? '', teamId: w.teamId }, ctx.signal);
            ctx.log.info(`Created ${describeProject(project)}`);
            return { project, change: 'created' };
        }
        catch (e) {
            if (!hasCode(e, 'PROJECT_ALREADY_EXISTS'))
                throw e;
            // Created by a parallel run since we looked: read again and use it.
            project = findProject(await api.catalogue(!!w.teamId, ctx.log, ctx.signal), w.projectName, w.teamId);
            if (!project) {
                throw new ApiError(`create project failed: the service says a project "${(0,src_text/* forLog */.Ig)(w.projectName, 200)}" exists, but no project of that name is visible to this access token${w.teamId ? ` in team ${(0,src_text/* forLog */.Ig)(w.teamId, 60)}` : ''}. Check ${ctx.words.input('project-name')} and ${ctx.words.input('team-id')}.`, { kind: 'service', operation: 'create project', code: 'PROJECT_ALREADY_EXISTS' });
            }
            ctx.log.info(`${describeProject(project)} was created by a parallel run; using it`);
        }
    }
    const description = w.projectDescription;
    if (description === undefined || description === project.description) {
        return { project, change: 'found' };
    }
    await api.describeProject(project, description, ctx.signal);
    ctx.log.info(`Updated the description of ${describeProject(project)}`);
    return { project: { ...project, description }, change: 'updated' };
}
/**
 * The project listing may not embed every application: ask the project itself. A plan without
 * that endpoint leaves the listing as the only source.
 */
async function lookInProject(api, project, url, signal) {
    const listed = (await api.applicationsOf(project.key, signal)) ?? [];
    const all = mergeApplications(listed, project.applications);
    return findApplicationByUrl({ projects: [{ ...project, applications: all }], teams: [] }, url)
        ?.application;
}
function defaultName(url) {
    try {
        const u = new URL(url);
        return u.pathname === '/' ? u.host : `${u.host}${u.pathname.replace(/\/+$/, '')}`;
    }
    catch {
        return url;
    }
}
async function createApplication(ctx, api, project, w) {
    const name = w.applicationName ?? defaultName(w.url);
    try {
        const application = await api.createApplication({ name, url: w.url, projectKey: project.key, type: ctx.config.applicationType }, ctx.signal);
        ctx.log.info(`Created application ${application.token} for ${(0,src_text/* forLog */.Ig)(w.url, 300)}`);
        return { application, applicationChange: 'created' };
    }
    catch (e) {
        if (!hasCode(e, 'URL_ALREADY_ADDED'))
            throw e;
        // A parallel run registered the URL since we looked, maybe in a team project: read again.
        const again = findApplicationByUrl(await api.catalogue(true, ctx.log, ctx.signal), w.url);
        const application = again?.application ?? (await lookInProject(api, project, w.url, ctx.signal));
        if (!application) {
            throw new ApiError(`create application failed: the service says ${(0,src_text/* forLog */.Ig)(w.url, 300)} is registered already, but not in a project this access token can see. Ask its owner, or register another URL.`, { kind: 'service', operation: 'create application', code: 'URL_ALREADY_ADDED' });
        }
        ctx.log.info(`${(0,src_text/* forLog */.Ig)(w.url, 300)} was registered by a parallel run; using application ${application.token}`);
        return { project: again?.project, ...(await renameIfAsked(ctx, api, application, w)) };
    }
}
async function renameIfAsked(ctx, api, application, w) {
    const name = w.applicationName;
    if (name === undefined || name === application.name)
        return { application, applicationChange: 'found' };
    await api.renameApplication(application, name, ctx.signal);
    ctx.log.info(`Renamed application ${application.token} to "${(0,src_text/* forLog */.Ig)(name, 200)}"`);
    return { application: { ...application, name }, applicationChange: 'updated' };
}

;// CONCATENATED MODULE: ./src/commands/report.ts
// report: judge and report a finished test (result-token, or the application's latest completed
// test) without starting one.




async function report(ctx) {
    const app = ctx.config.applicationToken;
    let resultToken = ctx.config.resultToken;
    let raw;
    // The reported test may be older than others: a previous-test baseline started before it.
    let startTime;
    if (resultToken) {
        raw = await ctx.tests.result(app, resultToken, ctx.signal);
    }
    else {
        const { found, skipped } = await latestPastResult(ctx, app, 'Report');
        if (!found) {
            const why = skipped > 0 ? ` (the last ${skipped} ended without a result)` : '';
            throw new ApiError(`The application ${app} has no completed test to report on${why}.`, {
                kind: 'service',
                operation: 'list test sessions'
            });
        }
        ;
        ({ resultToken, raw, startTime } = found);
        ctx.log.info(`Reporting on the latest completed test ${resultToken}`);
    }
    const files = await loadGateFiles(ctx.config, ctx);
    const evaluation = await evaluate(ctx, files, raw, resultToken, { startTime });
    const info = { applicationToken: app, resultToken, status: 'completed', progress: 100 };
    return publishEvaluation(ctx, info, evaluation);
}

;// CONCATENATED MODULE: ./src/commands/start.ts



async function start(ctx) {
    const application = await preflight(ctx, ctx.config.applicationToken);
    // The commit's deployment and the site serving it come first, as for scan (no report written).
    const step = await establishBuild(ctx, application, false);
    if ('early' in step)
        return step.early;
    const test = await startRunTest(ctx, { application }, thisBuildStart(ctx, step));
    // The test is meant to outlive this step: a later `wait` step owns it, not this post phase.
    ctx.state.testDone();
    return {
        outcome: 'started',
        application: { token: test.applicationToken, name: test.application?.name },
        outputs: {
            'result-token': test.resultToken,
            status: 'running',
            commit: step.build?.commit?.sha
        }
    };
}

;// CONCATENATED MODULE: ./src/commands/stop.ts

async function stop(ctx) {
    const app = ctx.config.applicationToken;
    try {
        await ctx.tests.stop(app, ctx.signal);
    }
    catch (e) {
        // The service refuses to stop what is not running; nothing to stop is what the user wanted.
        if (!(await nothingToStop(ctx.tests, e, app, ctx.config.teamId, ctx.signal)))
            throw e;
        ctx.log.notice(`The application ${app} has no running test: nothing to stop`);
        return { outcome: 'stopped', outputs: { status: 'stopped' } };
    }
    ctx.log.info(`The stop request for application ${app} was sent`);
    // Asked for, so not a failure: `stopped` fails the step only when a waited-for test ends early.
    return { outcome: 'stopped', outputs: { status: 'stopped' } };
}

;// CONCATENATED MODULE: ./src/commands/unregister.ts
// unregister: delete the application (the end of a preview deployment's life), stopping its test
// first when if-running: stop, and with delete-project: true also its project once it is empty.
// Deleting what is already gone succeeds: a cleanup job that runs twice must not fail twice.







/** How long a stopped test may take to let go of its application (bounded by timeout too). */
const STOP_WAIT_MAX_MS = 10 * 60_000;
async function unregister(ctx) {
    const api = ctx.applications;
    const token = ctx.config.applicationToken;
    // The delete answer names the project; looking first covers a service that leaves it out.
    const before = ctx.config.deleteProject ? await projectOf(ctx, api, token) : undefined;
    const deleted = await deleteApplication(ctx, api, token);
    if (deleted === 'gone') {
        ctx.log.notice(`Application ${token} does not exist (deleted already); nothing to do.`);
        summary(ctx, [`The application \`${token}\` was deleted already; nothing to do.`]);
        return { outcome: 'passed', outputs: { 'application-token': token } };
    }
    if ('failure' in deleted) {
        return { outcome: 'error', failure: deleted.failure, outputs: { 'application-token': token } };
    }
    ctx.log.info(`Deleted application ${token}`);
    const lines = [`Deleted the application \`${token}\`.`];
    const projectKey = deleted.projectKey || before?.key;
    if (ctx.config.deleteProject)
        lines.push(await deleteProjectIfEmpty(ctx, api, projectKey, before));
    summary(ctx, lines);
    return { outcome: 'passed', outputs: { 'application-token': token, 'project-key': projectKey } };
}
async function deleteApplication(ctx, api, token) {
    const started = ctx.clock.now();
    let stopSent = false;
    const deleted = await untilDeadline({
        clock: ctx.clock,
        deadline: started + Math.min(ctx.config.timeoutMs, STOP_WAIT_MAX_MS),
        pause: (round) => pollPause(round, ctx.config.pollIntervalMs),
        signal: ctx.signal
    }, async () => {
        try {
            return await api.deleteApplication(token, ctx.signal);
        }
        catch (e) {
            if (hasCode(e, 'INVALID_APPLICATION_TOKEN', 'NOT_AUTHORIZED')) {
                if (await isGone(api, token, ctx.signal))
                    return 'gone';
                throw e;
            }
            if (!hasCode(e, 'TEST_RUNNING'))
                throw e;
        }
        if (ctx.config.ifRunning !== 'stop') {
            return {
                failure: `Application ${token} has a test running, so it cannot be deleted. Set ${ctx.words.setting('if-running', 'stop')} to stop the test and then delete it, or run ${ctx.words.command('unregister')} again once the test has ended.`
            };
        }
        if (!stopSent) {
            await stopTest(ctx, api, token);
            stopSent = true;
        }
        return undefined;
    });
    if (deleted !== TIMED_OUT)
        return deleted;
    return {
        failure: `Application ${token} still had a running test ${formatDuration(ctx.clock.now() - started)} after the stop request, so it was not deleted. Run unregister again later.`
    };
}
async function stopTest(ctx, api, token) {
    try {
        await api.stopTest(token, ctx.signal);
        ctx.log.info(`Application ${token} has a test running: the stop request was sent; waiting to delete`);
    }
    catch (e) {
        // FAILED: no test runs any more (it ended since the delete said otherwise): delete again.
        if (!hasCode(e, 'FAILED'))
            throw e;
        ctx.log.info(`Stopping the test of application ${token} failed; trying to delete again`);
    }
}
/**
 * The delete answers NOT_AUTHORIZED for a token it does not know as for a token without the
 * scope; reading the application tells the two apart (INVALID_APPLICATION_TOKEN: it is gone).
 */
async function isGone(api, token, signal) {
    try {
        await api.readApplication(token, signal);
        return false;
    }
    catch (e) {
        if (hasCode(e, 'INVALID_APPLICATION_TOKEN'))
            return true;
        return false;
    }
}
async function projectOf(ctx, api, token) {
    return findProjectOfApplication(await api.catalogue(true, ctx.log, ctx.signal), token);
}
/** Returns the summary line saying what became of the project. */
async function deleteProjectIfEmpty(ctx, api, projectKey, before) {
    if (!projectKey) {
        ctx.log.warning('The project of the application is unknown, so it was not deleted.');
        return 'The project of the application is unknown, so it was kept.';
    }
    const left = await applicationsLeft(ctx, api, projectKey);
    const name = before ? describeProject(before) : `project ${(0,src_text/* forLog */.Ig)(projectKey, 60)}`;
    const shown = before ? (0,src_text/* forMarkdown */.Bm)(before.name) : (0,src_text/* forMarkdown */.Bm)(projectKey);
    if (left === undefined) {
        ctx.log.warning(`${name} is not listed any more; nothing else to delete.`);
        return `The project ${shown} is not listed any more.`;
    }
    if (left > 0) {
        ctx.log.notice(`${name} still holds ${left} application(s), so it was kept.`);
        return `The project ${shown} still holds ${left} application(s), so it was kept.`;
    }
    await api.deleteProject(projectKey, ctx.signal);
    ctx.log.info(`Deleted ${name}: no application was left in it`);
    return `Deleted the project ${shown}: no application was left in it.`;
}
/** How many applications the project still holds; undefined when it is not found at all. */
async function applicationsLeft(ctx, api, projectKey) {
    const listed = await api.applicationsOf(projectKey, ctx.signal).catch((e) => {
        // A project that no longer exists is "not theirs to list" for the service.
        if (hasCode(e, 'NOT_AUTHORIZED', 'INVALID_PROJECT_KEY'))
            return undefined;
        throw e;
    });
    if (listed)
        return listed.length;
    const catalogue = await api.catalogue(true, ctx.log, ctx.signal);
    return catalogue.projects.find((p) => p.key === projectKey)?.applications.length;
}
function summary(ctx, lines) {
    appendStepSummary(ctx, ['## Security test: application removed', '', ...lines, ''].join('\n'));
}

;// CONCATENATED MODULE: ./src/commands/verify.ts
// verify: ask the service to check the ownership signature until it says verified or `timeout`
// runs out. A failed check is normal while a DNS record propagates or a deployment rolls out, so
// FAILED means "not yet", never "give up"; only the service refusing the request itself ends it.








/** The service's answers that mean "the signature was not found yet". */
const NOT_YET = ['FAILED', 'VERIFICATION_FAILED'];
async function verify(ctx) {
    const api = ctx.applications;
    const token = ctx.config.applicationToken;
    const type = ctx.config.signatureType;
    let signatures = await api.signatures(token, ctx.signal);
    const outputs = (s) => ({
        'application-token': token,
        ...signatureOutputs(s, ctx.log)
    });
    if (isVerified(signatures.status)) {
        ctx.log.info(`Application ${token} is verified already`);
        verify_summary(ctx, token, signatures, 'is verified already.');
        return { outcome: 'passed', outputs: outputs(signatures) };
    }
    const started = ctx.clock.now();
    let lastAnswer = '';
    const verified = await untilDeadline({
        clock: ctx.clock,
        deadline: started + ctx.config.timeoutMs,
        pause: (round) => pollPause(round, ctx.config.pollIntervalMs),
        onPause: (ms, round) => ctx.log.info(`Not verified yet (attempt ${round}${lastAnswer ? `: ${lastAnswer}` : ''}); trying again in ${Math.ceil(ms / 1000)} s`),
        signal: ctx.signal
    }, async (round) => {
        const answer = await askToVerify(ctx, api, token);
        if (answer === 'verified') {
            signatures = { ...signatures, status: 'Verified' };
            ctx.log.info(`Application ${token} is verified (${type} signature, attempt ${round + 1})`);
            verify_summary(ctx, token, signatures, `was verified by its ${type} signature.`);
            return true;
        }
        lastAnswer = answer.notYet;
        // The check may have succeeded on the service's side after all (or by another route).
        // A passing outage here is not an answer: keep what we knew and try again on schedule.
        signatures = (await passing(() => api.signatures(token, ctx.signal))) ?? signatures;
        if (!isVerified(signatures.status))
            return undefined;
        ctx.log.info(`Application ${token} is verified`);
        verify_summary(ctx, token, signatures, 'is verified.');
        return true;
    });
    if (verified === true)
        return { outcome: 'passed', outputs: outputs(signatures) };
    const waited = formatDuration(ctx.clock.now() - started);
    const todo = howToVerify(type, signatures);
    const failure = `Application ${token} is not verified after ${waited}` +
        (lastAnswer ? ` (last answer: ${lastAnswer})` : '') +
        `. To verify by ${type}: ${todo}; then run verify again.`;
    verify_summary(ctx, token, signatures, `is **not verified** after ${waited}.`);
    return { outcome: 'failed', failure, outputs: outputs(signatures) };
}
/** One verification request: verified, or the service's "not yet" message (escaped). */
async function askToVerify(ctx, api, applicationToken) {
    try {
        await api.verifySignature({
            applicationToken,
            signatureType: ctx.config.signatureType,
            pluginType: ctx.config.pluginType
        }, ctx.signal);
        return 'verified';
    }
    catch (e) {
        // An outage that outlasted the transport's retries is "not yet" too: DNS waits run long.
        if (isTransient(e))
            return { notYet: (0,src_text/* forLog */.Ig)(e.message, 200) };
        if (!hasCode(e, ...NOT_YET))
            throw e;
        return { notYet: (0,src_text/* forLog */.Ig)(e.serviceMessage || e.message, 200) };
    }
}
/** The value, or undefined when the call failed for a passing reason. */
async function passing(call) {
    try {
        return await call();
    }
    catch (e) {
        if (isTransient(e))
            return undefined;
        throw e;
    }
}
function verify_summary(ctx, token, s, what) {
    appendStepSummary(ctx, [
        '## Security test: ownership verification',
        '',
        `The application \`${(0,src_text/* forMarkdown */.Bm)(token)}\`${s.url ? ` (${(0,src_text/* forMarkdown */.Bm)(s.url)})` : ''} ${what}`,
        '',
        ...(isVerified(s.status)
            ? []
            : ['Put one of these in place, then run `verify` again:', '', signaturesMarkdown(s), ''])
    ].join('\n'));
}

;// CONCATENATED MODULE: ./src/commands/wait.ts
// wait: follow a test started earlier (result-token, or the application's running test), judge
// its result and report.



async function wait(ctx) {
    const app = ctx.config.applicationToken;
    const gate = await prepareGate(ctx, 'the test was not waited for');
    if ('early' in gate)
        return gate.early;
    const resultToken = ctx.config.resultToken ?? (await wait_runningTestOf(ctx));
    // The test was started by this workflow (a start step): cancelling the workflow stops it.
    ctx.state.testKnown(app, resultToken, ctx.config.stopOnCancel);
    return followTest(ctx, gate.files, { applicationToken: app, resultToken });
}
/** The application's running test (v1 has no list: inputs.ts requires result-token there). */
async function wait_runningTestOf(ctx) {
    const app = ctx.config.applicationToken;
    const running = (await ctx.tests.running?.(ctx.signal, ctx.config.teamId)) ?? [];
    const resultToken = running.find((t) => t.applicationToken === app)?.resultToken;
    if (!resultToken) {
        throw new ApiError(`The application ${app} has no running test to wait for. Pass ${ctx.words.input('result-token')} from the start command's outputs, or use ${ctx.words.command('scan')}.`, { kind: 'service', operation: 'find running test' });
    }
    ctx.log.info(`Waiting for the application's running test ${resultToken}`);
    return resultToken;
}

;// CONCATENATED MODULE: ./src/run/dispatch.ts












/**
 * The commands that read a result promise their reports whatever happens (the sarif-file input:
 * "Written for scan, wait, report"): an error still gets its summary, JSON report and an empty
 * SARIF, so an `if: always()` upload or artifact step finds its files. Cancellation is left to
 * the caller, which stops the test first.
 */
function reportingErrors(handler) {
    return async (ctx) => {
        try {
            return await handler(ctx);
        }
        catch (e) {
            if (ctx.signal.aborted)
                throw e;
            return publish(ctx, {
                outcome: 'error',
                failure: failureLine(e, ctx.words),
                info: {
                    applicationToken: ctx.config.applicationToken,
                    resultToken: ctx.config.resultToken
                }
            });
        }
    };
}
const APPLICATION_COMMANDS = {
    scan: reportingErrors(scan),
    start: start,
    wait: reportingErrors(wait),
    stop: stop,
    report: reportingErrors(report),
    verify: verify,
    unregister: unregister,
    adopt: adopt
};
function dispatch(ctx) {
    const { config } = ctx;
    switch (config.command) {
        case 'register':
            return register({ ...ctx, config });
        case 'list':
            return list({ ...ctx, config });
        default:
            return APPLICATION_COMMANDS[config.command]({ ...ctx, config });
    }
}

;// CONCATENATED MODULE: ./src/lifecycle/turns.ts
class Turns {
    limit;
    running = 0;
    wakers = [];
    planRefused = false;
    constructor(limit) {
        this.limit = limit;
    }
    /** Tests of this step running (or starting) now. */
    get active() {
        return this.running;
    }
    /**
     * Wait for a free turn, then hold it: looked for when a turn is given back, and after each
     * `pauseMs` (a refusal gives its turn back without waking anyone). False when `deadline`
     * passes first, once the plan has refused a start (a max-parallel wait is for the step's own
     * tests, which end within their timeouts).
     */
    async take(clock, pauseMs, signal, deadline = Infinity) {
        while (this.running >= this.limit) {
            if (this.planRefused && clock.now() >= deadline)
                return false;
            await this.nextChance(clock, pauseMs, signal);
        }
        this.running++;
        return true;
    }
    /** Give a turn back: its test ended, or its start failed for a reason of its own. Wakes every waiter. */
    give() {
        this.running--;
        const wake = this.wakers;
        this.wakers = [];
        for (const w of wake)
            w();
    }
    /**
     * Give a turn back after the service refused the start because the plan runs fewer tests at
     * once: the step then runs no more than it has running now (at least one, tried after a pause)
     * for the rest of its life. Nobody is woken: the refusal freed nothing.
     */
    refused() {
        this.running--;
        this.planRefused = true;
        this.limit = Math.max(1, Math.min(this.limit, this.running));
    }
    /** Until a turn is given back, or `pauseMs` passes (the plan may free up from outside). */
    async nextChance(clock, pauseMs, signal) {
        const pause = new AbortController();
        const both = AbortSignal.any([signal, pause.signal]);
        try {
            await Promise.race([this.changed(both), clock.sleep(pauseMs, both)]);
        }
        catch (e) {
            if (signal.aborted)
                throw e;
        }
        finally {
            pause.abort();
        }
    }
    changed(signal) {
        return new Promise((resolve, reject) => {
            if (signal.aborted) {
                reject(signal.reason);
                return;
            }
            const waker = () => {
                signal.removeEventListener('abort', onAbort);
                resolve();
            };
            // A waiter that gave up (its pause passed) leaves the list: a long wait does not pile up.
            const onAbort = () => {
                this.wakers = this.wakers.filter((w) => w !== waker);
                reject(signal.reason);
            };
            signal.addEventListener('abort', onAbort, { once: true });
            this.wakers.push(waker);
        });
    }
}

;// CONCATENATED MODULE: ./src/report/estate.ts
// One step, several applications: one job summary (an overview, then each application's
// section), one set of annotations within the step's per-level caps, one pull-request comment.
// Each application's report is boiled down to what these need the moment it is written, so the
// step never holds more than one parsed result (the sections are bounded text).








/** Room kept for the overview: a heading, the table's header and one row per application. */
const OVERVIEW_BYTES_PER_APP = 400;
const OVERVIEW_BASE_BYTES = 2000;
/** The step's reports over several applications, filled in as each application's is written. */
class EstateReport {
    tokens;
    options;
    entries = new Map();
    sectionBytes;
    commentChars;
    /**
     * `tokens` in the order the step names them; `summaryBytes`: what the job summary can still
     * take (shared fairly: each application's section gets an equal part after the overview).
     */
    constructor(tokens, summaryBytes, options) {
        this.tokens = tokens;
        this.options = options;
        const overview = OVERVIEW_BASE_BYTES + OVERVIEW_BYTES_PER_APP * tokens.length;
        this.sectionBytes = Math.max(0, Math.floor((summaryBytes - overview) / tokens.length));
        this.commentChars = Math.floor((MAX_COMMENT_CHARS - overview) / tokens.length);
    }
    /** One application's report, as `writeReports` hands it over. */
    add(report) {
        const token = report.application.token;
        const name = report.application.name ?? report.meta.applicationName;
        const v = report.verdict;
        const subject = (0,src_text/* forMarkdown */.Bm)(name ?? token, 120);
        const room = this.sectionBytes;
        this.entries.set(token, {
            token,
            name,
            outcome: report.outcome,
            unfixed: v?.counts.unfixed,
            fresh: v ? (0,types/* totalOf */.e6)(v.counts.new) : undefined,
            section: this.options.summary && room >= 1024 ? section(report, room, subject) : '',
            comment: this.options.comment ? buildComment(report, this.commentChars, true) : '',
            annotations: this.options.annotations && v
                ? planAnnotations(v, report.findings, ANNOTATION_LIMITS).filter((a) => a.severity)
                : [],
            counted: v ? (0,types/* totalOf */.e6)(v.counts.counted) : 0
        });
    }
    /** The entries in the step's order (an application that wrote no report has none). */
    list() {
        return this.tokens.flatMap((t) => this.entries.get(t) ?? []);
    }
    /**
     * Write the summary, emit the annotations and update the comment; resolves to the report files
     * that could not be written (the tool's summary file: unwritten.ts).
     */
    async publish(host, log, limits, outcome) {
        const unwritten = [];
        const entries = this.list();
        if (entries.length === 0)
            return unwritten;
        if (this.options.summary)
            appendEstateSummary(host, log, entries, outcome, unwritten);
        if (this.options.annotations)
            emitAnnotations(log, estateAnnotations(entries, limits));
        if (this.options.comment) {
            await host.comment(estateComment(entries, outcome, host.runUrl), this.tokens, log);
        }
        return unwritten;
    }
}
/**
 * One application's section, a level below the step's headline. A passing application with
 * nothing open is one line, not a table of zeros.
 */
function section(report, room, subject) {
    const v = report.verdict;
    if (report.outcome === 'passed' && v && (0,types/* totalOf */.e6)(v.counts.unfixed) === 0) {
        return `### ${subject}: ${STATUS_WORD.passed}\n\n${(0,src_text/* forMarkdown */.Bm)(v.line, 1000)}\n`;
    }
    return buildSummary(report, room, { subject, level: 3 });
}
function label(e) {
    return e.name ?? e.token;
}
/**
 * The overview: one row per application, its outcome and what it has open ("🔴 2 Critical ·
 * 🟠 1 High", only the severities it has; "none" for an application with nothing open).
 */
function overviewTable(entries) {
    const header = tableHeader(['Application', 'Outcome', 'Unfixed', 'New'], ['left', 'left', 'left', 'right']);
    const rows = entries.map((e) => tableRow([
        (0,src_text/* forMarkdown */.Bm)(label(e), 120),
        STATUS_WORD[e.outcome].replace(' ', '&nbsp;'),
        e.unfixed ? openCell(e.unfixed) : '–',
        e.fresh === undefined ? '–' : (0,format/* formatCount */.B4)(e.fresh)
    ]));
    return `${header}\n${rows.join('\n')}`;
}
function openCell(unfixed) {
    const parts = types/* SEVERITIES */.oC.filter((s) => unfixed[s] > 0).map((s) => `${(0,format/* formatCount */.B4)(unfixed[s])}&nbsp;${(0,format/* severityBadge */.J8)(s)}`);
    return parts.length > 0 ? parts.join(' · ') : 'none';
}
function estate_headline(entries, outcome) {
    const passed = entries.filter((e) => e.outcome === 'passed').length;
    return (`${STATUS_WORD[outcome]} · ${(0,format/* formatCount */.B4)(entries.length)} applications` +
        ` (${(0,format/* formatCount */.B4)(passed)} passed, ${(0,format/* formatCount */.B4)(entries.length - passed)} did not)`);
}
function appendEstateSummary(host, log, entries, outcome, unwritten) {
    const overview = `## Security test: ${estate_headline(entries, outcome)}\n\n${overviewTable(entries)}\n`;
    const room = summaryRoom(host, log, Buffer.byteLength(overview), 'The job summary is nearly full; the security test summary was left out.');
    if (!room)
        return;
    let text = overview;
    let left = 0;
    for (const e of entries) {
        const section = e.section === '' ? '' : `\n${e.section}`;
        // Sections were built to an equal share of the room the step had; check again all the same.
        if (Buffer.byteLength(text) + Buffer.byteLength(section) > room.budget - 200)
            left++;
        else
            text += section;
    }
    if (left > 0) {
        text += `\n_${(0,format/* formatCount */.B4)(left)} application section(s) were left out: the job summary holds at most 1 MB per step. Each application's JSON report has everything._\n`;
    }
    appendSummaryText(host, log, room.file, text, unwritten);
}
const SEVERITY_RANK = Object.fromEntries(types/* SEVERITIES */.oC.map((s, i) => [s, i]));
/**
 * Every application's annotations in one set within `limits`: worst severity first, taking turns
 * between applications within a severity, each titled with its application's name; one notice
 * says how many counted occurrences were left out.
 */
function estateAnnotations(entries, limits) {
    const all = entries.flatMap((e) => e.annotations.map((a, turn) => ({ a, e, turn, rank: SEVERITY_RANK[a.severity ?? 'unknown'] })));
    all.sort((x, y) => x.rank - y.rank || x.turn - y.turn);
    const counted = entries.reduce((n, e) => n + e.counted, 0);
    const byLevel = (level) => all.filter((x) => x.a.level === level);
    const over = ['error', 'warning', 'notice'].some((l) => byLevel(l).length > limits[l]);
    const needsNote = limits.notice > 0 && (over || counted > all.length);
    const plan = [];
    for (const level of ['error', 'warning', 'notice']) {
        const take = level === 'notice' && needsNote ? limits.notice - 1 : limits[level];
        for (const { a, e } of byLevel(level).slice(0, Math.max(0, take))) {
            plan.push({
                ...a,
                title: (0,src_text/* forAnnotation */.Jc)(`${(0,src_text/* forAnnotation */.Jc)(label(e), 80)}: ${a.title}`, 300),
                message: (0,src_text/* forAnnotation */.Jc)(`${(0,src_text/* forAnnotation */.Jc)(label(e), 80)}: ${a.message}`, 1100)
            });
        }
    }
    const left = counted - plan.length;
    if (needsNote && left > 0) {
        plan.push({
            level: 'notice',
            title: 'More occurrences',
            message: `${(0,format/* formatCount */.B4)(left)} more counted unfixed occurrences across ${(0,format/* formatCount */.B4)(entries.length)} applications are not annotated ` +
                '(at most 10 per level are shown); see the job summary and the report files.'
        });
    }
    return plan;
}
/** The step's one comment (the host puts its marker above it). */
function estateComment(entries, outcome, runUrl) {
    // One link to the run for the whole comment (the sections carry none).
    const href = (0,src_text/* safeHref */.v7)(runUrl);
    const runLink = href ? `[Workflow run and job summary](${href})` : '';
    const parts = [
        `## Security test: ${estate_headline(entries, outcome)}`,
        overviewTable(entries),
        ...entries.map((e) => e.comment).filter((c) => c !== '')
    ];
    const end = runLink ? `\n\n${runLink}` : '';
    const text = parts.join('\n\n');
    if (text.length + end.length <= MAX_COMMENT_CHARS)
        return `${text}${end}\n`;
    // Sections are built to fit; if they still do not, the overview and a link stay.
    const link = href ? `\n\nEach application's section is in the [job summary](${href}).` : '';
    return `${parts.slice(0, 2).join('\n\n')}${link}\n`;
}

;// CONCATENATED MODULE: ./src/run/estate-verdict.ts


/** Worst first: the step's outcome is the first of these any application has. */
const WORST_FIRST = [
    'error',
    'timed-out',
    'stopped',
    'failed',
    'warned',
    'passed'
];
/** The step's one result: the worst outcome, summed counts, and each application's in `results`. */
function combine(results, tokens, folders) {
    const outcomes = results.map((r) => r.outcome);
    const outcome = outcomes.every((o) => o === 'started')
        ? 'started'
        : (WORST_FIRST.find((o) => outcomes.includes(o)) ??
            (outcomes.includes('passed') ? 'passed' : 'error'));
    const failing = results.flatMap((r, i) => r.failure ? [`${nameOf(r, tokens[i] ?? '')}: ${r.failure}`] : []);
    const failure = failing.length === 0
        ? undefined
        : failing.length === 1
            ? failing[0]
            : `${failing.length} of ${results.length} applications did not pass — ${failing.join('; ')}`;
    const outputs = {
        'result-token': results.map((r) => r.outputs['result-token'] ?? '').join(','),
        status: results.map((r) => r.outputs.status ?? '').join(','),
        results: JSON.stringify(results.map((r, i) => resultEntry(r, tokens[i] ?? ''))),
        // Each application's own in `results`; here one line: the one they share, else each in order.
        'baseline-source': [
            ...new Set(results.map((r) => r.outputs['baseline-source'] ?? 'none'))
        ].join('; ')
    };
    // The estate shares one build: its commit; reused only when every application's verdict was.
    const commit = results.map((r) => r.outputs.commit).find((c) => c !== undefined);
    if (commit !== undefined)
        outputs.commit = commit;
    const reused = results.map((r) => r.outputs.reused).filter((r) => r !== undefined);
    if (reused.length > 0)
        outputs.reused = String(reused.length === results.length && reused.every((r) => r === 'true'));
    const progress = results.map((r) => r.outputs.progress).filter((p) => typeof p === 'number');
    if (progress.length > 0)
        outputs.progress = Math.min(...progress);
    for (const name of COUNT_OUTPUTS) {
        const counts = results.map((r) => r.outputs[name]).filter((n) => typeof n === 'number');
        if (counts.length > 0)
            outputs[name] = counts.reduce((a, b) => a + b, 0);
    }
    if (folders) {
        outputs['report-file'] = folders.reports;
        outputs['sarif-file'] = folders.sarif;
    }
    return { outcome, failure, outputs, parts: results };
}
/** The application's name in the failure line (a log line: neutralised like any other). */
function nameOf(r, token) {
    return (0,src_text/* forLog */.Ig)(r.application?.name || token, 60);
}
/** One object of the `results` output (also given for a single application). */
function resultEntry(r, token) {
    const o = r.outputs;
    const entry = {
        'application-token': token,
        'application-name': r.application?.name ? (0,src_text/* oneLine */.TN)(r.application.name, 200) : null,
        'result-token': o['result-token'] ?? null,
        outcome: r.outcome,
        status: o.status ?? null
    };
    for (const name of COUNT_OUTPUTS)
        if (o[name] !== undefined)
            entry[name] = o[name];
    entry['baseline-source'] = o['baseline-source'] ?? null;
    entry['report-file'] = o['report-file'] ?? null;
    entry['sarif-file'] = o['sarif-file'] ?? null;
    return entry;
}

;// CONCATENATED MODULE: ./src/run/estate.ts
// Several applications in one step (application-token lists more than one): each gets its own
// test, run through the same lifecycle as a single one, with what the step shares — one poll
// schedule, turns under max-parallel and the plan's limit, results read one at a time, one set
// of reports — and one verdict made of theirs. A failure of one application's calls ends only
// its own part; cancellation ends the whole step (the caller stops every test it owns).
























async function runEstate(ctx, ownership) {
    const { config } = ctx;
    const tokens = config.applicationTokens;
    const folders = {
        reports: config.reportFile || external_node_path_.join(ctx.reports.tempDir, 'security-test-reports'),
        sarif: config.sarifFile || external_node_path_.join(ctx.reports.tempDir, 'security-test-sarif')
    };
    const writesFiles = SARIF_COMMANDS.has(config.command);
    if (writesFiles) {
        try {
            external_node_fs_.mkdirSync(folders.reports, { recursive: true });
            external_node_fs_.mkdirSync(folders.sarif, { recursive: true });
        }
        catch {
            // Each application's writer makes its folder again, and says why it cannot: its run is
            // an error after its verdict (report/unwritten.ts), not the step's end before any test.
        }
    }
    const summaryBytes = SUMMARY_BUDGET_BYTES - summaryBytesUsed(ctx.reports.summaryFile);
    const reports = new EstateReport(tokens, summaryBytes, config);
    const shared = {
        pollPause: sharedPollPause(() => ctx.clock.now(), config.pollIntervalMs),
        oneAtATime: serialised(),
        reported: (r) => reports.add(r)
    };
    const parts = tokens.map((token, i) => {
        const label = { text: token };
        const baseline = config.baseline.kind === 'file'
            ? { ...config.baseline, forApplication: token }
            : config.baseline;
        const partConfig = {
            ...config,
            applicationToken: token,
            applicationTokens: [token],
            resultToken: config.resultTokens?.[i],
            resultTokens: undefined,
            baseline,
            // The step writes one summary, one annotation set and one comment for all of them.
            summary: false,
            annotations: false,
            comment: false,
            reportFile: external_node_path_.join(folders.reports, reportFileName(token, 'json')),
            sarifFile: external_node_path_.join(folders.sarif, reportFileName(token, 'sarif'))
        };
        return {
            label,
            ctx: {
                ...ctx,
                config: partConfig,
                log: labelled(ctx.log, label),
                state: ownership.stateFor(token),
                estate: shared
            }
        };
    });
    ctx.log.info(`${tokens.length} applications: ${config.command}` +
        (config.command === 'scan' && config.maxParallel > 0
            ? `, at most ${config.maxParallel} test(s) at once`
            : ''));
    const run = partRunner(ctx, tokens.length, shared.oneAtATime);
    const settled = await Promise.allSettled(parts.map((p) => run(p)));
    // Cancelled: every part ends with it; the caller stops the tests this run owns.
    if (ctx.signal.aborted)
        throw ctx.signal.reason;
    const results = settled.map((s, i) => {
        const token = tokens[i] ?? '';
        const r = s.status === 'fulfilled' ? s.value : failedPart(s.reason, token, ctx.words);
        // A part that ended in an error may not have said its name; its log label knows it.
        const label = parts[i]?.label.text;
        if (r.application?.name || !label || label === token)
            return r;
        return { ...r, application: { token, name: label } };
    });
    const result = combine(results, tokens, writesFiles ? folders : undefined);
    if (writesFiles) {
        const limits = annotationRoom(ctx.annotationsUsed(), result.failure !== undefined);
        const outcome = result.outcome === 'started' ? 'passed' : result.outcome;
        const unwritten = await reports.publish(ctx.reports, ctx.log, limits, outcome);
        if (unwritten.length > 0) {
            return { ...result, outcome: 'error', failure: unwrittenFailure(unwritten, result.failure) };
        }
    }
    return result;
}
/** What each part runs, by command. */
function partRunner(ctx, count, oneAtATime) {
    const { config } = ctx;
    switch (config.command) {
        case 'scan': {
            const turns = new Turns(config.maxParallel > 0 ? config.maxParallel : count);
            const turnDeadline = ctx.clock.now() + config.timeoutMs;
            return (p) => reportingErrors((c) => scanPart(c, p, turns, turnDeadline))(p.ctx);
        }
        case 'start':
            return (p) => caught(p, start);
        case 'wait':
            return (p) => reportingErrors(wait)(p.ctx);
        case 'report':
            // Nothing to wait for: the parts read their results one at a time, fetch included.
            return (p) => oneAtATime(() => reportingErrors(report)(p.ctx));
        case 'stop':
            return (p) => caught(p, stop);
        default:
            // inputs.ts allows several applications only for the commands above.
            throw new Error(`command ${config.command} does not take several applications`);
    }
}
/** A part whose command writes no report: its error is its own outcome, not the step's end. */
async function caught(p, handler) {
    try {
        return await handler(p.ctx);
    }
    catch (e) {
        if (p.ctx.signal.aborted)
            throw e;
        return failedPart(e, p.ctx.config.applicationToken, p.ctx.words);
    }
}
function failedPart(e, token, words) {
    return { outcome: 'error', failure: failureLine(e, words), application: { token }, outputs: {} };
}
/**
 * scan for one application of several: check it, take a turn, start, follow. A start the plan
 * refuses for its limit on tests at once gives the turn back and waits for another (a notice
 * says so): until a test of the step ends, or a poll interval passes — at most one start a poll
 * interval, and within the timeout, counted from the step's start. Any other refusal ends this
 * application's part as an error.
 */
async function scanPart(ctx, part, turns, turnDeadline) {
    const gate = await prepareGate(ctx, 'no test was started');
    if ('early' in gate)
        return gate.early;
    const application = await preflight(ctx, ctx.config.applicationToken);
    if (application?.name)
        part.label.text = (0,src_text/* oneLine */.TN)(application.name, 60);
    // One build for the step: the host waits for its deployment once; each site is checked itself.
    const before = await beforeStart(ctx, gate.files, application);
    if ('done' in before)
        return before.done;
    const { clock, signal } = ctx;
    const interval = ctx.config.pollIntervalMs;
    let refusal;
    for (;;) {
        if (!(await turns.take(clock, interval, signal, turnDeadline))) {
            return noTurn(ctx, application, refusal);
        }
        let test;
        try {
            test = await startRunTest(ctx, { application }, before.thisBuild);
        }
        catch (e) {
            if (!isPlanLimit(e)) {
                turns.give();
                throw e;
            }
            turns.refused();
            if (!refusal) {
                ctx.log.notice(`The service refused to start another test now (${(0,src_text/* forLog */.Ig)(e.serviceMessage || e.message, 200)}): the plan runs fewer tests at once; waiting for a turn`);
            }
            refusal = e;
            if (clock.now() >= turnDeadline)
                return noTurn(ctx, application, refusal);
            // The refusal freed nothing: look again when a test of the step ends, or after a poll interval.
            await turns.nextChance(clock, interval, signal);
            continue;
        }
        if (refusal)
            ctx.log.info('Its turn came: the test started');
        try {
            return await followTest(ctx, gate.files, { ...test, build: before.build });
        }
        finally {
            turns.give();
        }
    }
}
/**
 * The timeout passed before the plan let this application's test start. No test, no verdict:
 * an error whatever fail-on-timeout says (that input is about tests that ran too long).
 */
function noTurn(ctx, application, refusal) {
    const said = refusal
        ? ` (the service: ${(0,src_text/* forLog */.Ig)(refusal.serviceMessage || refusal.message, 200)})`
        : '';
    return publish(ctx, {
        outcome: 'error',
        failure: `The test could not start within the timeout (${formatDuration(ctx.config.timeoutMs)}): the plan runs fewer tests at once than the ${ctx.words.step} asked for, and no turn came free${said}`,
        info: { applicationToken: ctx.config.applicationToken, application }
    });
}
/** Work that runs one at a time, in the order asked for. */
function serialised() {
    let tail = Promise.resolve();
    return (work) => {
        const next = tail.then(work, work);
        tail = next.catch(() => undefined);
        return next;
    };
}
/** Each line of one application's part says which application it is about. */
function labelled(log, label) {
    const p = (m) => `[${(0,src_text/* forLog */.Ig)(label.text, 60)}] ${m}`;
    return {
        info: (m) => log.info(p(m)),
        debug: (m) => log.debug(p(m)),
        notice: (m, props) => log.notice(p(m), props),
        warning: (m, props) => log.warning(p(m), props),
        error: (m, props) => log.error(p(m), props)
    };
}

;// CONCATENATED MODULE: ./src/run/ownership.ts
// The tests this run may have to stop, by application: what it started (or attached to with a
// stop on cancel) and has not seen end. Kept beside what the host saves for a later phase, so a
// cancelled run stops exactly these, and no other run's test.

class ownership_Ownership {
    host;
    tests = new Map();
    constructor(host) {
        this.host = host;
    }
    /** The state seam of one application's context. */
    stateFor(applicationToken) {
        return {
            testKnown: (app, resultToken, stopOnCancel) => {
                this.tests.set(app, { applicationToken: app, resultToken, stopOnCancel, done: false });
                this.host.testKnown(app, resultToken, stopOnCancel);
            },
            testDone: () => {
                const test = this.tests.get(applicationToken);
                if (test)
                    test.done = true;
                this.host.testDone(applicationToken);
            },
            startInFlight: (app, answer) => this.inFlight(app, answer)
        };
    }
    /**
     * Keep the start's answer. It may arrive after the run was cancelled (the run no longer waits
     * for it): the test it names is then recorded here and for a later phase all the same, and a
     * refusal means there is nothing to stop.
     */
    inFlight(app, answer) {
        const entry = this.tests.get(app);
        if (!entry || entry.resultToken !== '')
            return;
        entry.answer = answer.then((resultToken) => {
            if (this.tests.get(app) === entry && entry.resultToken === '' && !entry.done) {
                entry.resultToken = resultToken;
                this.host.testKnown(app, resultToken, entry.stopOnCancel);
            }
            return resultToken;
        }, (e) => {
            // Refused: no test was started. Lost (no answer, or cancelled): whether one started is unknown.
            const refused = isApiError(e) && e.kind !== 'ambiguous' && e.kind !== 'aborted';
            if (refused && this.tests.get(app) === entry) {
                entry.done = true;
                this.host.testDone(app);
            }
            return undefined;
        });
    }
    /** What a cancellation must stop now. */
    toStop() {
        return [...this.tests.values()]
            .filter((t) => t.stopOnCancel && !t.done)
            .map(({ applicationToken, resultToken, answer }) => ({
            applicationToken,
            resultToken,
            ...(answer && resultToken === '' ? { answer } : {})
        }));
    }
}

;// CONCATENATED MODULE: ./src/run/run.ts
// One run of a command on any host: validate the inputs, build the context, dispatch, give the
// outputs and the verdict; on cancellation stop the test this run owns.


















const run_USER_AGENT = 'security-test-action';
const SECRET_INPUTS = ['access-token', 'github-token'];
/**
 * Mask every secret input before anything else can print it, valid or not: a secret pasted with
 * its quotes in both forms, so the token is hidden with them or without.
 */
function maskSecrets(host) {
    for (const name of SECRET_INPUTS) {
        const value = host.input(name);
        if (value)
            host.mask(value);
        // A short "token" between quotes would mask every such letter of the log: the input is
        // refused anyway, and so short a value is no secret worth hiding.
        const bare = unquotedSecret(value);
        if (bare.length >= 8 && bare !== value)
            host.mask(bare);
    }
}
function buildContext(config, host, signal, ownership = new ownership_Ownership(host.state)) {
    const log = countingLog(host.log);
    const transport = createTransport({
        baseUrl: config.baseUrl,
        accessToken: config.accessToken,
        clock: systemClock,
        log,
        userAgent: run_USER_AGENT,
        baseUrlName: (host.words ?? ACTION_WORDS).input('base-url')
    });
    const tests = config.apiVersion === 'v1'
        ? createV1TestApi(transport, config.accessToken)
        : createV2TestApi(transport);
    return {
        config,
        transport,
        tests,
        applications: createApplicationsApi(transport),
        clock: systemClock,
        log,
        annotationsUsed: () => ({ ...log.used }),
        signal,
        reports: host.reports(config),
        words: host.words ?? ACTION_WORDS,
        runStart: once(() => host.runStart(config, signal)),
        // Asked for only with baseline: default-branch; one store per run, so several applications
        // share what it has read.
        defaultBranch: config.baseline.kind === 'default-branch' ? host.defaultBranch?.(config, signal) : undefined,
        build: host.build(config),
        state: ownership.stateFor('applicationToken' in config ? config.applicationToken : '')
    };
}
/** `f`'s first answer, shared by every later call (several applications ask once). */
function once(f) {
    let answer;
    return () => (answer ??= f());
}
/** Run the command the inputs name. `signal` aborts when the run is cancelled. */
async function runCommand(host, signal) {
    maskSecrets(host);
    let context;
    const ownership = new ownership_Ownership(host.state);
    try {
        const config = inputs_readConfig((name) => host.input(name), host.words);
        context = buildContext(config, host, signal, ownership);
        const result = await runOn(context, ownership);
        for (const [name, value] of Object.entries(result.outputs)) {
            if (value !== undefined)
                host.setOutput(name, String(value));
        }
        host.setOutput('outcome', result.outcome);
        await recordPassed(context, result);
        if (result.failure)
            host.fail(result.failure);
    }
    catch (e) {
        const cancelled = signal.aborted;
        const owned = ownership.toStop();
        if (cancelled && context && owned.length > 0) {
            host.log.info(`${cancelledWords(context.words)}: stopping the test${owned.length > 1 ? 's' : ''}` +
                (owned.some((t) => t.resultToken === '')
                    ? " (a start's answer is awaited first: only the test it names is stopped)"
                    : ''));
            await stopInParallel(context, ownership, owned, CANCEL_STOP_BUDGET_MS);
        }
        host.setOutput('outcome', cancelled ? 'stopped' : 'error');
        const words = host.words ?? ACTION_WORDS;
        host.fail(cancelled ? failureLine(signal.reason, words) : failureLine(e, words));
        if (!cancelled && !(e instanceof errors/* InputError */.d) && !(e instanceof ApiError)) {
            host.log.debug((0,src_text/* forLog */.Ig)(e instanceof Error ? e.stack : e, 4000));
        }
    }
    finally {
        context?.transport.dispose();
    }
}
/** One application, or several (src/run/estate.ts); `results` lists each either way. */
async function runOn(context, ownership) {
    const { config } = context;
    if (!('applicationTokens' in config) || !ESTATE_COMMANDS.includes(config.command)) {
        return dispatch(context);
    }
    if (config.applicationTokens.length > 1)
        return runEstate({ ...context, config }, ownership);
    const result = await dispatch(context);
    const entry = resultEntry(result, config.applicationToken);
    return { ...result, outputs: { ...result.outputs, results: JSON.stringify([entry]) } };
}
/**
 * A run whose gate passed moves the default-branch baseline to the tests it judged (the host
 * decides whether this run may: only the default branch's own runs do, and only tests of its own
 * commit whose build it established). A failed, errored or timed-out run never moves it: a
 * ratchet.
 */
async function recordPassed(context, result) {
    const { config } = context;
    if (!context.defaultBranch || !GATING_COMMANDS.includes(config.command))
        return;
    // warned: the gate passed (with warnings), so it moves the ratchet like a pass.
    if (result.outcome !== 'passed' && result.outcome !== 'warned')
        return;
    const passed = passedTests(result);
    if (passed.length > 0)
        await context.defaultBranch.record(passed, config.command);
}
/** The commands that judge a test with the gate. */
const GATING_COMMANDS = ['scan', 'wait', 'report'];
/** The applications whose own verdict passed, with the test judged and the build established. */
function passedTests(result) {
    return (result.parts ?? [result]).flatMap((r) => {
        const app = r.application?.token;
        const test = r.outputs['result-token'];
        return (r.outcome === 'passed' || r.outcome === 'warned') &&
            app &&
            typeof test === 'string' &&
            test
            ? [{ applicationToken: app, resultToken: test, build: r.build }]
            : [];
    });
}
/**
 * Stop the tests an earlier phase of this run saved and did not see finish — each only while it
 * is still its application's running test, all at once. Never throws.
 */
async function stopSavedTests(host, saved, budgetMs) {
    maskSecrets(host);
    let context;
    try {
        const config = readConfig((name) => host.input(name));
        const ownership = new Ownership(host.state);
        context = buildContext(config, host, AbortSignal.timeout(budgetMs), ownership);
        // A test whose start was unanswered is not named here: stopBounded says why it is left alone.
        for (const test of saved.filter((t) => t.resultToken !== '')) {
            host.log.info(`The main step ended before its test ${forLog(test.resultToken, 64)} finished: stopping it`);
        }
        // After a kill another run may have started the next test: stopBounded checks first.
        return await stopInParallel(context, ownership, saved, budgetMs);
    }
    catch (e) {
        host.log.warning(`Could not stop the test: ${errorText(e, 500)}`);
        return [];
    }
    finally {
        context?.transport.dispose();
    }
}
/** Each test's stop (its check included) within `budgetMs`, side by side, not one after another. */
function stopInParallel(context, ownership, tests, budgetMs) {
    return Promise.all(tests.map(async (test) => {
        const ctx = { ...context, state: ownership.stateFor(test.applicationToken) };
        const stop = await stopBounded(ctx, test, budgetMs);
        if (stop.kind === 'stopped') {
            const which = test.resultToken ? '' : ` for test ${(0,src_text/* forLog */.Ig)(stop.resultToken, 64)}`;
            context.log.info(tests.length > 1
                ? `The stop request for application ${test.applicationToken} was sent${which}`
                : `The stop request was sent${which}`);
        }
        return stop;
    }));
}

;// CONCATENATED MODULE: ./src/cli/did-you-mean.ts
// "Did you mean --x?" for a misspelled flag or command: the closest known word by edit distance
// (a swap of two neighbouring letters counts as one edit, the commonest slip), offered only when
// it is close enough that the guess helps rather than confuses.
/** Edits (insert, delete, substitute, swap neighbours) that turn `a` into `b`; stops past `cap`. */
function editDistance(a, b, cap = 3) {
    if (Math.abs(a.length - b.length) > cap)
        return cap + 1;
    // Optimal string alignment over three rows: bounded by the two words, which are short.
    let before = [];
    let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
    for (let i = 1; i <= a.length; i++) {
        const row = [i];
        for (let j = 1; j <= b.length; j++) {
            const cost = a[i - 1] === b[j - 1] ? 0 : 1;
            let d = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + cost);
            if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
                d = Math.min(d, before[j - 2] + 1);
            }
            row.push(d);
        }
        before = prev;
        prev = row;
    }
    return prev[b.length];
}
/**
 * The known word closest to `word`, when it is within a third of the word's length (at least one
 * edit, at most three) and no other word is as close; undefined otherwise.
 */
function closest(word, known) {
    const allowed = Math.min(3, Math.max(1, Math.floor(word.length / 3)));
    let best;
    let bestDistance = allowed + 1;
    let tie = false;
    for (const k of known) {
        const d = editDistance(word, k, allowed);
        if (d < bestDistance) {
            best = k;
            bestDistance = d;
            tie = false;
        }
        else if (d === bestDistance)
            tie = true;
    }
    // A word that is a prefix of exactly one flag ("--app") gets that flag too.
    if (best === undefined && word.length >= 3) {
        const starts = known.filter((k) => k.startsWith(word));
        if (starts.length === 1)
            return starts[0];
    }
    return tie ? undefined : best;
}

;// CONCATENATED MODULE: ./src/cli/args.ts
// The command line: `security-test <command> [--<input> <value> …]` and the tool's own flags.
// The inputs are the action's, by the same names (INPUT_NAMES), so one definition serves both;
// every problem is collected, none stops the reading, and nothing here sends a request.



/** The tool's own flags, each taking a path. */
const FILE_FLAGS = [
    'junit-file',
    'gitlab-report-file',
    'summary-file',
    'outputs-file'
];
/**
 * Inputs of the action that mean nothing off GitHub: the tool writes no pull-request comment, so
 * it takes neither the switch nor the token for it, and it cannot see GitHub's deployments to
 * wait on (refused, not ignored: a user relying on them learns at once, and a gate never starts
 * without the wait it was told to make).
 */
const GITHUB_ONLY_INPUTS = [
    'comment',
    'github-token',
    'deployment-environment'
];
/** The tool's exit code for the outcome `warned` (src/cli/exit-code.ts). */
const WARN_EXIT_CODE = 'warn-exit-code';
/** Inputs that take a list: repeating the flag adds to it. */
const LIST_INPUTS = ['application-token', 'result-token'];
/** The action's inputs the tool takes as flags, in the contract's order. */
const CLI_INPUTS = INPUT_NAMES.filter((n) => !GITHUB_ONLY_INPUTS.includes(n));
function parseArgs(argv) {
    const args = {
        help: false,
        version: false,
        inputs: {},
        files: {},
        empty: argv.length === 0,
        problems: []
    };
    const seen = new Set();
    const problem = (argument, message) => {
        args.problems.push({ argument, message });
    };
    let positional;
    for (let i = 0; i < argv.length; i++) {
        const arg = argv[i];
        if (arg === '--help' || arg === '-h') {
            args.help = true;
            continue;
        }
        if (arg === '--version' || arg === '-V') {
            args.version = true;
            continue;
        }
        if (!arg.startsWith('--')) {
            if (positional === undefined)
                positional = arg;
            else
                problem(shown(arg), 'is one word too many; flags start with --, e.g. --timeout 45m');
            continue;
        }
        const eq = arg.indexOf('=');
        const name = (eq < 0 ? arg.slice(2) : arg.slice(2, eq)).toLowerCase();
        let value;
        if (eq >= 0)
            value = arg.slice(eq + 1);
        else if (i + 1 < argv.length && !argv[i + 1].startsWith('--'))
            value = argv[++i];
        const flag = `--${name}`;
        const isInput = INPUT_NAMES.includes(name);
        const isFile = FILE_FLAGS.includes(name);
        if (name === WARN_EXIT_CODE) {
            if (value === undefined)
                problem(flag, 'needs a value, e.g. --warn-exit-code 3');
            else if (args.warnExitCode !== undefined)
                problem(flag, 'is given twice; give it once');
            else
                args.warnExitCode = value;
            continue;
        }
        if (isInput && GITHUB_ONLY_INPUTS.includes(name)) {
            problem(flag, name === 'deployment-environment'
                ? 'is for the GitHub Action only: the tool cannot see deployments; use --build-check to show the site serves the commit'
                : 'is for the GitHub Action only: the tool writes no pull-request comment');
            continue;
        }
        if (!isInput && !isFile) {
            problem(shown(flag), unknownFlag(name));
            continue;
        }
        if (value === undefined) {
            problem(flag, 'needs a value, e.g. ' + example(name));
            continue;
        }
        if (seen.has(name) && !LIST_INPUTS.includes(name)) {
            problem(flag, 'is given twice; give it once');
            continue;
        }
        seen.add(name);
        if (isFile)
            args.files[name] = value;
        else {
            const prior = args.inputs[name];
            args.inputs[name] = prior === undefined ? value : `${prior}\n${value}`;
        }
    }
    if (positional !== undefined) {
        if (args.inputs.command !== undefined) {
            problem('command', 'is given both as a word and as --command; give it once');
        }
        else
            args.inputs.command = positional;
    }
    return args;
}
/** Every flag the tool takes, by name without the dashes (the action's GitHub-only ones left out). */
const KNOWN_FLAGS = [...CLI_INPUTS, ...FILE_FLAGS, 'help', 'version'];
function unknownFlag(name) {
    const guess = closest(name, KNOWN_FLAGS);
    return guess === undefined
        ? 'is not a flag of security-test; see security-test --help'
        : `is not a flag of security-test; did you mean --${guess}?`;
}
function example(name) {
    if (name.endsWith('-file'))
        return `--${name} PATH`;
    if (name === 'timeout')
        return '--timeout 45m';
    if (name === 'base-url')
        return '--base-url https://api.example.com';
    return `--${name} VALUE`;
}

;// CONCATENATED MODULE: ./src/cli/ci-system.ts
// Which CI system the tool runs on, told by the variable each one sets on every job, and what
// that system reads natively: the report files the tool then writes without being asked.
/** Relative to the working directory; the default folder of every file the tool writes. */
const RESULTS_DIR = 'security-test-results';
function detectCi(env) {
    if (env.GITLAB_CI)
        return 'gitlab';
    if (env.TF_BUILD)
        return 'azure';
    if (env.JENKINS_URL || env.JENKINS_HOME)
        return 'jenkins';
    if (env.CIRCLECI)
        return 'circleci';
    if (env.BITBUCKET_BUILD_NUMBER)
        return 'bitbucket';
    if (env.GITHUB_ACTIONS)
        return 'github';
    return 'none';
}
const JUNIT = `${RESULTS_DIR}/junit.xml`;
// Bitbucket reads JUnit files by itself only from folders named test-results, test-reports,
// surefire-reports, failsafe-reports or TestResults: security-test-results/ is not one of them.
const BITBUCKET_JUNIT = 'test-results/security-test/junit.xml';
function ciDefaults(ci) {
    switch (ci) {
        case 'gitlab':
            return {
                gitlabReportFile: 'gl-dast-report.json',
                azureCommands: false,
                anchorFile: '.gitlab-ci.yml'
            };
        case 'azure':
            return {
                summaryFile: `${RESULTS_DIR}/summary.md`,
                azureCommands: true,
                anchorFile: 'azure-pipelines.yml'
            };
        case 'jenkins':
            return { junitFile: JUNIT, azureCommands: false, anchorFile: 'Jenkinsfile' };
        case 'circleci':
            return { junitFile: JUNIT, azureCommands: false, anchorFile: '.circleci/config.yml' };
        case 'bitbucket':
            return {
                junitFile: BITBUCKET_JUNIT,
                azureCommands: false,
                anchorFile: 'bitbucket-pipelines.yml'
            };
        case 'github':
        case 'none':
            return { azureCommands: false, anchorFile: 'README.md' };
    }
}

;// CONCATENATED MODULE: ./src/cli/terminal.ts
// What the tool's terminal can show. Colour only where a person looks at a terminal: never with
// NO_COLOR set to anything (no-color.org), never on a stream that is not a terminal (a CI log, a
// pipe, a file) unless FORCE_COLOR asks for it, and never on TERM=dumb. The escapes are added
// after a line is made safe (text.ts strips every escape from what it is given), so only the
// tool's own colours reach the terminal.
/** Whether colours are wanted on a stream that is (`tty`) or is not a terminal. */
function colorWanted(env, tty) {
    if ((env.NO_COLOR ?? '') !== '')
        return false;
    const force = env.FORCE_COLOR;
    if (force !== undefined && force !== '')
        return !/^(0|false)$/i.test(force);
    return tty && env.TERM !== 'dumb';
}
const SGR = {
    red: '31',
    yellow: '33',
    green: '32',
    cyan: '36',
    dim: '2',
    bold: '1'
};
/** `text` in `styles` when colours are wanted, else unchanged. */
function paint(color, styles, text) {
    const codes = (Array.isArray(styles) ? styles : [styles]).map((s) => SGR[s]).join(';');
    return color && text !== '' ? `\u001b[${codes}m${text}\u001b[0m` : text;
}
/** The verdict heading's word (report/log-verdict.ts) in its colour: green passed, red otherwise. */
const VERDICT = /^(Security test )(PASSED|FAILED|TIMED OUT|STOPPED|ERROR)\b/;
/** A log line with its level word or verdict coloured. */
function paintLine(color, line) {
    if (!color)
        return line;
    const level = /^(Error|Warning|Notice|Debug)\b/.exec(line);
    if (level) {
        const word = level[1];
        const style = word === 'Error' ? 'red' : word === 'Warning' ? 'yellow' : word === 'Notice' ? 'cyan' : 'dim';
        return paint(color, style, word) + line.slice(word.length);
    }
    const verdict = VERDICT.exec(line);
    if (verdict) {
        const word = verdict[2];
        return (verdict[1] +
            paint(color, ['bold', word === 'PASSED' ? 'green' : 'red'], word) +
            line.slice(verdict[0].length));
    }
    return line;
}

// EXTERNAL MODULE: ./src/cli/exit-code.ts
var exit_code = __nccwpck_require__(100);
// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __nccwpck_require__(144);
;// CONCATENATED MODULE: ./src/cli/input-help.ts
// The meaning of each flag in --help: action.yml's own description of the input, read from the
// package the tool came in (dist/cli.js beside action.yml, as package.json `files` ships them),
// so the action's inputs and the tool's flags are described by one text. Read only for --help
// (the YAML parser costs start-up time); without the file, --help still lists every flag.



/** Each input's description, by name; undefined when action.yml cannot be found or read. */
async function actionDescriptions(from = import.meta.url) {
    // dist/cli.js: one folder up; src/cli/*.ts (tests, tsx): two.
    let dir = (0,external_node_path_.dirname)((0,external_node_url_.fileURLToPath)(from));
    for (let up = 0; up < 3; up++, dir = (0,external_node_path_.dirname)(dir)) {
        let text;
        try {
            text = await (0,promises_namespaceObject.readFile)((0,external_node_path_.join)(dir, 'action.yml'), 'utf8');
        }
        catch {
            continue;
        }
        const { descriptionsOf } = await Promise.resolve(/* import() eager */).then(__nccwpck_require__.bind(__nccwpck_require__, 99));
        return descriptionsOf(text);
    }
    return undefined;
}
/**
 * What differs on the tool, said after the action's description: where files go without a path,
 * and what the job summary and annotations are off GitHub.
 */
const TOOL_NOTES = {
    'sarif-file': 'The tool: empty - a file under security-test-results/.',
    'report-file': 'The tool: empty - a file under security-test-results/.',
    summary: 'The tool: written to --summary-file (and attached to the run on Azure Pipelines).',
    annotations: "The tool: Error/Warning/Notice lines in the log (Azure: the agent's issues)."
};

;// CONCATENATED MODULE: ./src/cli/run-start.ts
// When the pipeline the tool runs in began, from the CI system's variables. Retrying a job keeps
// its pipeline, and an earlier try may already have tested the application: a test that started
// at or after this time is the pipeline's own and never a baseline. Where the CI system documents
// no such variable the time is unknown (never the tool's own start: a re-run starts the tool
// anew, so that would let the first try's test through) unless the user gives it.


/** The user's own statement of when the pipeline began (any CI system; wins over the rest). */
const PIPELINE_STARTED_ENV = 'SECURITY_TEST_PIPELINE_STARTED_AT';
const FORMAT = 'an ISO 8601 time with its zone, e.g. 2026-11-24T09:30:00Z, or epoch milliseconds';
const NAMES = {
    gitlab: 'GitLab CI',
    azure: 'Azure Pipelines',
    jenkins: 'Jenkins',
    circleci: 'CircleCI',
    bitbucket: 'Bitbucket Pipelines',
    github: 'GitHub Actions',
    none: 'this machine (no CI system recognised)'
};
function cliRunStart(env, ci) {
    const given = env[PIPELINE_STARTED_ENV];
    if (given !== undefined && given.trim() !== '')
        return read(given, PIPELINE_STARTED_ENV);
    if (ci === 'gitlab') {
        const created = env.CI_PIPELINE_CREATED_AT;
        if (!created)
            return { problem: `CI_PIPELINE_CREATED_AT is not set; set ${PIPELINE_STARTED_ENV}` };
        return read(created, 'CI_PIPELINE_CREATED_AT');
    }
    return {
        problem: `${NAMES[ci]} gives no documented time when its pipeline began; set ${PIPELINE_STARTED_ENV} to it (${FORMAT})`
    };
}
function read(text, name) {
    const at = parseInstant(text);
    if (at === undefined) {
        return { problem: `${name} (${(0,src_text/* forLog */.Ig)(text, 60)}) is not ${FORMAT}` };
    }
    return { at, source: name };
}

;// CONCATENATED MODULE: ./src/cli/help.ts
// `security-test --help`: made from the same input list and defaults as the action's, so the two
// cannot drift apart.







const ACCESS_TOKEN_ENV = 'SECURITY_TEST_ACCESS_TOKEN';
const FILE_HELP = {
    'junit-file': 'JUnit XML: one test suite per application, one test case per finding',
    'gitlab-report-file': 'GitLab DAST report (schema 15.0.x) for artifacts:reports:dast',
    'summary-file': 'the summary in Markdown (the job summary of the action)',
    'outputs-file': "the action's outputs as one JSON object"
};
/** Columns of --help: the flag, then its meaning wrapped to the rest of a terminal's width. */
const WIDTH = 100;
function helpText(version, descriptions) {
    const width = Math.max(...CLI_INPUTS.map((n) => n.length)) + 4;
    const inputs = CLI_INPUTS.filter((n) => n !== 'command' && n !== 'access-token').flatMap((n) => {
        const def = INPUT_DEFAULTS[n];
        const meaning = [descriptions?.[n], TOOL_NOTES[n]].filter(Boolean).join(' ');
        const note = n === 'base-url' ? '(required)' : def !== undefined ? `(default: ${def})` : '';
        return flagLines(`--${n}`, `${meaning} ${note}`.trim(), width);
    });
    const files = FILE_FLAGS.flatMap((f) => flagLines(`--${f}`, FILE_HELP[f], width));
    return [
        `security-test ${version}: start a hosted web-security test, wait for it, report the findings`,
        'and gate the build; the GitHub Action security-test-action for every other CI system.',
        '',
        'Usage: security-test <command> [--<input> <value> ...]',
        `       security-test --help | --version`,
        '',
        `Commands: ${COMMANDS.join(', ')} (default: scan)`,
        '',
        `The access token is read from the environment variable ${ACCESS_TOKEN_ENV}; pass it from`,
        "your CI system's secret store. --access-token also works, but a command line is visible to",
        'the other processes of the machine.',
        '',
        'With --baseline previous, only tests that started before the pipeline began are compared',
        "with (a retried job never compares with its own first try): GitLab's CI_PIPELINE_CREATED_AT,",
        `or ${PIPELINE_STARTED_ENV} on any system (ISO 8601 with its zone, or epoch`,
        'milliseconds); without either, the baseline counts as missing.',
        '',
        "Inputs (the action's, with the same names, defaults, validation and descriptions, from",
        descriptions
            ? 'action.yml). --comment, --github-token and --deployment-environment are the'
            : 'action.yml, not found beside the tool: see the README). --comment, --github-token and --deployment-environment are the',
        "action's only; in their descriptions, the workflow and the step mean your pipeline and this",
        'run. The commit under test: --commit, else SECURITY_TEST_COMMIT, else the CI',
        "system's own variable (CI_COMMIT_SHA, BUILD_SOURCEVERSION, GIT_COMMIT, BITBUCKET_COMMIT,",
        'CIRCLE_SHA1).',
        ...inputs,
        '',
        "Report files (and --report-file, --sarif-file above: the action's JSON report and SARIF):",
        ...files,
        '',
        `  --${'warn-exit-code'.padEnd(width)}the exit code of the outcome warned (default: 0)`,
        '',
        `On GitLab CI the GitLab report defaults to ${ciDefaults('gitlab').gitlabReportFile}; on Jenkins and CircleCI the`,
        `JUnit file to ${ciDefaults('jenkins').junitFile}, on Bitbucket to`,
        `${ciDefaults('bitbucket').junitFile} (where Bitbucket looks); on Azure Pipelines findings`,
        `become ##vso[task.logissue] lines and the summary (${ciDefaults('azure').summaryFile}) is`,
        `attached to the run. Other files the tool writes go to ${RESULTS_DIR}/.`,
        '',
        'Exit codes:',
        ...exit_code/* EXIT_CODE_HELP */.ZJ.map((l) => `  ${l}`),
        ''
    ].join('\n');
}
/** `--flag  meaning`, the meaning wrapped at WIDTH and indented under itself. */
function flagLines(flag, meaning, width) {
    const indent = ' '.repeat(width + 2);
    const lines = [];
    let current = `  ${flag.padEnd(width)}`;
    let empty = true;
    for (const word of meaning.split(/\s+/).filter(Boolean)) {
        if (!empty && current.length + 1 + word.length > WIDTH) {
            lines.push(current);
            current = indent + word;
        }
        else
            current += (empty ? '' : ' ') + word;
        empty = false;
    }
    lines.push(current.trimEnd());
    return lines;
}

;// CONCATENATED MODULE: ./src/cli/commit.ts

const COMMIT_ENV = 'SECURITY_TEST_COMMIT';
/** Each CI system's variable for the commit being built, in the order they are tried. */
const CI_COMMIT_VARIABLES = [
    'CI_COMMIT_SHA', // GitLab CI
    'BUILD_SOURCEVERSION', // Azure Pipelines
    'GIT_COMMIT', // Jenkins (Git plugin)
    'BITBUCKET_COMMIT', // Bitbucket Pipelines
    'CIRCLE_SHA1', // CircleCI
    'GITHUB_SHA' // GitHub Actions, when the tool runs there
];
const HEX = /^[0-9a-f]{7,40}$/i;
function cliCommit(env, given, log) {
    if (given)
        return { sha: given, source: '--commit' };
    for (const name of [COMMIT_ENV, ...CI_COMMIT_VARIABLES]) {
        const value = (env[name] ?? '').trim();
        if (!value)
            continue;
        if (HEX.test(value))
            return { sha: value.toLowerCase(), source: name };
        // A variable that holds something else (a tag, a placeholder) is not a commit: say so once.
        log.warning(`${name} (${(0,src_text/* forLog */.Ig)(value, 60)}) is not a commit SHA; it is not used as the commit under test`);
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/cli/words.ts


const CLI_WORDS = {
    input: (name) => name === 'access-token'
        ? ACCESS_TOKEN_ENV
        : name === 'commit'
            ? `--commit (or ${COMMIT_ENV})`
            : `--${name}`,
    command: (name) => `\`security-test ${name}\``,
    setting: (name, value) => `--${name} ${value}`,
    output: (command, name) => `the ${name} that \`security-test ${command}\` wrote to its --outputs-file`,
    secretExample: `${ACCESS_TOKEN_ENV} set from your CI system's secret store`,
    commitExample: '$CI_COMMIT_SHA',
    run: 'run',
    step: 'run',
    moreFindings: 'the JSON report'
};

;// CONCATENATED MODULE: ./src/report/repository.ts
/**
 * `https://host/owner/repo` from an http(s), `ssh://` or `git@host:path` address: no
 * credentials, query, fragment, trailing slash or `.git`. `commitPath` (`/commit/`) makes the
 * commit link. Undefined for anything else (a local path, another scheme).
 */
function repositoryLink(address, commitPath) {
    const text = address.trim();
    const scp = /^[\w.-]+@([\w.-]+):(?!\/)(.+)$/.exec(text);
    let url;
    try {
        url = new URL(scp ? `https://${scp[1]}/${scp[2]}` : text);
    }
    catch {
        return undefined;
    }
    if (url.protocol === 'ssh:')
        url = new URL(`https://${url.hostname}${url.pathname}`);
    if (url.protocol !== 'https:' && url.protocol !== 'http:')
        return undefined;
    const path = url.pathname.replace(/\/+$/, '').replace(/\.git$/, '');
    if (path === '')
        return undefined;
    const uri = `${url.protocol}//${url.host}${path}`;
    return commitPath ? { uri, commitBase: uri + commitPath } : { uri };
}
/**
 * `GITHUB_SERVER_URL/GITHUB_REPOSITORY` (GitHub Enterprise too), with its commit pages: the
 * action's host reads it, and so does the tool when it runs on GitHub Actions.
 */
function githubRepository(env) {
    const repo = env.GITHUB_REPOSITORY;
    if (!repo || !/^[\w.-]+\/[\w.-]+$/.test(repo) || repo.includes('..'))
        return undefined;
    const server = (env.GITHUB_SERVER_URL || 'https://github.com').replace(/\/+$/, '');
    return repositoryLink(`${server}/${repo}`, '/commit/');
}

;// CONCATENATED MODULE: ./src/cli/repository.ts
// The repository of the pipeline the tool runs in, from its CI system's own variable, for
// SARIF's versionControlProvenance and the commit's link in the summary. A commit link only
// where the system's page for a commit is known.

function cliRepository(env, ci) {
    const from = (v, commitPath) => v ? repositoryLink(v, commitPath) : undefined;
    switch (ci) {
        case 'gitlab':
            return from(env.CI_PROJECT_URL, '/-/commit/');
        case 'azure':
            return from(env.BUILD_REPOSITORY_URI);
        case 'jenkins':
            return from(env.GIT_URL);
        case 'bitbucket':
            return from(env.BITBUCKET_GIT_HTTP_ORIGIN, '/commits/');
        case 'circleci':
            return from(env.CIRCLE_REPOSITORY_URL);
        case 'github':
            return githubRepository(env);
        case 'none':
            return undefined;
    }
}

;// CONCATENATED MODULE: ./src/cli/host.ts
// The command line as the run's host: inputs from flags (the access token from the environment),
// outputs kept for the tool to act on and write, the log on stderr, report files under
// security-test-results/ unless named, when the pipeline began from the CI system's variables.
// The tool has no later phase, so it keeps no test state: a cancelled run stops its test itself
// before it exits.










const NO_STATE = { testKnown: () => undefined, testDone: () => undefined };
function cliHost(o) {
    const outputs = new Map();
    let failure;
    let summaryUnwritten;
    const reports = {
        tempDir: o.resultsDir,
        summaryFile: o.summaryFile,
        summaryIsReport: true,
        // main.ts prints the failure line last, after the report files (each error said once).
        reasonLast: true,
        words: CLI_WORDS,
        repository: cliRepository(o.env, detectCi(o.env)),
        sarifAnchor: () => o.anchorFile,
        showListing: (listing) => o.stdout?.(o.log.redact(listingText(listing))),
        // There is no pull request to comment on (the comment input is refused by the argument parser).
        comment: () => Promise.resolve(undefined)
    };
    return {
        input: (name) => inputValue(o, name),
        mask: (secret) => o.log.mask(secret),
        log: o.log,
        setOutput: (name, value) => outputs.set(name, value),
        // Said last, after the report files are written (main.ts), so the log ends with the reason.
        fail: (line) => {
            failure = line;
        },
        reports: () => {
            summaryUnwritten = prepareSummaryFile(o.summaryFile);
            // Said once, by the tool after the run (main.ts), rather than by every write that fails.
            if (summaryUnwritten)
                reports.summaryFile = undefined;
            return reports;
        },
        runStart: () => Promise.resolve(cliRunStart(o.env, detectCi(o.env))),
        // Asked once per run (several applications share it), so a bad variable is warned of once.
        build: (config) => {
            let known;
            return { commit: () => (known ??= { commit: cliCommit(o.env, config.commit, o.log) }).commit };
        },
        state: NO_STATE,
        words: CLI_WORDS,
        outputs,
        failure: () => failure,
        summaryUnwritten: () => summaryUnwritten
    };
}
/** An input trimmed, as the runner's getInput gives it: the value masked is the value used. */
function inputValue(o, name) {
    if (name === 'access-token') {
        return (o.inputs['access-token'] ?? o.env[ACCESS_TOKEN_ENV] ?? '').trim();
    }
    return (o.inputs[name] ?? '').trim();
}
/**
 * The summary file starts empty: the action appends to a job summary that other steps share, the
 * tool writes its own. (The report writers make the folders of their files themselves.)
 */
function prepareSummaryFile(file) {
    if (!file)
        return undefined;
    return writeReportFile(`the summary file ${file}`, () => {
        external_node_fs_.mkdirSync(external_node_path_.dirname(file), { recursive: true });
        external_node_fs_.writeFileSync(file, '');
    });
}

;// CONCATENATED MODULE: ./src/cli/log.ts
// The tool's log. People read stderr: the action's progress lines and verdict, annotations as
// "Error [title]: message" lines, one updating progress line on a terminal with the time spent
// so far (ticking each second while the tool waits), colours only on a terminal and never with
// NO_COLOR (terminal.ts). On Azure Pipelines
// annotations are logging commands instead (`##vso[task.logissue]`, on stdout, where the agent
// reads them). Every line is neutralised for every CI system and has the secrets masked, so no
// finding can start a logging command and no token is printed, whoever called the log.




/** How often the open progress line's time is redrawn on a terminal. */
const TICK_MS = 1000;
const WORD = { error: 'Error', warning: 'Warning', notice: 'Notice' };
function cliLog(output, options) {
    const secrets = new Set();
    const redactors = [];
    const { tty, color, columns } = output.terminal;
    const now = options.now ?? Date.now;
    const started = now();
    /** The open progress line on a terminal: its text without the time, and how wide it was drawn. */
    let progress;
    let ticker;
    const redact = (text) => redactors.reduce((s, r) => r(s), text);
    const safe = (text) => (0,src_text/* neutraliseCommands */.$B)(redact(text));
    const withTime = (text) => `${text} (${formatDuration(now() - started)} elapsed)`;
    const endProgress = () => {
        if (ticker !== undefined)
            clearInterval(ticker);
        ticker = undefined;
        if (progress)
            output.err('\n');
        progress = undefined;
    };
    // A carriage return and spaces over what is left of the longer line before: no escape code,
    // so the line updates in place even with NO_COLOR.
    const drawProgress = () => {
        if (!progress)
            return;
        const full = withTime(progress.text);
        const text = columns && columns > 20 && full.length >= columns ? `${full.slice(0, columns - 2)}…` : full;
        output.err(`\r${paintLine(color, text)}${' '.repeat(Math.max(0, progress.width - text.length))}`);
        progress.width = text.length;
    };
    const line = (text) => {
        endProgress();
        output.err(`${paintLine(color, safe(text))}\n`);
    };
    const annotation = (level, message, props) => {
        const title = props?.title ? safe(props.title).replace(/\n/g, ' ') : undefined;
        if (options.azure && (level !== 'notice' || title !== undefined)) {
            // Azure has errors and warnings only: a notice that annotates a finding is a warning there;
            // the run's other notices stay plain lines.
            const type = level === 'error' ? 'error' : 'warning';
            logissue(type, title ? `[${title}] ${safe(message)}` : safe(message));
            return;
        }
        line(`${WORD[level]}${title ? ` [${title}]` : ''}: ${message}`);
    };
    const logissue = (type, text) => {
        endProgress();
        output.out(`##vso[task.logissue type=${(0,src_text/* forAzureProperty */.mb)(type)}]${(0,src_text/* forAzureData */.P_)(text)}\n`);
    };
    return {
        info: line,
        debug: (m) => {
            if (options.debug)
                line(`Debug: ${m}`);
        },
        notice: (m, p) => annotation('notice', m, p),
        warning: (m, p) => annotation('warning', m, p),
        error: (m, p) => annotation('error', m, p),
        progress: (m) => {
            if (!tty)
                return line(withTime(m));
            progress = { text: safe(m).replace(/\n/g, ' '), width: progress?.width ?? 0 };
            drawProgress();
            // The time goes on while the tool waits for the next poll; the timer never keeps it alive.
            ticker ??= setInterval(drawProgress, TICK_MS);
            ticker.unref?.();
        },
        mask: (secret) => {
            if (!secret || secrets.has(secret))
                return;
            secrets.add(secret);
            redactors.push(redactor(secret));
        },
        redact,
        failure: (text) => {
            if (options.azure)
                logissue('error', safe(text));
            else
                line(`Error: ${text}`);
        },
        azureCommand: (command, data) => {
            endProgress();
            output.out(`##vso[${command}]${(0,src_text/* forAzureData */.P_)(safe(data))}\n`);
        },
        close: endProgress
    };
}

// EXTERNAL MODULE: ./src/native-reports/app-report.ts
var app_report = __nccwpck_require__(111);
;// CONCATENATED MODULE: ./src/cli/native-reports.ts
// The native reports of other CI systems (JUnit, GitLab DAST), made after the run from what it
// wrote: the `results` output (one entry per application) or, where a run sets none, its single
// `report-file`. The run itself knows nothing of them. Both are report files (unwritten.ts): one
// that cannot be written makes the run an error. A JSON report that cannot be read, an application
// without one and a run that left none become reports of an error, never a clean run.







/** The JSON report files the run wrote, per application. */
function reportFilesOf(outputs) {
    const results = outputs.get('results');
    if (results) {
        let parsed;
        try {
            parsed = JSON.parse(results);
        }
        catch {
            parsed = undefined;
        }
        if (Array.isArray(parsed)) {
            return parsed.flatMap((r) => {
                if (typeof r !== 'object' || r === null)
                    return [];
                const entry = r;
                const file = entry['report-file'];
                const token = entry['application-token'];
                const applicationToken = typeof token === 'string' ? token : '';
                // An application without a report file is kept: its JUnit suite says so.
                return [
                    typeof file === 'string' && file ? { file, applicationToken } : { applicationToken }
                ];
            });
        }
    }
    const file = outputs.get('report-file');
    return file ? [{ file, applicationToken: outputs.get('application-token') ?? '' }] : [];
}
/** Each application's report; `failure`: the run's failure line, for one without a file. */
function readReports(refs, log, failure) {
    return refs.map((ref) => {
        if (!ref.file) {
            const why = failure ? `: ${failure}` : '.';
            return (0,app_report/* runReport */.qi)(ref.applicationToken, 'error', `The run wrote no JSON report for it${why}`);
        }
        try {
            // parseJson: a file that is not JSON is said so without quoting it (V8's message would).
            return (0,app_report/* readAppReport */.C1)(parseJson(external_node_fs_.readFileSync(ref.file, 'utf8'), 'the report file', Error));
        }
        catch (e) {
            const why = (0,src_text/* errorText */.kc)(e, 300);
            log.warning(`Could not read the report file ${(0,src_text/* forLog */.Ig)(ref.file, 400)}: ${why}`);
            return (0,app_report/* unreadableReport */.wH)(ref.applicationToken, why);
        }
    });
}
/**
 * Write the JUnit and GitLab files asked for (by flag or by the CI system's default); resolves
 * to those that could not be written.
 */
async function writeNativeReports(command, files, outputs, log, times, end) {
    const unwritten = [];
    if (!files.junit && !files.gitlab)
        return unwritten;
    if (!SARIF_COMMANDS.has(command)) {
        log.debug(`No JUnit or GitLab report: the ${command} command reads no test result.`);
        return unwritten;
    }
    const reports = withRunEnd(readReports(reportFilesOf(outputs), log, end.failure), end);
    // Loaded only here (eagerly bundled: one file), so a run without them starts faster.
    const { buildJunit } = await Promise.resolve(/* import() eager */).then(__nccwpck_require__.bind(__nccwpck_require__, 113));
    const { buildGitlabDast } = await Promise.resolve(/* import() eager */).then(__nccwpck_require__.bind(__nccwpck_require__, 112));
    const targets = [];
    if (files.junit) {
        targets.push({ file: files.junit, what: 'the JUnit file', make: (r) => buildJunit(r) });
    }
    if (files.gitlab) {
        targets.push({
            file: files.gitlab,
            what: 'the GitLab report',
            make: (r) => `${JSON.stringify(buildGitlabDast(r, times), null, 2)}\n`
        });
    }
    const written = targets.filter((t) => {
        const failed = writeText(t.file, () => t.make(reports), t.what, log);
        if (failed)
            unwritten.push(failed);
        return !failed;
    });
    // One could not be written, so the run is an error: the other says so too, rather than green.
    if (unwritten.length > 0) {
        const asError = withRunEnd(reports, {
            ...end,
            outcome: 'error',
            failure: unwrittenFailure(unwritten, end.failure)
        });
        for (const t of written) {
            const failed = writeText(t.file, () => t.make(asError), t.what, log);
            if (failed)
                unwritten.push(failed);
        }
    }
    return unwritten;
}
/**
 * The reports, and the run's own end when none of them tells it: a run that ended before any
 * report, or one that became an error after them (a file it could not write) is one more report
 * of an error, so the native reports are never green for it.
 */
function withRunEnd(reports, end) {
    const outcome = end.outcome ?? 'error';
    const told = reports.some((r) => (0,app_report/* incompleteReason */.D1)(r) !== undefined);
    const complete = (0,app_report/* isComplete */.As)(outcome);
    if (reports.length > 0 && (told || complete))
        return reports;
    const message = end.failure ??
        (reports.length === 0
            ? 'The run wrote no JSON report to make this report from.'
            : `The run ended ${outcome}.`);
    return [...reports, (0,app_report/* runReport */.qi)(end.applicationToken ?? '', complete ? 'error' : outcome, message)];
}
/** Write a file the tool makes, its folder first; undefined when written (unwritten.ts). */
function writeText(file, make, what, log) {
    const failed = writeReportFile(`${what} ${file}`, () => {
        external_node_fs_.mkdirSync(external_node_path_.dirname(external_node_path_.resolve(file)), { recursive: true });
        external_node_fs_.writeFileSync(file, make());
    });
    if (!failed)
        log.info(`Wrote ${what} ${(0,src_text/* forLog */.Ig)(file, 400)}`);
    return failed;
}

;// CONCATENATED MODULE: ./src/cli/main.ts
// `security-test`: one run of the action's core on the command line. Arguments are checked
// first, all problems together, before any request; then the run; then the files other CI
// systems read (JUnit, GitLab DAST, Azure's summary), the outputs file and the exit code.



















/** Run the tool; resolves to its exit code. `signal` aborts with a CancelledError on SIGINT/SIGTERM. */
async function runCli(io, signal) {
    const started = new Date();
    const args = parseArgs(io.argv);
    if (args.help) {
        io.stdout(helpText(report_sarif/* TOOL_VERSION */.wr, await actionDescriptions()));
        return exit_code/* EXIT */.dc.passed;
    }
    if (args.version) {
        io.stdout(`${report_sarif/* TOOL_VERSION */.wr}\n`);
        return exit_code/* EXIT */.dc.passed;
    }
    if (args.empty) {
        io.stderr(helpText(report_sarif/* TOOL_VERSION */.wr, await actionDescriptions()));
        return exit_code/* EXIT */.dc.error;
    }
    const defaults = ciDefaults(detectCi(io.env));
    const log = cliLog({
        err: io.stderr,
        out: io.stdout,
        terminal: {
            tty: io.stderrIsTty,
            color: colorWanted(io.env, io.stderrIsTty),
            columns: io.stderrColumns
        }
    }, { azure: defaults.azureCommands, debug: /^(1|true)$/i.test(io.env.SECURITY_TEST_DEBUG ?? '') });
    const inCwd = (file) => file ? external_node_path_.resolve(io.cwd, file) : undefined;
    const files = {
        junit: inCwd(args.files['junit-file'] ?? defaults.junitFile),
        gitlab: inCwd(args.files['gitlab-report-file'] ?? defaults.gitlabReportFile),
        summary: inCwd(args.files['summary-file'] ?? defaults.summaryFile),
        outputs: inCwd(args.files['outputs-file'])
    };
    const host = cliHost({
        inputs: args.inputs,
        env: io.env,
        log,
        resultsDir: external_node_path_.resolve(io.cwd, RESULTS_DIR),
        summaryFile: files.summary,
        anchorFile: defaults.anchorFile,
        stdout: io.stdout
    });
    // Masked before anything is printed, valid or not: the same secrets as the action masks.
    maskSecrets(host);
    const checked = checkArguments(args, host);
    if ('problems' in checked) {
        const line = 'Invalid arguments (no request was sent):\n' +
            checked.problems.map((p) => `  ${p.argument}: ${p.message}`).join('\n') +
            '\nSee security-test --help.';
        host.setOutput('outcome', 'error');
        // JUnit and the GitLab report say so too: a CI system reading them finds the error, not
        // nothing (GitLab reads a missing DAST report as "no vulnerabilities"). No application is
        // named: its token may be the argument that was wrong.
        const command = host.input('command') || 'scan';
        if (COMMANDS.includes(command)) {
            await writeNativeReports(command, { junit: files.junit, gitlab: files.gitlab }, host.outputs, log, { started, ended: new Date() }, { outcome: 'error', failure: log.redact(line) });
        }
        writeOutputsFile(files.outputs, host, log);
        log.failure(line);
        return exit_code/* EXIT */.dc.error;
    }
    if (args.inputs['access-token'] !== undefined) {
        log.warning(`--access-token is visible to the other processes of this machine; set ${ACCESS_TOKEN_ENV} from the secret store instead.`);
    }
    const onAbort = () => {
        const reason = signal.reason;
        const name = reason instanceof errors/* CancelledError */.c ? reason.signalName : 'a signal';
        log.info(`Received ${name}: cancelling`);
    };
    signal.addEventListener('abort', onAbort, { once: true });
    try {
        await runCommand(host, signal);
    }
    finally {
        signal.removeEventListener('abort', onAbort);
        log.close();
    }
    // Every report file is part of the verdict (report/unwritten.ts): those the run could not
    // write already made it an error; the summary file it could not make, the native reports and
    // the outputs file do so here, each said in the failure line after the verdict.
    const ranFailure = host.failure();
    const unwritten = [];
    const summaryUnwritten = host.summaryUnwritten();
    if (summaryUnwritten)
        unwritten.push(summaryUnwritten);
    const outcome = () => unwritten.length > 0 ? 'error' : host.outputs.get('outcome');
    const failure = () => unwritten.length > 0 ? unwrittenFailure(unwritten, ranFailure) : ranFailure;
    if (!signal.aborted) {
        const line = failure();
        unwritten.push(...(await writeNativeReports(checked.config.command, { junit: files.junit, gitlab: files.gitlab }, host.outputs, log, { started, ended: new Date() }, {
            outcome: outcome(),
            // Written to files, which the log's masking does not reach.
            failure: line === undefined ? undefined : log.redact(line),
            applicationToken: host.input('application-token')
        })));
        uploadSummary(files.summary, defaults.azureCommands, log);
    }
    if (unwritten.length > 0)
        host.setOutput('outcome', 'error');
    const outputsUnwritten = writeOutputsFile(files.outputs, host, log);
    if (outputsUnwritten)
        unwritten.push(outputsUnwritten);
    const line = failure();
    if (line !== undefined)
        log.failure(line);
    const reason = signal.reason;
    if (signal.aborted && reason instanceof errors/* CancelledError */.c) {
        return (0,exit_code/* signalExitCode */.cf)(reason.signalName);
    }
    const warned = outcome() === 'warned';
    // Azure shows the run "succeeded with issues"; GitLab and Jenkins read the exit code.
    if (warned && line === undefined && defaults.azureCommands) {
        log.azureCommand('task.complete result=SucceededWithIssues;', '');
    }
    return (0,exit_code/* exitCode */.I$)(outcome(), line !== undefined, warned ? (0,exit_code/* warnExitCode */.g7)(args.warnExitCode) : exit_code/* EXIT */.dc.passed);
}
/** The argument problems and the inputs' own, together; or the validated config. */
function checkArguments(args, host) {
    const problems = [...args.problems];
    const warned = (0,exit_code/* warnExitCode */.g7)(args.warnExitCode);
    if (typeof warned !== 'number')
        problems.push({ argument: '--warn-exit-code', message: warned.problem });
    let config;
    try {
        config = inputs_readConfig((name) => host.input(name), CLI_WORDS);
    }
    catch (e) {
        if (!(e instanceof errors/* InputError */.d))
            throw e;
        for (const p of e.problems) {
            const fromEnv = p.input === 'access-token' && args.inputs['access-token'] === undefined;
            const guess = p.input === 'command' ? closest(host.input('command').toLowerCase(), COMMANDS) : undefined;
            problems.push({
                argument: fromEnv ? ACCESS_TOKEN_ENV : p.input === 'command' ? 'command' : `--${p.input}`,
                message: fromEnv && host.input('access-token').trim() === ''
                    ? "is not set; set it to the service's access token from your CI system's secret store"
                    : guess
                        ? `${p.message}; did you mean ${guess}?`
                        : p.message
            });
        }
    }
    if (problems.length > 0 || config === undefined)
        return { problems };
    return { config };
}
/** Azure attaches the summary to the run's page (a Markdown file, by absolute path). */
function uploadSummary(file, azure, log) {
    if (!azure || !file)
        return;
    let size;
    try {
        size = external_node_fs_.statSync(file).size;
    }
    catch {
        return;
    }
    if (size > 0)
        log.azureCommand('task.uploadsummary', file);
}
function writeOutputsFile(file, host, log) {
    if (!file)
        return undefined;
    const outputs = Object.fromEntries(host.outputs);
    return writeText(file, () => `${JSON.stringify(outputs, null, 2)}\n`, 'the outputs file', log);
}


/***/ }),

/***/ 102:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   c: () => (/* binding */ CancelledError),
/* harmony export */   d: () => (/* binding */ InputError)
/* harmony export */ });
// Errors that are not the service's: the workflow's inputs and the workflow's cancellation.
// The service's own errors and their classification live in api/errors.ts.
/** Thrown when inputs fail validation; each problem names its input. Messages are safe to print. */
class InputError extends Error {
    problems;
    constructor(problems) {
        super(problems.map((p) => `${p.input}: ${p.message}`).join('\n'));
        this.name = 'InputError';
        this.problems = problems;
    }
}
/** The run was cancelled (SIGINT/SIGTERM from the runner, or a cancelled wait). */
class CancelledError extends Error {
    signalName;
    constructor(signalName) {
        super(`The workflow was cancelled (${signalName})`);
        this.signalName = signalName;
        this.name = 'CancelledError';
    }
}


/***/ }),

/***/ 103:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   addAdoptedEntries: () => (/* binding */ addAdoptedEntries)
/* harmony export */ });
/* unused harmony exports MAX_ADOPTED_ENTRIES, utcDay */
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(175);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(120);
/* harmony import */ var _ignore_file_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(106);
// What `adopt` adds to the accepted-risks file: one entry per counted occurrence — its identity,
// never the whole finding, so a new URL of an adopted finding still counts — with `reason:
// adopted`, the day and an expiry. The file is edited as a YAML document (the `yaml` package keeps
// comments and the existing entries as they are); the new entries carry a comment naming the
// finding, method and URL for the reviewer of the pull request.



const DAY_MS = 86_400_000;
/** More entries than anyone reviews; the rest keep counting (the log says how many). */
const MAX_ADOPTED_ENTRIES = 5000;
/** YYYY-MM-DD of a time (UTC). */
function utcDay(ms) {
    return new Date(ms).toISOString().slice(0, 10);
}
/**
 * The accepted-risks file `existing` (may be empty) with an entry per occurrence appended to its
 * `ignore:` list. Adopted today, expiring `expiryMs` later (whole days). Throws IgnoreFileError
 * when the file is not YAML or its `ignore` is not a list (it would not be read either).
 */
function addAdoptedEntries(existing, occurrences, now, expiryMs) {
    const adopted = utcDay(now);
    const expires = utcDay(now + Math.max(DAY_MS, Math.round(expiryMs / DAY_MS) * DAY_MS));
    const take = occurrences.slice(0, MAX_ADOPTED_ENTRIES);
    const entries = take.map((o) => ({
        // The finding's name and URL are the service's text: one clean line, no way out of the comment.
        comment: (0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLine */ .TN)(`${o.severity}: ${o.name} — ${o.method} ${o.url}`, 300),
        fields: { id: o.id, reason: 'adopted', adopted, expires }
    }));
    const base = existing.trim() === '' ? 'version: 1\n' : existing;
    const doc = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .parseDocument */ .Tp)(base);
    if (doc.errors.length > 0) {
        throw new _ignore_file_js__WEBPACK_IMPORTED_MODULE_2__/* .IgnoreFileError */ .d(doc.errors.map((e) => `not valid YAML: ${(0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLine */ .TN)(e.message, 200)}`));
    }
    if (doc.contents !== null && !(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(doc.contents)) {
        throw new _ignore_file_js__WEBPACK_IMPORTED_MODULE_2__/* .IgnoreFileError */ .d(['it must be a mapping with an `ignore:` list']);
    }
    const list = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(doc.contents) ? doc.contents.get('ignore', true) : undefined;
    if (list !== undefined &&
        list !== null &&
        !(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(list) &&
        !((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(list) && list.value === null)) {
        throw new _ignore_file_js__WEBPACK_IMPORTED_MODULE_2__/* .IgnoreFileError */ .d(['ignore must be a list of entries']);
    }
    const text = (entries.length === 0 ? base : undefined) ??
        appendedAsText(base, list, entries) ??
        editedAsDocument(doc, list, entries);
    return { text, added: take.length, left: occurrences.length - take.length, adopted, expires };
}
/**
 * The entries appended as text after the last item of a block `ignore:` list (or a new `ignore:`
 * at the end): every byte of the file before stays as it was. Checked by reading the result back;
 * undefined when the file is laid out otherwise (a flow list, an `ignore:` with nothing under it).
 */
function appendedAsText(text, list, entries) {
    let at;
    let indent;
    if (list === undefined) {
        at = text.length;
        indent = '  ';
    }
    else {
        if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(list) || list.flow === true || list.items.length === 0)
            return undefined;
        const end = list.range?.[1];
        const first = list.items[0]?.range?.[0];
        if (end === undefined || first === undefined)
            return undefined;
        const lineStart = text.lastIndexOf('\n', first - 1) + 1;
        const dash = /^( *)- +$/.exec(text.slice(lineStart, first));
        if (dash === null)
            return undefined;
        at = end;
        indent = dash[1] ?? '';
    }
    const lines = entries.flatMap(({ comment, fields }) => [
        `${indent}# ${comment}`,
        `${indent}- id: ${fields.id}`,
        `${indent}  reason: ${fields.reason}`,
        `${indent}  adopted: ${fields.adopted}`,
        `${indent}  expires: ${fields.expires}`
    ]);
    const before = text.slice(0, at);
    const join = before === '' || before.endsWith('\n') ? '' : '\n';
    const head = list === undefined ? 'ignore:\n' : '';
    const result = `${before}${join}${head}${lines.join('\n')}\n${text.slice(at)}`;
    return readsAsAppended(text, result, entries) ? result : undefined;
}
/** The result holds the old document's values and, after its entries, exactly the new ones. */
function readsAsAppended(oldText, newText, entries) {
    const after = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .parseDocument */ .Tp)(newText);
    if (after.errors.length > 0)
        return false;
    const was = ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .parseDocument */ .Tp)(oldText).toJS() ?? {});
    const now = (after.toJS() ?? {});
    const oldList = Array.isArray(was.ignore) ? was.ignore : [];
    const expected = { ...was, ignore: [...oldList, ...entries.map((e) => e.fields)] };
    return JSON.stringify(now) === JSON.stringify(expected);
}
/** The yaml package's own edit: comments kept, the layout of existing lines may be normalised. */
function editedAsDocument(doc, list, entries) {
    if (doc.contents === null)
        doc.contents = new yaml__WEBPACK_IMPORTED_MODULE_0__/* .YAMLMap */ .CA();
    const map = doc.contents;
    let seq;
    if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(list))
        seq = list;
    else {
        seq = new yaml__WEBPACK_IMPORTED_MODULE_0__/* .YAMLSeq */ .Rw();
        map.set('ignore', seq);
    }
    for (const { comment, fields } of entries) {
        const node = doc.createNode(fields);
        node.commentBefore = ` ${comment}`;
        seq.items.push(node);
    }
    return doc.toString({ lineWidth: 0 });
}


/***/ }),

/***/ 104:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $w: () => (/* binding */ readSeverityOf),
/* harmony export */   Bg: () => (/* binding */ readScore),
/* harmony export */   Gv: () => (/* binding */ isObject),
/* harmony export */   MQ: () => (/* binding */ readName),
/* harmony export */   NW: () => (/* binding */ isLevel),
/* harmony export */   P: () => (/* binding */ NAME_KEYS),
/* harmony export */   Qe: () => (/* binding */ severityNamed),
/* harmony export */   WB: () => (/* binding */ readRemediation),
/* harmony export */   XF: () => (/* binding */ readDescription),
/* harmony export */   ZV: () => (/* binding */ own),
/* harmony export */   d2: () => (/* binding */ OCCURRENCE_KEYS),
/* harmony export */   e1: () => (/* binding */ asText),
/* harmony export */   ms: () => (/* binding */ hasSeverityField),
/* harmony export */   n9: () => (/* binding */ anyCase),
/* harmony export */   xT: () => (/* binding */ readCwes)
/* harmony export */ });
/* unused harmony export firstText */
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(120);
/* harmony import */ var _severity_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(109);
// Reading the result document's fields by their aliases. The service does not publish the names
// of its finding fields, so every field is looked up under each name parsers of this format have
// seen (docs/service.md). Nothing here throws on a wrong type: a value that
// is not what we expect is treated as absent.


const NAME_KEYS = ['name', 'title', 'vulnerability_name', 'signature'];
const SCORE_KEYS = ['cvss_score', 'score', 'cvss'];
const CWE_KEYS = ['cwe', 'cwe_id', 'cwes'];
const DESCRIPTION_KEYS = ['description', 'details', 'summary', 'impact'];
const REMEDIATION_KEYS = ['remediation', 'solution', 'recommendation', 'fix', 'mitigation'];
const OCCURRENCE_KEYS = ['occurences', 'occurrences'];
const MAX_CWES = 20;
const MAX_CWE_TEXT = 200;
function isObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
/** An own property only: a document's `constructor` or `__proto__` key is data, not a method. */
function own(obj, key) {
    return Object.hasOwn(obj, key) ? obj[key] : undefined;
}
/** Text of a string or finite number; undefined for anything else or blank text. */
function asText(value) {
    if (typeof value === 'string')
        return value.trim() === '' ? undefined : value;
    if (typeof value === 'number' && Number.isFinite(value))
        return String(value);
    return undefined;
}
/** The first alias (in each source in turn) that holds text. */
function firstText(sources, keys) {
    for (const source of sources) {
        for (const key of keys) {
            const text = asText(own(source, key));
            if (text !== undefined)
                return text;
        }
    }
    return undefined;
}
/** Trimmed finding name, or undefined when no alias holds one. */
function readName(sources) {
    return firstText(sources, NAME_KEYS)?.trim();
}
/**
 * A property under any of `spellings`, else under any key equal to `lowerKey` ignoring case
 * ("Method", "METHOD", "mEthod"). The fallback scan runs only for small objects.
 */
function anyCase(obj, spellings, lowerKey) {
    for (const key of spellings) {
        const value = own(obj, key);
        if (value !== undefined && value !== null)
            return value;
    }
    const keys = Object.keys(obj);
    if (keys.length > 64)
        return undefined;
    for (const key of keys) {
        if (key.length === lowerKey.length && key.toLowerCase() === lowerKey)
            return obj[key];
    }
    return undefined;
}
// A severity field by its name, in any case or form: "severity", "Severity", "risk_level",
// "riskLevel", "cvss", "criticality", "priority", "rating". ("level" alone is one only when it
// holds a severity word: log entries have levels too.)
const SEVERITY_NAME = /severity|risk|cvss|criticality|priority|rating/;
// Where a score may stand too (readScore's names and their kin).
const RATING_NAME = /severity|risk|cvss|criticality|priority|rating|score|level/;
const severityNames = (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .memoised */ .QC)((key) => key.length <= 40 && SEVERITY_NAME.test(key.toLowerCase()), 10_000);
const ratingNames = (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .memoised */ .QC)((key) => key.length > 40 || RATING_NAME.test(key.toLowerCase()), 10_000);
/** A key named like a severity field (memoised: a document has few distinct keys). */
const severityNamed = (key) => severityNames(key);
/** "level" in any case: a severity field when it holds a severity word. */
function isLevel(key) {
    return key.length === 5 && key.toLowerCase() === 'level';
}
/**
 * Severity from the first severity alias that can be read; else from the score; else unknown,
 * keeping the unreadable label for display. `cache` maps raw labels to readings (a document holds
 * few distinct labels and many occurrences).
 */
function readSeverityOf(sources, cache) {
    // Every field a severity can be read from counts, and the one that counts at the most
    // thresholds wins: a document saying "severity: Low" beside "cvss_score: 9.8" is not read as
    // low. A label the action cannot read is kept for display, and gated as unknown only when
    // nothing else can be read.
    let best;
    let unreadable;
    const ratings = [];
    const consider = (value, level) => {
        const severity = valueSeverity(value, cache);
        if (severity === undefined)
            return;
        if (severity === 'unknown') {
            if (!level)
                unreadable ??= labelOf(value);
            return;
        }
        if (!ratings.includes(severity))
            ratings.push(severity);
        if (best === undefined || (0,_severity_js__WEBPACK_IMPORTED_MODULE_1__/* .stronger */ .t_)(severity, best.severity) !== best.severity) {
            best = { severity, label: labelOf(value) ?? severity };
        }
    };
    for (const source of sources) {
        for (const key in source) {
            if (!Object.hasOwn(source, key))
                continue;
            if (severityNamed(key))
                consider(source[key], false);
            else if (isLevel(key))
                consider(source[key], true);
        }
    }
    const score = readScore(sources);
    if (score !== undefined && (0,_severity_js__WEBPACK_IMPORTED_MODULE_1__/* .severityFromScore */ .qI)(score) !== 'unknown') {
        const severity = (0,_severity_js__WEBPACK_IMPORTED_MODULE_1__/* .severityFromScore */ .qI)(score);
        if (!ratings.includes(severity))
            ratings.push(severity);
        if (best === undefined || (0,_severity_js__WEBPACK_IMPORTED_MODULE_1__/* .stronger */ .t_)(severity, best.severity) !== best.severity) {
            best = { severity, label: best?.label ?? unreadable ?? String(score) };
        }
    }
    if (best !== undefined)
        return ratings.length > 1 ? { ...best, ratings } : best;
    return unreadable === undefined ? undefined : { severity: 'unknown', label: unreadable };
}
/** A severity from a label, a number, a list of them (the worst), or an object holding one. */
function valueSeverity(value, cache) {
    if (Array.isArray(value)) {
        let worst;
        for (const item of value.slice(0, 20)) {
            const s = typeof item === 'object' ? undefined : labelSeverity(item, cache);
            if (s !== undefined)
                worst = worst === undefined ? s : (0,_severity_js__WEBPACK_IMPORTED_MODULE_1__/* .stronger */ .t_)(s, worst);
        }
        return worst;
    }
    if (isObject(value)) {
        for (const key of ['severity', 'label', 'level', 'name', 'value', 'rating']) {
            const s = labelSeverity(own(value, key), cache);
            if (s !== undefined)
                return s;
        }
        return undefined;
    }
    return labelSeverity(value, cache);
}
function labelOf(value) {
    if (Array.isArray(value))
        return (value
            .map((v) => asText(v))
            .filter(Boolean)
            .join(', ') || undefined);
    if (isObject(value))
        return asText(own(value, 'severity') ?? own(value, 'label') ?? own(value, 'level'));
    return asText(value);
}
/** The severity a label reads as (undefined when there is no label); `cache` by label. */
function labelSeverity(value, cache) {
    const label = asText(value);
    if (label === undefined)
        return undefined;
    let severity = cache.get(label);
    if (severity === undefined) {
        severity = (0,_severity_js__WEBPACK_IMPORTED_MODULE_1__/* .readSeverity */ .MW)(value);
        if (cache.size < 1000)
            cache.set(label, severity);
    }
    return severity;
}
/**
 * Whether `obj` has any field a severity could be read from (a severity, risk, CVSS or score
 * field, any case): the hot path skips the reading for the many occurrences that have none.
 */
function hasSeverityField(obj) {
    for (const key in obj)
        if (ratingNames(key))
            return true;
    return false;
}
function readScore(sources) {
    for (const source of sources) {
        for (const key of SCORE_KEYS) {
            const value = own(source, key);
            const n = typeof value === 'number' ? value : typeof value === 'string' ? parseScore(value) : NaN;
            if (Number.isFinite(n))
                return n;
        }
    }
    return undefined;
}
function parseScore(text) {
    return text.length <= 20 && /^\s*-?\d+(?:\.\d+)?\s*$/.test(text) ? Number(text) : NaN;
}
/** CWE references as "CWE-79": from "CWE-79", "79", 79, "CWE-79, CWE-352" or a list of those. */
function readCwes(sources) {
    const found = new Set();
    const add = (value) => {
        if (found.size >= MAX_CWES)
            return;
        if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) {
            found.add(`CWE-${value}`);
        }
        else if (typeof value === 'string' && value.length <= MAX_CWE_TEXT) {
            for (const digits of value.match(/\d{1,7}/g) ?? [])
                found.add(`CWE-${Number(digits)}`);
        }
    };
    for (const source of sources) {
        for (const key of CWE_KEYS) {
            const value = own(source, key);
            if (Array.isArray(value)) {
                for (const item of value.slice(0, MAX_CWES)) {
                    add(isObject(item) ? (own(item, 'id') ?? own(item, 'cwe')) : item);
                }
            }
            else
                add(value);
        }
        if (found.size > 0)
            break;
    }
    return [...found].slice(0, MAX_CWES);
}
function readDescription(sources) {
    return firstText(sources, DESCRIPTION_KEYS);
}
function readRemediation(sources) {
    return firstText(sources, REMEDIATION_KEYS);
}


/***/ }),

/***/ 105:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   J2: () => (/* binding */ idFromNormalized),
/* harmony export */   JY: () => (/* binding */ occurrenceId),
/* harmony export */   fl: () => (/* binding */ findingKey),
/* harmony export */   l2: () => (/* binding */ normalizeUrl),
/* harmony export */   tA: () => (/* binding */ normalizeMethod)
/* harmony export */ });
/* unused harmony exports viaParser, occurrenceIdsFor */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(131);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
// Stable identities: an occurrence is "the same" across runs, processes and machines when its
// finding name, method and normalised URL are. Baselines, ignore entries, SARIF fingerprints and
// the pull-request comment all rely on these exact bytes: changing anything here makes every
// stored baseline look new.

/**
 * Scheme and host lower-cased, default port (80 for http, 443 for https) dropped, query
 * parameters sorted by key then value (raw, as written: `a%20b` and `a+b` stay different), empty
 * parameters dropped, fragment dropped. The path is what the WHATWG URL parser makes of it (case
 * kept; dot segments resolved, an empty path becomes `/`). A string that is not an absolute URL
 * comes back trimmed.
 */
function normalizeUrl(url) {
    if (NORMAL.test(url) && !NOT_NORMAL.test(url))
        return url;
    const trimmed = url.trim();
    return plainUrl(trimmed) ?? viaParser(trimmed);
}
// The commonest URL of all, answered by two tests and no copy: an http(s) URL `plainUrl` would
// return unchanged — what PLAIN (below) matches with a path, no port, no fragment, no white
// space, and a query of one non-empty parameter or none (several need `sortQuery`), and nowhere
// a dot segment, a `%2e` or punycode. Anything else takes the general path below, so this only
// saves time: about half of normalising 100,000 URLs (bench/README.md).
const NORMAL = /^https?:\/\/(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)*[a-z](?:[a-z0-9-]*[a-z0-9])?\/[\w\-.~!$&'()*+,;=:@/%]*(?:\?[\w\-.~!$()*+,;=:@/?%]+)?$/;
const NOT_NORMAL = /\/\.|%2e|xn--/i;
// An http(s) URL the WHATWG parser would leave as it is but for the port, the empty path and the
// fragment: lower-case scheme and host whose last label starts with a letter (no IPv4 forms, no
// punycode), only unreserved or sub-delimiter characters and `%` in path and query, no dot
// segment. Parsing 100,000 URLs costs more than the rest of reading a result together; most URLs
// take this path, and `viaParser` gives the same answer for them (a test compares the two).
const PLAIN = /^(https?):\/\/((?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)*[a-z](?:[a-z0-9-]*[a-z0-9])?)(?::([1-9][0-9]{0,4}))?(\/[\w\-.~!$&'()*+,;=:@/%]*)?(?:\?([\w\-.~!$&()*+,;=:@/?%]*))?(?:#[^]*)?$/;
const DEFAULT_PORT = { http: '80', https: '443' };
function plainUrl(url) {
    const m = PLAIN.exec(url);
    if (m === null)
        return undefined;
    const [, scheme, host, port, path, query] = m;
    if (host.includes('xn--') || (path !== undefined && /\/\.|%2e/i.test(path)))
        return undefined;
    if (port !== undefined && Number(port) > 65535)
        return undefined;
    const sortedQuery = sortQuery(query ?? '');
    // "?" + the query as written, or "" for none: sortQuery changed nothing.
    const sameQuery = query === undefined || (sortedQuery.length === query.length + 1 && sortedQuery.endsWith(query));
    // Most URLs are already normal: the same string back, no copy held per occurrence.
    if (port === undefined && path !== undefined && sameQuery && !url.includes('#'))
        return url;
    const kept = port === undefined || port === DEFAULT_PORT[scheme] ? '' : `:${port}`;
    return `${scheme}://${host}${kept}${path ?? '/'}${sortedQuery}`;
}
/** The general case, through the WHATWG URL parser. Exported for the test that checks `plainUrl`. */
function viaParser(trimmed) {
    let parsed;
    try {
        parsed = new URL(trimmed);
    }
    catch {
        return trimmed;
    }
    // The parser already lower-cases scheme and host and drops the scheme's default port. The
    // fragment is cut from `href` (a `#` before it is always percent-encoded); assigning
    // `parsed.hash` would re-serialise the whole URL, which costs more than the parse.
    const href = parsed.href;
    const hashAt = href.indexOf('#');
    const withQuery = hashAt < 0 ? href : href.slice(0, hashAt);
    const queryAt = withQuery.indexOf('?');
    if (queryAt < 0)
        return withQuery;
    // The query is re-assembled from its raw parts: `parsed.search = …` would re-encode it.
    return withQuery.slice(0, queryAt) + sortQuery(withQuery.slice(queryAt + 1));
}
/** Raw query (without `?`) with its parameters in order: "?a=1&b=2", or "" when empty. */
function sortQuery(query) {
    if (query.length === 0)
        return '';
    if (!query.includes('&'))
        return '?' + query;
    const params = query.split('&');
    let clean = true;
    let sorted = true;
    for (let i = 0; i < params.length; i++) {
        if (params[i].length === 0)
            clean = false;
        else if (i > 0 && sorted)
            sorted = compareParams(params[i - 1], params[i]) <= 0;
    }
    // Most queries are one parameter or already in order: no new string then.
    if (clean && sorted)
        return '?' + query;
    const kept = clean ? params : params.filter((p) => p.length > 0);
    // Array.prototype.sort is stable too, but slower for the few parameters of a usual URL.
    if (kept.length <= 16)
        insertionSort(kept);
    else
        kept.sort(compareParams);
    return kept.length === 0 ? '' : '?' + kept.join('&');
}
/** Stable: equal parameters keep their order. Quadratic, so only for short lists. */
function insertionSort(params) {
    for (let i = 1; i < params.length; i++) {
        const p = params[i];
        let j = i - 1;
        while (j >= 0 && compareParams(params[j], p) > 0) {
            params[j + 1] = params[j];
            j--;
        }
        params[j + 1] = p;
    }
}
const EQUALS = 61;
/**
 * By key (up to the first `=`), then by value, in code-unit order (not localeCompare: the order
 * must not depend on the runner's locale). Without slicing: this runs for every parameter pair.
 */
function compareParams(a, b) {
    let i = 0;
    for (;;) {
        const ca = i < a.length ? a.charCodeAt(i) : EQUALS;
        const cb = i < b.length ? b.charCodeAt(i) : EQUALS;
        if (ca === EQUALS || cb === EQUALS) {
            if (ca !== cb)
                return ca === EQUALS ? -1 : 1;
            break;
        }
        if (ca !== cb)
            return ca - cb;
        i++;
    }
    // Same key, ending at i; values start after the `=` (empty when there is none).
    for (let j = i + 1;; j++) {
        const done = j >= a.length;
        if (done || j >= b.length)
            return done ? (j >= b.length ? 0 : -1) : 1;
        const d = a.charCodeAt(j) - b.charCodeAt(j);
        if (d !== 0)
            return d;
    }
}
/** Upper-cased and trimmed; GET when empty. */
function normalizeMethod(method) {
    const m = method.trim().toUpperCase();
    return m === '' ? 'GET' : m;
}
const ID_CHARS = 32;
const KEY_CHARS = 16;
// Above this, a name is hashed once and the hash state copied per occurrence (a hostile document
// may give one finding a 50 MB name and 100,000 occurrences).
const SHORT_NAME_CHARS = 1024;
/** sha-256 hex (first 32 characters) of `name + "\n" + METHOD + "\n" + normalised URL`. */
function occurrenceId(name, method, url) {
    return occurrenceIdsFor(name)(method, url);
}
/**
 * The same as `occurrenceId`, for many occurrences of one finding: the name is trimmed (and, when
 * long, hashed) once.
 */
function occurrenceIdsFor(name) {
    const id = idFromNormalized(name);
    return (method, url) => id(normalizeMethod(method), normalizeUrl(url));
}
/** Like `occurrenceIdsFor`, for callers that already hold the normalised method and URL. */
function idFromNormalized(name) {
    const prefix = name.trim() + '\n';
    if (prefix.length <= SHORT_NAME_CHARS) {
        return (method, normalizedUrl) => (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.hash)('sha256', `${prefix}${method}\n${normalizedUrl}`).slice(0, ID_CHARS);
    }
    const state = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(prefix);
    return (method, normalizedUrl) => state.copy().update(`${method}\n${normalizedUrl}`).digest('hex').slice(0, ID_CHARS);
}
/** Stable key of a finding (the SARIF rule id): sha-256 hex of the trimmed name, 16 characters. */
function findingKey(name) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(name.trim()).digest('hex').slice(0, KEY_CHARS);
}


/***/ }),

/***/ 106:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ IgnoreFileError),
/* harmony export */   parseAcceptedRisks: () => (/* binding */ parseAcceptedRisks)
/* harmony export */ });
/* unused harmony export parseIgnoreFile */
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(175);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(120);
/* harmony import */ var _fields_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(104);
/* harmony import */ var _identity_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(105);
/* harmony import */ var _policy_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(108);
// Accepted risks: reading the ignore file (loaded only when one exists: `yaml` is not start-up's)
// — the ignore file (`ignore-file`, default `.security-test-ignore.yml`).
//
//   version: 1                 # optional; 1 is the only version
//   ignore:
//     - finding: "Missing X-Frame-Options Header"    # every occurrence of this finding
//       reason: "Framed only by our own pages; tracked in SEC-123"
//       expires: 2027-01-31
//     - id: 3f2a9c0d4e5b6a7f8091a2b3c4d5e6f7          # one occurrence (id from the report, SARIF
//       reason: "False positive, see SEC-200"         #   fingerprint or job summary)
//       expires: 2026-12-31
//     - finding: "SQL Injection"
//       url: "https://app.example.com/search?q=1"     # only this URL (compared normalised)
//       method: POST                                  # optional: only this method
//       reason: "The parameter never reaches the database; SEC-201"
//       expires: 2026-09-30
//
// Every entry needs `reason` (non-empty) and `expires` (a real date, YYYY-MM-DD), and `id` or
// `finding` (or both: then both must match). `url` and `method` narrow a `finding` entry. Finding
// names compare trimmed and ignoring case. An entry applies through the end of its `expires` day
// (UTC); from the next day on it ignores nothing and the run warns that it has expired, so an
// accepted risk is looked at again instead of hiding a finding for ever.
// Unknown keys are errors: a misspelt `url` would otherwise widen an entry to the whole finding.





/** The ignore file cannot be used. `problems` lists every problem found; the message joins them. */
class IgnoreFileError extends Error {
    problems;
    constructor(problems) {
        super(problems.length === 1
            ? `the ignore file has a problem: ${problems[0]}`
            : `the ignore file has ${problems.length} problems: ${problems.join('; ')}`);
        this.problems = problems;
        this.name = 'IgnoreFileError';
    }
}
const TOP_KEYS = new Set(['version', 'ignore', 'policy']);
const ENTRY_KEYS = new Set(['id', 'finding', 'url', 'method', 'reason', 'expires', 'adopted']);
const ID = /^[0-9a-f]{32}$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_EXAMPLE = 'a date like 2027-01-31';
function parseIgnoreFile(text) {
    return parseAcceptedRisks(text).rules;
}
function parseAcceptedRisks(text) {
    const lineCounter = new yaml__WEBPACK_IMPORTED_MODULE_0__/* .LineCounter */ .HN();
    const doc = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .parseDocument */ .Tp)(text, { lineCounter });
    if (doc.errors.length > 0) {
        throw new IgnoreFileError(doc.errors.map((e) => `not valid YAML: ${yamlProblem(e)}`));
    }
    let value;
    try {
        value = doc.toJS();
    }
    catch (error) {
        throw new IgnoreFileError([`not valid YAML: ${(0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .errorText */ .kc)(error, 200)}`]);
    }
    if (value === null || value === undefined)
        return { rules: [], policy: [] };
    if (!(0,_fields_js__WEBPACK_IMPORTED_MODULE_2__/* .isObject */ .Gv)(value))
        throw new IgnoreFileError(['it must be a mapping with an `ignore:` list']);
    const lineOf = itemLines(doc, lineCounter);
    const problems = [];
    for (const key of Object.keys(value)) {
        if (!TOP_KEYS.has(key))
            problems.push(`unknown key ${quote(key)} (use version, ignore and policy)`);
    }
    const version = (0,_fields_js__WEBPACK_IMPORTED_MODULE_2__/* .own */ .ZV)(value, 'version');
    if (version !== undefined && version !== 1)
        problems.push('version must be 1');
    const list = (0,_fields_js__WEBPACK_IMPORTED_MODULE_2__/* .own */ .ZV)(value, 'ignore');
    if (list !== undefined && list !== null && !Array.isArray(list))
        problems.push('ignore must be a list of entries');
    const rules = [];
    if (Array.isArray(list)) {
        list.forEach((entry, index) => {
            const line = lineOf('ignore', index);
            const where = `entry #${index + 1}${line === undefined ? '' : ` (line ${line})`}`;
            const rule = readEntry(entry, where, problems);
            if (rule !== undefined)
                rules.push(line === undefined ? rule : { ...rule, line });
        });
    }
    const policy = (0,_policy_js__WEBPACK_IMPORTED_MODULE_4__/* .readPolicy */ .T4)((0,_fields_js__WEBPACK_IMPORTED_MODULE_2__/* .own */ .ZV)(value, 'policy'), (i) => lineOf('policy', i), problems);
    if (problems.length > 0)
        throw new IgnoreFileError(problems);
    return { rules, policy };
}
/** The 1-based line where item `index` of the top-level list `key` starts. */
function itemLines(doc, lines) {
    return (key, index) => {
        const seq = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(doc.contents) ? doc.contents.get(key, true) : undefined;
        const item = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(seq) ? seq.items[index] : undefined;
        const offset = item?.range?.[0];
        return offset === undefined ? undefined : lines.linePos(offset).line;
    };
}
function readEntry(entry, where, problems) {
    if (!(0,_fields_js__WEBPACK_IMPORTED_MODULE_2__/* .isObject */ .Gv)(entry)) {
        problems.push(`${where} must be a mapping with reason, expires and id or finding`);
        return undefined;
    }
    const before = problems.length;
    const problem = (text) => {
        problems.push(`${where}: ${text}`);
    };
    for (const key of Object.keys(entry)) {
        if (!ENTRY_KEYS.has(key))
            problem(`unknown key ${quote(key)} (use ${[...ENTRY_KEYS].join(', ')})`);
    }
    const id = text(entry, 'id', problem);
    const finding = text(entry, 'finding', problem);
    const url = text(entry, 'url', problem);
    const method = text(entry, 'method', problem);
    const reason = text(entry, 'reason', problem);
    const expires = readDate((0,_fields_js__WEBPACK_IMPORTED_MODULE_2__/* .own */ .ZV)(entry, 'expires'));
    if (id === undefined && finding === undefined)
        problem('needs id (one occurrence) or finding (a finding by name)');
    if (id !== undefined && !ID.test(id.toLowerCase()))
        problem('id must be 32 hex digits, as shown in the report');
    if ((url !== undefined || method !== undefined) && finding === undefined)
        problem('url and method narrow a finding entry; add finding');
    if (method !== undefined && !/^[A-Za-z]+$/.test(method.trim()))
        problem('method must be an HTTP method such as GET or POST');
    if (reason === undefined)
        problem('reason is required: say why the risk is accepted');
    if (expires === undefined)
        problem(`expires is required and must be ${DATE_EXAMPLE}`);
    const adoptedValue = (0,_fields_js__WEBPACK_IMPORTED_MODULE_2__/* .own */ .ZV)(entry, 'adopted');
    const adopted = adoptedValue === undefined ? undefined : readDate(adoptedValue);
    if (adoptedValue !== undefined && adopted === undefined)
        problem(`adopted must be ${DATE_EXAMPLE} (the day adopt wrote the entry)`);
    if (problems.length > before)
        return undefined;
    const rule = { reason: reason, expires: expires };
    if (id !== undefined)
        rule.id = id.toLowerCase();
    if (finding !== undefined)
        rule.finding = finding.trim();
    if (url !== undefined)
        rule.url = url.trim();
    if (method !== undefined)
        rule.method = (0,_identity_js__WEBPACK_IMPORTED_MODULE_3__/* .normalizeMethod */ .tA)(method);
    if (adopted !== undefined)
        rule.adopted = adopted;
    return rule;
}
/** A non-blank string; a value of another type is a problem (quote it in YAML). */
function text(entry, key, problem) {
    const value = (0,_fields_js__WEBPACK_IMPORTED_MODULE_2__/* .own */ .ZV)(entry, key);
    if (value === undefined || value === null)
        return undefined;
    if (typeof value !== 'string') {
        problem(`${key} must be text (put it in quotes)`);
        return undefined;
    }
    if (value.trim() === '') {
        problem(`${key} is empty`);
        return undefined;
    }
    return value;
}
/** YYYY-MM-DD naming a real day (a YAML 1.1 file gives a Date: its UTC day is taken). */
function readDate(value) {
    if (value instanceof Date)
        return Number.isNaN(value.getTime()) ? undefined : value.toISOString().slice(0, 10);
    if (typeof value !== 'string')
        return undefined;
    const m = DATE.exec(value.trim());
    if (m === null)
        return undefined;
    const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
    const day = new Date(Date.UTC(y, mo - 1, d));
    const real = day.getUTCFullYear() === y && day.getUTCMonth() === mo - 1 && day.getUTCDate() === d;
    return real ? value.trim() : undefined;
}
function yamlProblem(error) {
    const what = error.message.split(' at line ')[0] ?? 'cannot be read';
    const at = error.linePos?.[0];
    return `${(0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .forLog */ .Ig)(what, 200)}${at ? ` (line ${at.line}, column ${at.col})` : ''}`;
}
function quote(key) {
    return `"${(0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .forLog */ .Ig)(key, 40)}"`;
}
/** The first moment (ms since epoch) at which the rule no longer applies: the day after `expires`. */


/***/ }),

/***/ 107:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   ET: () => (/* binding */ inReportOrder),
/* harmony export */   Eg: () => (/* binding */ compareFindings),
/* harmony export */   SG: () => (/* binding */ isInReportOrder),
/* harmony export */   gU: () => (/* binding */ findingsInReportOrder)
/* harmony export */ });
/* unused harmony export findingWeights */
/* harmony import */ var _severity_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(109);
// The one order of every report (issue 24): worst severity first; within a severity the
// occurrences the gate counts before the others; then the findings with the most counted
// occurrences (then the most open ones, then by name); then URL, method and id, so the order is
// the same on every run. The log, annotations, summary, comment, SARIF and JUnit all take it from
// here, so whatever a report cuts for size it cuts from the end of the same order.
//
// Fast at 100,000 occurrences: each occurrence gets one whole-number key (its group and its
// finding's rank), the occurrences are bucketed by key in one pass, and only the occurrences of
// one finding are compared by URL, method and id.

/** Severity, then counted before not: 0 (critical, counted) … 11 (unknown, not counted). */
function groupOf(o) {
    return (0,_severity_js__WEBPACK_IMPORTED_MODULE_0__/* .severityRank */ .qs)(o.severity) * 2 + (o.counted ? 0 : 1);
}
function isOpen(o) {
    return o.fixed !== undefined ? !o.fixed : o.state !== 'fixed';
}
function cmp(a, b) {
    return a === b ? 0 : a < b ? -1 : 1;
}
/**
 * Findings worst first: severity, most counted occurrences, most open occurrences, name, key.
 * The same order the occurrences of those findings take.
 */
function compareFindings(a, b) {
    return ((0,_severity_js__WEBPACK_IMPORTED_MODULE_0__/* .severityRank */ .qs)(a.severity) - (0,_severity_js__WEBPACK_IMPORTED_MODULE_0__/* .severityRank */ .qs)(b.severity) ||
        b.counted - a.counted ||
        b.open - a.open ||
        cmp(a.name, b.name) ||
        cmp(a.key, b.key));
}
/** Each finding's counted and open occurrences (its severity: its worst occurrence's). */
function findingWeights(occurrences) {
    const weights = new Map();
    for (const o of occurrences) {
        let w = weights.get(o.findingKey);
        if (w === undefined) {
            w = { key: o.findingKey, name: o.name, severity: o.severity, counted: 0, open: 0 };
            weights.set(o.findingKey, w);
        }
        else if ((0,_severity_js__WEBPACK_IMPORTED_MODULE_0__/* .severityRank */ .qs)(o.severity) < (0,_severity_js__WEBPACK_IMPORTED_MODULE_0__/* .severityRank */ .qs)(w.severity))
            w.severity = o.severity;
        if (o.counted)
            w.counted++;
        if (isOpen(o))
            w.open++;
    }
    return weights;
}
/** Each finding's place in `compareFindings` order, 0 for the worst. */
function findingRanks(occurrences) {
    const ranked = [...findingWeights(occurrences).values()].sort(compareFindings);
    return new Map(ranked.map((w, i) => [w.key, i]));
}
function sameFindingOrder(a, b) {
    return (cmp(a.normalizedUrl ?? a.url, b.normalizedUrl ?? b.url) ||
        cmp(a.method, b.method) ||
        cmp(a.id, b.id));
}
/** The whole-number key of each occurrence: its group, then its finding's rank. */
function keysOf(occurrences) {
    const ranks = findingRanks(occurrences);
    const findings = ranks.size;
    return occurrences.map((o) => groupOf(o) * findings + (ranks.get(o.findingKey) ?? 0));
}
/** A new array of `occurrences` in report order. */
function inReportOrder(occurrences) {
    const keys = keysOf(occurrences);
    const buckets = new Map();
    occurrences.forEach((o, i) => {
        const k = keys[i];
        const bucket = buckets.get(k);
        if (bucket)
            bucket.push(o);
        else
            buckets.set(k, [o]);
    });
    const ordered = [];
    for (const k of [...buckets.keys()].sort((a, b) => a - b)) {
        const bucket = buckets.get(k);
        bucket.sort(sameFindingOrder);
        for (const o of bucket)
            ordered.push(o);
    }
    return ordered;
}
/** Whether `occurrences` are already in report order (one pass; no copy). */
function isInReportOrder(occurrences) {
    const keys = keysOf(occurrences);
    for (let i = 1; i < occurrences.length; i++) {
        const d = keys[i - 1] - keys[i];
        if (d > 0)
            return false;
        if (d === 0 &&
            sameFindingOrder(occurrences[i - 1], occurrences[i]) > 0)
            return false;
    }
    return true;
}
/** Findings (anything with a key) in report order, by the occurrences given. */
function findingsInReportOrder(findings, occurrences) {
    const weights = findingWeights(occurrences);
    const weightOf = (f) => {
        const w = weights.get(f.key);
        return {
            key: f.key,
            name: f.name,
            severity: f.severity,
            counted: w?.counted ?? 0,
            open: w?.open ?? 0
        };
    };
    return findings
        .map((f) => ({ f, w: weightOf(f) }))
        .sort((a, b) => compareFindings(a.w, b.w))
        .map(({ f }) => f);
}


/***/ }),

/***/ 108:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Lu: () => (/* binding */ PolicyMatcher),
/* harmony export */   T4: () => (/* binding */ readPolicy)
/* harmony export */ });
/* unused harmony export POLICY_MODES */
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(120);
/* harmony import */ var _fields_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(104);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(110);
// The accepted-risks file's `policy` section: per-finding modes, so a team keeps the gate on while
// it decides what may block.
//
//   policy:
//     - finding: "Missing X-Frame-Options Header"   # by name (trimmed, any case, the whole name)
//       mode: warn
//     - cwe: CWE-693                                # by CWE (CWE-693 or 693)
//       mode: monitor
//     - severity: low                               # by severity (critical … very-low, unknown)
//       mode: warn
//
// Matching is exact: a name is the whole name (no pattern), a CWE one number the finding lists, a
// severity one of the six. A rule needs at least one of finding, cwe and severity (several: all
// must match), so no rule matches everything by accident. Rules are tried in file order and the
// first that matches decides; `mode` is block (the default: counted as without a policy), warn
// (shown everywhere, marked, never fails the step: the outcome is `warned`) or monitor (kept in
// the JSON report and SARIF only). Unknown keys and bad values are errors naming the line.



const POLICY_MODES = ['block', 'warn', 'monitor'];
const RULE_KEYS = ['finding', 'cwe', 'severity', 'mode', 'reason'];
const CWE = /^(?:cwe-?)?(\d{1,7})$/i;
/**
 * The rules of a `policy` list (already converted to plain values); `lineOf(i)` gives the line
 * of item i. Problems are pushed, each naming the rule and its line.
 */
function readPolicy(list, lineOf, problems) {
    if (list === undefined || list === null)
        return [];
    if (!Array.isArray(list)) {
        problems.push('policy must be a list of rules, each with finding, cwe or severity and a mode');
        return [];
    }
    const rules = [];
    list.forEach((item, index) => {
        const line = lineOf(index);
        const where = `policy rule #${index + 1}${line === undefined ? '' : ` (line ${line})`}`;
        const rule = readRule(item, (text) => problems.push(`${where}: ${text}`));
        if (rule !== undefined)
            rules.push(line === undefined ? rule : { ...rule, line });
    });
    return rules;
}
function readRule(item, problem) {
    if (!(0,_fields_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(item)) {
        problem('must be a mapping with finding, cwe or severity, and mode');
        return undefined;
    }
    let ok = true;
    const bad = (text) => {
        ok = false;
        problem(text);
    };
    for (const key of Object.keys(item)) {
        if (!RULE_KEYS.includes(key))
            bad(`unknown key "${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forLog */ .Ig)(key, 40)}" (use ${RULE_KEYS.join(', ')})`);
    }
    const rule = { mode: 'block' };
    const finding = (0,_fields_js__WEBPACK_IMPORTED_MODULE_1__/* .own */ .ZV)(item, 'finding');
    if (finding !== undefined && finding !== null) {
        if (typeof finding !== 'string' || finding.trim() === '')
            bad('finding must be a non-empty name (in quotes)');
        else
            rule.finding = finding.trim().toLowerCase();
    }
    const cwe = (0,_fields_js__WEBPACK_IMPORTED_MODULE_1__/* .own */ .ZV)(item, 'cwe');
    if (cwe !== undefined && cwe !== null) {
        const m = typeof cwe === 'string' || typeof cwe === 'number' ? CWE.exec(String(cwe).trim()) : null;
        if (m === null) {
            bad(`cwe must be one CWE such as CWE-79 (or 79), not "${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forLog */ .Ig)(cwe, 40)}"`);
        }
        else
            rule.cwe = `CWE-${Number(m[1])}`;
    }
    const severity = (0,_fields_js__WEBPACK_IMPORTED_MODULE_1__/* .own */ .ZV)(item, 'severity');
    if (severity !== undefined && severity !== null) {
        const s = typeof severity === 'string' ? severity.trim().toLowerCase() : '';
        if (!_types_js__WEBPACK_IMPORTED_MODULE_2__/* .SEVERITIES */ .oC.includes(s)) {
            bad(`severity must be one of ${_types_js__WEBPACK_IMPORTED_MODULE_2__/* .SEVERITIES */ .oC.join(', ')}, not "${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forLog */ .Ig)(severity, 40)}"`);
        }
        else
            rule.severity = s;
    }
    const mode = (0,_fields_js__WEBPACK_IMPORTED_MODULE_1__/* .own */ .ZV)(item, 'mode');
    if (mode !== undefined && mode !== null) {
        const m = typeof mode === 'string' ? mode.trim().toLowerCase() : '';
        if (!POLICY_MODES.includes(m)) {
            bad(`mode must be block, warn or monitor, not "${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forLog */ .Ig)(mode, 40)}"`);
        }
        else
            rule.mode = m;
    }
    const reason = (0,_fields_js__WEBPACK_IMPORTED_MODULE_1__/* .own */ .ZV)(item, 'reason');
    if (reason !== undefined && reason !== null && typeof reason !== 'string') {
        bad('reason must be text (put it in quotes)');
    }
    if (rule.finding === undefined && rule.cwe === undefined && rule.severity === undefined && ok) {
        bad('needs finding, cwe or severity: a rule never matches every finding');
    }
    return ok ? rule : undefined;
}
/** The first rule (in file order) that matches an occurrence of its finding type. */
class PolicyMatcher {
    rules;
    cwesByKey = new Map();
    lowerNames = new Map();
    constructor(rules, findings = []) {
        this.rules = rules;
        for (const f of findings)
            this.cwesByKey.set(f.key, new Set(f.cwe));
    }
    get isEmpty() {
        return this.rules.length === 0;
    }
    match(o) {
        if (this.rules.length === 0)
            return undefined;
        let lower = this.lowerNames.get(o.name);
        if (lower === undefined) {
            lower = o.name.trim().toLowerCase();
            if (this.lowerNames.size < 100_000)
                this.lowerNames.set(o.name, lower);
        }
        const cwes = this.cwesByKey.get(o.findingKey);
        return this.rules.find((r) => (r.finding === undefined || r.finding === lower) &&
            (r.cwe === undefined || (cwes?.has(r.cwe) ?? false)) &&
            (r.severity === undefined || r.severity === o.severity));
    }
}


/***/ }),

/***/ 109:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   JJ: () => (/* binding */ worse),
/* harmony export */   MW: () => (/* binding */ readSeverity),
/* harmony export */   _T: () => (/* binding */ numericLabel),
/* harmony export */   gl: () => (/* binding */ reach),
/* harmony export */   jC: () => (/* binding */ sarifSecuritySeverity),
/* harmony export */   kU: () => (/* binding */ atOrAbove),
/* harmony export */   qI: () => (/* binding */ severityFromScore),
/* harmony export */   qs: () => (/* binding */ severityRank),
/* harmony export */   t_: () => (/* binding */ stronger),
/* harmony export */   vN: () => (/* binding */ thresholdPhrase),
/* harmony export */   xY: () => (/* binding */ gatedSeverities),
/* harmony export */   ze: () => (/* binding */ severityOfLabel)
/* harmony export */ });
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(110);
// Severities: reading the service's labels and CVSS numbers, ordering, thresholds, SARIF scores.

const RANK = {
    critical: 0,
    high: 1,
    medium: 2,
    low: 3,
    'very-low': 4,
    unknown: 5
};
// Keys are labels lower-cased with spaces, underscores and hyphens removed ("Very Low", very_low,
// very-low and verylow all become "verylow").
const LABELS = new Map([
    ['critical', 'critical'],
    ['high', 'high'],
    ['medium', 'medium'],
    ['moderate', 'medium'],
    ['low', 'low'],
    ['verylow', 'very-low'],
    ['info', 'very-low'],
    ['informational', 'very-low'],
    ['information', 'very-low']
]);
const NUMERIC = /^\s*\d+(?:\.\d+)?\s*$/;
// Labels longer than this are not labels; skip the work (a hostile document may put megabytes here).
const MAX_LABEL_CHARS = 40;
/** 0 for critical … 5 for unknown: lower is worse. */
function severityRank(severity) {
    return RANK[severity];
}
/**
 * A CVSS-like score (0–10) to a severity: ≥9 critical, ≥7 high, ≥4 medium, >0 low. 0 is CVSS's
 * "none", which we read as very-low (the finding was still reported). Anything outside 0–10 or
 * not a number is unknown.
 */
function severityFromScore(score) {
    if (!Number.isFinite(score) || score < 0 || score > 10)
        return 'unknown';
    if (score >= 9)
        return 'critical';
    if (score >= 7)
        return 'high';
    if (score >= 4)
        return 'medium';
    if (score > 0)
        return 'low';
    return 'very-low';
}
/** A label ("High", "very_low", "Informational"), a CVSS number or a numeric string; else unknown. */
function readSeverity(value) {
    if (typeof value === 'number')
        return severityFromScore(value);
    if (typeof value !== 'string' || value.length > MAX_LABEL_CHARS)
        return 'unknown';
    const key = value.toLowerCase().replace(/[\s_-]+/g, '');
    const label = LABELS.get(key);
    if (label !== undefined)
        return label;
    if (NUMERIC.test(value))
        return severityFromScore(Number(value));
    return 'unknown';
}
/** The number a label holds ("9.1"), or undefined for a word. */
function numericLabel(label) {
    return label.length <= MAX_LABEL_CHARS && NUMERIC.test(label) ? Number(label) : undefined;
}
/** A severity word only ("critical", "very_low", "Info"), as a per-severity count's key. */
function severityOfLabel(key) {
    if (key.length > MAX_LABEL_CHARS)
        return undefined;
    return LABELS.get(key.toLowerCase().replace(/[\s_-]+/g, ''));
}
/**
 * Whether an occurrence of `severity` can fail the gate at `threshold`. Unknown severity counts
 * at every threshold but `none`: we would rather fail on a finding we could not rate than pass it.
 */
function atOrAbove(severity, threshold) {
    if (threshold === 'none')
        return false;
    if (threshold === 'any' || severity === 'unknown')
        return true;
    return RANK[severity] <= RANK[threshold];
}
/** The severities that count at `threshold`, worst first. */
function gatedSeverities(threshold) {
    return _types_js__WEBPACK_IMPORTED_MODULE_0__/* .SEVERITIES */ .oC.filter((s) => atOrAbove(s, threshold));
}
/** "at high or above", "at critical", "at any severity": the words for a threshold in a message. */
function thresholdPhrase(threshold) {
    if (threshold === 'any')
        return 'at any severity';
    if (threshold === 'none')
        return 'at no severity';
    if (threshold === 'critical')
        return 'at critical';
    return `at ${threshold} or above`;
}
// Code scanning ranks alerts by `security-severity` (≥9 critical, 7–8.9 high, 4–6.9 medium,
// <4 low). For a finding the service did not score: a fixed score inside its severity's band.
const FIXED_SECURITY_SEVERITY = {
    critical: 9.5,
    high: 8.0,
    medium: 5.5,
    low: 3.0,
    'very-low': 1.0,
    // Unknown counts toward every threshold: shown as medium rather than hidden as low.
    unknown: 5.0
};
/**
 * SARIF `rules[].properties["security-severity"]` ("9.1"). The service's own score when it gave
 * one (the parser also takes a severity written as a number as the score), so code scanning
 * ranks the alert as the annotation and the summary show it ("Critical (9.1)"), clamped to the
 * "0.1"–"10.0" GitHub reads; else the fixed score of the severity.
 */
function sarifSecuritySeverity(finding) {
    const given = finding.score;
    const score = given !== undefined && Number.isFinite(given)
        ? Math.min(10, Math.max(0.1, given))
        : FIXED_SECURITY_SEVERITY[finding.severity];
    return score.toFixed(1);
}
// Unknown severity counts at every threshold but none, as critical does: for the gate the two
// reach as far, and every other severity less far.
const REACH = {
    critical: 0,
    unknown: 0,
    high: 1,
    medium: 2,
    low: 3,
    'very-low': 4
};
function reach(severity) {
    return REACH[severity];
}
/** The severity that counts at more thresholds; between critical and unknown, the known one. */
function stronger(a, b) {
    if (REACH[a] !== REACH[b])
        return REACH[a] < REACH[b] ? a : b;
    return a === 'unknown' ? b : a;
}
/** Known beats unknown; among known severities the worse wins. */
function worse(candidate, current) {
    if (candidate === 'unknown')
        return false;
    return current === 'unknown' || severityRank(candidate) < severityRank(current);
}


/***/ }),

/***/ 110:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Nd: () => (/* binding */ zeroCounts),
/* harmony export */   e6: () => (/* binding */ totalOf),
/* harmony export */   oC: () => (/* binding */ SEVERITIES)
/* harmony export */ });
// Domain types of a test's result, past the API layer. No wire field name appears here.
/** Worst first. `unknown`: the result gave no severity we could read. */
const SEVERITIES = ['critical', 'high', 'medium', 'low', 'very-low', 'unknown'];
/** All severities together. */
function totalOf(counts) {
    let n = 0;
    for (const s of SEVERITIES)
        n += counts[s];
    return n;
}
function zeroCounts() {
    return { critical: 0, high: 0, medium: 0, low: 0, 'very-low': 0, unknown: 0 };
}


/***/ }),

/***/ 111:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   As: () => (/* binding */ isComplete),
/* harmony export */   C1: () => (/* binding */ readAppReport),
/* harmony export */   D1: () => (/* binding */ incompleteReason),
/* harmony export */   XP: () => (/* binding */ applicationLabel),
/* harmony export */   qi: () => (/* binding */ runReport),
/* harmony export */   wH: () => (/* binding */ unreadableReport)
/* harmony export */ });
/* unused harmony export ReportReadError */
/* harmony import */ var _findings_types_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(110);
/* harmony import */ var _report_json_report_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(117);
// One application's JSON report (`report-file`, shape in src/report/json-report.ts) as the
// native-report converters read it back. The file is the run's own, but it sits on disk between
// the run and the conversion, so it is read like any document: fields of the wrong type are
// dropped, never trusted, and a file that is no report at all is refused.


class ReportReadError extends Error {
    constructor(message) {
        super(message);
        this.name = 'ReportReadError';
    }
}
const STATES = [
    'new',
    'existing',
    'ignored',
    'below-threshold',
    'warned',
    'monitored',
    'fixed'
];
const isObj = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v) => (typeof v === 'string' ? v : undefined);
const severity = (v) => _findings_types_js__WEBPACK_IMPORTED_MODULE_1__/* .SEVERITIES */ .oC.includes(v) ? v : 'unknown';
const objects = (v) => (Array.isArray(v) ? v.filter(isObj) : []);
/** A parsed JSON report; throws ReportReadError when the document is not one. */
function readAppReport(doc) {
    if (!isObj(doc) || doc.schema !== _report_json_report_js__WEBPACK_IMPORTED_MODULE_0__/* .REPORT_SCHEMA */ .DC) {
        throw new ReportReadError(`it is not a ${_report_json_report_js__WEBPACK_IMPORTED_MODULE_0__/* .REPORT_SCHEMA */ .DC} report`);
    }
    const app = isObj(doc.application) ? doc.application : {};
    const verdict = isObj(doc.verdict) ? doc.verdict : undefined;
    return {
        application: {
            token: str(app.token) ?? '',
            name: str(app.name),
            url: str(app.url)
        },
        outcome: str(doc.outcome) ?? 'error',
        message: str(doc.message),
        verdictLine: verdict ? str(verdict.line) : undefined,
        resultToken: str(doc.resultToken),
        apiVersion: isObj(doc.service) ? str(doc.service.apiVersion) : undefined,
        generatedAt: str(doc.generatedAt),
        startedAt: str(doc.startedAt),
        finishedAt: str(doc.finishedAt),
        findings: objects(doc.findings).map((f) => ({
            key: str(f.key) ?? '',
            name: str(f.name) ?? '',
            severity: severity(f.severity),
            cwe: Array.isArray(f.cwe) ? f.cwe.filter((c) => typeof c === 'string') : [],
            description: str(f.description),
            remediation: str(f.remediation)
        })),
        occurrences: objects(doc.occurrences).flatMap((o) => {
            const id = str(o.id);
            if (!id)
                return [];
            const why = isObj(o.ignoredBecause) ? o.ignoredBecause : undefined;
            return [
                {
                    id,
                    findingKey: str(o.findingKey) ?? '',
                    name: str(o.name) ?? '',
                    severity: severity(o.severity),
                    method: str(o.method) ?? '',
                    url: str(o.url) ?? '',
                    status: str(o.status) ?? '',
                    state: STATES.includes(o.state) ? o.state : 'new',
                    counted: o.counted === true,
                    ...(o.regressed === true ? { regressed: true } : {}),
                    ...(why
                        ? { ignoredBecause: { reason: str(why.reason) ?? '', expires: str(why.expires) ?? '' } }
                        : {})
                }
            ];
        }),
        warnings: Array.isArray(doc.warnings)
            ? doc.warnings.filter((w) => typeof w === 'string')
            : [],
        ...(isObj(doc.build) ? { build: readBuild(doc.build) } : {})
    };
}
function readBuild(b) {
    const check = isObj(b.buildCheck) ? b.buildCheck : undefined;
    const baseline = isObj(b.baseline) ? b.baseline : undefined;
    const reusedTest = isObj(b.reusedTest) ? str(b.reusedTest.resultToken) : undefined;
    return {
        commit: str(b.commit),
        commitSource: str(b.commitSource),
        deploymentUrl: str(b.deploymentUrl),
        buildCheck: check ? str(check.result) : undefined,
        shownBy: str(b.shownBy),
        reused: b.reused === true,
        reusedTest,
        baselineSource: baseline ? str(baseline.source) : undefined
    };
}
/** A report for an application whose report file could not be read: an error, said why. */
function unreadableReport(applicationToken, why) {
    return runReport(applicationToken, 'error', `The report file could not be read: ${why}`);
}
/**
 * A report of the run itself, without findings: for a run that left no JSON report to read (it
 * ended before any, or could not write it), or one whose end the reports do not tell.
 */
function runReport(applicationToken, outcome, message) {
    return {
        application: { token: applicationToken },
        outcome,
        message,
        findings: [],
        occurrences: [],
        warnings: []
    };
}
/** An outcome of a run that reached its verdict; any other is incomplete (never shown green). */
function isComplete(outcome) {
    return outcome === 'passed' || outcome === 'warned' || outcome === 'failed';
}
/**
 * Why the report is of an incomplete run (timed out, stopped, error, or without a verdict), or
 * undefined when it reached its verdict.
 */
function incompleteReason(report) {
    if (report.verdictLine !== undefined && isComplete(report.outcome))
        return undefined;
    return report.message || `The security test ended ${report.outcome} without a verdict.`;
}
/** `Shop web (app0…)`, or the token alone: how a report names the application. */
function applicationLabel(report) {
    const { name, token } = report.application;
    if (name && token)
        return `${name} (${token})`;
    return name || token || 'application';
}


/***/ }),

/***/ 112:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   buildGitlabDast: () => (/* binding */ buildGitlabDast)
/* harmony export */ });
/* unused harmony exports GITLAB_SCHEMA_VERSION, GITLAB_SCHEMA_URL, GITLAB_SEVERITY, MAX_GITLAB_VULNERABILITIES, MAX_GITLAB_BYTES, vulnerabilityId, gitlabTime, uuidOf */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(131);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _findings_severity_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(109);
/* harmony import */ var _report_format_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(116);
/* harmony import */ var _report_sarif_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(118);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(120);
/* harmony import */ var _app_report_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(111);
// A GitLab DAST report (schema 15.0.x, `artifacts:reports:dast`) for every application of a run:
// one vulnerability per open occurrence of each application, identifiers (the finding, then its
// CWEs), severity in GitLab's words, and the scanned resources. Plain text throughout: GitLab
// reads every field as data from an untrusted scanner, and forPlain keeps it clean and bounded.
//
// Identity: GitLab tells vulnerabilities apart by the primary identifier plus the location's
// `path:method:param` (not the host; newer versions also drop the path's query and a trailing
// slash). The same finding on the same path of two applications, or on two URLs that differ only
// in host, query or trailing slash, would be one vulnerability to GitLab. So `param` carries the
// vulnerability's own id, derived from the application and the occurrence identity: stable from
// run to run (GitLab follows the same vulnerability across pipelines), distinct for every
// occurrence of every application under both ways of reading the path.
//
// Budget: GitLab refuses reports of more than 100,000 vulnerabilities and users report time-outs
// near 70 MB, so the report holds at most MAX_GITLAB_VULNERABILITIES and MAX_GITLAB_BYTES, worst
// first (the order the JSON report has them in, severity first across applications); the count
// left out is a `scan.messages` warning, and the JSON report keeps every occurrence.






const GITLAB_SCHEMA_VERSION = '15.0.0';
const GITLAB_SCHEMA_URL = 'https://gitlab.com/gitlab-org/security-products/security-report-schemas/-/raw/v15.0.0/dist/dast-report-format.json';
/** GitLab's levels; the service's "very low" is what GitLab calls Info. */
const GITLAB_SEVERITY = {
    critical: 'Critical',
    high: 'High',
    medium: 'Medium',
    low: 'Low',
    'very-low': 'Info',
    unknown: 'Unknown'
};
// The schema's own bounds (name ≤ 255, solution ≤ 7,000), GitLab's model's (a description over
// 15,000 characters is refused); the rest bounded like the JSON report.
const MAX = { name: 255, solution: 7000, description: 15_000, url: 8192, short: 500 };
/**
 * At most this many vulnerabilities per report: a tenth of GitLab's hard limit (100,000), more
 * than anyone triages from one pipeline, and with bounded texts well inside the byte budget.
 */
const MAX_GITLAB_VULNERABILITIES = 10_000;
/**
 * At most this many bytes per report (as written: two-space indented JSON): under a third of the
 * ~70 MB where users report GitLab's ingestion timing out, so a large report still loads.
 */
const MAX_GITLAB_BYTES = 20_000_000;
/** Scanned resources (every method and URL of the run) are bounded too: count, then bytes. */
const MAX_SCANNED_RESOURCES = 10_000;
const MAX_SCANNED_RESOURCE_BYTES = 2_000_000;
const VENDOR = { name: 'security-test-action' };
function buildGitlabDast(reports, times, budget = {}) {
    const maxCount = budget.maxVulnerabilities ?? MAX_GITLAB_VULNERABILITIES;
    const maxBytes = budget.maxBytes ?? MAX_GITLAB_BYTES;
    const open = openWorstFirst(reports);
    const doc = {
        version: GITLAB_SCHEMA_VERSION,
        schema: GITLAB_SCHEMA_URL,
        scan: {
            analyzer: {
                id: 'security-test-action',
                name: 'security-test',
                url: _report_sarif_js__WEBPACK_IMPORTED_MODULE_3__/* .PROJECT_URL */ .w5,
                version: _report_sarif_js__WEBPACK_IMPORTED_MODULE_3__/* .TOOL_VERSION */ .wr,
                vendor: VENDOR
            },
            scanner: {
                id: 'security-test-service',
                name: 'Hosted web-security test service',
                version: (0,_text_js__WEBPACK_IMPORTED_MODULE_4__/* .forPlain */ .qI)(reports.find((r) => r.apiVersion)?.apiVersion ?? 'v2', 20),
                vendor: VENDOR
            },
            type: 'dast',
            start_time: gitlabTime(earliest([times.started, ...reports.map((r) => r.startedAt)])),
            end_time: gitlabTime(latest([times.ended, ...reports.map((r) => r.finishedAt)])),
            // An incomplete run (timed out, stopped, error) is a failed scan, whatever it found.
            status: reports.every((r) => (0,_app_report_js__WEBPACK_IMPORTED_MODULE_5__/* .incompleteReason */ .D1)(r) === undefined) ? 'success' : 'failure',
            messages: messages(reports),
            scanned_resources: scannedResources(reports, open)
        },
        vulnerabilities: []
    };
    // The bytes of everything but the vulnerabilities, and room for the message of a cut.
    let bytes = writtenBytes(doc, 0) + 1000;
    const findings = new Map(reports.map((r) => [r, new Map(r.findings.map((f) => [f.key, f]))]));
    for (const { report, occurrence } of open) {
        if (doc.vulnerabilities.length >= maxCount)
            break;
        const v = vulnerability(report, occurrence, findings.get(report)?.get(occurrence.findingKey));
        const size = writtenBytes(v, 2) + 2;
        if (bytes + size > maxBytes)
            break;
        bytes += size;
        doc.vulnerabilities.push(v);
    }
    const left = open.length - doc.vulnerabilities.length;
    if (left > 0) {
        doc.scan.messages.unshift({
            level: 'warn',
            value: `${(0,_report_format_js__WEBPACK_IMPORTED_MODULE_2__/* .formatCount */ .B4)(left)} of ${(0,_report_format_js__WEBPACK_IMPORTED_MODULE_2__/* .formatCount */ .B4)(open.length)} open occurrences are left out, ` +
                `the least severe first: this report holds at most ${(0,_report_format_js__WEBPACK_IMPORTED_MODULE_2__/* .formatCount */ .B4)(maxCount)} ` +
                `vulnerabilities and ${(0,_report_format_js__WEBPACK_IMPORTED_MODULE_2__/* .formatCount */ .B4)(Math.round(maxBytes / 1_000_000))} MB. ` +
                'The JSON report lists them all.'
        });
    }
    return doc;
}
/**
 * Every application's open occurrences, worst first: each report lists its occurrences in the
 * gate's order (report/json-report.ts), which is kept; across applications, by severity, then
 * by place in their own report, so each application's worst come before any one's least severe.
 */
function openWorstFirst(reports) {
    const all = [];
    for (const report of reports) {
        if (report.verdictLine === undefined)
            continue;
        let place = 0;
        for (const occurrence of report.occurrences) {
            // monitor policy: the JSON report and SARIF only.
            if (occurrence.state === 'fixed' || occurrence.state === 'monitored')
                continue;
            all.push({ report, occurrence, rank: (0,_findings_severity_js__WEBPACK_IMPORTED_MODULE_1__/* .severityRank */ .qs)(occurrence.severity), place: place++ });
        }
    }
    return all.sort((a, b) => a.rank - b.rank || a.place - b.place);
}
function vulnerability(report, o, finding) {
    const id = vulnerabilityId(report, o);
    const name = (0,_text_js__WEBPACK_IMPORTED_MODULE_4__/* .forPlain */ .qI)(o.name, MAX.name) || 'Unnamed finding';
    const details = {
        application: text('Application', (0,_text_js__WEBPACK_IMPORTED_MODULE_4__/* .forPlain */ .qI)((0,_app_report_js__WEBPACK_IMPORTED_MODULE_5__/* .applicationLabel */ .XP)(report), MAX.short)),
        url: text('URL', (0,_text_js__WEBPACK_IMPORTED_MODULE_4__/* .forPlain */ .qI)(o.url, MAX.url)),
        status: text('Status on the service', (0,_text_js__WEBPACK_IMPORTED_MODULE_4__/* .forPlain */ .qI)(o.status, MAX.short) || 'unknown'),
        gate: text('Gate', (o.counted ? `${o.state}, counted by the gate` : o.state) +
            (o.regressed === true ? ' (regressed: was Fixed)' : ''))
    };
    if (o.ignoredBecause) {
        details.accepted = text('Accepted risk', `${(0,_text_js__WEBPACK_IMPORTED_MODULE_4__/* .forPlain */ .qI)(o.ignoredBecause.reason, MAX.short)} (until ${(0,_text_js__WEBPACK_IMPORTED_MODULE_4__/* .forPlain */ .qI)(o.ignoredBecause.expires, 40)})`);
    }
    return {
        id,
        category: 'dast',
        name,
        description: (0,_text_js__WEBPACK_IMPORTED_MODULE_4__/* .forPlain */ .qI)(finding?.description || o.name, MAX.description) || name,
        severity: GITLAB_SEVERITY[o.severity],
        ...(finding?.remediation ? { solution: (0,_text_js__WEBPACK_IMPORTED_MODULE_4__/* .forPlain */ .qI)(finding.remediation, MAX.solution) } : {}),
        identifiers: identifiers(finding, o.findingKey, name),
        location: location(o.method, o.url, id),
        details
    };
}
/**
 * The vulnerability's id, a UUID: a hash of the application token and the occurrence identity, so
 * the same occurrence of the same application has the same id on every run, and two applications
 * never share one.
 */
function vulnerabilityId(report, o) {
    const digest = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(`${report.application.token}\n${o.id}`).digest('hex');
    return uuidOf(digest.slice(0, 32));
}
/** Bytes of `value` as the file holds it: two-space indented JSON, `depth` levels in. */
function writtenBytes(value, depth) {
    const s = JSON.stringify(value, null, 2);
    let lines = 1;
    for (let i = s.indexOf('\n'); i !== -1; i = s.indexOf('\n', i + 1))
        lines++;
    return Buffer.byteLength(s) + lines * depth * 2;
}
const text = (name, value) => ({ name, type: 'text', value });
/** The finding first (GitLab's primary identifier), then its CWEs. */
function identifiers(finding, key, name) {
    const primary = {
        type: 'security-test-finding',
        name,
        value: (0,_text_js__WEBPACK_IMPORTED_MODULE_4__/* .forPlain */ .qI)(key, 128) || name
    };
    const cwes = (finding?.cwe ?? []).flatMap((c) => {
        const n = /^CWE-(\d{1,7})$/i.exec(c.trim())?.[1];
        return n === undefined
            ? []
            : [
                {
                    type: 'cwe',
                    name: `CWE-${Number(n)}`,
                    value: String(Number(n)),
                    url: `https://cwe.mitre.org/data/definitions/${Number(n)}.html`
                }
            ];
    });
    return [primary, ...cwes];
}
/**
 * Where it was found: the host, the path (with query) and the method, as GitLab's DAST location
 * has them; `param` is the vulnerability's id (see the top of this file: GitLab's identity).
 */
function location(method, url, id) {
    const m = (0,_text_js__WEBPACK_IMPORTED_MODULE_4__/* .forPlain */ .qI)(method, 20);
    const param = `occurrence ${id}`;
    let parsed;
    try {
        parsed = new URL(url);
    }
    catch {
        parsed = undefined;
    }
    if (parsed && (parsed.protocol === 'http:' || parsed.protocol === 'https:')) {
        return {
            hostname: (0,_text_js__WEBPACK_IMPORTED_MODULE_4__/* .forPlain */ .qI)(`${parsed.protocol}//${parsed.host}`, MAX.url),
            method: m,
            path: (0,_text_js__WEBPACK_IMPORTED_MODULE_4__/* .forPlain */ .qI)(parsed.pathname + parsed.search, MAX.url),
            param
        };
    }
    return { hostname: '', method: m, path: (0,_text_js__WEBPACK_IMPORTED_MODULE_4__/* .forPlain */ .qI)(url, MAX.url), param };
}
/**
 * The method and URL of each application and of each occurrence (open ones worst first, then the
 * fixed), at most MAX_SCANNED_RESOURCES of them and MAX_SCANNED_RESOURCE_BYTES.
 */
function scannedResources(reports, open) {
    const resources = new Map();
    let bytes = 0;
    const add = (method, url) => {
        if (resources.size >= MAX_SCANNED_RESOURCES)
            return false;
        const m = (0,_text_js__WEBPACK_IMPORTED_MODULE_4__/* .forPlain */ .qI)(method, 20).trim();
        const u = (0,_text_js__WEBPACK_IMPORTED_MODULE_4__/* .forPlain */ .qI)(url, MAX_SCANNED_RESOURCE_URL).trim();
        if (!m || !u || resources.has(`${m} ${u}`))
            return true;
        const entry = { method: m, url: u, type: 'url' };
        bytes += writtenBytes(entry, 3) + 2;
        if (bytes > MAX_SCANNED_RESOURCE_BYTES)
            return false;
        resources.set(`${m} ${u}`, entry);
        return true;
    };
    for (const r of reports)
        if (r.application.url)
            add('GET', r.application.url);
    for (const { occurrence } of open)
        if (!add(occurrence.method, occurrence.url))
            break;
    for (const r of reports) {
        for (const o of r.occurrences) {
            if (o.state === 'fixed' && !add(o.method, o.url))
                return [...resources.values()];
        }
    }
    return [...resources.values()];
}
const MAX_SCANNED_RESOURCE_URL = 2000;
function messages(reports) {
    const out = [];
    for (const r of reports) {
        const label = (0,_text_js__WEBPACK_IMPORTED_MODULE_4__/* .forPlain */ .qI)((0,_app_report_js__WEBPACK_IMPORTED_MODULE_5__/* .applicationLabel */ .XP)(r), MAX.short);
        const incomplete = (0,_app_report_js__WEBPACK_IMPORTED_MODULE_5__/* .incompleteReason */ .D1)(r);
        if (incomplete !== undefined) {
            const why = (0,_text_js__WEBPACK_IMPORTED_MODULE_4__/* .forPlain */ .qI)(incomplete, 2000) || `the test ended ${r.outcome}`;
            out.push({ level: 'fatal', value: `${label}: ${why}` });
        }
        const build = buildMessage(r);
        if (build)
            out.push({ level: 'info', value: `${label}: ${build}` });
        for (const w of r.warnings)
            out.push({ level: 'warn', value: `${label}: ${(0,_text_js__WEBPACK_IMPORTED_MODULE_4__/* .forPlain */ .qI)(w, 2000)}` });
    }
    return out;
}
/**
 * Which build the verdict is about (issue 21), in one message: format 15.0.x has no field for a
 * commit or a deployment, and `scan.messages` is where it lets a scanner say more.
 */
function buildMessage(r) {
    const b = r.build;
    if (!b)
        return undefined;
    const parts = [];
    if (b.commit) {
        const source = b.commitSource ? ` (${(0,_text_js__WEBPACK_IMPORTED_MODULE_4__/* .forPlain */ .qI)(b.commitSource, 300)})` : '';
        parts.push(`commit ${(0,_text_js__WEBPACK_IMPORTED_MODULE_4__/* .forPlain */ .qI)(b.commit, 80)}${source}`);
    }
    if (b.deploymentUrl)
        parts.push(`deployment URL ${(0,_text_js__WEBPACK_IMPORTED_MODULE_4__/* .forPlain */ .qI)(b.deploymentUrl, 500)}`);
    if (b.buildCheck)
        parts.push(`build check: ${(0,_text_js__WEBPACK_IMPORTED_MODULE_4__/* .forPlain */ .qI)(b.buildCheck, 100)}`);
    if (b.shownBy)
        parts.push(`shown by: ${(0,_text_js__WEBPACK_IMPORTED_MODULE_4__/* .forPlain */ .qI)(b.shownBy, 50)}`);
    if (b.reused)
        parts.push(`reused test ${(0,_text_js__WEBPACK_IMPORTED_MODULE_4__/* .forPlain */ .qI)(b.reusedTest ?? 'unknown', 64)}`);
    if (b.baselineSource)
        parts.push(`baseline: ${(0,_text_js__WEBPACK_IMPORTED_MODULE_4__/* .forPlain */ .qI)(b.baselineSource, 300)}`);
    return parts.length > 0 ? (0,_text_js__WEBPACK_IMPORTED_MODULE_4__/* .forPlain */ .qI)((0,_text_js__WEBPACK_IMPORTED_MODULE_4__/* .oneLine */ .TN)(parts.join('; ')), 1500) : undefined;
}
/** `yyyy-mm-ddThh:mm:ss` in UTC, the schema's only form. */
function gitlabTime(d) {
    return d.toISOString().slice(0, 19);
}
/** Known times only: a report's own field may be missing or not a date. */
const known = (times) => times
    .map((t) => (t instanceof Date ? t.getTime() : t ? Date.parse(t) : NaN))
    .filter((t) => !Number.isNaN(t));
const earliest = (times) => new Date(Math.min(...known(times)));
const latest = (times) => new Date(Math.max(...known(times)));
/** The occurrence identity (32 hex digits) in the UUID form GitLab recommends for ids. */
function uuidOf(id) {
    if (!/^[0-9a-f]{32}$/.test(id))
        return (0,_text_js__WEBPACK_IMPORTED_MODULE_4__/* .forPlain */ .qI)(id, 64);
    return `${id.slice(0, 8)}-${id.slice(8, 12)}-${id.slice(12, 16)}-${id.slice(16, 20)}-${id.slice(20)}`;
}


/***/ }),

/***/ 113:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  buildJunit: () => (/* binding */ buildJunit)
});

// UNUSED EXPORTS: MAX_LISTED_OCCURRENCES

;// CONCATENATED MODULE: ./node_modules/path-expression-matcher/src/Expression.js
/**
 * Expression - Parses and stores a tag pattern expression
 * 
 * Patterns are parsed once and stored in an optimized structure for fast matching.
 * 
 * @example
 * const expr = new Expression("root.users.user");
 * const expr2 = new Expression("..user[id]:first");
 * const expr3 = new Expression("root/users/user", { separator: '/' });
 */
class Expression {
  /**
   * Create a new Expression
   * @param {string} pattern - Pattern string (e.g., "root.users.user", "..user[id]")
   * @param {Object} options - Configuration options
   * @param {string} options.separator - Path separator (default: '.')
   */
  constructor(pattern, options = {}, data) {
    this.pattern = pattern;
    this.separator = options.separator || '.';
    this.segments = this._parse(pattern);
    this.data = data;
    // Cache expensive checks for performance (O(1) instead of O(n))
    this._hasDeepWildcard = this.segments.some(seg => seg.type === 'deep-wildcard');
    this._hasAttributeCondition = this.segments.some(seg => seg.attrName !== undefined);
    this._hasPositionSelector = this.segments.some(seg => seg.position !== undefined);
  }

  /**
   * Parse pattern string into segments
   * @private
   * @param {string} pattern - Pattern to parse
   * @returns {Array} Array of segment objects
   */
  _parse(pattern) {
    const segments = [];

    // Split by separator but handle ".." specially
    let i = 0;
    let currentPart = '';

    while (i < pattern.length) {
      if (pattern[i] === this.separator) {
        // Check if next char is also separator (deep wildcard)
        if (i + 1 < pattern.length && pattern[i + 1] === this.separator) {
          // Flush current part if any
          if (currentPart.trim()) {
            segments.push(this._parseSegment(currentPart.trim()));
            currentPart = '';
          }
          // Add deep wildcard
          segments.push({ type: 'deep-wildcard' });
          i += 2; // Skip both separators
        } else {
          // Regular separator
          if (currentPart.trim()) {
            segments.push(this._parseSegment(currentPart.trim()));
          }
          currentPart = '';
          i++;
        }
      } else {
        currentPart += pattern[i];
        i++;
      }
    }

    // Flush remaining part
    if (currentPart.trim()) {
      segments.push(this._parseSegment(currentPart.trim()));
    }

    return segments;
  }

  /**
   * Parse a single segment
   * @private
   * @param {string} part - Segment string (e.g., "user", "ns::user", "user[id]", "ns::user:first")
   * @returns {Object} Segment object
   */
  _parseSegment(part) {
    const segment = { type: 'tag' };

    // NEW NAMESPACE SYNTAX (v2.0):
    // ============================
    // Namespace uses DOUBLE colon (::)
    // Position uses SINGLE colon (:)
    // 
    // Examples:
    //   "user"              → tag
    //   "user:first"        → tag + position
    //   "user[id]"          → tag + attribute
    //   "user[id]:first"    → tag + attribute + position
    //   "ns::user"          → namespace + tag
    //   "ns::user:first"    → namespace + tag + position
    //   "ns::user[id]"      → namespace + tag + attribute
    //   "ns::user[id]:first" → namespace + tag + attribute + position
    //   "ns::first"         → namespace + tag named "first" (NO ambiguity!)
    //
    // This eliminates all ambiguity:
    //   :: = namespace separator
    //   :  = position selector
    //   [] = attributes

    // Step 1: Extract brackets [attr] or [attr=value]
    let bracketContent = null;
    let withoutBrackets = part;

    const bracketMatch = part.match(/^([^\[]+)(\[[^\]]*\])(.*)$/);
    if (bracketMatch) {
      withoutBrackets = bracketMatch[1] + bracketMatch[3];
      if (bracketMatch[2]) {
        const content = bracketMatch[2].slice(1, -1);
        if (content) {
          bracketContent = content;
        }
      }
    }

    // Step 2: Check for namespace (double colon ::)
    let namespace = undefined;
    let tagAndPosition = withoutBrackets;

    if (withoutBrackets.includes('::')) {
      const nsIndex = withoutBrackets.indexOf('::');
      namespace = withoutBrackets.substring(0, nsIndex).trim();
      tagAndPosition = withoutBrackets.substring(nsIndex + 2).trim(); // Skip ::

      if (!namespace) {
        throw new Error(`Invalid namespace in pattern: ${part}`);
      }
    }

    // Step 3: Parse tag and position (single colon :)
    let tag = undefined;
    let positionMatch = null;

    if (tagAndPosition.includes(':')) {
      const colonIndex = tagAndPosition.lastIndexOf(':'); // Use last colon for position
      const tagPart = tagAndPosition.substring(0, colonIndex).trim();
      const posPart = tagAndPosition.substring(colonIndex + 1).trim();

      // Verify position is a valid keyword
      const isPositionKeyword = ['first', 'last', 'odd', 'even'].includes(posPart) ||
        /^nth\(\d+\)$/.test(posPart);

      if (isPositionKeyword) {
        tag = tagPart;
        positionMatch = posPart;
      } else {
        // Not a valid position keyword, treat whole thing as tag
        tag = tagAndPosition;
      }
    } else {
      tag = tagAndPosition;
    }

    if (!tag) {
      throw new Error(`Invalid segment pattern: ${part}`);
    }

    segment.tag = tag;
    if (namespace) {
      segment.namespace = namespace;
    }

    // Step 4: Parse attributes
    if (bracketContent) {
      if (bracketContent.includes('=')) {
        const eqIndex = bracketContent.indexOf('=');
        segment.attrName = bracketContent.substring(0, eqIndex).trim();
        segment.attrValue = bracketContent.substring(eqIndex + 1).trim();
      } else {
        segment.attrName = bracketContent.trim();
      }
    }

    // Step 5: Parse position selector
    if (positionMatch) {
      const nthMatch = positionMatch.match(/^nth\((\d+)\)$/);
      if (nthMatch) {
        segment.position = 'nth';
        segment.positionValue = parseInt(nthMatch[1], 10);
      } else {
        segment.position = positionMatch;
      }
    }

    return segment;
  }

  /**
   * Get the number of segments
   * @returns {number}
   */
  get length() {
    return this.segments.length;
  }

  /**
   * Check if expression contains deep wildcard
   * @returns {boolean}
   */
  hasDeepWildcard() {
    return this._hasDeepWildcard;
  }

  /**
   * Check if expression has attribute conditions
   * @returns {boolean}
   */
  hasAttributeCondition() {
    return this._hasAttributeCondition;
  }

  /**
   * Check if expression has position selectors
   * @returns {boolean}
   */
  hasPositionSelector() {
    return this._hasPositionSelector;
  }

  /**
   * Get string representation
   * @returns {string}
   */
  toString() {
    return this.pattern;
  }
}
;// CONCATENATED MODULE: ./node_modules/path-expression-matcher/src/Matcher.js


/**
 * MatcherView - A lightweight read-only view over a Matcher's internal state.
 *
 * Created once by Matcher and reused across all callbacks. Holds a direct
 * reference to the parent Matcher so it always reflects current parser state
 * with zero copying or freezing overhead.
 *
 * Users receive this via {@link Matcher#readOnly} or directly from parser
 * callbacks. It exposes all query and matching methods but has no mutation
 * methods — misuse is caught at the TypeScript level rather than at runtime.
 *
 * @example
 * const matcher = new Matcher();
 * const view = matcher.readOnly();
 *
 * matcher.push("root", {});
 * view.getCurrentTag(); // "root"
 * view.getDepth();      // 1
 */
class MatcherView {
  /**
   * @param {Matcher} matcher - The parent Matcher instance to read from.
   */
  constructor(matcher) {
    this._matcher = matcher;
  }

  /**
   * Get the path separator used by the parent matcher.
   * @returns {string}
   */
  get separator() {
    return this._matcher.separator;
  }

  /**
   * Get current tag name.
   * @returns {string|undefined}
   */
  getCurrentTag() {
    const path = this._matcher.path;
    return path.length > 0 ? path[path.length - 1].tag : undefined;
  }

  /**
   * Get current namespace.
   * @returns {string|undefined}
   */
  getCurrentNamespace() {
    const path = this._matcher.path;
    return path.length > 0 ? path[path.length - 1].namespace : undefined;
  }

  /**
   * Get current node's attribute value.
   * @param {string} attrName
   * @returns {*}
   */
  getAttrValue(attrName) {
    const path = this._matcher.path;
    if (path.length === 0) return undefined;
    return path[path.length - 1].values?.[attrName];
  }

  /**
   * Check if current node has an attribute.
   * @param {string} attrName
   * @returns {boolean}
   */
  hasAttr(attrName) {
    const path = this._matcher.path;
    if (path.length === 0) return false;
    const current = path[path.length - 1];
    return current.values !== undefined && attrName in current.values;
  }

  /**
   * Get the value of a "kept" attribute from the nearest ancestor (or
   * current node) that declared it via `push(tag, attrs, ns, { keep: [...] })`.
   * @param {string} attrName
   * @returns {*}
   */
  getAnyParentAttr(attrName) {
    return this._matcher.getAnyParentAttr(attrName);
  }

  /**
   * Check whether any ancestor (or the current node) kept the given
   * attribute via `push(tag, attrs, ns, { keep: [...] })`.
   * @param {string} attrName
   * @returns {boolean}
   */
  hasAnyParentAttr(attrName) {
    return this._matcher.hasAnyParentAttr(attrName);
  }

  /**
   * Get current node's sibling position (child index in parent).
   * @returns {number}
   */
  getPosition() {
    const path = this._matcher.path;
    if (path.length === 0) return -1;
    return path[path.length - 1].position ?? 0;
  }

  /**
   * Get current node's repeat counter (occurrence count of this tag name).
   * @returns {number}
   */
  getCounter() {
    const path = this._matcher.path;
    if (path.length === 0) return -1;
    return path[path.length - 1].counter ?? 0;
  }

  /**
   * Get current node's sibling index (alias for getPosition).
   * @returns {number}
   * @deprecated Use getPosition() or getCounter() instead
   */
  getIndex() {
    return this.getPosition();
  }

  /**
   * Get current path depth.
   * @returns {number}
   */
  getDepth() {
    return this._matcher.path.length;
  }

  /**
   * Get path as string.
   * @param {string} [separator] - Optional separator (uses default if not provided)
   * @param {boolean} [includeNamespace=true]
   * @returns {string}
   */
  toString(separator, includeNamespace = true) {
    return this._matcher.toString(separator, includeNamespace);
  }

  /**
   * Get path as array of tag names.
   * @returns {string[]}
   */
  toArray() {
    return this._matcher.path.map(n => n.tag);
  }

  /**
   * Match current path against an Expression.
   * @param {Expression} expression
   * @returns {boolean}
   */
  matches(expression) {
    return this._matcher.matches(expression);
  }

  /**
   * Match any expression in the given set against the current path.
   * @param {ExpressionSet} exprSet
   * @returns {boolean}
   */
  matchesAny(exprSet) {
    return exprSet.matchesAny(this._matcher);
  }
}

/**
 * Matcher - Tracks current path in XML/JSON tree and matches against Expressions.
 *
 * The matcher maintains a stack of nodes representing the current path from root to
 * current tag. It only stores attribute values for the current (top) node to minimize
 * memory usage. Sibling tracking is used to auto-calculate position and counter.
 *
 * Use {@link Matcher#readOnly} to obtain a {@link MatcherView} safe to pass to
 * user callbacks — it always reflects current state with no Proxy overhead.
 *
 * @example
 * const matcher = new Matcher();
 * matcher.push("root", {});
 * matcher.push("users", {});
 * matcher.push("user", { id: "123", type: "admin" });
 *
 * const expr = new Expression("root.users.user");
 * matcher.matches(expr); // true
 */
class Matcher {
  /**
   * Create a new Matcher.
   * @param {Object} [options={}]
   * @param {string} [options.separator='.'] - Default path separator
   */
  constructor(options = {}) {
    this.separator = options.separator || '.';
    this.path = [];
    this.siblingStacks = [];
    // Each path node: { tag, values, position, counter, namespace? }
    // values only present for current (last) node
    // Each siblingStacks entry: Map<tagName, count> tracking occurrences at each level
    this._pathStringCache = null;
    this._view = new MatcherView(this);

    // Kept-attribute stack: only populated when push() is called with options.keep.
    this._keptAttrs = [];
  }

  /**
   * Push a new tag onto the path.
   * @param {string} tagName
   * @param {Object|null} [attrValues=null]
   * @param {string|null} [namespace=null]
   * @param {Object|null} [options=null]
   * @param {string[]} [options.keep] - Names of attributes (from attrValues)
   */
  push(tagName, attrValues = null, namespace = null, options = null) {
    this._pathStringCache = null;

    // Remove values from previous current node (now becoming ancestor)
    if (this.path.length > 0) {
      this.path[this.path.length - 1].values = undefined;
    }

    // Get or create sibling tracking for current level
    const currentLevel = this.path.length;
    let level = this.siblingStacks[currentLevel];
    if (!level) {
      // `counts` tells same-name siblings apart (the "counter" — nth <item>
      // among other <item>s). `total` is every child seen at this level so
      // far, kept as a running number instead of re-added from `counts` on
      // every push — a parent with many differently-named children would
      // otherwise cost more per child the more distinct names it has.
      level = { counts: new Map(), total: 0 };
      this.siblingStacks[currentLevel] = level;
    }

    // Create a unique key for sibling tracking that includes namespace
    const siblingKey = namespace ? `${namespace}:${tagName}` : tagName;

    // Calculate counter (how many times this tag appeared at this level)
    const counter = level.counts.get(siblingKey) || 0;

    // Position = total children at this level seen before this one.
    const position = level.total;

    // Update sibling count for this tag, and the level's running total.
    level.counts.set(siblingKey, counter + 1);
    level.total++;

    // Create new node
    const node = {
      tag: tagName,
      position: position,
      counter: counter
    };

    if (namespace !== null && namespace !== undefined) {
      node.namespace = namespace;
    }

    if (attrValues !== null && attrValues !== undefined) {
      node.values = attrValues;
    }

    this.path.push(node);

    // Depth of the node we just pushed (1-based, matches this.path.length)
    const depth = this.path.length;

    // Copy only the requested attributes into the kept-attrs stack. This is
    // the one part of push() whose cost scales with input (O(keep.length))
    // rather than being O(1) — by design, since the caller is explicitly
    // opting in for specific attribute names. No options/keep => zero added
    // cost beyond the two property reads below.
    const keep = options !== null ? options.keep : null;
    if (keep !== null && keep !== undefined && keep.length > 0 && attrValues) {
      for (let i = 0; i < keep.length; i++) {
        const name = keep[i];
        if (attrValues[name] !== undefined) {
          this._keptAttrs.push({ depth, name, value: attrValues[name] });
        }
      }
    }
  }

  /**
   * Pop the last tag from the path.
   * @returns {Object|undefined} The popped node
   */
  pop() {
    if (this.path.length === 0) return undefined;
    this._pathStringCache = null;

    const node = this.path.pop();

    if (this.siblingStacks.length > this.path.length + 1) {
      this.siblingStacks.length = this.path.length + 1;
    }

    // Drop any kept attributes that belonged to the popped node (or deeper).
    // _keptAttrs is depth-ordered (push only ever appends increasing depths),
    // so this is a backward scan that stops at the first surviving entry —
    // typically O(1) since kept attrs are rare by design.
    const poppedDepth = this.path.length + 1;
    while (
      this._keptAttrs.length > 0 &&
      this._keptAttrs[this._keptAttrs.length - 1].depth >= poppedDepth
    ) {
      this._keptAttrs.pop();
    }

    return node;
  }

  /**
   * Update current node's attribute values.
   * Useful when attributes are parsed after push.
   * @param {Object} attrValues
   */
  updateCurrent(attrValues) {
    if (this.path.length > 0) {
      const current = this.path[this.path.length - 1];
      if (attrValues !== null && attrValues !== undefined) {
        current.values = attrValues;
      }
    }
  }

  /**
   * Get current tag name.
   * @returns {string|undefined}
   */
  getCurrentTag() {
    return this.path.length > 0 ? this.path[this.path.length - 1].tag : undefined;
  }

  /**
   * Get current namespace.
   * @returns {string|undefined}
   */
  getCurrentNamespace() {
    return this.path.length > 0 ? this.path[this.path.length - 1].namespace : undefined;
  }

  /**
   * Get current node's attribute value.
   * @param {string} attrName
   * @returns {*}
   */
  getAttrValue(attrName) {
    if (this.path.length === 0) return undefined;
    return this.path[this.path.length - 1].values?.[attrName];
  }

  /**
   * Check if current node has an attribute.
   * @param {string} attrName
   * @returns {boolean}
   */
  hasAttr(attrName) {
    if (this.path.length === 0) return false;
    const current = this.path[this.path.length - 1];
    return current.values !== undefined && attrName in current.values;
  }

  /**
   * Get the value of a "kept" attribute from the nearest ancestor (or
   * current node) that declared it via `push(tag, attrs, ns, { keep: [...] })`.
   * Unlike getAttrValue(), this works regardless of how deep the path has
   * gone since the attribute was pushed — but only for attribute names that
   * were explicitly marked with `keep` at push time. Cost is proportional to
   * the number of currently-kept attributes (typically 0-3), not path depth.
   * @param {string} attrName
   * @returns {*} the value, or undefined if no ancestor kept this attribute
   */
  getAnyParentAttr(attrName) {
    const kept = this._keptAttrs;
    for (let i = kept.length - 1; i >= 0; i--) {
      if (kept[i].name === attrName) return kept[i].value;
    }
    return undefined;
  }

  /**
   * Check whether any ancestor (or the current node) kept the given
   * attribute via `push(tag, attrs, ns, { keep: [...] })`.
   * @param {string} attrName
   * @returns {boolean}
   */
  hasAnyParentAttr(attrName) {
    const kept = this._keptAttrs;
    for (let i = kept.length - 1; i >= 0; i--) {
      if (kept[i].name === attrName) return true;
    }
    return false;
  }

  /**
   * Get current node's sibling position (child index in parent).
   * @returns {number}
   */
  getPosition() {
    if (this.path.length === 0) return -1;
    return this.path[this.path.length - 1].position ?? 0;
  }

  /**
   * Get current node's repeat counter (occurrence count of this tag name).
   * @returns {number}
   */
  getCounter() {
    if (this.path.length === 0) return -1;
    return this.path[this.path.length - 1].counter ?? 0;
  }

  /**
   * Get current node's sibling index (alias for getPosition).
   * @returns {number}
   * @deprecated Use getPosition() or getCounter() instead
   */
  getIndex() {
    return this.getPosition();
  }

  /**
   * Get current path depth.
   * @returns {number}
   */
  getDepth() {
    return this.path.length;
  }

  /**
   * Get path as string.
   * @param {string} [separator] - Optional separator (uses default if not provided)
   * @param {boolean} [includeNamespace=true]
   * @returns {string}
   */
  toString(separator, includeNamespace = true) {
    const sep = separator || this.separator;
    const isDefault = (sep === this.separator && includeNamespace === true);

    if (isDefault) {
      if (this._pathStringCache !== null) {
        return this._pathStringCache;
      }
      const result = this.path.map(n =>
        (n.namespace) ? `${n.namespace}:${n.tag}` : n.tag
      ).join(sep);
      this._pathStringCache = result;
      return result;
    }

    return this.path.map(n =>
      (includeNamespace && n.namespace) ? `${n.namespace}:${n.tag}` : n.tag
    ).join(sep);
  }

  /**
   * Get path as array of tag names.
   * @returns {string[]}
   */
  toArray() {
    return this.path.map(n => n.tag);
  }

  /**
   * Reset the path to empty.
   */
  reset() {
    this._pathStringCache = null;
    this.path = [];
    this.siblingStacks = [];
    this._keptAttrs = [];
  }

  /**
   * Match current path against an Expression.
   * @param {Expression} expression
   * @returns {boolean}
   */
  matches(expression) {
    const segments = expression.segments;

    if (segments.length === 0) {
      return false;
    }

    if (expression.hasDeepWildcard()) {
      return this._matchWithDeepWildcard(segments);
    }

    return this._matchSimple(segments);
  }

  /**
   * @private
   */
  _matchSimple(segments) {
    if (this.path.length !== segments.length) {
      return false;
    }

    for (let i = 0; i < segments.length; i++) {
      if (!this._matchSegment(segments[i], this.path[i], i === this.path.length - 1)) {
        return false;
      }
    }

    return true;
  }

  /**
   * @private
   */
  _matchWithDeepWildcard(segments) {
    let pathIdx = this.path.length - 1;
    let segIdx = segments.length - 1;

    while (segIdx >= 0 && pathIdx >= 0) {
      const segment = segments[segIdx];

      if (segment.type === 'deep-wildcard') {
        segIdx--;

        if (segIdx < 0) {
          return true;
        }

        const nextSeg = segments[segIdx];
        let found = false;

        for (let i = pathIdx; i >= 0; i--) {
          if (this._matchSegment(nextSeg, this.path[i], i === this.path.length - 1)) {
            pathIdx = i - 1;
            segIdx--;
            found = true;
            break;
          }
        }

        if (!found) {
          return false;
        }
      } else {
        if (!this._matchSegment(segment, this.path[pathIdx], pathIdx === this.path.length - 1)) {
          return false;
        }
        pathIdx--;
        segIdx--;
      }
    }

    return segIdx < 0;
  }

  /**
   * @private
   */
  _matchSegment(segment, node, isCurrentNode) {
    if (segment.tag !== '*' && segment.tag !== node.tag) {
      return false;
    }

    if (segment.namespace !== undefined) {
      if (segment.namespace !== '*' && segment.namespace !== node.namespace) {
        return false;
      }
    }

    if (segment.attrName !== undefined) {
      if (!isCurrentNode) {
        return false;
      }

      if (!node.values || !(segment.attrName in node.values)) {
        return false;
      }

      if (segment.attrValue !== undefined) {
        if (String(node.values[segment.attrName]) !== String(segment.attrValue)) {
          return false;
        }
      }
    }

    if (segment.position !== undefined) {
      if (!isCurrentNode) {
        return false;
      }

      const counter = node.counter ?? 0;

      if (segment.position === 'first' && counter !== 0) {
        return false;
      } else if (segment.position === 'odd' && counter % 2 !== 1) {
        return false;
      } else if (segment.position === 'even' && counter % 2 !== 0) {
        return false;
      } else if (segment.position === 'nth' && counter !== segment.positionValue) {
        return false;
      }
    }

    return true;
  }

  /**
   * Match any expression in the given set against the current path.
   * @param {ExpressionSet} exprSet
   * @returns {boolean}
   */
  matchesAny(exprSet) {
    return exprSet.matchesAny(this);
  }

  /**
   * Create a snapshot of current state.
   * @returns {Object}
   */
  snapshot() {
    return {
      path: this.path.map(node => ({ ...node })),
      siblingStacks: this.siblingStacks.map(level => level ? { counts: new Map(level.counts), total: level.total } : level),
      keptAttrs: this._keptAttrs.map(entry => ({ ...entry }))
    };
  }

  /**
   * Restore state from snapshot.
   * @param {Object} snapshot
   */
  restore(snapshot) {
    this._pathStringCache = null;
    this.path = snapshot.path.map(node => ({ ...node }));
    this.siblingStacks = snapshot.siblingStacks.map(level => level ? { counts: new Map(level.counts), total: level.total } : level);
    this._keptAttrs = (snapshot.keptAttrs || []).map(entry => ({ ...entry }));
  }

  /**
   * Return the read-only {@link MatcherView} for this matcher.
   *
   * The same instance is returned on every call — no allocation occurs.
   * It always reflects the current parser state and is safe to pass to
   * user callbacks without risk of accidental mutation.
   *
   * @returns {MatcherView}
   *
   * @example
   * const view = matcher.readOnly();
   * // pass view to callbacks — it stays in sync automatically
   * view.matches(expr);       // ✓
   * view.getCurrentTag();     // ✓
   * // view.push(...)         // ✗ method does not exist — caught by TypeScript
   */
  readOnly() {
    return this._view;
  }
}

;// CONCATENATED MODULE: ./node_modules/fast-xml-builder/src/util.js


// String(val)/val.toString() drop the sign of -0 (e.g. String(-0) === '0'), silently
// corrupting a round-tripped negative-zero value. XML has no separate int/float syntax,
// so this is the single place every raw value gets turned into text.
function valToStr(val) {
  return typeof val === 'number' && Object.is(val, -0) ? '-0' : String(val)
}

function safeComment(val) {
  return valToStr(val)
    .replace(/--/g, '- -')   // -- is illegal anywhere in comment content
    .replace(/--/g, '- -')   // handle the scenario when 2 consiucative dashes appears 
    .replace(/-$/, '- ');    // trailing - would form -- with the closing -->
}

function safeCdata(val) {
  return valToStr(val).replace(/\]\]>/g, ']]]]><![CDATA[>')
}

function escapeAttribute(val) {
  return valToStr(val).replace(/"/g, '&quot;').replace(/'/g, '&apos;')
}

/**
 * Resolve a tag or attribute name through sanitizeName if configured.
 * Validation via xml-naming's qName is performed first; the sanitizeName
 * callback is invoked only when the name is invalid. If sanitizeName is
 * false (default), no validation occurs and the name is used as-is.
 *
 * @param {string}  name        - raw name from the JS object
 * @param {boolean} isAttribute - true when resolving an attribute name
 * @param {object}  options
 * @param {Matcher} matcher     - current matcher state (readonly from callback perspective)
 * @param {function} qNameValidator - function to validate tag names
 */

function resolveName(name, isAttribute, options, matcher, validator) {
  if (!options.sanitizeName) return name;

  // Processing-instruction names: validate the part after the leading "?"
  const isPI = !isAttribute && name[0] === '?';
  const bare = isPI ? name.slice(1) : name;

  if (validator(bare)) return name;

  const result = options.sanitizeName(bare, { isAttribute, matcher: matcher.readOnly() });

  // Never trust the callback's output
  if (typeof result !== 'string' || !validator(result)) {
    throw new Error(`sanitizeName returned an invalid XML name for "${bare}"`);
  }
  return isPI ? '?' + result : result;
}
;// CONCATENATED MODULE: ./node_modules/xml-naming/src/index.js
/**
 * xml-naming
 * Validates XML Name productions as defined in the XML 1.0 and 1.1 specifications.
 * Covers: Name, NCName, QName, NMToken, NMTokens
 *
 * XML 1.0 spec: https://www.w3.org/TR/xml/#NT-Name
 * XML 1.1 spec: https://www.w3.org/TR/xml11/#NT-NameStartChar
 * XML NS spec:  https://www.w3.org/TR/xml-names/#NT-NCName
 */

// ---------------------------------------------------------------------------
// Character class strings — XML 1.0
//
// NameStartChar ::= ":" | [A-Z] | "_" | [a-z]
//   | [#xC0-#xD6]   | [#xD8-#xF6]   | [#xF8-#x2FF]
//   | [#x370-#x37D] | [#x37F-#x1FFF]    <- split to exclude #x0487
//   | [#x200C-#x200D]
//   | [#x2070-#x218F] | [#x2C00-#x2FEF]
//   | [#x3001-#xD7FF] | [#xF900-#xFDCF] | [#xFDF0-#xFFFD]
//
// NameChar ::= NameStartChar | "-" | "." | [0-9]
//   | #xB7 | [#x0300-#x036F] | [#x203F-#x2040]
//
// Note: \u0487 (Combining Cyrillic Millions Sign) was added in Unicode 4.0,
// after XML 1.0 was defined against Unicode 2.0. It falls inside the range
// \u037F-\u1FFF but must be excluded. We split that range into
// \u037F-\u0486 and \u0488-\u1FFF to exclude it explicitly.
// ---------------------------------------------------------------------------

const nameStartChar10 =
  ':A-Za-z_' +
  '\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u02FF' +
  '\u0370-\u037D' +
  '\u037F-\u0486\u0488-\u1FFF' +  // split to exclude \u0487
  '\u200C-\u200D' +
  '\u2070-\u218F' +
  '\u2C00-\u2FEF' +
  '\u3001-\uD7FF' +
  '\uF900-\uFDCF' +
  '\uFDF0-\uFFFD';

const nameChar10 =
  nameStartChar10 +
  '\\-\\.\\d' +
  '\u00B7' +
  '\u0300-\u036F' +
  '\u203F-\u2040';

// ---------------------------------------------------------------------------
// Character class strings — XML 1.1
//
// Differences from XML 1.0:
//
// NameStartChar:
//   1.0 has split ranges: \u00C0-\u00D6, \u00D8-\u00F6, \u00F8-\u02FF
//   1.1 merges them into: \u00C0-\u02FF
//   (\u00D7 x and \u00F7 / are division symbols, excluded in both versions)
//
//   1.0 tops out at \uFFFD (BMP only)
//   1.1 adds \u{10000}-\u{EFFFF} (supplementary planes)
//   These require the /u flag on the RegExp — see buildRegexes below.
//
// NameChar:
//   1.1 adds \u0487 (Combining Cyrillic Millions Sign, added in Unicode 4.0)
// ---------------------------------------------------------------------------

const nameStartChar11 =
  ':A-Za-z_' +
  '\u00C0-\u02FF' +                    // merged — 1.0 had three split ranges here
  '\u0370-\u037D' +
  '\u037F-\u0486\u0488-\u1FFF' +       // split to exclude \u0487 (combining mark, never a NameStartChar)
  '\u200C-\u200D' +
  '\u2070-\u218F' +
  '\u2C00-\u2FEF' +
  '\u3001-\uD7FF' +
  '\uF900-\uFDCF' +
  '\uFDF0-\uFFFD' +
  '\u{10000}-\u{EFFFF}';     // supplementary planes — REQUIRES /u flag on RegExp

const nameChar11 =
  nameStartChar11 +
  '\\-\\.\\d' +
  '\u00B7' +
  '\u0300-\u036F' +
  '\u0487' +                 // Combining Cyrillic Millions Sign — valid in 1.1, not 1.0
  '\u203F-\u2040';

// ---------------------------------------------------------------------------
// Regex builders
//
// XML 1.0 regexes: no flags — BMP only, standard JS regex behaviour.
// XML 1.1 regexes: /u flag — required for \u{10000}-\u{EFFFF} to match actual
//   supplementary code points rather than lone surrogates (which are illegal XML).
// ---------------------------------------------------------------------------

const buildRegexes = (startChar, char, flags = '') => {
  const ncStart = startChar.replace(':', '');
  const ncChar = char.replace(':', '');
  const ncNamePat = `[${ncStart}][${ncChar}]*`;

  return {
    name: new RegExp(`^[${startChar}][${char}]*$`, flags),
    ncName: new RegExp(`^${ncNamePat}$`, flags),
    qName: new RegExp(`^${ncNamePat}(?::${ncNamePat})?$`, flags),
    nmToken: new RegExp(`^[${char}]+$`, flags),
    nmTokens: new RegExp(`^[${char}]+(?:\\s+[${char}]+)*$`, flags),
  };
};

const regexes10 = buildRegexes(nameStartChar10, nameChar10);       // no /u — BMP only
const regexes11 = buildRegexes(nameStartChar11, nameChar11, 'u');  // /u — enables \u{10000}-\u{EFFFF}

// ---------------------------------------------------------------------------
// ASCII-only fast path (opt-in, off by default)
//
// The XML 1.0 vs 1.1 NameStartChar/NameChar productions differ *only* in
// their non-ASCII ranges (merged vs split Latin-1 ranges, \u0487, and
// supplementary planes). Restricted to ASCII, both versions collapse to the
// same character classes, so a single regex pair covers both xmlVersion
// values — no /u flag needed.
//
// Rationale: unicode-aware regexes (the /u flag, required for XML 1.1's
// supplementary-plane range) are measurably slower in V8 than plain
// non-unicode regexes on the same input, even when the input is pure ASCII.
// For the common case — HTML/SVG ids, XML tags — names are ASCII, so callers
// who know this can opt in to skip the unicode-aware matching path entirely.
// This is a real but *conditional* win: mainly for XML 1.1 input (avoids /u),
// or at scale where the larger unicode character classes add engine
// overhead. It also changes behaviour (rejects legitimate non-ASCII XML
// 1.0/1.1 names), so it must never be silently enabled — hence off by
// default.
// ---------------------------------------------------------------------------

const nameStartCharAscii = ':A-Za-z_';
const nameCharAscii = nameStartCharAscii + '\\-\\.\\d';

const regexesAscii = buildRegexes(nameStartCharAscii, nameCharAscii); // no /u — ASCII only

const getRegexes = (xmlVersion = '1.0', asciiOnly = false) => {
  if (asciiOnly) return regexesAscii;
  return xmlVersion === '1.1' ? regexes11 : regexes10;
};

// ---------------------------------------------------------------------------
// Boolean validators
// ---------------------------------------------------------------------------

/**
 * Returns true if the string is a valid XML Name.
 * Colons are allowed anywhere (Name production).
 * Used for: DOCTYPE entity names, notation names, DTD element declarations.
 *
 * @param {{ xmlVersion?: '1.0'|'1.1', asciiOnly?: boolean }} [opts]
 *   asciiOnly: skip unicode-aware matching, ASCII names only (default false).
 */
const src_name = (str, { xmlVersion = '1.0', asciiOnly = false } = {}) =>
  getRegexes(xmlVersion, asciiOnly).name.test(str);

/**
 * Returns true if the string is a valid NCName (Non-Colonized Name).
 * Colons are not permitted.
 * Used for: namespace prefixes, local names, SVG id attributes.
 *
 * @param {{ xmlVersion?: '1.0'|'1.1', asciiOnly?: boolean }} [opts]
 *   asciiOnly: skip unicode-aware matching, ASCII names only (default false).
 */
const ncName = (str, { xmlVersion = '1.0', asciiOnly = false } = {}) =>
  getRegexes(xmlVersion, asciiOnly).ncName.test(str);

/**
 * Returns true if the string is a valid QName (Qualified Name).
 * Allows exactly one colon as a prefix separator: prefix:localName.
 * Used for: element and attribute names in namespace-aware XML/SVG.
 *
 * @param {{ xmlVersion?: '1.0'|'1.1', asciiOnly?: boolean }} [opts]
 *   asciiOnly: skip unicode-aware matching, ASCII names only (default false).
 */
const qName = (str, { xmlVersion = '1.0', asciiOnly = false } = {}) =>
  getRegexes(xmlVersion, asciiOnly).qName.test(str);

/**
 * Returns true if the string is a valid NMToken.
 * Like Name but no restriction on the first character.
 * Used for: DTD NMTOKEN attribute values.
 *
 * @param {{ xmlVersion?: '1.0'|'1.1', asciiOnly?: boolean }} [opts]
 *   asciiOnly: skip unicode-aware matching, ASCII names only (default false).
 */
const nmToken = (str, { xmlVersion = '1.0', asciiOnly = false } = {}) =>
  getRegexes(xmlVersion, asciiOnly).nmToken.test(str);

/**
 * Returns true if the string is a valid NMTokens value.
 * A whitespace-separated list of NMToken values.
 * Used for: DTD NMTOKENS attribute values.
 *
 * @param {{ xmlVersion?: '1.0'|'1.1', asciiOnly?: boolean }} [opts]
 *   asciiOnly: skip unicode-aware matching, ASCII names only (default false).
 */
const nmTokens = (str, { xmlVersion = '1.0', asciiOnly = false } = {}) =>
  getRegexes(xmlVersion, asciiOnly).nmTokens.test(str);

// ---------------------------------------------------------------------------
// Memoized validator factory
//
// Real documents reuse a small vocabulary of tag/attribute names across many
// siblings (e.g. `id`, `class`, `href` repeated across hundreds of elements).
// The plain boolean validators above re-run the regex on every call
// regardless of repeats. `createValidator` returns a closure with a private
// string -> boolean cache, so repeated names after the first become O(1)
// lookups instead of regex tests.
//
// - opts (xmlVersion, asciiOnly) are fixed at creation time, so the regex is
//   resolved once, not on every call.
// - The cache is private to the returned closure — no shared/global state,
//   no cross-caller pollution.
// - `maxCacheSize` bounds memory: once the cache reaches this many entries,
//   it stops accepting new ones (existing entries keep serving hits; new
//   misses just fall through to the regex, uncached). This avoids unbounded
//   growth against adversarial/high-cardinality input (e.g. validating
//   attacker-supplied names with no repeats) without the cost/complexity of
//   a full LRU, and without the perf cliff of reset-and-refill thrashing.
// - Call `.reset()` on the returned function to clear the cache manually
//   (e.g. between unrelated parse calls).
// ---------------------------------------------------------------------------

const PRODUCTIONS = ['name', 'ncName', 'qName', 'nmToken', 'nmTokens'];

/**
 * Returns a memoized boolean validator function for a single production,
 * with opts fixed at creation time.
 *
 * @param {'name'|'ncName'|'qName'|'nmToken'|'nmTokens'} production
 * @param {{ xmlVersion?: '1.0'|'1.1', asciiOnly?: boolean, maxCacheSize?: number }} [opts]
 *   maxCacheSize: max number of distinct strings to cache (default 2048).
 *   Once reached, new strings are validated but not cached; existing cached
 *   entries keep being served.
 * @returns {((str: string) => boolean) & { reset: () => void }}
 */
const createValidator = (production, { xmlVersion = '1.0', asciiOnly = false, maxCacheSize = 2048 } = {}) => {
  if (!PRODUCTIONS.includes(production)) {
    throw new TypeError(
      `Unknown production "${production}". Must be one of: ${PRODUCTIONS.join(', ')}`
    );
  }

  const regex = getRegexes(xmlVersion, asciiOnly)[production];
  let cache = new Map();

  const validator = (str) => {
    const cached = cache.get(str);
    if (cached !== undefined) return cached;

    const result = regex.test(str);
    if (cache.size < maxCacheSize) cache.set(str, result);
    return result;
  };

  validator.reset = () => { cache = new Map(); };

  return validator;
};

// ---------------------------------------------------------------------------
// Diagnostic validator
// ---------------------------------------------------------------------------

/**
 * Validates a string against a named production and returns a detailed result.
 *
 * @param {string} str
 * @param {'name'|'ncName'|'qName'|'nmToken'|'nmTokens'} production
 * @param {{ xmlVersion?: '1.0'|'1.1', asciiOnly?: boolean }} [opts]
 * @returns {{ valid: boolean, production: string, input: string, reason?: string, position?: number }}
 */
const validate = (str, production, { xmlVersion = '1.0', asciiOnly = false } = {}) => {
  if (!PRODUCTIONS.includes(production)) {
    throw new TypeError(
      `Unknown production "${production}". Must be one of: ${PRODUCTIONS.join(', ')}`
    );
  }

  const validators = { name: src_name, ncName, qName, nmToken, nmTokens };
  const isValid = validators[production](str, { xmlVersion, asciiOnly });

  if (isValid) return { valid: true, production, input: str };

  let reason = 'Does not match the production rules';
  let position;

  // Diagnostic fallback char checks must mirror the same character set the
  // boolean validator above used, or the reported reason/position could
  // contradict the `valid: false` result (e.g. flagging a char as illegal
  // that the unicode-aware check would have accepted).
  const startCharPattern = asciiOnly ? /^[:A-Za-z_]/ : /^[:A-Za-z_\u00C0-\uFFFD]/;
  const namePattern = asciiOnly ? /[\w\-\\.:]/ : /[\w\-\\.:\u00B7\u00C0-\uFFFD]/;

  if (str.length === 0) {
    reason = 'Input is empty';
  } else if (production === 'ncName' && str.includes(':')) {
    position = str.indexOf(':');
    reason = 'Colon is not allowed in NCName';
  } else if (production === 'qName' && str.startsWith(':')) {
    reason = 'QName cannot start with a colon';
    position = 0;
  } else if (production === 'qName' && str.endsWith(':')) {
    reason = 'QName cannot end with a colon';
    position = str.length - 1;
  } else if (production === 'qName' && (str.match(/:/g) || []).length > 1) {
    reason = 'QName can have at most one colon';
    position = str.lastIndexOf(':');
  } else if (
    ['name', 'ncName', 'qName'].includes(production) &&
    !startCharPattern.test(str[0])
  ) {
    reason = `First character "${str[0]}" is not a valid NameStartChar`;
    position = 0;
  } else {
    for (let i = 0; i < str.length; i++) {
      if (!namePattern.test(str[i])) {
        reason = `Character "${str[i]}" at position ${i} is not a valid NameChar`;
        position = i;
        break;
      }
    }
  }

  return { valid: false, production, input: str, reason, position };
};

// ---------------------------------------------------------------------------
// Batch validator
// ---------------------------------------------------------------------------

/**
 * Validates an array of strings against a named production.
 *
 * @param {string[]} strings
 * @param {'name'|'ncName'|'qName'|'nmToken'|'nmTokens'} production
 * @param {{ xmlVersion?: '1.0'|'1.1', asciiOnly?: boolean }} [opts]
 * @returns {Array<{ valid: boolean, production: string, input: string, reason?: string, position?: number }>}
 */
const validateAll = (strings, production, opts = {}) =>
  strings.map(str => validate(str, production, opts));

// ---------------------------------------------------------------------------
// Sanitizer
// ---------------------------------------------------------------------------

/**
 * Transforms an invalid string into the nearest valid XML name for the given production.
 *
 * @param {string} str
 * @param {'name'|'ncName'|'qName'|'nmToken'|'nmTokens'} production
 * @param {{ replacement?: string, asciiOnly?: boolean }} [opts]
 *   asciiOnly: also replace any non-ASCII character, not just XML-illegal
 *   ones (default false).
 * @returns {string}
 */
const sanitize = (str, production = 'name', { replacement = '_', asciiOnly = false } = {}) => {
  if (!str) return replacement;

  let result = str;

  // Strip colons for NCName
  if (production === 'ncName') {
    result = result.replace(/:/g, '');
  }

  // Replace illegal characters
  const allowedCharPattern = asciiOnly ? /[^\w\-\.:]/g : /[^\w\-\.:\u00B7\u00C0-\uFFFD]/g;
  result = result.replace(allowedCharPattern, replacement);

  // Fix invalid start character for Name / NCName / QName
  if (production !== 'nmToken' && production !== 'nmTokens') {
    if (/^[\-\.\d]/.test(result)) {
      result = replacement + result;
    }
  }

  return result || replacement;
};
;// CONCATENATED MODULE: ./node_modules/fast-xml-builder/src/orderedJs2Xml.js




const EOL = "\n";

/**
 * Detect XML version from the first element of the ordered array input.
 * The first element must be a ?xml processing instruction with a version attribute.
 * Returns '1.0' if not found.
 *
 * @param {array}  jArray
 * @param {object} options
 */
function detectXmlVersionFromArray(jArray, options) {
    if (!Array.isArray(jArray) || jArray.length === 0) return '1.0';
    const first = jArray[0];
    const firstKey = propName(first);
    if (firstKey === '?xml') {
        const attrs = first[':@'];
        if (attrs) {
            const versionKey = options.attributeNamePrefix + 'version';
            if (attrs[versionKey]) return attrs[versionKey];
        }
    }
    return '1.0';
}

/**
 * @param {array} jArray
 * @param {any} options
 * @returns
 */
function toXml(jArray, options) {
    let indentation = "";
    if (options.format) {
        indentation = EOL;
    }

    // Pre-compile stopNode expressions for pattern matching
    const stopNodeExpressions = [];
    if (options.stopNodes && Array.isArray(options.stopNodes)) {
        for (let i = 0; i < options.stopNodes.length; i++) {
            const node = options.stopNodes[i];
            if (typeof node === 'string') {
                stopNodeExpressions.push(new Expression(node));
            } else if (node instanceof Expression) {
                stopNodeExpressions.push(node);
            }
        }
    }

    // Detect XML version for use in name validation
    const xmlVersion = detectXmlVersionFromArray(jArray, options);
    const qNameValidator = createValidator('qName', { xmlVersion });
    // Initialize matcher for path tracking
    const matcher = new Matcher();

    return arrToStr(jArray, options, indentation, matcher, stopNodeExpressions, qNameValidator);
}

function arrToStr(arr, options, indentation, matcher, stopNodeExpressions, qNameValidator) {
    let xmlStr = "";
    let isPreviousElementTag = false;

    if (options.maxNestedTags && matcher.getDepth() > options.maxNestedTags) {
        throw new Error("Maximum nested tags exceeded");
    }

    if (!Array.isArray(arr)) {
        // Non-array values (e.g. string tag values) should be treated as text content
        if (arr !== undefined && arr !== null) {
            let text = valToStr(arr);
            text = replaceEntitiesValue(text, options);
            return text;
        }
        return "";
    }

    for (let i = 0; i < arr.length; i++) {
        const tagObj = arr[i];
        const rawTagName = propName(tagObj);
        if (rawTagName === undefined) continue;

        // Special names are exempt from sanitizeName: internal conventions and PI tags
        // are not user-supplied XML element names.
        const isSpecialName = rawTagName === options.textNodeName
            || rawTagName === options.cdataPropName
            || rawTagName === options.commentPropName;
        //|| rawTagName[0] === '?';

        // Resolve tag name (may transform it; may throw for invalid names)
        const tagName = isSpecialName
            ? rawTagName
            : resolveName(rawTagName, false, options, matcher, qNameValidator);

        // Extract attributes from ":@" property
        const attrValues = extractAttributeValues(tagObj[":@"], options);

        // Push resolved tag to matcher WITH attributes
        matcher.push(tagName, attrValues);

        // Check if this is a stop node using Expression matching
        const isStopNode = checkStopNode(matcher, stopNodeExpressions);

        if (tagName === options.textNodeName) {
            let tagText = tagObj[rawTagName];
            if (!isStopNode) {
                tagText = options.tagValueProcessor(tagName, tagText);
                tagText = replaceEntitiesValue(tagText, options);
            }
            tagText = valToStr(tagText);
            if (isPreviousElementTag) {
                xmlStr += indentation;
            }
            xmlStr += tagText;
            isPreviousElementTag = false;
            matcher.pop();
            continue;
        } else if (tagName === options.cdataPropName) {
            if (isPreviousElementTag) {
                xmlStr += indentation;
            }
            const val = tagObj[rawTagName][0][options.textNodeName];
            const safeVal = safeCdata(val);
            xmlStr += `<![CDATA[${safeVal}]]>`;
            isPreviousElementTag = false;
            matcher.pop();
            continue;
        } else if (tagName === options.commentPropName) {
            const val = tagObj[rawTagName][0][options.textNodeName];
            const safeVal = safeComment(val);
            xmlStr += indentation + `<!--${safeVal}-->`;
            isPreviousElementTag = true;
            matcher.pop();
            continue;
        } else if (tagName[0] === "?") {
            const attStr = attr_to_str(tagObj[":@"], options, isStopNode, matcher, qNameValidator);
            const tempInd = tagName === "?xml" ? "" : indentation;
            // Text node content on PI/XML declaration tags is intentionally ignored.
            // Only attributes are valid on these tags per the XML spec.
            xmlStr += tempInd + `<${tagName}${attStr}?>`;
            isPreviousElementTag = true;
            matcher.pop();
            continue;
        }

        let newIdentation = indentation;
        if (newIdentation !== "") {
            newIdentation += options.indentBy;
        }

        // Pass isStopNode to attr_to_str so attributes are also not processed for stopNodes
        const attStr = attr_to_str(tagObj[":@"], options, isStopNode, matcher, qNameValidator);
        const tagStart = indentation + `<${tagName}${attStr}`;

        // If this is a stopNode, get raw content without processing
        let tagValue;
        if (isStopNode) {
            tagValue = getRawContent(tagObj[rawTagName], options, matcher.getDepth());
        } else {
            tagValue = arrToStr(tagObj[rawTagName], options, newIdentation, matcher, stopNodeExpressions, qNameValidator);
        }

        if (options.unpairedTags.indexOf(tagName) !== -1) {
            if (options.suppressUnpairedNode) xmlStr += tagStart + ">";
            else xmlStr += tagStart + "/>";
        } else if ((!tagValue || tagValue.length === 0) && options.suppressEmptyNode) {
            xmlStr += tagStart + "/>";
        } else if (tagValue && tagValue.endsWith(">")) {
            xmlStr += tagStart + `>${tagValue}${indentation}</${tagName}>`;
        } else {
            xmlStr += tagStart + ">";
            if (tagValue && indentation !== "" && (tagValue.includes("/>") || tagValue.includes("</"))) {
                xmlStr += indentation + options.indentBy + tagValue + indentation;
            } else {
                xmlStr += tagValue;
            }
            xmlStr += `</${tagName}>`;
        }
        isPreviousElementTag = true;

        // Pop tag from matcher
        matcher.pop();
    }

    return xmlStr;
}

/**
 * Extract attribute values from the ":@" object and return as plain object
 * for passing to matcher.push()
 */
function extractAttributeValues(attrMap, options) {
    if (!attrMap || options.ignoreAttributes) return null;

    const attrValues = {};
    let hasAttrs = false;

    for (let attr in attrMap) {
        if (!Object.prototype.hasOwnProperty.call(attrMap, attr)) continue;
        // Remove the attribute prefix to get clean attribute name
        const cleanAttrName = attr.startsWith(options.attributeNamePrefix)
            ? attr.substr(options.attributeNamePrefix.length)
            : attr;
        attrValues[cleanAttrName] = escapeAttribute(attrMap[attr]);
        hasAttrs = true;
    }

    return hasAttrs ? attrValues : null;
}

/**
 * Extract raw content from a stopNode without any processing
 * This preserves the content exactly as-is, including special characters
 */
function getRawContent(arr, options, depth = 0) {
    if (options.maxNestedTags && depth > options.maxNestedTags) {
        throw new Error("Maximum nested tags exceeded");
    }
    if (!Array.isArray(arr)) {
        // Non-array values return as-is
        if (arr !== undefined && arr !== null) {
            return valToStr(arr);
        }
        return "";
    }

    let content = "";
    for (let i = 0; i < arr.length; i++) {
        const item = arr[i];
        const tagName = propName(item);

        if (tagName === options.textNodeName) {
            // Raw text content - NO processing, NO entity replacement
            content += valToStr(item[tagName]);
        } else if (tagName === options.cdataPropName) {
            // CDATA content
            content += item[tagName][0][options.textNodeName];
        } else if (tagName === options.commentPropName) {
            // Comment content
            content += item[tagName][0][options.textNodeName];
        } else if (tagName && tagName[0] === "?") {
            // Processing instruction - skip for stopNodes
            continue;
        } else if (tagName) {
            // Nested tags within stopNode — no sanitizeName, content is raw
            const attStr = attr_to_str_raw(item[":@"], options);
            const nestedContent = getRawContent(item[tagName], options, depth + 1);

            if (!nestedContent || nestedContent.length === 0) {
                content += `<${tagName}${attStr}/>`;
            } else {
                content += `<${tagName}${attStr}>${nestedContent}</${tagName}>`;
            }
        }
    }
    return content;
}

/**
 * Build attribute string for stopNodes - NO entity replacement
 */
function attr_to_str_raw(attrMap, options) {
    let attrStr = "";
    if (attrMap && !options.ignoreAttributes) {
        for (let attr in attrMap) {
            if (!Object.prototype.hasOwnProperty.call(attrMap, attr)) continue;
            // For stopNodes, use raw value without processing
            let attrVal = attrMap[attr];
            if (attrVal === true && options.suppressBooleanAttributes) {
                attrStr += ` ${attr.substr(options.attributeNamePrefix.length)}`;
            } else {
                attrStr += ` ${attr.substr(options.attributeNamePrefix.length)}="${escapeAttribute(attrVal)}"`;
            }
        }
    }
    return attrStr;
}

function propName(obj) {
    const keys = Object.keys(obj);
    for (let i = 0; i < keys.length; i++) {
        const key = keys[i];
        if (!Object.prototype.hasOwnProperty.call(obj, key)) continue;
        if (key !== ":@") return key;
    }
}

/**
 * Build attribute string, resolving attribute names through sanitizeName when configured.
 * Accepts matcher so the callback has path context.
 */
function attr_to_str(attrMap, options, isStopNode, matcher, qNameValidator) {
    let attrStr = "";
    if (attrMap && !options.ignoreAttributes) {
        for (let attr in attrMap) {
            if (!Object.prototype.hasOwnProperty.call(attrMap, attr)) continue;

            // Strip prefix to get the clean XML attribute name, then optionally sanitize it
            const cleanAttrName = attr.substr(options.attributeNamePrefix.length);
            const resolvedAttrName = isStopNode
                ? cleanAttrName  // stopNodes are raw — skip sanitizeName for attr names too
                : resolveName(cleanAttrName, true, options, matcher, qNameValidator);

            let attrVal;
            if (isStopNode) {
                // For stopNodes, use raw value without any processing
                attrVal = attrMap[attr];
            } else {
                // Normal processing: apply attributeValueProcessor and entity replacement
                attrVal = options.attributeValueProcessor(attr, attrMap[attr]);
                attrVal = replaceEntitiesValue(attrVal, options);
            }

            if (attrVal === true && options.suppressBooleanAttributes) {
                attrStr += ` ${resolvedAttrName}`;
            } else {
                attrStr += ` ${resolvedAttrName}="${escapeAttribute(attrVal)}"`;
            }
        }
    }
    return attrStr;
}

function checkStopNode(matcher, stopNodeExpressions) {
    if (!stopNodeExpressions || stopNodeExpressions.length === 0) return false;

    for (let i = 0; i < stopNodeExpressions.length; i++) {
        if (matcher.matches(stopNodeExpressions[i])) {
            return true;
        }
    }
    return false;
}

function replaceEntitiesValue(textValue, options) {
    if (textValue && textValue.length > 0 && options.processEntities) {
        for (let i = 0; i < options.entities.length; i++) {
            const entity = options.entities[i];
            textValue = textValue.replace(entity.regex, entity.val);
        }
    }
    return textValue;
}
;// CONCATENATED MODULE: ./node_modules/fast-xml-builder/src/ignoreAttributes.js
function getIgnoreAttributesFn(ignoreAttributes) {
    if (typeof ignoreAttributes === 'function') {
        return ignoreAttributes
    }
    if (Array.isArray(ignoreAttributes)) {
        return (attrName) => {
            for (const pattern of ignoreAttributes) {
                if (typeof pattern === 'string' && attrName === pattern) {
                    return true
                }
                if (pattern instanceof RegExp && pattern.test(attrName)) {
                    return true
                }
            }
        }
    }
    return () => false
}
;// CONCATENATED MODULE: ./node_modules/fast-xml-builder/src/fxb.js

//parse Empty Node as self closing node






const defaultOptions = {
  attributeNamePrefix: '@_',
  attributesGroupName: false,
  textNodeName: '#text',
  ignoreAttributes: true,
  cdataPropName: false,
  format: false,
  indentBy: '  ',
  suppressEmptyNode: false,
  suppressUnpairedNode: true,
  suppressBooleanAttributes: true,
  tagValueProcessor: function (key, a) {
    return a;
  },
  attributeValueProcessor: function (attrName, a) {
    return a;
  },
  preserveOrder: false,
  commentPropName: false,
  unpairedTags: [],
  entities: [
    { regex: new RegExp("&", "g"), val: "&amp;" },//it must be on top
    { regex: new RegExp(">", "g"), val: "&gt;" },
    { regex: new RegExp("<", "g"), val: "&lt;" },
    { regex: new RegExp("\'", "g"), val: "&apos;" },
    { regex: new RegExp("\"", "g"), val: "&quot;" }
  ],
  processEntities: true,
  stopNodes: [],
  // transformTagName: false,
  // transformAttributeName: false,
  oneListGroup: false,
  maxNestedTags: 100,
  jPath: true,  // When true, callbacks receive string jPath; when false, receive Matcher instance
  sanitizeName: false  // false = allow all names as-is (default, backward-compatible).
  // Set to a function (name, { isAttribute, matcher }) => string to
  // validate/sanitize tag and attribute names. Throw inside the function
  // to reject an invalid name.
};

function Builder(options) {
  this.options = Object.assign({}, defaultOptions, options);

  // Convert old-style stopNodes for backward compatibility
  // Old syntax: "*.tag" meant "tag anywhere in tree"
  // New syntax: "..tag" means "tag anywhere in tree"
  if (this.options.stopNodes && Array.isArray(this.options.stopNodes)) {
    this.options.stopNodes = this.options.stopNodes.map(node => {
      if (typeof node === 'string' && node.startsWith('*.')) {
        // Convert old wildcard syntax to deep wildcard
        return '..' + node.substring(2);
      }
      return node;
    });
  }

  // Pre-compile stopNode expressions for pattern matching
  this.stopNodeExpressions = [];
  if (this.options.stopNodes && Array.isArray(this.options.stopNodes)) {
    for (let i = 0; i < this.options.stopNodes.length; i++) {
      const node = this.options.stopNodes[i];
      if (typeof node === 'string') {
        this.stopNodeExpressions.push(new Expression(node));
      } else if (node instanceof Expression) {
        this.stopNodeExpressions.push(node);
      }
    }
  }

  if (this.options.ignoreAttributes === true || this.options.attributesGroupName) {
    this.isAttribute = function (/*a*/) {
      return false;
    };
  } else {
    this.ignoreAttributesFn = getIgnoreAttributesFn(this.options.ignoreAttributes)
    this.attrPrefixLen = this.options.attributeNamePrefix.length;
    this.isAttribute = isAttribute;
  }

  this.processTextOrObjNode = processTextOrObjNode

  if (this.options.format) {
    this.indentate = indentate;
    this.tagEndChar = '>\n';
    this.newLine = '\n';
  } else {
    this.indentate = function () {
      return '';
    };
    this.tagEndChar = '>';
    this.newLine = '';
  }
}

/**
 * Detect XML version from the ?xml declaration at the root of a plain-object input.
 * Checks both attributesGroupName and flat attribute forms.
 * Returns '1.0' if no declaration is found.
 */
function detectXmlVersionFromObj(jObj, options) {
  const decl = jObj['?xml'];
  if (decl && typeof decl === 'object') {
    // attributesGroupName path e.g. { '$$': { '@_version': '1.1' } }
    if (options.attributesGroupName && decl[options.attributesGroupName]) {
      const v = decl[options.attributesGroupName][options.attributeNamePrefix + 'version'];
      if (v) return v;
    }
    // flat attribute path e.g. { '@_version': '1.1' }
    const v = decl[options.attributeNamePrefix + 'version'];
    if (v) return v;
  }
  return '1.0';
}

Builder.prototype.build = function (jObj) {
  if (this.options.preserveOrder) {
    return toXml(jObj, this.options);
  } else {
    if (Array.isArray(jObj) && this.options.arrayNodeName && this.options.arrayNodeName.length > 1) {
      jObj = {
        [this.options.arrayNodeName]: jObj
      }
    }
    // Initialize matcher for path tracking
    const matcher = new Matcher();
    const xmlVersion = detectXmlVersionFromObj(jObj, this.options);
    const qNameValidator = createValidator('qName', { xmlVersion });
    return this.j2x(jObj, 0, matcher, qNameValidator).val;
  }
};

Builder.prototype.j2x = function (jObj, level, matcher, qNameValidator) {
  let attrStr = '';
  let val = '';
  if (this.options.maxNestedTags && matcher.getDepth() >= this.options.maxNestedTags) {
    throw new Error("Maximum nested tags exceeded");
  }
  // Get jPath based on option: string for backward compatibility, or Matcher for new features
  const jPath = this.options.jPath ? matcher.toString() : matcher;

  // Check if current node is a stopNode (will be used for attribute encoding)
  const isCurrentStopNode = this.checkStopNode(matcher);

  for (let key in jObj) {
    if (!Object.prototype.hasOwnProperty.call(jObj, key)) continue;

    // Resolve the key through sanitizeName before any use.
    // Special keys (textNodeName, cdataPropName, commentPropName, attributeNamePrefix,
    // attributesGroupName, "?" PI tags) are exempt — they are builder-internal conventions,
    // not user-supplied XML names.
    const isSpecialKey = key === this.options.textNodeName
      || key === this.options.cdataPropName
      || key === this.options.commentPropName
      || (this.options.attributesGroupName && key === this.options.attributesGroupName)
      || this.isAttribute(key);
    //|| key[0] === '?';

    const resolvedKey = isSpecialKey
      ? key
      : resolveName(key, false, this.options, matcher, qNameValidator);

    if (typeof jObj[key] === 'undefined') {
      // supress undefined node only if it is not an attribute
      if (this.isAttribute(key)) {
        val += '';
      }
    } else if (jObj[key] === null) {
      // null attribute should be ignored by the attribute list, but should not cause the tag closing
      if (this.isAttribute(key)) {
        val += '';
      } else if (resolvedKey === this.options.cdataPropName || resolvedKey === this.options.commentPropName) {
        val += '';
      } else if (resolvedKey[0] === '?') {
        val += this.indentate(level) + '<' + resolvedKey + '?' + this.tagEndChar;
      } else {
        val += this.indentate(level) + '<' + resolvedKey + '/' + this.tagEndChar;
      }
    } else if (jObj[key] instanceof Date) {
      val += this.buildTextValNode(jObj[key], resolvedKey, '', level, matcher);
    } else if (typeof jObj[key] !== 'object') {
      //premitive type
      const attr = this.isAttribute(key);
      if (attr && !this.ignoreAttributesFn(attr, jPath)) {
        // Resolve the attribute name through sanitizeName
        const resolvedAttr = resolveName(attr, true, this.options, matcher, qNameValidator);
        attrStr += this.buildAttrPairStr(resolvedAttr, valToStr(jObj[key]), isCurrentStopNode);
      } else if (!attr) {
        //tag value
        if (key === this.options.textNodeName) {
          let newval = this.options.tagValueProcessor(key, valToStr(jObj[key]));
          val += this.replaceEntitiesValue(newval);
        } else {
          // Check if this is a stopNode before building
          matcher.push(resolvedKey);
          const isStopNode = this.checkStopNode(matcher);
          matcher.pop();

          if (isStopNode) {
            // Build as raw content without encoding
            const textValue = valToStr(jObj[key]);
            if (textValue === '') {
              val += this.indentate(level) + '<' + resolvedKey + this.closeTag(resolvedKey) + this.tagEndChar;
            } else {
              val += this.indentate(level) + '<' + resolvedKey + '>' + textValue + '</' + resolvedKey + this.tagEndChar;
            }
          } else {
            val += this.buildTextValNode(jObj[key], resolvedKey, '', level, matcher);
          }
        }
      }
    } else if (Array.isArray(jObj[key])) {
      //repeated nodes
      const arrLen = jObj[key].length;
      let listTagVal = "";
      let listTagAttr = "";
      for (let j = 0; j < arrLen; j++) {
        const item = jObj[key][j];
        if (typeof item === 'undefined') {
          // supress undefined node
        } else if (item === null) {
          if (resolvedKey[0] === "?") val += this.indentate(level) + '<' + resolvedKey + '?' + this.tagEndChar;
          else val += this.indentate(level) + '<' + resolvedKey + '/' + this.tagEndChar;
        } else if (typeof item === 'object') {
          if (this.options.oneListGroup) {
            // Push tag to matcher before recursive call
            matcher.push(resolvedKey);
            const result = this.j2x(item, level + 1, matcher, qNameValidator);
            // Pop tag from matcher after recursive call
            matcher.pop();

            listTagVal += result.val;
            if (this.options.attributesGroupName && item.hasOwnProperty(this.options.attributesGroupName)) {
              listTagAttr += result.attrStr
            }
          } else {
            listTagVal += this.processTextOrObjNode(item, resolvedKey, level, matcher, qNameValidator)
          }
        } else {
          if (this.options.oneListGroup) {
            let textValue = this.options.tagValueProcessor(resolvedKey, item);
            textValue = this.replaceEntitiesValue(textValue);
            textValue = valToStr(textValue);
            listTagVal += textValue;
          } else {
            // Check if this is a stopNode before building
            matcher.push(resolvedKey);
            const isStopNode = this.checkStopNode(matcher);
            matcher.pop();

            if (isStopNode) {
              // Build as raw content without encoding
              const textValue = valToStr(item);
              if (textValue === '') {
                listTagVal += this.indentate(level) + '<' + resolvedKey + this.closeTag(resolvedKey) + this.tagEndChar;
              } else {
                listTagVal += this.indentate(level) + '<' + resolvedKey + '>' + textValue + '</' + resolvedKey + this.tagEndChar;
              }
            } else {
              listTagVal += this.buildTextValNode(item, resolvedKey, '', level, matcher);
            }
          }
        }
      }
      if (this.options.oneListGroup) {
        listTagVal = this.buildObjectNode(listTagVal, resolvedKey, listTagAttr, level);
      }
      val += listTagVal;
    } else {
      //nested node
      if (this.options.attributesGroupName && key === this.options.attributesGroupName) {
        const Ks = Object.keys(jObj[key]);
        const L = Ks.length;
        for (let j = 0; j < L; j++) {
          // Resolve attribute names inside attributesGroupName
          const resolvedAttr = resolveName(Ks[j], true, this.options, matcher, qNameValidator);
          attrStr += this.buildAttrPairStr(resolvedAttr, valToStr(jObj[key][Ks[j]]), isCurrentStopNode);
        }
      } else {
        val += this.processTextOrObjNode(jObj[key], resolvedKey, level, matcher, qNameValidator)
      }
    }
  }
  return { attrStr: attrStr, val: val };
};

Builder.prototype.buildAttrPairStr = function (attrName, val, isStopNode) {
  if (!isStopNode) {
    val = this.options.attributeValueProcessor(attrName, valToStr(val));
    val = this.replaceEntitiesValue(val);
  }
  if (this.options.suppressBooleanAttributes && val === "true") {
    return ' ' + attrName;
  } else return ' ' + attrName + '="' + escapeAttribute(val) + '"';
}

function processTextOrObjNode(object, key, level, matcher, qNameValidator) {
  // Extract attributes to pass to matcher
  const attrValues = this.extractAttributes(object);

  // Push tag to matcher before recursion WITH attributes
  matcher.push(key, attrValues);

  // Check if this entire node is a stopNode
  const isStopNode = this.checkStopNode(matcher);

  if (isStopNode) {
    // For stopNodes, build raw content without entity encoding
    const rawContent = this.buildRawContent(object, matcher.getDepth());
    const attrStr = this.buildAttributesForStopNode(object);
    matcher.pop();
    return this.buildObjectNode(rawContent, key, attrStr, level);
  }

  const result = this.j2x(object, level + 1, matcher, qNameValidator);
  // Pop tag from matcher after recursion
  matcher.pop();

  // PI/XML-declaration tags must never emit text content — route through
  // buildTextValNode which correctly ignores the text node for "?" tags.
  if (key[0] === '?') {
    return this.buildTextValNode('', key, result.attrStr, level, matcher);
  } else if (object[this.options.textNodeName] !== undefined && Object.keys(object).length === 1) {
    return this.buildTextValNode(object[this.options.textNodeName], key, result.attrStr, level, matcher);
  } else {
    return this.buildObjectNode(result.val, key, result.attrStr, level);
  }
}

// Helper method to extract attributes from an object
Builder.prototype.extractAttributes = function (obj) {
  if (!obj || typeof obj !== 'object') return null;

  const attrValues = {};
  let hasAttrs = false;

  // Check for attributesGroupName (when attributes are grouped)
  if (this.options.attributesGroupName && obj[this.options.attributesGroupName]) {
    const attrGroup = obj[this.options.attributesGroupName];
    for (let attrKey in attrGroup) {
      if (!Object.prototype.hasOwnProperty.call(attrGroup, attrKey)) continue;
      // Remove attribute prefix if present
      const cleanKey = attrKey.startsWith(this.options.attributeNamePrefix)
        ? attrKey.substring(this.options.attributeNamePrefix.length)
        : attrKey;
      attrValues[cleanKey] = escapeAttribute(attrGroup[attrKey]);
      hasAttrs = true;
    }
  } else {
    // Look for individual attributes (prefixed with attributeNamePrefix)
    for (let key in obj) {
      if (!Object.prototype.hasOwnProperty.call(obj, key)) continue;
      const attr = this.isAttribute(key);
      if (attr) {
        attrValues[attr] = escapeAttribute(obj[key]);
        hasAttrs = true;
      }
    }
  }

  return hasAttrs ? attrValues : null;
};

// Build raw content for stopNode without entity encoding
Builder.prototype.buildRawContent = function (obj, depth = 0) {
  if (this.options.maxNestedTags && depth >= this.options.maxNestedTags) {
    throw new Error("Maximum nested tags exceeded");
  }
  if (typeof obj === 'string') {
    return obj; // Already a string, return as-is
  }

  if (typeof obj !== 'object' || obj === null) {
    return String(obj);
  }

  // Check if this is a stopNode data from parser: { "#text": "raw xml", "@_attr": "val" }
  if (obj[this.options.textNodeName] !== undefined) {
    return obj[this.options.textNodeName]; // Return raw text without encoding
  }

  // Build raw XML from nested structure
  let content = '';

  for (let key in obj) {
    if (!Object.prototype.hasOwnProperty.call(obj, key)) continue;

    // Skip attributes
    if (this.isAttribute(key)) continue;
    if (this.options.attributesGroupName && key === this.options.attributesGroupName) continue;

    const value = obj[key];

    if (key === this.options.textNodeName) {
      content += value; // Raw text
    } else if (Array.isArray(value)) {
      // Array of same tag
      for (let item of value) {
        if (typeof item === 'string' || typeof item === 'number') {
          content += `<${key}>${item}</${key}>`;
        } else if (typeof item === 'object' && item !== null) {
          const nestedContent = this.buildRawContent(item, depth + 1);
          const nestedAttrs = this.buildAttributesForStopNode(item);
          if (nestedContent === '') {
            content += `<${key}${nestedAttrs}/>`;
          } else {
            content += `<${key}${nestedAttrs}>${nestedContent}</${key}>`;
          }
        }
      }
    } else if (typeof value === 'object' && value !== null) {
      // Nested object
      const nestedContent = this.buildRawContent(value, depth + 1);
      const nestedAttrs = this.buildAttributesForStopNode(value);
      if (nestedContent === '') {
        content += `<${key}${nestedAttrs}/>`;
      } else {
        content += `<${key}${nestedAttrs}>${nestedContent}</${key}>`;
      }
    } else {
      // Primitive value
      content += `<${key}>${value}</${key}>`;
    }
  }

  return content;
};

// Build attribute string for stopNode (no entity encoding)
Builder.prototype.buildAttributesForStopNode = function (obj) {
  if (!obj || typeof obj !== 'object') return '';

  let attrStr = '';

  // Check for attributesGroupName (when attributes are grouped)
  if (this.options.attributesGroupName && obj[this.options.attributesGroupName]) {
    const attrGroup = obj[this.options.attributesGroupName];
    for (let attrKey in attrGroup) {
      if (!Object.prototype.hasOwnProperty.call(attrGroup, attrKey)) continue;
      const cleanKey = attrKey.startsWith(this.options.attributeNamePrefix)
        ? attrKey.substring(this.options.attributeNamePrefix.length)
        : attrKey;
      const val = attrGroup[attrKey];
      if (val === true && this.options.suppressBooleanAttributes) {
        attrStr += ' ' + cleanKey;
      } else {
        // stopNode content is raw, but the quote delimiter is always escaped
        // so a quote in the value cannot break out of the attribute (see orderedJs2Xml attr_to_str)
        attrStr += ' ' + cleanKey + '="' + escapeAttribute(val) + '"';
      }
    }
  } else {
    // Look for individual attributes
    for (let key in obj) {
      if (!Object.prototype.hasOwnProperty.call(obj, key)) continue;
      const attr = this.isAttribute(key);
      if (attr) {
        const val = obj[key];
        if (val === true && this.options.suppressBooleanAttributes) {
          attrStr += ' ' + attr;
        } else {
          // stopNode content is raw, but the quote delimiter is always escaped
          // so a quote in the value cannot break out of the attribute (see orderedJs2Xml attr_to_str)
          attrStr += ' ' + attr + '="' + escapeAttribute(val) + '"';
        }
      }
    }
  }

  return attrStr;
};

Builder.prototype.buildObjectNode = function (val, key, attrStr, level) {
  if (val === "") {
    if (key[0] === "?") return this.indentate(level) + '<' + key + attrStr + '?' + this.tagEndChar;
    else {
      return this.indentate(level) + '<' + key + attrStr + this.closeTag(key) + this.tagEndChar;
    }
  } else if (key[0] === "?") {
    // PI/XML-declaration tags never have body content — treat them like empty.
    return this.indentate(level) + '<' + key + attrStr + '?' + this.tagEndChar;
  } else {
    let tagEndExp = '</' + key + this.tagEndChar;
    let piClosingChar = "";

    if (key[0] === "?") {
      piClosingChar = "?";
      tagEndExp = "";
    }

    // attrStr is an empty string in case the attribute came as undefined or null
    if ((attrStr || attrStr === '') && val.indexOf('<') === -1) {
      return (this.indentate(level) + '<' + key + attrStr + piClosingChar + '>' + val + tagEndExp);
    } else if (this.options.commentPropName !== false && key === this.options.commentPropName && piClosingChar.length === 0) {
      return this.indentate(level) + `<!--${safeComment(val)}-->` + this.newLine;
    } else {
      return (
        this.indentate(level) + '<' + key + attrStr + piClosingChar + this.tagEndChar +
        val +
        this.indentate(level) + tagEndExp);
    }
  }
}

Builder.prototype.closeTag = function (key) {
  let closeTag = "";
  if (this.options.unpairedTags.indexOf(key) !== -1) { //unpaired
    if (!this.options.suppressUnpairedNode) closeTag = "/"
  } else if (this.options.suppressEmptyNode) { //empty
    closeTag = "/";
  } else {
    closeTag = `></${key}`
  }
  return closeTag;
}

Builder.prototype.checkStopNode = function (matcher) {
  if (!this.stopNodeExpressions || this.stopNodeExpressions.length === 0) return false;

  for (let i = 0; i < this.stopNodeExpressions.length; i++) {
    if (matcher.matches(this.stopNodeExpressions[i])) {
      return true;
    }
  }
  return false;
}

function buildEmptyObjNode(val, key, attrStr, level) {
  if (val !== '') {
    return this.buildObjectNode(val, key, attrStr, level);
  } else {
    if (key[0] === "?") return this.indentate(level) + '<' + key + attrStr + '?' + this.tagEndChar;
    else {
      return this.indentate(level) + '<' + key + attrStr + '/' + this.tagEndChar;
    }
  }
}

Builder.prototype.buildTextValNode = function (val, key, attrStr, level, matcher) {
  if (this.options.cdataPropName !== false && key === this.options.cdataPropName) {
    const safeVal = safeCdata(val);
    return this.indentate(level) + `<![CDATA[${safeVal}]]>` + this.newLine;
  } else if (this.options.commentPropName !== false && key === this.options.commentPropName) {
    const safeVal = safeComment(val);
    return this.indentate(level) + `<!--${safeVal}-->` + this.newLine;
  } else if (key[0] === "?") {//PI tag
    return this.indentate(level) + '<' + key + attrStr + '?' + this.tagEndChar;
  } else {
    // Normal processing: apply tagValueProcessor and entity replacement
    let textValue = this.options.tagValueProcessor(key, val);
    textValue = this.replaceEntitiesValue(textValue);
    // tagValueProcessor may return the raw value unchanged (default is identity), and
    // replaceEntitiesValue no-ops on non-strings, so a plain number can still reach here;
    // stringify it now, sign-preserving, before it's implicitly ToString'd below.
    textValue = valToStr(textValue);

    if (textValue === '') {
      return this.indentate(level) + '<' + key + attrStr + this.closeTag(key) + this.tagEndChar;
    } else {
      return this.indentate(level) + '<' + key + attrStr + '>' +
        textValue +
        '</' + key + this.tagEndChar;
    }
  }
}

Builder.prototype.replaceEntitiesValue = function (textValue) {
  if (textValue && textValue.length > 0 && this.options.processEntities) {
    for (let i = 0; i < this.options.entities.length; i++) {
      const entity = this.options.entities[i];
      textValue = textValue.replace(entity.regex, entity.val);
    }
  }
  return textValue;
}

function indentate(level) {
  return this.options.indentBy.repeat(level);
}

function isAttribute(name /*, options*/) {
  if (name.startsWith(this.options.attributeNamePrefix) && name !== this.options.textNodeName) {
    return name.substr(this.attrPrefixLen);
  } else {
    return false;
  }
}
// EXTERNAL MODULE: ./src/findings/order.ts
var order = __nccwpck_require__(107);
// EXTERNAL MODULE: ./src/text.ts
var src_text = __nccwpck_require__(120);
// EXTERNAL MODULE: ./src/report/format.ts
var format = __nccwpck_require__(116);
// EXTERNAL MODULE: ./src/native-reports/app-report.ts
var app_report = __nccwpck_require__(111);
;// CONCATENATED MODULE: ./src/native-reports/junit.ts
// JUnit XML, the report every CI system reads (Jenkins, GitLab, Azure PublishTestResults,
// CircleCI store_test_results, Bitbucket): one test suite per application, one test case per
// finding. A finding with counted occurrences fails (the failure lists the method and URL of each),
// one whose only open occurrences are accepted risks is skipped, the others pass. An incomplete
// run (error, timeout, stopped; with a partial result or without one) adds one test case in
// error, so the CI never shows it green.
//
// The document is built with fast-xml-parser's builder (fast-xml-builder), which escapes markup;
// every text goes through forXml first, which spells out what XML 1.0 cannot hold (`\u001b`).
//
// Only what Jenkins' own schemas allow (the xUnit plugin's junit-10.xsd and jenkins-junit.xsd,
// checked in the tests): no `skipped` count on <testsuites>, <skipped> as text without attributes,
// <properties> only with a property in it. GitLab, Azure, CircleCI and Bitbucket read that too.





/** Occurrences a failure lists by method and URL; the JSON report has every one. */
const MAX_LISTED_OCCURRENCES = 100;
function buildJunit(reports) {
    const suites = reports.map((r) => ({ report: r, cases: casesOf(r) }));
    const all = suites.flatMap((s) => s.cases);
    const doc = {
        '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
        testsuites: {
            '@_name': 'security-test',
            // <testsuites> has no `skipped` in either schema: the suites say it.
            ...counts(all, false),
            testsuite: suites.map(({ report, cases }) => {
                const label = (0,src_text/* forXml */.Z0)((0,app_report/* applicationLabel */.XP)(report), 300);
                const property = properties(report);
                return {
                    '@_name': label,
                    ...counts(cases, true),
                    ...timestamp(report.finishedAt ?? report.generatedAt),
                    // jenkins-junit.xsd: a <properties> holds at least one <property>.
                    ...(property.length > 0 ? { properties: { property } } : {}),
                    testcase: cases.map((c) => testcase(label, c))
                };
            })
        }
    };
    const builder = new Builder({
        ignoreAttributes: false,
        attributeNamePrefix: '@_',
        textNodeName: '#text',
        format: true,
        suppressEmptyNode: true,
        // Its default writes an attribute whose value is "true" as a bare name, which is no XML
        // (the `reused` property is "true").
        suppressBooleanAttributes: false
    });
    return `${String(builder.build(doc)).trimEnd()}\n`;
}
function counts(cases, withSkipped) {
    const n = (what) => String(cases.filter((c) => c[what] !== undefined).length);
    return {
        '@_tests': String(cases.length),
        '@_failures': n('failure'),
        '@_errors': n('error'),
        ...(withSkipped ? { '@_skipped': n('skipped') } : {}),
        '@_time': '0'
    };
}
function properties(report) {
    const props = [
        ['application-token', report.application.token],
        ['application-url', report.application.url],
        ['outcome', report.outcome],
        ['result-token', report.resultToken],
        ['verdict', report.verdictLine],
        ...buildProperties(report.build)
    ];
    return props
        .filter((p) => Boolean(p[1]))
        .map(([name, value]) => ({ '@_name': name, '@_value': (0,src_text/* forXml */.Z0)((0,src_text/* oneLine */.TN)(value), 1000) }));
}
/** Which build the verdict is about (issue 21); nothing when the report does not know it. */
function buildProperties(b) {
    if (!b)
        return [];
    return [
        ['commit', b.commit],
        ['commit-source', b.commitSource],
        ['deployment-url', b.deploymentUrl],
        ['build-check', b.buildCheck],
        ['shown-by', b.shownBy],
        ['reused', String(b.reused)],
        ['reused-test', b.reusedTest],
        ['baseline-source', b.baselineSource]
    ];
}
function testcase(classname, c) {
    const test = { '@_classname': classname, '@_name': c.name, '@_time': '0' };
    if (c.failure) {
        test.failure = {
            '@_message': c.failure.message,
            '@_type': c.failure.type,
            '#text': c.failure.text
        };
    }
    // jenkins-junit.xsd: <skipped> is text only (Jenkins reads the text when there is no message).
    if (c.skipped !== undefined)
        test.skipped = { '#text': c.skipped };
    if (c.error)
        test.error = { '@_message': c.error.message, '@_type': c.error.type };
    return test;
}
function casesOf(report) {
    // An incomplete run is one case in error first, also when a partial result gave findings: the
    // suite is never all green for a run that did not end with its verdict.
    const why = (0,app_report/* incompleteReason */.D1)(report);
    const incomplete = why === undefined
        ? []
        : [
            {
                name: 'security test',
                error: { message: (0,src_text/* forXml */.Z0)((0,src_text/* oneLine */.TN)(why), 2000), type: (0,src_text/* forXml */.Z0)(report.outcome, 30) }
            }
        ];
    if (report.verdictLine === undefined)
        return incomplete;
    return [...incomplete, ...findingCases(report)];
}
function findingCases(report) {
    const byFinding = new Map();
    for (const o of (0,order/* inReportOrder */.ET)(report.occurrences)) {
        const list = byFinding.get(o.findingKey);
        if (list)
            list.push(o);
        else
            byFinding.set(o.findingKey, [o]);
    }
    return (0,order/* findingsInReportOrder */.gU)(report.findings, report.occurrences).map((f) => {
        const occurrences = byFinding.get(f.key) ?? [];
        const name = (0,src_text/* forXml */.Z0)(`${format/* SEVERITY_LABEL */.Rt[f.severity]}: ${(0,src_text/* oneLine */.TN)(f.name) || 'Unnamed finding'}`, 500);
        const counted = occurrences.filter((o) => o.counted);
        if (counted.length > 0) {
            const n = counted.length;
            return {
                name,
                failure: {
                    message: (0,src_text/* forXml */.Z0)(`${(0,format/* formatCount */.B4)(n)} counted unfixed occurrence${n === 1 ? '' : 's'} of ${(0,src_text/* oneLine */.TN)(f.name)}`, 600),
                    type: f.severity,
                    text: occurrenceList(counted)
                }
            };
        }
        // monitor policy: the JSON report and SARIF only.
        const open = occurrences.filter((o) => o.state !== 'fixed' && o.state !== 'monitored');
        const accepted = open.filter((o) => o.state === 'ignored');
        if (accepted.length > 0 && accepted.length === open.length) {
            const why = accepted[0]?.ignoredBecause;
            const reason = why
                ? `${(0,src_text/* oneLine */.TN)(why.reason)} (until ${(0,src_text/* oneLine */.TN)(why.expires)})`
                : 'no reason given';
            return { name, skipped: (0,src_text/* forXml */.Z0)(`Accepted risk: ${reason}`, 1000) };
        }
        return { name };
    });
}
/** One line per occurrence: method, URL, the service's status and how the gate saw it. */
function occurrenceList(occurrences) {
    const lines = occurrences
        .slice(0, MAX_LISTED_OCCURRENCES)
        .map((o) => `${(0,src_text/* forXml */.Z0)((0,src_text/* oneLine */.TN)(o.method) || '(no method)', 20)} ${(0,src_text/* forXml */.Z0)((0,src_text/* oneLine */.TN)(o.url), 2000)}` +
        (o.status
            ? ` (status: ${(0,src_text/* forXml */.Z0)((0,src_text/* oneLine */.TN)(o.status), 60)}; ${stateWords(o)})`
            : ` (${stateWords(o)})`));
    const left = occurrences.length - lines.length;
    if (left > 0)
        lines.push(`… and ${(0,format/* formatCount */.B4)(left)} more in the JSON report`);
    return lines.join('\n');
}
/** The gate's state, with the regression marker (fixed before, open again). */
function stateWords(o) {
    return o.regressed === true ? `${o.state}, regressed: was Fixed` : o.state;
}
/** JUnit's `timestamp` is an ISO 8601 time without a zone (taken as UTC here). */
function timestamp(iso) {
    const t = iso ? Date.parse(iso) : NaN;
    return Number.isNaN(t) ? {} : { '@_timestamp': new Date(t).toISOString().slice(0, 19) };
}


/***/ }),

/***/ 114:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Nc: () => (/* binding */ buildJson),
/* harmony export */   _$: () => (/* binding */ isCommitSha),
/* harmony export */   hU: () => (/* binding */ buildLine),
/* harmony export */   ow: () => (/* binding */ resultLine)
/* harmony export */ });
/* unused harmony exports commitUrl, buildCheckWords */
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(120);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(116);


const MAX = { url: 2048, text: 300, served: 500, token: 64 };
/** A commit SHA as git writes it: only such a value is linked, put in code or a revision id. */
function isCommitSha(sha) {
    return sha !== undefined && /^[0-9a-f]{7,40}$/.test(sha);
}
/** The commit's page, when the host knows how to link one and the commit is a SHA. */
function commitUrl(ctx) {
    const sha = ctx.build?.commit?.sha;
    const base = ctx.repository?.commitBase;
    return base && isCommitSha(sha) ? (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .safeHref */ .v7)(base + sha) : undefined;
}
/** What the build check saw, in words (the same words in every report). */
function buildCheckWords(check) {
    const { before, after } = check;
    if (after && !after.matched)
        return 'served another build after the test';
    if (before && !before.matched)
        return 'did not serve the commit before the test';
    if (before && after)
        return 'served the commit before and after the test';
    if (before)
        return 'served the commit before the test (not checked after it)';
    if (after)
        return 'served the commit after the test';
    return 'not checked';
}
const SHOWN_BY = {
    deployment: 'shown by the deployment',
    'build-check': 'shown by the build check',
    'deployment and build-check': 'shown by the deployment and the build check',
    nothing: 'not shown to be what the site served'
};
/** An epoch-ms time as ISO 8601, or undefined when it is no time at all. */
function iso(ms) {
    return ms !== undefined && Number.isFinite(ms) ? new Date(ms).toISOString() : undefined;
}
function optional(key, value, max) {
    return value === undefined ? {} : { [key]: (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forPlain */ .qI)(value, max) };
}
function optionalTime(key, ms) {
    const t = iso(ms);
    return t === undefined ? {} : { [key]: t };
}
/** Only http(s) links go into a report (a `javascript:` link stays out). */
function link(url) {
    return (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .safeHref */ .v7)(url) === undefined ? undefined : url;
}
function checkJson(c) {
    const side = (s) => s && {
        matched: s.matched,
        ...optionalTime('at', s.at),
        ...optional('served', s.served, MAX.served)
    };
    const before = side(c.before);
    const after = side(c.after);
    return {
        // The request's URL may carry a secret in its query (a protection bypass): never written.
        url: (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forPlain */ .qI)((0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .urlWithoutSecrets */ .Zx)(c.url), MAX.url),
        result: buildCheckWords(c),
        ...(before ? { before } : {}),
        ...(after ? { after } : {})
    };
}
/**
 * The JSON report's `build` object (docs/reports.md), or undefined when the build is not known.
 * Texts are cleaned and bounded like the report's other fields; times are ISO 8601.
 */
function buildJson(ctx) {
    const b = ctx.build;
    if (!b)
        return undefined;
    const d = b.deployment;
    const source = (0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .baselineSource */ .f0)(ctx);
    return {
        ...optional('commit', b.commit?.sha, 80),
        ...optional('commitSource', b.commit?.source, MAX.text),
        ...optional('commitUrl', commitUrl(ctx), MAX.url),
        ...optional('deploymentUrl', d?.environmentUrl, MAX.url),
        ...(d
            ? {
                deployment: {
                    id: (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forPlain */ .qI)(d.id, MAX.token),
                    environment: (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forPlain */ .qI)(d.environment, MAX.text),
                    ...optional('link', link(d.link), MAX.url),
                    ...optionalTime('succeededAt', d.succeededAt)
                }
            }
            : {}),
        ...(b.buildCheck ? { buildCheck: checkJson(b.buildCheck) } : {}),
        shownBy: b.shownBy,
        ...optionalTime('since', b.since),
        reused: b.reused !== undefined,
        ...(b.reused
            ? {
                reusedTest: {
                    resultToken: (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forPlain */ .qI)(b.reused.resultToken, MAX.token),
                    ...optionalTime('startedAt', b.reused.startTime),
                    ...optionalTime('endedAt', b.reused.endTime)
                }
            }
            : {}),
        ...(source !== undefined
            ? {
                baseline: {
                    source: (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forPlain */ .qI)(source, MAX.text),
                    ...optional('resultToken', ctx.baseline?.resultToken, MAX.token)
                }
            }
            : {})
    };
}
/** `2026-11-05 09:05 UTC`, or undefined for text that is no time. */
function shortTime(t) {
    const ms = typeof t === 'string' ? Date.parse(t) : t;
    const s = iso(ms);
    return s === undefined ? undefined : `${s.slice(0, 10)} ${s.slice(11, 16)} UTC`;
}
/** `2026-11-05 09:05–09:35 UTC` (the end's date only when it differs). */
function timeSpan(start, end) {
    const a = shortTime(start);
    const b = shortTime(end);
    if (a && b) {
        const sameDay = a.slice(0, 10) === b.slice(0, 10);
        return `${a.slice(0, -4)}–${sameDay ? b.slice(11) : b}`;
    }
    return a ? `from ${a}` : b ? `until ${b}` : undefined;
}
/**
 * One line for the job summary and the comment: commit (linked when the host can), when the
 * test ran, reuse, deployment, build check, how sure, baseline. Undefined when nothing is known.
 */
function buildLine(ctx) {
    const b = ctx.build;
    if (!b)
        return undefined;
    const parts = [];
    const sha = b.commit?.sha;
    if (sha !== undefined) {
        const shown = isCommitSha(sha) ? `\`${sha.slice(0, 7)}\`` : (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forMarkdown */ .Bm)(sha, 80);
        const href = commitUrl(ctx);
        const source = b.commit?.source ? ` (${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forMarkdown */ .Bm)(b.commit.source, MAX.text)})` : '';
        parts.push(`commit ${href ? `[${shown}](${href})` : shown}${source}`);
    }
    const tested = timeSpan(ctx.startedAt, ctx.finishedAt);
    if (tested)
        parts.push(`tested ${tested}`);
    if (b.reused) {
        const when = shortTime(b.reused.startTime);
        parts.push(`reused test ${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forMarkdown */ .Bm)(b.reused.resultToken, MAX.token)}${when ? ` from ${when}` : ''}`);
    }
    if (b.deployment)
        parts.push(deploymentWords(b));
    if (b.buildCheck)
        parts.push(`build check: ${buildCheckWords(b.buildCheck)}`);
    parts.push(SHOWN_BY[b.shownBy]);
    const source = (0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .baselineSource */ .f0)(ctx);
    if (source !== undefined)
        parts.push(`baseline: ${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forMarkdown */ .Bm)(source, MAX.text)}`);
    return `**Build:** ${parts.join(' · ')}`;
}
function deploymentWords(b) {
    const d = b.deployment;
    if (!d)
        return '';
    const env = (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forMarkdown */ .Bm)(d.environment, 100);
    const url = d.environmentUrl;
    if (!url)
        return `deployed to ${env}`;
    const href = (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .safeHref */ .v7)(url);
    const text = (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forMarkdown */ .Bm)(url, 200);
    return `deployed to ${env} at ${href ? `[${text}](${href})` : text}`;
}
/**
 * Beside the build line in the pull-request comment (issue 24): when the result judged was
 * generated, and, for a known build, that the test was a new one (a reused one is in the build
 * line). With the build line a reviewer can tell which push the comment describes. Undefined
 * when nothing is known.
 */
function resultLine(ctx) {
    const parts = [];
    const generated = ctx.meta.generatedDate;
    const when = shortTime(generated) ?? (generated ? (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forMarkdown */ .Bm)(generated, 60) : undefined);
    const finished = shortTime(ctx.finishedAt);
    if (when)
        parts.push(`generated ${when}`);
    else if (finished)
        parts.push(`read ${finished}`);
    if (ctx.build && !ctx.build.reused)
        parts.push('a new test (not reused)');
    return parts.length > 0 ? `**Result:** ${parts.join(' · ')}` : undefined;
}


/***/ }),

/***/ 115:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ reportInputs),
/* harmony export */   h: () => (/* binding */ allWarnings)
/* harmony export */ });
/** The inputs to repeat in reports, taken from the config field by field so no token slips in. */
function reportInputs(config) {
    return {
        threshold: config.threshold,
        budget: config.budget,
        baseline: config.baseline,
        ignoreFile: config.ignoreFile.path
    };
}
/** Every warning to show: the context's own first, then the verdict's, without repeats. */
function allWarnings(ctx) {
    return [...new Set([...ctx.warnings, ...(ctx.verdict?.warnings ?? [])])];
}


/***/ }),

/***/ 116:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   B4: () => (/* reexport safe */ _text_js__WEBPACK_IMPORTED_MODULE_1__.B4),
/* harmony export */   B6: () => (/* binding */ formatThreshold),
/* harmony export */   FN: () => (/* binding */ unfixedWorstFirst),
/* harmony export */   H0: () => (/* binding */ formatBudget),
/* harmony export */   J8: () => (/* binding */ severityBadge),
/* harmony export */   Ku: () => (/* binding */ hasBaseline),
/* harmony export */   Oz: () => (/* binding */ findingIndex),
/* harmony export */   Rt: () => (/* binding */ SEVERITY_LABEL),
/* harmony export */   f0: () => (/* binding */ baselineSource),
/* harmony export */   fo: () => (/* binding */ formatBaselineInput),
/* harmony export */   jz: () => (/* binding */ fixedSinceBaselineCount),
/* harmony export */   lc: () => (/* binding */ formatSeverityCounts),
/* harmony export */   sW: () => (/* binding */ fixedSinceBaseline),
/* harmony export */   yD: () => (/* binding */ SEVERITY_MARK),
/* harmony export */   yV: () => (/* binding */ openWorstFirst)
/* harmony export */ });
/* unused harmony export worstFirst */
/* harmony import */ var _findings_types_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(110);
/* harmony import */ var _findings_order_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(107);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(120);
// Small shared pieces of every report: ordering, counts, the inputs in words, the baseline in numbers.



// The one number format of every report (it lives in text.ts, so the gate's line uses it too).

const SEVERITY_LABEL = {
    critical: 'Critical',
    high: 'High',
    medium: 'Medium',
    low: 'Low',
    'very-low': 'Very low',
    unknown: 'Unknown'
};
/**
 * A symbol per severity, always beside the word (never colour alone: the word reads without the
 * symbol, for a screen reader or a colour-blind reader). Markdown reports only.
 */
const SEVERITY_MARK = {
    critical: '🔴',
    high: '🟠',
    medium: '🟡',
    low: '🔵',
    'very-low': '⚪',
    unknown: '❔'
};
/** "🔴 Critical", kept on one line in a narrow table (the comment): the space is a no-break one. */
function severityBadge(s) {
    return `${SEVERITY_MARK[s]} ${SEVERITY_LABEL[s].replace(' ', '&nbsp;')}`;
}
/**
 * In report order (findings/order.ts), as the gate orders a verdict (which is then already in
 * order: no sort).
 */
function worstFirst(occurrences) {
    return (0,_findings_order_js__WEBPACK_IMPORTED_MODULE_0__/* .isInReportOrder */ .SG)(occurrences) ? [...occurrences] : (0,_findings_order_js__WEBPACK_IMPORTED_MODULE_0__/* .inReportOrder */ .ET)(occurrences);
}
// The summary, SARIF and annotations each want the open occurrences worst first: with 100,000 of
// them the sort is done once per verdict, not once per report.
const sortedOpen = new WeakMap();
/** The occurrences still open (every state but fixed), worst first; a new array on every call. */
function openWorstFirst(occurrences) {
    let sorted = sortedOpen.get(occurrences);
    if (sorted === undefined) {
        sorted = worstFirst(occurrences.filter((o) => !o.fixed));
        sortedOpen.set(occurrences, sorted);
    }
    return sorted.slice();
}
/** The occurrences still open (every state but fixed), worst first. */
function unfixedWorstFirst(ctx) {
    return openWorstFirst(ctx.verdict?.occurrences ?? []);
}
function findingIndex(findings) {
    return new Map(findings.map((f) => [f.key, f]));
}
function formatThreshold(t) {
    if (t === 'any')
        return 'any unfixed occurrence';
    if (t === 'none')
        return 'none (findings never fail the build)';
    return `${SEVERITY_LABEL[t].toLowerCase()} and worse`;
}
/** The budget as the user would write it in `max-unfixed`. */
function formatBudget(b) {
    if (b.kind === 'total')
        return String(b.max);
    const parts = _findings_types_js__WEBPACK_IMPORTED_MODULE_2__/* .SEVERITIES */ .oC.filter((s) => b.max[s] !== undefined).map((s) => `${s}=${b.max[s]}`);
    return parts.length > 0 ? parts.join(',') : '0';
}
function formatBaselineInput(b) {
    return b.kind === 'file' ? `file ${b.path}` : b.kind;
}
/** "2 critical, 1 high" (only the non-zero ones), or "none". */
function formatSeverityCounts(counts) {
    const parts = _findings_types_js__WEBPACK_IMPORTED_MODULE_2__/* .SEVERITIES */ .oC.filter((s) => counts[s] > 0).map((s) => `${(0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .formatCount */ .B4)(counts[s])} ${SEVERITY_LABEL[s].toLowerCase()}`);
    return parts.length > 0 ? parts.join(', ') : 'none';
}
// Every report asks for it (log, summary, JSON report, comment): with 100,000 occurrences it is
// worked out once per baseline and verdict.
const fixedSinceCache = new WeakMap();
/** What the baseline held unfixed and this result no longer shows unfixed. */
function fixedSinceBaseline(baseline, occurrences) {
    if (!baseline)
        return [];
    if (baseline.fixedSinceBaseline)
        return baseline.fixedSinceBaseline;
    let byOccurrences = fixedSinceCache.get(baseline);
    if (byOccurrences === undefined)
        fixedSinceCache.set(baseline, (byOccurrences = new WeakMap()));
    let entries = byOccurrences.get(occurrences);
    if (entries === undefined) {
        // Only a fixed occurrence can be looked up below: the open ones are only counted out.
        const stillOpen = new Set();
        const fixedById = new Map();
        for (const o of occurrences) {
            if (o.fixed)
                fixedById.set(o.id, o);
            else
                stillOpen.add(o.id);
        }
        entries = [...baseline.unfixed]
            .filter((id) => !stillOpen.has(id))
            .map((id) => {
            const o = fixedById.get(id) ?? baseline.details?.get(id);
            return o ? { id, name: o.name, method: o.method, url: o.url } : { id };
        });
        byOccurrences.set(occurrences, entries);
    }
    return entries;
}
/** The number the reports show as "fixed since baseline". */
function fixedSinceBaselineCount(ctx) {
    if (ctx.baseline)
        return fixedSinceBaseline(ctx.baseline, ctx.verdict?.occurrences ?? []).length;
    return ctx.verdict?.counts.fixedSinceBaseline ?? 0;
}
/** Where the baseline came from ("previous test 3f…", "file base.json"), when there is one. */
function baselineSource(ctx) {
    return ctx.verdict?.baselineSource ?? ctx.baseline?.source;
}
/** True when the run compares against a baseline (reports then show new / still open / fixed). */
function hasBaseline(ctx) {
    return ctx.baseline !== undefined || ctx.verdict?.baselineSource !== undefined;
}


/***/ }),

/***/ 117:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   DC: () => (/* binding */ REPORT_SCHEMA),
/* harmony export */   a_: () => (/* binding */ writeJsonReport)
/* harmony export */ });
/* unused harmony exports buildJsonReport, emitJsonReport */
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(120);
/* harmony import */ var _context_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(115);
/* harmony import */ var _build_facts_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(114);
/* harmony import */ var _text_sink_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(119);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(116);





const REPORT_SCHEMA = 'security-test-action/report@1';
/** Occurrences beyond which the report file is written without indentation. */
const COMPACT_ABOVE = 5000;
/** Generous bounds: this file is for machines, but a 50 MB "name" still stays out of it. */
const MAX_URL = 8192;
const MAX_TEXT = 65_536;
/** Everything but the two large parts, `occurrences` and `rawResult`. */
function reportHead(ctx, now) {
    const v = ctx.verdict;
    const build = (0,_build_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .buildJson */ .Nc)(ctx);
    const report = {
        schema: REPORT_SCHEMA,
        generatedAt: now.toISOString(),
        outcome: ctx.outcome,
        command: ctx.command,
        ...optional('message', ctx.message, 2000),
        verdict: v
            ? {
                passed: v.passed,
                line: (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forPlain */ .qI)(v.line),
                threshold: v.threshold,
                budget: (0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .formatBudget */ .H0)(v.budget),
                counts: v.counts
            }
            : null,
        application: {
            token: (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forPlain */ .qI)(ctx.application.token, 64),
            ...optional('name', ctx.application.name, 500),
            ...optional('url', ctx.application.url, MAX_URL)
        },
        service: {
            baseUrl: (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forPlain */ .qI)(ctx.baseUrl, MAX_URL),
            apiVersion: ctx.apiVersion,
            ...optional('testUrl', ctx.serviceTestUrl, MAX_URL)
        },
        ...optional('resultToken', ctx.resultToken, 64),
        ...optional('status', ctx.status, 200),
        ...(ctx.progress !== undefined ? { progress: ctx.progress } : {}),
        ...optional('startedAt', ctx.startedAt, 64),
        ...optional('finishedAt', ctx.finishedAt, 64),
        ...(build ? { build } : {}),
        inputs: {
            threshold: ctx.inputs.threshold,
            budget: (0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .formatBudget */ .H0)(ctx.inputs.budget),
            baseline: (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forPlain */ .qI)((0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .formatBaselineInput */ .fo)(ctx.inputs.baseline), MAX_URL),
            ...optional('ignoreFile', ctx.inputs.ignoreFile, MAX_URL)
        },
        meta: cleanObject(ctx.meta),
        findings: ctx.findings.map(findingJson),
        expiredIgnoreEntries: (v?.expiredRules ?? []).map((r) => cleanObject(r)),
        warnings: (0,_context_js__WEBPACK_IMPORTED_MODULE_4__/* .allWarnings */ .h)(ctx).map((w) => (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forPlain */ .qI)(w)),
        ...optional('parseError', ctx.parseError, 2000)
    };
    if ((0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .hasBaseline */ .Ku)(ctx)) {
        report.baseline = {
            source: (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forPlain */ .qI)((0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .baselineSource */ .f0)(ctx) ?? ''),
            fixedSinceBaseline: (0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .fixedSinceBaseline */ .sW)(ctx.baseline, v?.occurrences ?? []).map((e) => cleanObject(e))
        };
    }
    return report;
}
/** The whole report as an object (tests; the file is written in pieces by `emitJsonReport`). */
function buildJsonReport(ctx, now = new Date()) {
    return {
        ...reportHead(ctx, now),
        occurrences: (ctx.verdict?.occurrences ?? []).map(occurrenceJson()),
        ...(ctx.rawResult !== undefined ? { rawResult: ctx.rawResult } : {})
    };
}
/**
 * The file's text, in pieces: indented up to a size people read, compact beyond (smaller and
 * faster). The two large parts come last, so the head is one small `JSON.stringify` whose
 * placeholders (`[]`, `""`) at its very end are replaced by the pieces.
 */
function emitJsonReport(sink, ctx, now = new Date()) {
    const occurrences = ctx.verdict?.occurrences ?? [];
    const raw = ctx.rawResult;
    const indented = occurrences.length <= COMPACT_ABOVE;
    const head = {
        ...reportHead(ctx, now),
        occurrences: indented ? occurrences.map(occurrenceJson()) : []
    };
    if (raw !== undefined)
        head.rawResult = '';
    const text = indented ? JSON.stringify(head, null, 2) : JSON.stringify(head);
    const end = raw === undefined ? (indented ? '\n}' : ']}') : indented ? '""\n}' : '],"rawResult":""}';
    (0,_text_sink_js__WEBPACK_IMPORTED_MODULE_2__/* .writeHead */ .yl)(sink, text, end);
    if (!indented) {
        (0,_text_sink_js__WEBPACK_IMPORTED_MODULE_2__/* .writeJsonItems */ .EO)(sink, occurrences, occurrences.length, occurrenceJson());
        sink.write(']');
    }
    if (raw !== undefined) {
        if (!indented)
            sink.write(',"rawResult":');
        (0,_text_sink_js__WEBPACK_IMPORTED_MODULE_2__/* .writeJsonString */ .Dy)(sink, raw);
    }
    sink.write(indented ? '\n}\n' : '}\n');
}
function writeJsonReport(file, ctx, now = new Date()) {
    (0,_text_sink_js__WEBPACK_IMPORTED_MODULE_2__/* .writeFileInPieces */ .Q6)(file, (sink) => emitJsonReport(sink, ctx, now));
}
function findingJson(f) {
    return {
        key: (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forPlain */ .qI)(f.key, 128),
        // Whole, as far as MAX_TEXT: SARIF cuts a rule's name to 255 characters and points here.
        name: (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forPlain */ .qI)(f.name, MAX_TEXT),
        severity: f.severity,
        ...optional('severityLabel', f.severityLabel, 100),
        ...(f.score !== undefined && Number.isFinite(f.score) ? { score: f.score } : {}),
        cwe: f.cwe.slice(0, 50).map((c) => (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forPlain */ .qI)(c, 50)),
        ...optional('description', f.description, MAX_TEXT),
        ...optional('remediation', f.remediation, MAX_TEXT)
    };
}
// A result has 100,000 occurrences but a few dozen names, statuses and methods: their cleaned
// text is computed once per distinct value, for the whole report (make one per report). One
// object literal per occurrence (no spread).
function occurrenceJson() {
    const name = repeated(1000);
    const method = repeated(50);
    const status = repeated(200);
    return (o) => {
        const json = {
            // Our own SHA-256 hex, not text from the result: nothing to clean.
            id: o.id,
            findingKey: o.findingKey,
            name: name(o.name),
            severity: o.severity,
            method: method(o.method),
            url: (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forPlain */ .qI)(o.url, MAX_URL),
            status: status(o.status),
            fixed: o.fixed,
            state: o.state,
            counted: o.counted
        };
        // Fixed in the baseline and open again: counted whatever the accepted risks say.
        if (o.regressed === true)
            json.regressed = true;
        if (o.ignoredBecause) {
            json.ignoredBecause = {
                reason: (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forPlain */ .qI)(o.ignoredBecause.reason),
                expires: (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forPlain */ .qI)(o.ignoredBecause.expires, 64)
            };
        }
        return json;
    };
}
function repeated(max) {
    return (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .memoised */ .QC)((s) => (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forPlain */ .qI)(s, max));
}
function optional(key, value, max) {
    return value === undefined ? {} : { [key]: (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forPlain */ .qI)(value, max) };
}
/** Strings cleaned and bounded, numbers kept, undefined dropped (one level deep). */
function cleanObject(o) {
    const out = {};
    for (const [k, val] of Object.entries(o)) {
        if (typeof val === 'string')
            out[k] = (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .forPlain */ .qI)(val, MAX_URL);
        else if (val !== undefined)
            out[k] = val;
    }
    return out;
}


/***/ }),

/***/ 118:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   ab: () => (/* binding */ sarifCategory),
/* harmony export */   fV: () => (/* binding */ sarifLimitReason),
/* harmony export */   lg: () => (/* binding */ writeSarif),
/* harmony export */   w5: () => (/* binding */ PROJECT_URL),
/* harmony export */   wr: () => (/* binding */ TOOL_VERSION)
/* harmony export */ });
/* unused harmony exports TOOL_NAME, SARIF_SCHEMA, MAX_SARIF_RESULTS, MAX_SARIF_GZIP_BYTES, GITHUB_SARIF_LIMITS, SOURCE_ROOT, sarifLevel, emitSarif, buildSarif */
/* harmony import */ var _findings_severity_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(109);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(120);
/* harmony import */ var _build_facts_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(114);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(116);
/* harmony import */ var _text_sink_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(119);
// SARIF 2.1.0 for GitHub code scanning: one rule per finding type, one result per unfixed
// occurrence, anchored to a repository file (code scanning rejects URLs as locations), with our
// own fingerprint per occurrence so alerts on the same anchor line stay apart.





const TOOL_NAME = 'security-test-action';
const TOOL_VERSION = '0.1.0';
const SARIF_SCHEMA = 'https://json.schemastore.org/sarif-2.1.0.json';
/** `tool.driver.informationUri` unless the caller knows the action's own home (a fork, GHES). */
const PROJECT_URL = 'https://github.com/security-test-action/security-test-action#readme';
/**
 * Code scanning accepts 25,000 results per run but shows only the top 5,000: more would be
 * results nobody can see (and megabytes to upload), so the worst 5,000 are written.
 */
const MAX_SARIF_RESULTS = 5_000;
/** GitHub's upload limit is 10 MB gzipped (we keep a margin under 10 MiB). */
const MAX_SARIF_GZIP_BYTES = 10_000_000;
/**
 * Code scanning's documented limits on a rule ("SARIF support for code scanning"): `name` 255
 * characters, `shortDescription.text` and `fullDescription.text` 1,024; at most 20 tags (10
 * shown). A longer text is cut at a character boundary and kept whole in `help`, and in the JSON
 * report. `help` and a result's message have no documented limit: ours keep a page readable.
 */
const GITHUB_SARIF_LIMITS = {
    ruleName: 255,
    ruleDescription: 1024,
    tagsPerRule: 20,
    help: 20_000,
    message: 1024,
    resultsPerRun: 25_000,
    runsPerFile: 20
};
/**
 * Where the anchor file's path is relative to: the repository's root. With the commit in
 * `versionControlProvenance` mapped to it, a SARIF reader can tell which file of which commit.
 */
const SOURCE_ROOT = '%SRCROOT%';
/** `security-test/<applicationToken>/`: several applications can be uploaded side by side. */
function sarifCategory(applicationToken) {
    return `security-test/${applicationToken.replace(/[^A-Za-z0-9_.-]/g, '') || 'unknown'}/`;
}
function sarifLevel(s) {
    if (s === 'critical' || s === 'high')
        return 'error';
    return s === 'low' || s === 'very-low' ? 'note' : 'warning';
}
/** How much text each try keeps; the later ones are for results that do not fit 10 MB. */
const TEXT_LIMITS = [
    { url: 2000, name: 255, description: 8000, help: GITHUB_SARIF_LIMITS.help },
    { url: 500, name: 200, description: 2000, help: 5000 },
    { url: 200, name: 100, description: 500, help: 1500 }
];
/**
 * Writes the SARIF log to `sink`: the full texts first; when the log would be over the gzipped
 * limit, shorter texts, then fewer results (halving) until it fits. Returns how many unfixed
 * occurrences it holds and how many it left out.
 */
function emitSarif(sink, ctx, options) {
    const maxGzip = options.maxGzipBytes ?? MAX_SARIF_GZIP_BYTES;
    // Occurrence ids are unique in a verdict (the parser counts a repeated one once).
    const unfixed = (0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .unfixedWorstFirst */ .FN)(ctx);
    let count = Math.min(MAX_SARIF_RESULTS, unfixed.length);
    const done = () => ({ included: count, omitted: unfixed.length - count });
    // Gzip only a log that could be over the limit: 5,000 results with ordinary texts are a few MB.
    const fits = () => sink.bytes <= maxGzip || sink.gzippedBytes() <= maxGzip;
    for (const limits of TEXT_LIMITS) {
        emitLog(sink, ctx, options, unfixed, count, limits);
        if (fits())
            return done();
        sink.restart();
    }
    const smallest = TEXT_LIMITS[TEXT_LIMITS.length - 1];
    while (count > 0) {
        count = Math.floor(count / 2);
        emitLog(sink, ctx, options, unfixed, count, smallest);
        if (count === 0 || fits())
            return done();
        sink.restart();
    }
    return done(); // no result to drop: the smallest texts are as small as it gets
}
/** The log as an object (tests, and callers that want to look inside). */
function buildSarif(ctx, options) {
    const sink = memorySink();
    emitSarif(sink, ctx, options);
    return JSON.parse(sink.text());
}
function writeSarif(file, ctx, options) {
    let counts = { included: 0, omitted: 0 };
    (0,_text_sink_js__WEBPACK_IMPORTED_MODULE_4__/* .writeFileInPieces */ .Q6)(file, (sink) => {
        counts = emitSarif(sink, ctx, options);
    });
    return counts;
}
function emitLog(sink, ctx, options, unfixed, count, limits) {
    const index = (0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .findingIndex */ .Oz)(ctx.findings);
    const ruleIndex = new Map();
    const rules = [];
    for (let i = 0; i < count; i++) {
        const o = unfixed[i];
        if (ruleIndex.has(o.findingKey))
            continue;
        ruleIndex.set(o.findingKey, rules.length);
        const finding = index.get(o.findingKey) ?? {
            key: o.findingKey,
            name: o.name,
            severity: o.severity,
            cwe: []
        };
        rules.push(rule(finding, limits));
    }
    const omitted = unfixed.length - count;
    const notifications = [];
    if (omitted > 0) {
        notifications.push({
            level: 'warning',
            message: {
                text: `${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .formatCount */ .B4)(omitted)} of ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .formatCount */ .B4)(unfixed.length)} unfixed occurrences are ` +
                    `left out (${sarifLimitReason(count)}), the least severe first; ` +
                    'the JSON report lists them all.'
            }
        });
    }
    if (!ctx.verdict) {
        notifications.push({
            level: 'error',
            message: { text: `No result to report (outcome: ${ctx.outcome}).` }
        });
    }
    const driver = {
        name: TOOL_NAME,
        version: options.toolVersion ?? TOOL_VERSION,
        informationUri: options.informationUri || PROJECT_URL,
        rules
    };
    const build = (0,_build_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .buildJson */ .Nc)(ctx);
    // `results` is the last key of the one run, so the log's text ends with `"results":[]}]}`:
    // the results are written in pieces between that bracket pair.
    const head = JSON.stringify({
        $schema: SARIF_SCHEMA,
        version: '2.1.0',
        runs: [
            {
                tool: { driver },
                automationDetails: { id: options.category },
                ...provenance(ctx),
                invocations: [
                    {
                        executionSuccessful: ctx.verdict !== undefined,
                        ...(notifications.length > 0 ? { toolExecutionNotifications: notifications } : {})
                    }
                ],
                properties: {
                    outcome: ctx.outcome,
                    unfixedOccurrences: unfixed.length,
                    resultsIncluded: count,
                    resultsOmitted: omitted,
                    ...(build ? { build } : {})
                },
                results: []
            }
        ]
    });
    const tail = ']}]}';
    (0,_text_sink_js__WEBPACK_IMPORTED_MODULE_4__/* .writeHead */ .yl)(sink, head, tail);
    const make = resultMaker(options.anchorFile, limits, (0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .hasBaseline */ .Ku)(ctx));
    (0,_text_sink_js__WEBPACK_IMPORTED_MODULE_4__/* .writeJsonItems */ .EO)(sink, unfixed, count, (o) => make(o, ruleIndex.get(o.findingKey) ?? 0));
    sink.write(tail);
}
/**
 * The commit the verdict is about (issue 21). SARIF 2.1.0 requires `repositoryUri` in a
 * versionControlDetails object, so without the host's repository the entry is left out (the
 * run's `properties.build` still names the commit); a revision id must be a commit SHA.
 */
function provenance(ctx) {
    const sha = ctx.build?.commit?.sha;
    const uri = ctx.repository?.uri;
    if (!uri || !(0,_build_facts_js__WEBPACK_IMPORTED_MODULE_2__/* .isCommitSha */ ._$)(sha))
        return {};
    return {
        versionControlProvenance: [
            { repositoryUri: (0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .forPlain */ .qI)(uri, 2048), revisionId: sha, mappedTo: { uriBaseId: SOURCE_ROOT } }
        ]
    };
}
/** Why a log holds fewer results than there are unfixed occurrences, for the user. */
function sarifLimitReason(included) {
    return included >= MAX_SARIF_RESULTS
        ? `code scanning shows at most ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .formatCount */ .B4)(MAX_SARIF_RESULTS)} results per run`
        : 'code scanning takes at most 10 MB per upload';
}
function rule(f, limits) {
    const fullName = (0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .forPlain */ .qI)(f.name, limits.description) || 'Unnamed finding';
    const name = (0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .truncate */ .xv)(fullName, Math.min(limits.name, GITHUB_SARIF_LIMITS.ruleName));
    const shortText = (0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .truncate */ .xv)(fullName, GITHUB_SARIF_LIMITS.ruleDescription);
    const description = (0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .forPlain */ .qI)(f.description ?? f.name, limits.description) || fullName;
    const fullText = (0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .truncate */ .xv)(description, GITHUB_SARIF_LIMITS.ruleDescription);
    const cweTags = f.cwe
        .map((c) => /(\d+)/.exec(String(c))?.[1])
        .filter((n) => n !== undefined)
        .map((n) => `external/cwe/cwe-${Number(n)}`);
    return {
        id: f.key,
        name,
        shortDescription: { text: shortText },
        fullDescription: { text: fullText },
        help: help(f, limits, { name: fullName !== name, description: description !== fullText }),
        defaultConfiguration: { level: sarifLevel(f.severity) },
        properties: {
            'security-severity': (0,_findings_severity_js__WEBPACK_IMPORTED_MODULE_0__/* .sarifSecuritySeverity */ .jC)(f),
            // Code scanning takes 20 tags per rule and shows 10: ours, then the CWEs up to 10.
            tags: ['security', 'dast', ...new Set(cweTags)].slice(0, 10),
            precision: 'medium'
        }
    };
}
const NO_REMEDIATION = 'The service gave no remediation for this finding.';
/**
 * The rule's help: the remediation, after the whole name and description when the rule's own
 * fields had to be cut (`cut`). Both forms within `limits.help` characters.
 */
function help(f, limits, cut) {
    const sections = [];
    if (cut.name)
        sections.push(['Finding', f.name]);
    // Without a description of its own, the description is the (cut) name: said once.
    if (cut.description && f.description)
        sections.push(['Description', f.description]);
    if (sections.length === 0) {
        // The common case, as it always was: the remediation alone.
        const text = f.remediation ? (0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .forPlain */ .qI)(f.remediation, limits.description) : '';
        return {
            text: text || NO_REMEDIATION,
            markdown: text ? boundedMarkdown(text, limits.help) : `_${NO_REMEDIATION}_`
        };
    }
    sections.push(['Remediation', f.remediation || NO_REMEDIATION]);
    // Each section gets its share of the room; the plain text and the Markdown are bounded alike.
    const share = Math.floor(limits.help / sections.length) - 40;
    return {
        text: sections.map(([title, body]) => `${title}: ${(0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .forPlain */ .qI)(body, share)}`).join('\n\n'),
        markdown: sections
            .map(([title, body]) => `**${title}:**\n\n${boundedMarkdown(body, share)}`)
            .join('\n\n')
    };
}
/**
 * Untrusted text as Markdown paragraphs of at most `max` characters. Escaping makes the text
 * longer than the source (`#` is six characters), so the source is cut shorter until it fits.
 */
function boundedMarkdown(value, max) {
    let source = max;
    let markdown = (0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .forMarkdownBlock */ .qt)(value, source);
    while (markdown.length > max && source > 1) {
        source = Math.max(1, Math.floor((source * max) / markdown.length) - 1);
        markdown = (0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .forMarkdownBlock */ .qt)(value, source);
    }
    return markdown.length > max ? '' : markdown;
}
/** Builds results; names, methods and statuses repeat, so their clean text is remembered. */
function resultMaker(anchorFile, limits, withBaseline) {
    const nameText = (0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .memoised */ .QC)((s) => (0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .forPlain */ .qI)(s, limits.name));
    const methodText = (0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .memoised */ .QC)((s) => (0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .forPlain */ .qI)(s, 20));
    const statusText = (0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .memoised */ .QC)((s) => (0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .forPlain */ .qI)(s, 60));
    return (o, ruleIndex) => {
        const method = methodText(o.method);
        const url = (0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .forPlain */ .qI)(o.url, limits.url);
        const status = statusText(o.status);
        const r = {
            ruleId: o.findingKey,
            ruleIndex,
            level: sarifLevel(o.severity),
            message: {
                text: (0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .truncate */ .xv)(`${nameText(o.name)} at ${method} ${url}` + (status ? ` (status: ${status})` : ''), GITHUB_SARIF_LIMITS.message)
            },
            locations: [
                {
                    physicalLocation: {
                        artifactLocation: { uri: anchorFile, uriBaseId: SOURCE_ROOT },
                        region: { startLine: 1 }
                    }
                }
            ],
            partialFingerprints: { primaryLocationLineHash: o.id },
            properties: { method, url, status, state: o.state, counted: o.counted }
        };
        // Fixed in the baseline and open again: counted whatever the accepted risks say.
        if (o.regressed === true)
            r.properties.regressed = true;
        // The gate decided it: unfixed in the baseline is "unchanged", everything else "new".
        if (withBaseline)
            r.baselineState = o.isNew ? 'new' : 'unchanged';
        if (o.state === 'ignored') {
            const why = o.ignoredBecause;
            r.suppressions = [
                {
                    kind: 'external',
                    status: 'accepted',
                    justification: why
                        ? `${(0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .forPlain */ .qI)(why.reason, 500)} (until ${(0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .forPlain */ .qI)(why.expires, 40)})`
                        : 'Accepted risk'
                }
            ];
        }
        return r;
    };
}


/***/ }),

/***/ 119:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Dy: () => (/* binding */ writeJsonString),
/* harmony export */   EO: () => (/* binding */ writeJsonItems),
/* harmony export */   Q6: () => (/* binding */ writeFileInPieces),
/* harmony export */   yl: () => (/* binding */ writeHead)
/* harmony export */ });
/* unused harmony export memorySink */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(135);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(139);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(148);
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__nccwpck_require__.n(node_zlib__WEBPACK_IMPORTED_MODULE_2__);
// Where the large reports (SARIF, JSON report) go, piece by piece. For 100,000 occurrences they
// are tens of megabytes: built as one string they would multiply a run's memory, so writers hand
// over pieces of about a megabyte and keep none of them.



const GZIP_PIECE = 1 << 20;
/** Writes to `file` (its folder is created); `close` must be called (twice does no harm). */
function fileSink(file) {
    node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync(node_path__WEBPACK_IMPORTED_MODULE_1__.dirname(file), { recursive: true });
    // Read as well as written: the gzipped size is measured by reading the file back.
    const fd = node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync(file, 'w+');
    let bytes = 0;
    let open = true;
    return {
        write(text) {
            if (text.length > 0)
                bytes += node_fs__WEBPACK_IMPORTED_MODULE_0__.writeSync(fd, text, bytes, 'utf8');
        },
        get bytes() {
            return bytes;
        },
        gzippedBytes() {
            // Read back in pieces: the file is never held whole.
            const buffer = Buffer.alloc(Math.min(GZIP_PIECE, Math.max(1, bytes)));
            let total = 0;
            for (let at = 0; at < bytes;) {
                const read = node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync(fd, buffer, 0, buffer.length, at);
                if (read <= 0)
                    break;
                total += (0,node_zlib__WEBPACK_IMPORTED_MODULE_2__.gzipSync)(buffer.subarray(0, read), { level: 1 }).length;
                at += read;
            }
            return total;
        },
        restart() {
            node_fs__WEBPACK_IMPORTED_MODULE_0__.ftruncateSync(fd, 0);
            bytes = 0;
        },
        close() {
            if (open)
                node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync(fd);
            open = false;
        }
    };
}
/** Keeps the text (tests, and the small reports that are built whole anyway). */
function memorySink() {
    let pieces = [];
    let bytes = 0;
    return {
        write(text) {
            pieces.push(text);
            bytes += Buffer.byteLength(text, 'utf8');
        },
        get bytes() {
            return bytes;
        },
        gzippedBytes() {
            const all = Buffer.from(pieces.join(''), 'utf8');
            let total = 0;
            for (let at = 0; at < all.length; at += GZIP_PIECE) {
                total += gzipSync(all.subarray(at, at + GZIP_PIECE), { level: 1 }).length;
            }
            return total;
        },
        restart() {
            pieces = [];
            bytes = 0;
        },
        text() {
            return pieces.join('');
        }
    };
}
/**
 * Fills `file` through `write`. The text goes to a temporary file renamed over `file` at the end,
 * so a failure half-way (a full disk) leaves the previous file, never a cut one that an upload
 * step or a later `baseline:` would read.
 */
function writeFileInPieces(file, write) {
    const partial = `${file}.partial`;
    const sink = fileSink(partial);
    try {
        write(sink);
        sink.close();
        node_fs__WEBPACK_IMPORTED_MODULE_0__.renameSync(partial, file);
    }
    catch (e) {
        sink.close();
        node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync(partial, { force: true });
        throw e;
    }
}
/**
 * Writes `text`, a JSON text built with placeholders at its very end, without that `end`: the
 * caller then writes what replaces them. Throws if the text does not end that way (a changed key
 * order would otherwise give a broken file silently).
 */
function writeHead(sink, text, end) {
    if (!text.endsWith(end))
        throw new Error(`report head does not end with ${JSON.stringify(end)}`);
    sink.write(text.slice(0, text.length - end.length));
}
/**
 * `JSON.stringify(text)` handed over in pieces. Pieces never split a surrogate pair (each half
 * alone would be escaped as a lone surrogate and the text would change).
 */
function writeJsonString(sink, text, piece = GZIP_PIECE) {
    if (text.length <= piece) {
        sink.write(JSON.stringify(text));
        return;
    }
    sink.write('"');
    for (let at = 0; at < text.length;) {
        let end = Math.min(text.length, at + piece);
        const last = text.charCodeAt(end - 1);
        // Keep a pair together: end before its high half, or (for one-character pieces) after it.
        if (end < text.length && last >= 0xd800 && last <= 0xdbff)
            end += end - 1 > at ? -1 : 1;
        const quoted = JSON.stringify(text.slice(at, end));
        sink.write(quoted.slice(1, -1));
        at = end;
    }
    sink.write('"');
}
/**
 * The first `count` items of a JSON array (without its brackets), `perPiece` items per
 * `JSON.stringify`: `toJson` makes each item's plain object only when its piece is written.
 */
function writeJsonItems(sink, items, count, toJson, perPiece = 1000) {
    for (let at = 0; at < count; at += perPiece) {
        const text = JSON.stringify(items.slice(at, Math.min(count, at + perPiece)).map(toJson));
        sink.write((at === 0 ? '' : ',') + text.slice(1, -1));
    }
}


/***/ }),

/***/ 120:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $B: () => (/* binding */ neutraliseCommands),
/* harmony export */   B4: () => (/* binding */ formatCount),
/* harmony export */   Bm: () => (/* binding */ forMarkdown),
/* harmony export */   Ig: () => (/* binding */ forLog),
/* harmony export */   Jc: () => (/* binding */ forAnnotation),
/* harmony export */   P_: () => (/* binding */ forAzureData),
/* harmony export */   QC: () => (/* binding */ memoised),
/* harmony export */   TN: () => (/* binding */ oneLine),
/* harmony export */   Z0: () => (/* binding */ forXml),
/* harmony export */   Zx: () => (/* binding */ urlWithoutSecrets),
/* harmony export */   Zy: () => (/* binding */ forCodeSpan),
/* harmony export */   kc: () => (/* binding */ errorText),
/* harmony export */   mb: () => (/* binding */ forAzureProperty),
/* harmony export */   qI: () => (/* binding */ forPlain),
/* harmony export */   qt: () => (/* binding */ forMarkdownBlock),
/* harmony export */   uH: () => (/* binding */ clean),
/* harmony export */   v7: () => (/* binding */ safeHref),
/* harmony export */   xv: () => (/* binding */ truncate)
/* harmony export */ });
/* unused harmony exports MAX_FIELD_CHARS, forCodeBlock */
// The one place that makes untrusted text safe. Findings, URLs and the service's messages are
// chosen by whoever controls the tested site or the network: every such string reaches a log,
// summary, annotation, SARIF file or comment only through a function of this module.
/** Longest untrusted string we ever print in one place (a 50 MB finding name stays a name). */
const MAX_FIELD_CHARS = 2000;
// C0 controls but TAB and LF, DEL, C1 controls, and bidi overrides (they reorder what a reviewer
// reads: "Trojan source"). CR and the Unicode line separators become LF first.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\ufeff]/g;
const LINE_BREAKS = /\r\n?|[\u2028\u2029\u0085]/g;
// Any character one of the three would touch (surrogates: paired ones too, to be safe).
const NEEDS_CLEANING = 
// eslint-disable-next-line no-control-regex
/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069\ufeff\ud800-\udfff]/;
// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
/** Any value to a plain string: no control characters, no lone surrogates, LF as line break. */
function clean(value) {
    let s;
    if (typeof value === 'string')
        s = value;
    else if (value === null || value === undefined)
        s = '';
    else if (typeof value === 'number' || typeof value === 'boolean')
        s = String(value);
    else {
        try {
            s = JSON.stringify(value) ?? '';
        }
        catch {
            s = '';
        }
    }
    // Most text has nothing to change: one scan instead of three replacements.
    if (!NEEDS_CLEANING.test(s))
        return s;
    return s.replace(LINE_BREAKS, '\n').replace(CONTROL, '').replace(LONE_SURROGATE, '\ufffd');
}
/** Cut to at most `max` characters (not splitting a surrogate pair), marking the cut with …. */
function truncate(s, max = MAX_FIELD_CHARS) {
    if (s.length <= max)
        return s;
    let end = Math.max(0, max - 1);
    const c = s.charCodeAt(end - 1);
    if (c >= 0xd800 && c <= 0xdbff)
        end -= 1;
    return s.slice(0, end) + '…';
}
/** One line of clean text: line breaks and runs of white space become one space. */
function oneLine(value, max = MAX_FIELD_CHARS) {
    return truncate(clean(value).replace(/\s+/g, ' ').trim(), max);
}
/**
 * Text for a log line. The runner treats a line that starts (after white space) with `::` as a
 * workflow command, and renders `##[error]`-style markers anywhere; `::stop-commands::` would
 * silence every later command, masks included. Untrusted text therefore never starts a line and
 * never carries those markers.
 */
function forLog(value, max = MAX_FIELD_CHARS) {
    return neutraliseCommands(oneLine(value, max));
}
/** What was thrown, as log text: an Error's message (not its JSON, which is "{}"), else the value. */
function errorText(e, max = MAX_FIELD_CHARS) {
    return forLog(e instanceof Error ? e.message : e, max);
}
// The logging commands of the CI systems the action and the tool run on, wherever in a line the
// system looks for them: Azure Pipelines reads `##vso[` (and TeamCity `##teamcity[`) anywhere in
// a line, GitHub and Azure render `##[error]`-style markers anywhere, GitLab folds the log at
// `section_start:`/`section_end:` markers. A space after the `#` or before the `:` keeps the
// text readable and breaks the marker.
const HASH_MARKERS = /##(?=vso\[|teamcity\[|\[)/gi;
const SECTION_MARKERS = /(section_(?:start|end)):/gi;
// An ANSI escape (ESC, or the 8-bit CSI) can move the cursor, hide text or carry GitLab's section
// markers: the controls CONTROL names (all of them, TAB kept) are stripped from every line.
/**
 * Defence in depth for whole log lines, on every CI system: no line can be read as a logging
 * command (GitHub's `::name::` at the start of a line, Azure's `##vso[`, the `##[` markers,
 * GitLab's section markers) and no line carries an ANSI escape.
 */
function neutraliseCommands(s) {
    // Runners break lines at CR as well as LF: a bare CR must not start a new "line" either.
    return s
        .split(/\r\n?|\n|[\u2028\u2029\u0085]/)
        .map((line) => line
        .replace(CONTROL, '')
        .replace(/^(\s*):(?=:)/, '$1: ')
        .replace(HASH_MARKERS, '# #')
        .replace(SECTION_MARKERS, '$1 :'))
        .join('\n');
}
const MD_ENTITY = {
    '&': '&amp;',
    '<': '&lt;',
    '>': '&gt;',
    '"': '&quot;',
    "'": '&#39;'
};
/**
 * Inline Markdown/HTML text (a table cell, a heading, a list item), on one line.
 * HTML specials become entities; every ASCII punctuation mark that Markdown gives meaning to
 * becomes a numeric reference (so `[x](javascript:...)`, `|`, backticks, `*`, `_` and `#` are
 * shown, not obeyed); and the triggers of GFM's bare autolinks (`://`, `www.`, `@`) are broken
 * with a zero-width space, because GitHub's renderer autolinks decoded text too.
 */
function forMarkdown(value, max = MAX_FIELD_CHARS) {
    return escapeMarkdown(oneLine(value, max));
}
/** Multi-line untrusted text (a description, a remediation) as Markdown paragraphs. */
function forMarkdownBlock(value, max = 8 * MAX_FIELD_CHARS) {
    const text = truncate(clean(value), max);
    return text
        .split(/\n\s*\n/)
        .map((para) => escapeMarkdown(para.replace(/\s+/g, ' ').trim()))
        .filter((para) => para.length > 0)
        .join('\n\n');
}
function escapeMarkdown(s) {
    return (s
        // One pass: a second one over `#` would break the `&#39;` the first made of an apostrophe
        // (readers saw "it&#39;s").
        .replace(/[&<>"'\\`*_{}[\]()#+!|~=^$-]/g, (c) => MD_ENTITY[c] ?? `&#${c.charCodeAt(0)};`)
        .replace(/:\/\//g, ':\u200b//')
        .replace(/www\./gi, (m) => `${m.slice(0, 3)}\u200b.`)
        // After the trigger, not before: GitHub decodes entities before it looks for @mentions and
        // #123 references, and a break before `@` still leaves a mention.
        .replace(/@/g, '@\u200b')
        .replace(/&#35;/g, '&#35;\u200b'));
}
/** Text inside a fenced code block: no fence can be closed early, nothing is rendered. */
function forCodeBlock(value, max = 8 * MAX_FIELD_CHARS) {
    return truncate(clean(value), max).replace(/`{3,}|~{3,}/g, (m) => m.split('').join('\u200b'));
}
/**
 * Annotation message or title. The host's logger escapes what its own format needs (on GitHub:
 * `%`, CR, LF, and `:`/`,` in properties); what is left to us: control characters, length, and
 * the command markers in case a runner version echoes the text into the log.
 */
function forAnnotation(value, max = 1000) {
    return forLog(value, max);
}
/** Plain text for SARIF `message.text` and JSON reports: clean, bounded, otherwise verbatim. */
function forPlain(value, max = MAX_FIELD_CHARS) {
    return truncate(clean(value), max);
}
// What an XML file gets spelled out instead of written: what XML 1.0 cannot hold (C0 controls but
// TAB and LF, lone surrogates, U+FFFE, U+FFFF), what `clean` drops elsewhere (DEL, C1 controls,
// bidi overrides, BOM), and U+FFFD itself, which makes a popular JUnit viewer guess CP1252 and
// crash.
const XML_SPELLED = 
// eslint-disable-next-line no-control-regex
/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\ufeff\ufffd-\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
/** `\u001b`: a character as visible plain text. */
const spelled = (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
/**
 * Text for an XML document (JUnit): what XML 1.0 cannot hold, and U+FFFD, written as visible
 * plain text (`\u001b`), and no line can start a logging command when a CI system echoes the
 * report into a log. Markup characters are left to the XML writer, which escapes them.
 */
function forXml(value, max = MAX_FIELD_CHARS) {
    const text = typeof value === 'string' ? value : clean(value);
    return neutraliseCommands(truncate(text.replace(LINE_BREAKS, '\n').replace(XML_SPELLED, spelled), max));
}
/**
 * The message of an Azure Pipelines logging command (`##vso[area.action props]message`): the
 * agent decodes `%AZP25`, `%0D` and `%0A`, so a literal `%` must not start one of those.
 */
function forAzureData(s) {
    return s.replace(/%/g, '%AZP25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}
/** A property value of an Azure logging command: also `;` (between properties) and `]` (the end). */
function forAzureProperty(s) {
    return forAzureData(s).replace(/;/g, '%3B').replace(/]/g, '%5D');
}
/**
 * `escape`, remembering its answers for up to `limit` distinct inputs: a result's 100,000
 * occurrences share a few dozen names, methods and statuses.
 */
function memoised(compute, limit = 1000) {
    const known = new Map();
    return (s) => {
        let value = known.get(s);
        if (value === undefined) {
            value = compute(s);
            if (known.size < limit)
                known.set(s, value);
        }
        return value;
    };
}
/**
 * A link destination we are willing to put in Markdown: http(s) only, percent-encoded by the URL
 * parser, and the characters that could end a Markdown destination encoded too. Undefined for
 * anything else (a `javascript:` URL never becomes a link).
 */
function safeHref(url) {
    if (!url)
        return undefined;
    let parsed;
    try {
        parsed = new URL(url);
    }
    catch {
        return undefined;
    }
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
        return undefined;
    if (parsed.username || parsed.password)
        return undefined;
    return parsed.href.replace(/[()<>"'`\\\s[\]|*_]/g, (c) => '%' + c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0'));
}
/**
 * A URL as it may be logged or written to a report: without user-info, query or fragment, which
 * may carry a secret (Vercel's `?x-vercel-protection-bypass=…`); `?…` says a query was there. The
 * request itself still uses the whole URL. Text that is no URL (a path) loses everything from its
 * first `?` or `#`. Still untrusted: escape the result for where it goes.
 */
function urlWithoutSecrets(url) {
    if (URL.canParse(url)) {
        const u = new URL(url);
        return `${u.protocol}//${u.host}${u.pathname}${u.search ? '?…' : ''}`;
    }
    const cut = url.search(/[?#]/);
    return cut < 0 ? url : `${url.slice(0, cut)}${url[cut] === '?' ? '?…' : ''}`;
}
/**
 * 100000 → "100,000": digits grouped by three, the same on every runner. Written out because
 * `toLocaleString` loads ICU's number formatting (about 25 ms of start-up) for one comma.
 */
function formatCount(n) {
    if (!Number.isFinite(n))
        return String(n);
    const sign = n < 0 ? '-' : '';
    const abs = Math.abs(n);
    const shown = Number.isInteger(abs) ? abs : Math.round(abs * 1000) / 1000;
    const [whole = '0', fraction] = String(shown).split('.');
    const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
    return sign + grouped + (fraction === undefined ? '' : `.${fraction}`);
}
/**
 * Untrusted text as an inline code span: shown exactly as it is (copyable into a browser or
 * `curl`, no invisible characters added), never a link, a mention or markup. The fence is one
 * backtick longer than the longest run of backticks inside, so none can close it early; a space
 * pads text that starts or ends with a backtick (GFM strips one such space on each side).
 * `inTable`: a pipe would end the cell even inside a code span, so it is escaped as GFM tables
 * read it (`\|` shows as `|`). A backslash right before a pipe has no reading that renderers agree
 * on there: such text is escaped as inline text instead (forMarkdown). Empty text gives ''.
 */
function forCodeSpan(value, max = MAX_FIELD_CHARS, inTable = false) {
    let s = oneLine(value, max);
    if (s === '')
        return '';
    if (inTable) {
        if (s.includes('\\|'))
            return escapeMarkdown(s);
        s = s.replace(/\|/g, '\\|');
    }
    let longest = 0;
    for (const run of s.match(/`+/g) ?? [])
        longest = Math.max(longest, run.length);
    const fence = '`'.repeat(longest + 1);
    const pad = s.startsWith('`') || s.endsWith('`') ? ' ' : '';
    return `${fence}${pad}${s}${pad}${fence}`;
}


/***/ }),

/***/ 121:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("assert");

/***/ }),

/***/ 122:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("buffer");

/***/ }),

/***/ 123:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("events");

/***/ }),

/***/ 124:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("http");

/***/ }),

/***/ 125:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("https");

/***/ }),

/***/ 126:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("net");

/***/ }),

/***/ 127:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 128:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 129:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 130:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 131:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 132:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 133:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 134:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 135:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 136:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 137:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 138:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 139:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 140:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 141:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 142:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 143:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 144:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");

/***/ }),

/***/ 145:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 146:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 147:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 148:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:zlib");

/***/ }),

/***/ 149:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("process");

/***/ }),

/***/ 150:
/***/ (() => { throw new Error('undici is not in dist/cli.js (scripts/normalise-bundle.mjs)') }),

/***/ 151:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tls");

/***/ }),

/***/ 152:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("util");

/***/ }),

/***/ 153:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(185);
var Scalar = __nccwpck_require__(181);
var YAMLMap = __nccwpck_require__(182);
var YAMLSeq = __nccwpck_require__(183);
var resolveBlockMap = __nccwpck_require__(158);
var resolveBlockSeq = __nccwpck_require__(160);
var resolveFlowCollection = __nccwpck_require__(162);

function resolveCollection(CN, ctx, token, onError, tagName, tag) {
    const coll = token.type === 'block-map'
        ? resolveBlockMap.resolveBlockMap(CN, ctx, token, onError, tag)
        : token.type === 'block-seq'
            ? resolveBlockSeq.resolveBlockSeq(CN, ctx, token, onError, tag)
            : resolveFlowCollection.resolveFlowCollection(CN, ctx, token, onError, tag);
    const Coll = coll.constructor;
    // If we got a tagName matching the class, or the tag name is '!',
    // then use the tagName from the node class used to create it.
    if (tagName === '!' || tagName === Coll.tagName) {
        coll.tag = Coll.tagName;
        return coll;
    }
    if (tagName)
        coll.tag = tagName;
    return coll;
}
function composeCollection(CN, ctx, token, props, onError) {
    const tagToken = props.tag;
    const tagName = !tagToken
        ? null
        : ctx.directives.tagName(tagToken.source, msg => onError(tagToken, 'TAG_RESOLVE_FAILED', msg));
    if (token.type === 'block-seq') {
        const { anchor, newlineAfterProp: nl } = props;
        const lastProp = anchor && tagToken
            ? anchor.offset > tagToken.offset
                ? anchor
                : tagToken
            : (anchor ?? tagToken);
        if (lastProp && (!nl || nl.offset < lastProp.offset)) {
            const message = 'Missing newline after block sequence props';
            onError(lastProp, 'MISSING_CHAR', message);
        }
    }
    const expType = token.type === 'block-map'
        ? 'map'
        : token.type === 'block-seq'
            ? 'seq'
            : token.start.source === '{'
                ? 'map'
                : 'seq';
    // shortcut: check if it's a generic YAMLMap or YAMLSeq
    // before jumping into the custom tag logic.
    if (!tagToken ||
        !tagName ||
        tagName === '!' ||
        (tagName === YAMLMap.YAMLMap.tagName && expType === 'map') ||
        (tagName === YAMLSeq.YAMLSeq.tagName && expType === 'seq')) {
        return resolveCollection(CN, ctx, token, onError, tagName);
    }
    let tag = ctx.schema.tags.find(t => t.tag === tagName && t.collection === expType);
    if (!tag) {
        const kt = ctx.schema.knownTags[tagName];
        if (kt?.collection === expType) {
            ctx.schema.tags.push(Object.assign({}, kt, { default: false }));
            tag = kt;
        }
        else {
            if (kt) {
                onError(tagToken, 'BAD_COLLECTION_TYPE', `${kt.tag} used for ${expType} collection, but expects ${kt.collection ?? 'scalar'}`, true);
            }
            else {
                onError(tagToken, 'TAG_RESOLVE_FAILED', `Unresolved tag: ${tagName}`, true);
            }
            return resolveCollection(CN, ctx, token, onError, tagName);
        }
    }
    const coll = resolveCollection(CN, ctx, token, onError, tagName, tag);
    const res = tag.resolve?.(coll, msg => onError(tagToken, 'TAG_RESOLVE_FAILED', msg), ctx.options) ?? coll;
    const node = identity.isNode(res)
        ? res
        : new Scalar.Scalar(res);
    node.range = coll.range;
    node.tag = tagName;
    if (tag?.format)
        node.format = tag.format;
    return node;
}

exports.composeCollection = composeCollection;


/***/ }),

/***/ 154:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Document = __nccwpck_require__(169);
var composeNode = __nccwpck_require__(155);
var resolveEnd = __nccwpck_require__(161);
var resolveProps = __nccwpck_require__(164);

function composeDoc(options, directives, { offset, start, value, end }, onError) {
    const opts = Object.assign({ _directives: directives }, options);
    const doc = new Document.Document(undefined, opts);
    const ctx = {
        atKey: false,
        atRoot: true,
        directives: doc.directives,
        options: doc.options,
        schema: doc.schema
    };
    const props = resolveProps.resolveProps(start, {
        indicator: 'doc-start',
        next: value ?? end?.[0],
        offset,
        onError,
        parentIndent: 0,
        startOnNewline: true
    });
    if (props.found) {
        doc.directives.docStart = true;
        if (value &&
            (value.type === 'block-map' || value.type === 'block-seq') &&
            !props.hasNewline)
            onError(props.end, 'MISSING_CHAR', 'Block collection cannot start on same line with directives-end marker');
    }
    // @ts-expect-error If Contents is set, let's trust the user
    doc.contents = value
        ? composeNode.composeNode(ctx, value, props, onError)
        : composeNode.composeEmptyNode(ctx, props.end, start, null, props, onError);
    const contentEnd = doc.contents.range[2];
    const re = resolveEnd.resolveEnd(end, contentEnd, false, onError);
    if (re.comment)
        doc.comment = re.comment;
    doc.range = [offset, contentEnd, re.offset];
    return doc;
}

exports.composeDoc = composeDoc;


/***/ }),

/***/ 155:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Alias = __nccwpck_require__(177);
var identity = __nccwpck_require__(185);
var composeCollection = __nccwpck_require__(153);
var composeScalar = __nccwpck_require__(156);
var resolveEnd = __nccwpck_require__(161);
var utilEmptyScalarPosition = __nccwpck_require__(166);

const CN = { composeNode, composeEmptyNode };
function composeNode(ctx, token, props, onError) {
    const atKey = ctx.atKey;
    const { spaceBefore, comment, anchor, tag } = props;
    let node;
    let isSrcToken = true;
    switch (token.type) {
        case 'alias':
            node = composeAlias(ctx, token, onError);
            if (anchor || tag)
                onError(token, 'ALIAS_PROPS', 'An alias node must not specify any properties');
            break;
        case 'scalar':
        case 'single-quoted-scalar':
        case 'double-quoted-scalar':
        case 'block-scalar':
            node = composeScalar.composeScalar(ctx, token, tag, onError);
            if (anchor)
                node.anchor = anchor.source.substring(1);
            break;
        case 'block-map':
        case 'block-seq':
        case 'flow-collection':
            try {
                node = composeCollection.composeCollection(CN, ctx, token, props, onError);
                if (anchor)
                    node.anchor = anchor.source.substring(1);
            }
            catch (error) {
                // Almost certainly here due to a stack overflow
                const message = error instanceof Error ? error.message : String(error);
                onError(token, 'RESOURCE_EXHAUSTION', message);
            }
            break;
        default: {
            const message = token.type === 'error'
                ? token.message
                : `Unsupported token (type: ${token.type})`;
            onError(token, 'UNEXPECTED_TOKEN', message);
            isSrcToken = false;
        }
    }
    node ?? (node = composeEmptyNode(ctx, token.offset, undefined, null, props, onError));
    if (anchor && node.anchor === '')
        onError(anchor, 'BAD_ALIAS', 'Anchor cannot be an empty string');
    if (atKey &&
        ctx.options.stringKeys &&
        (!identity.isScalar(node) ||
            typeof node.value !== 'string' ||
            (node.tag && node.tag !== 'tag:yaml.org,2002:str'))) {
        const msg = 'With stringKeys, all keys must be strings';
        onError(tag ?? token, 'NON_STRING_KEY', msg);
    }
    if (spaceBefore)
        node.spaceBefore = true;
    if (comment) {
        if (token.type === 'scalar' && token.source === '')
            node.comment = comment;
        else
            node.commentBefore = comment;
    }
    // @ts-expect-error Type checking misses meaning of isSrcToken
    if (ctx.options.keepSourceTokens && isSrcToken)
        node.srcToken = token;
    return node;
}
function composeEmptyNode(ctx, offset, before, pos, { spaceBefore, comment, anchor, tag, end }, onError) {
    const token = {
        type: 'scalar',
        offset: utilEmptyScalarPosition.emptyScalarPosition(offset, before, pos),
        indent: -1,
        source: ''
    };
    const node = composeScalar.composeScalar(ctx, token, tag, onError);
    if (anchor) {
        node.anchor = anchor.source.substring(1);
        if (node.anchor === '')
            onError(anchor, 'BAD_ALIAS', 'Anchor cannot be an empty string');
    }
    if (spaceBefore)
        node.spaceBefore = true;
    if (comment) {
        node.comment = comment;
        node.range[2] = end;
    }
    return node;
}
function composeAlias({ options }, { offset, source, end }, onError) {
    const alias = new Alias.Alias(source.substring(1));
    if (alias.source === '')
        onError(offset, 'BAD_ALIAS', 'Alias cannot be an empty string');
    if (alias.source.endsWith(':'))
        onError(offset + source.length - 1, 'BAD_ALIAS', 'Alias ending in : is ambiguous', true);
    const valueEnd = offset + source.length;
    const re = resolveEnd.resolveEnd(end, valueEnd, options.strict, onError);
    alias.range = [offset, valueEnd, re.offset];
    if (re.comment)
        alias.comment = re.comment;
    return alias;
}

exports.composeEmptyNode = composeEmptyNode;
exports.composeNode = composeNode;


/***/ }),

/***/ 156:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(185);
var Scalar = __nccwpck_require__(181);
var resolveBlockScalar = __nccwpck_require__(159);
var resolveFlowScalar = __nccwpck_require__(163);

function composeScalar(ctx, token, tagToken, onError) {
    const { value, type, comment, range } = token.type === 'block-scalar'
        ? resolveBlockScalar.resolveBlockScalar(ctx, token, onError)
        : resolveFlowScalar.resolveFlowScalar(token, ctx.options.strict, onError);
    const tagName = tagToken
        ? ctx.directives.tagName(tagToken.source, msg => onError(tagToken, 'TAG_RESOLVE_FAILED', msg))
        : null;
    let tag;
    if (ctx.options.stringKeys && ctx.atKey) {
        tag = ctx.schema[identity.SCALAR];
    }
    else if (tagName)
        tag = findScalarTagByName(ctx.schema, value, tagName, tagToken, onError);
    else if (token.type === 'scalar')
        tag = findScalarTagByTest(ctx, value, token, onError);
    else
        tag = ctx.schema[identity.SCALAR];
    let scalar;
    try {
        const res = tag.resolve(value, msg => onError(tagToken ?? token, 'TAG_RESOLVE_FAILED', msg), ctx.options);
        scalar = identity.isScalar(res) ? res : new Scalar.Scalar(res);
    }
    catch (error) {
        const msg = error instanceof Error ? error.message : String(error);
        onError(tagToken ?? token, 'TAG_RESOLVE_FAILED', msg);
        scalar = new Scalar.Scalar(value);
    }
    scalar.range = range;
    scalar.source = value;
    if (type)
        scalar.type = type;
    if (tagName)
        scalar.tag = tagName;
    if (tag.format)
        scalar.format = tag.format;
    if (comment)
        scalar.comment = comment;
    return scalar;
}
function findScalarTagByName(schema, value, tagName, tagToken, onError) {
    if (tagName === '!')
        return schema[identity.SCALAR]; // non-specific tag
    const matchWithTest = [];
    for (const tag of schema.tags) {
        if (!tag.collection && tag.tag === tagName) {
            if (tag.default && tag.test)
                matchWithTest.push(tag);
            else
                return tag;
        }
    }
    for (const tag of matchWithTest)
        if (tag.test?.test(value))
            return tag;
    const kt = schema.knownTags[tagName];
    if (kt && !kt.collection) {
        // Ensure that the known tag is available for stringifying,
        // but does not get used by default.
        schema.tags.push(Object.assign({}, kt, { default: false, test: undefined }));
        return kt;
    }
    onError(tagToken, 'TAG_RESOLVE_FAILED', `Unresolved tag: ${tagName}`, tagName !== 'tag:yaml.org,2002:str');
    return schema[identity.SCALAR];
}
function findScalarTagByTest({ atKey, directives, schema }, value, token, onError) {
    const tag = schema.tags.find(tag => (tag.default === true || (atKey && tag.default === 'key')) &&
        tag.test?.test(value)) || schema[identity.SCALAR];
    if (schema.compat) {
        const compat = schema.compat.find(tag => tag.default && tag.test?.test(value)) ??
            schema[identity.SCALAR];
        if (tag.tag !== compat.tag) {
            const ts = directives.tagString(tag.tag);
            const cs = directives.tagString(compat.tag);
            const msg = `Value may be parsed as either ${ts} or ${cs}`;
            onError(token, 'TAG_RESOLVE_FAILED', msg, true);
        }
    }
    return tag;
}

exports.composeScalar = composeScalar;


/***/ }),

/***/ 157:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var node_process = __nccwpck_require__(149);
var directives = __nccwpck_require__(173);
var Document = __nccwpck_require__(169);
var errors = __nccwpck_require__(174);
var identity = __nccwpck_require__(185);
var composeDoc = __nccwpck_require__(154);
var resolveEnd = __nccwpck_require__(161);

function getErrorPos(src) {
    if (typeof src === 'number')
        return [src, src + 1];
    if (Array.isArray(src))
        return src.length === 2 ? src : [src[0], src[1]];
    const { offset, source } = src;
    return [offset, offset + (typeof source === 'string' ? source.length : 1)];
}
function parsePrelude(prelude) {
    let comment = '';
    let atComment = false;
    let afterEmptyLine = false;
    for (let i = 0; i < prelude.length; ++i) {
        const source = prelude[i];
        switch (source[0]) {
            case '#':
                comment +=
                    (comment === '' ? '' : afterEmptyLine ? '\n\n' : '\n') +
                        (source.substring(1) || ' ');
                atComment = true;
                afterEmptyLine = false;
                break;
            case '%':
                if (prelude[i + 1]?.[0] !== '#')
                    i += 1;
                atComment = false;
                break;
            default:
                // This may be wrong after doc-end, but in that case it doesn't matter
                if (!atComment)
                    afterEmptyLine = true;
                atComment = false;
        }
    }
    return { comment, afterEmptyLine };
}
/**
 * Compose a stream of CST nodes into a stream of YAML Documents.
 *
 * ```ts
 * import { Composer, Parser } from 'yaml'
 *
 * const src: string = ...
 * const tokens = new Parser().parse(src)
 * const docs = new Composer().compose(tokens)
 * ```
 */
class Composer {
    constructor(options = {}) {
        this.doc = null;
        this.atDirectives = false;
        this.prelude = [];
        this.errors = [];
        this.warnings = [];
        this.onError = (source, code, message, warning) => {
            const pos = getErrorPos(source);
            if (warning)
                this.warnings.push(new errors.YAMLWarning(pos, code, message));
            else
                this.errors.push(new errors.YAMLParseError(pos, code, message));
        };
        // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
        this.directives = new directives.Directives({ version: options.version || '1.2' });
        this.options = options;
    }
    decorate(doc, afterDoc) {
        const { comment, afterEmptyLine } = parsePrelude(this.prelude);
        //console.log({ dc: doc.comment, prelude, comment })
        if (comment) {
            const dc = doc.contents;
            if (afterDoc) {
                doc.comment = doc.comment ? `${doc.comment}\n${comment}` : comment;
            }
            else if (afterEmptyLine || doc.directives.docStart || !dc) {
                doc.commentBefore = comment;
            }
            else if (identity.isCollection(dc) && !dc.flow && dc.items.length > 0) {
                let it = dc.items[0];
                if (identity.isPair(it))
                    it = it.key;
                const cb = it.commentBefore;
                it.commentBefore = cb ? `${comment}\n${cb}` : comment;
            }
            else {
                const cb = dc.commentBefore;
                dc.commentBefore = cb ? `${comment}\n${cb}` : comment;
            }
        }
        if (afterDoc) {
            for (let i = 0; i < this.errors.length; ++i)
                doc.errors.push(this.errors[i]);
            for (let i = 0; i < this.warnings.length; ++i)
                doc.warnings.push(this.warnings[i]);
        }
        else {
            doc.errors = this.errors;
            doc.warnings = this.warnings;
        }
        this.prelude = [];
        this.errors = [];
        this.warnings = [];
    }
    /**
     * Current stream status information.
     *
     * Mostly useful at the end of input for an empty stream.
     */
    streamInfo() {
        return {
            comment: parsePrelude(this.prelude).comment,
            directives: this.directives,
            errors: this.errors,
            warnings: this.warnings
        };
    }
    /**
     * Compose tokens into documents.
     *
     * @param forceDoc - If the stream contains no document, still emit a final document including any comments and directives that would be applied to a subsequent document.
     * @param endOffset - Should be set if `forceDoc` is also set, to set the document range end and to indicate errors correctly.
     */
    *compose(tokens, forceDoc = false, endOffset = -1) {
        for (const token of tokens)
            yield* this.next(token);
        yield* this.end(forceDoc, endOffset);
    }
    /** Advance the composer by one CST token. */
    *next(token) {
        if (node_process.env.LOG_STREAM)
            console.dir(token, { depth: null });
        switch (token.type) {
            case 'directive':
                this.directives.add(token.source, (offset, message, warning) => {
                    const pos = getErrorPos(token);
                    pos[0] += offset;
                    this.onError(pos, 'BAD_DIRECTIVE', message, warning);
                });
                this.prelude.push(token.source);
                this.atDirectives = true;
                break;
            case 'document': {
                const doc = composeDoc.composeDoc(this.options, this.directives, token, this.onError);
                if (this.atDirectives && !doc.directives.docStart)
                    this.onError(token, 'MISSING_CHAR', 'Missing directives-end/doc-start indicator line');
                this.decorate(doc, false);
                if (this.doc)
                    yield this.doc;
                this.doc = doc;
                this.atDirectives = false;
                break;
            }
            case 'byte-order-mark':
            case 'space':
                break;
            case 'comment':
            case 'newline':
                this.prelude.push(token.source);
                break;
            case 'error': {
                const msg = token.source
                    ? `${token.message}: ${JSON.stringify(token.source)}`
                    : token.message;
                const error = new errors.YAMLParseError(getErrorPos(token), 'UNEXPECTED_TOKEN', msg);
                if (this.atDirectives || !this.doc)
                    this.errors.push(error);
                else
                    this.doc.errors.push(error);
                break;
            }
            case 'doc-end': {
                if (!this.doc) {
                    const msg = 'Unexpected doc-end without preceding document';
                    this.errors.push(new errors.YAMLParseError(getErrorPos(token), 'UNEXPECTED_TOKEN', msg));
                    break;
                }
                this.doc.directives.docEnd = true;
                const end = resolveEnd.resolveEnd(token.end, token.offset + token.source.length, this.doc.options.strict, this.onError);
                this.decorate(this.doc, true);
                if (end.comment) {
                    const dc = this.doc.comment;
                    this.doc.comment = dc ? `${dc}\n${end.comment}` : end.comment;
                }
                this.doc.range[2] = end.offset;
                break;
            }
            default:
                this.errors.push(new errors.YAMLParseError(getErrorPos(token), 'UNEXPECTED_TOKEN', `Unsupported token ${token.type}`));
        }
    }
    /**
     * Call at end of input to yield any remaining document.
     *
     * @param forceDoc - If the stream contains no document, still emit a final document including any comments and directives that would be applied to a subsequent document.
     * @param endOffset - Should be set if `forceDoc` is also set, to set the document range end and to indicate errors correctly.
     */
    *end(forceDoc = false, endOffset = -1) {
        if (this.doc) {
            this.decorate(this.doc, true);
            yield this.doc;
            this.doc = null;
        }
        else if (forceDoc) {
            const opts = Object.assign({ _directives: this.directives }, this.options);
            const doc = new Document.Document(undefined, opts);
            if (this.atDirectives)
                this.onError(endOffset, 'MISSING_CHAR', 'Missing directives-end indicator line');
            doc.range = [0, endOffset, endOffset];
            this.decorate(doc, false);
            yield doc;
        }
    }
}

exports.Composer = Composer;


/***/ }),

/***/ 158:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Pair = __nccwpck_require__(180);
var YAMLMap = __nccwpck_require__(182);
var resolveProps = __nccwpck_require__(164);
var utilContainsNewline = __nccwpck_require__(165);
var utilFlowIndentCheck = __nccwpck_require__(167);
var utilMapIncludes = __nccwpck_require__(168);

const startColMsg = 'All mapping items must start at the same column';
function resolveBlockMap({ composeNode, composeEmptyNode }, ctx, bm, onError, tag) {
    const NodeClass = tag?.nodeClass ?? YAMLMap.YAMLMap;
    const map = new NodeClass(ctx.schema);
    if (ctx.atRoot)
        ctx.atRoot = false;
    let offset = bm.offset;
    let commentEnd = null;
    for (const collItem of bm.items) {
        const { start, key, sep, value } = collItem;
        // key properties
        const keyProps = resolveProps.resolveProps(start, {
            indicator: 'explicit-key-ind',
            next: key ?? sep?.[0],
            offset,
            onError,
            parentIndent: bm.indent,
            startOnNewline: true
        });
        const implicitKey = !keyProps.found;
        if (implicitKey) {
            if (key) {
                if (key.type === 'block-seq')
                    onError(offset, 'BLOCK_AS_IMPLICIT_KEY', 'A block sequence may not be used as an implicit map key');
                else if ('indent' in key && key.indent !== bm.indent)
                    onError(offset, 'BAD_INDENT', startColMsg);
            }
            if (!keyProps.anchor && !keyProps.tag && !sep) {
                commentEnd = keyProps.end;
                if (keyProps.comment) {
                    if (map.comment)
                        map.comment += '\n' + keyProps.comment;
                    else
                        map.comment = keyProps.comment;
                }
                continue;
            }
            if (keyProps.newlineAfterProp || utilContainsNewline.containsNewline(key)) {
                onError(key ?? start[start.length - 1], 'MULTILINE_IMPLICIT_KEY', 'Implicit keys need to be on a single line');
            }
        }
        else if (keyProps.found?.indent !== bm.indent) {
            onError(offset, 'BAD_INDENT', startColMsg);
        }
        // key value
        ctx.atKey = true;
        const keyStart = keyProps.end;
        const keyNode = key
            ? composeNode(ctx, key, keyProps, onError)
            : composeEmptyNode(ctx, keyStart, start, null, keyProps, onError);
        if (ctx.schema.compat)
            utilFlowIndentCheck.flowIndentCheck(bm.indent, key, onError);
        ctx.atKey = false;
        if (utilMapIncludes.mapIncludes(ctx, map.items, keyNode))
            onError(keyStart, 'DUPLICATE_KEY', 'Map keys must be unique');
        // value properties
        const valueProps = resolveProps.resolveProps(sep ?? [], {
            indicator: 'map-value-ind',
            next: value,
            offset: keyNode.range[2],
            onError,
            parentIndent: bm.indent,
            startOnNewline: !key || key.type === 'block-scalar'
        });
        offset = valueProps.end;
        if (valueProps.found) {
            if (implicitKey) {
                if (value?.type === 'block-map' && !valueProps.hasNewline)
                    onError(offset, 'BLOCK_AS_IMPLICIT_KEY', 'Nested mappings are not allowed in compact mappings');
                if (ctx.options.strict &&
                    keyProps.start < valueProps.found.offset - 1024)
                    onError(keyNode.range, 'KEY_OVER_1024_CHARS', 'The : indicator must be at most 1024 chars after the start of an implicit block mapping key');
            }
            // value value
            const valueNode = value
                ? composeNode(ctx, value, valueProps, onError)
                : composeEmptyNode(ctx, offset, sep, null, valueProps, onError);
            if (ctx.schema.compat)
                utilFlowIndentCheck.flowIndentCheck(bm.indent, value, onError);
            offset = valueNode.range[2];
            const pair = new Pair.Pair(keyNode, valueNode);
            if (ctx.options.keepSourceTokens)
                pair.srcToken = collItem;
            map.items.push(pair);
        }
        else {
            // key with no value
            if (implicitKey)
                onError(keyNode.range, 'MISSING_CHAR', 'Implicit map keys need to be followed by map values');
            if (valueProps.comment) {
                if (keyNode.comment)
                    keyNode.comment += '\n' + valueProps.comment;
                else
                    keyNode.comment = valueProps.comment;
            }
            const pair = new Pair.Pair(keyNode);
            if (ctx.options.keepSourceTokens)
                pair.srcToken = collItem;
            map.items.push(pair);
        }
    }
    if (commentEnd && commentEnd < offset)
        onError(commentEnd, 'IMPOSSIBLE', 'Map comment with trailing content');
    map.range = [bm.offset, offset, commentEnd ?? offset];
    return map;
}

exports.resolveBlockMap = resolveBlockMap;


/***/ }),

/***/ 159:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(181);

function resolveBlockScalar(ctx, scalar, onError) {
    const start = scalar.offset;
    const header = parseBlockScalarHeader(scalar, ctx.options.strict, onError);
    if (!header)
        return { value: '', type: null, comment: '', range: [start, start, start] };
    const type = header.mode === '>' ? Scalar.Scalar.BLOCK_FOLDED : Scalar.Scalar.BLOCK_LITERAL;
    const lines = scalar.source ? splitLines(scalar.source) : [];
    // determine the end of content & start of chomping
    let chompStart = lines.length;
    for (let i = lines.length - 1; i >= 0; --i) {
        const content = lines[i][1];
        if (content === '' || content === '\r')
            chompStart = i;
        else
            break;
    }
    // shortcut for empty contents
    if (chompStart === 0) {
        const value = header.chomp === '+' && lines.length > 0
            ? '\n'.repeat(Math.max(1, lines.length - 1))
            : '';
        let end = start + header.length;
        if (scalar.source)
            end += scalar.source.length;
        return { value, type, comment: header.comment, range: [start, end, end] };
    }
    // find the indentation level to trim from start
    let trimIndent = scalar.indent + header.indent;
    let offset = scalar.offset + header.length;
    let contentStart = 0;
    for (let i = 0; i < chompStart; ++i) {
        const [indent, content] = lines[i];
        if (content === '' || content === '\r') {
            if (header.indent === 0 && indent.length > trimIndent)
                trimIndent = indent.length;
        }
        else {
            if (indent.length < trimIndent) {
                const message = 'Block scalars with more-indented leading empty lines must use an explicit indentation indicator';
                onError(offset + indent.length, 'MISSING_CHAR', message);
            }
            if (header.indent === 0)
                trimIndent = indent.length;
            contentStart = i;
            if (trimIndent === 0 && !ctx.atRoot) {
                const message = 'Block scalar values in collections must be indented';
                onError(offset, 'BAD_INDENT', message);
            }
            break;
        }
        offset += indent.length + content.length + 1;
    }
    // include trailing more-indented empty lines in content
    for (let i = lines.length - 1; i >= chompStart; --i) {
        if (lines[i][0].length > trimIndent)
            chompStart = i + 1;
    }
    let value = '';
    let sep = '';
    let prevMoreIndented = false;
    // leading whitespace is kept intact
    for (let i = 0; i < contentStart; ++i)
        value += lines[i][0].slice(trimIndent) + '\n';
    for (let i = contentStart; i < chompStart; ++i) {
        let [indent, content] = lines[i];
        offset += indent.length + content.length + 1;
        const crlf = content[content.length - 1] === '\r';
        if (crlf)
            content = content.slice(0, -1);
        /* istanbul ignore if already caught in lexer */
        if (content && indent.length < trimIndent) {
            const src = header.indent
                ? 'explicit indentation indicator'
                : 'first line';
            const message = `Block scalar lines must not be less indented than their ${src}`;
            onError(offset - content.length - (crlf ? 2 : 1), 'BAD_INDENT', message);
            indent = '';
        }
        if (type === Scalar.Scalar.BLOCK_LITERAL) {
            value += sep + indent.slice(trimIndent) + content;
            sep = '\n';
        }
        else if (indent.length > trimIndent || content[0] === '\t') {
            // more-indented content within a folded block
            if (sep === ' ')
                sep = '\n';
            else if (!prevMoreIndented && sep === '\n')
                sep = '\n\n';
            value += sep + indent.slice(trimIndent) + content;
            sep = '\n';
            prevMoreIndented = true;
        }
        else if (content === '') {
            // empty line
            if (sep === '\n')
                value += '\n';
            else
                sep = '\n';
        }
        else {
            value += sep + content;
            sep = ' ';
            prevMoreIndented = false;
        }
    }
    switch (header.chomp) {
        case '-':
            break;
        case '+':
            for (let i = chompStart; i < lines.length; ++i)
                value += '\n' + lines[i][0].slice(trimIndent);
            if (value[value.length - 1] !== '\n')
                value += '\n';
            break;
        default:
            value += '\n';
    }
    const end = start + header.length + scalar.source.length;
    return { value, type, comment: header.comment, range: [start, end, end] };
}
function parseBlockScalarHeader({ offset, props }, strict, onError) {
    /* istanbul ignore if should not happen */
    if (props[0].type !== 'block-scalar-header') {
        onError(props[0], 'IMPOSSIBLE', 'Block scalar header not found');
        return null;
    }
    const { source } = props[0];
    const mode = source[0];
    let indent = 0;
    let chomp = '';
    let error = -1;
    for (let i = 1; i < source.length; ++i) {
        const ch = source[i];
        if (!chomp && (ch === '-' || ch === '+'))
            chomp = ch;
        else {
            const n = Number(ch);
            if (!indent && n)
                indent = n;
            else if (error === -1)
                error = offset + i;
        }
    }
    if (error !== -1)
        onError(error, 'UNEXPECTED_TOKEN', `Block scalar header includes extra characters: ${source}`);
    let hasSpace = false;
    let comment = '';
    let length = source.length;
    for (let i = 1; i < props.length; ++i) {
        const token = props[i];
        switch (token.type) {
            case 'space':
                hasSpace = true;
            // fallthrough
            case 'newline':
                length += token.source.length;
                break;
            case 'comment':
                if (strict && !hasSpace) {
                    const message = 'Comments must be separated from other tokens by white space characters';
                    onError(token, 'MISSING_CHAR', message);
                }
                length += token.source.length;
                comment = token.source.substring(1);
                break;
            case 'error':
                onError(token, 'UNEXPECTED_TOKEN', token.message);
                length += token.source.length;
                break;
            /* istanbul ignore next should not happen */
            default: {
                const message = `Unexpected token in block scalar header: ${token.type}`;
                onError(token, 'UNEXPECTED_TOKEN', message);
                const ts = token.source;
                if (ts && typeof ts === 'string')
                    length += ts.length;
            }
        }
    }
    return { mode, indent, chomp, comment, length };
}
/** @returns Array of lines split up as `[indent, content]` */
function splitLines(source) {
    const split = source.split(/\n( *)/);
    const first = split[0];
    const m = first.match(/^( *)/);
    const line0 = m?.[1]
        ? [m[1], first.slice(m[1].length)]
        : ['', first];
    const lines = [line0];
    for (let i = 1; i < split.length; i += 2)
        lines.push([split[i], split[i + 1]]);
    return lines;
}

exports.resolveBlockScalar = resolveBlockScalar;


/***/ }),

/***/ 160:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var YAMLSeq = __nccwpck_require__(183);
var resolveProps = __nccwpck_require__(164);
var utilFlowIndentCheck = __nccwpck_require__(167);

function resolveBlockSeq({ composeNode, composeEmptyNode }, ctx, bs, onError, tag) {
    const NodeClass = tag?.nodeClass ?? YAMLSeq.YAMLSeq;
    const seq = new NodeClass(ctx.schema);
    if (ctx.atRoot)
        ctx.atRoot = false;
    if (ctx.atKey)
        ctx.atKey = false;
    let offset = bs.offset;
    let commentEnd = null;
    for (const { start, value } of bs.items) {
        const props = resolveProps.resolveProps(start, {
            indicator: 'seq-item-ind',
            next: value,
            offset,
            onError,
            parentIndent: bs.indent,
            startOnNewline: true
        });
        if (!props.found) {
            if (props.anchor || props.tag || value) {
                if (value?.type === 'block-seq')
                    onError(props.end, 'BAD_INDENT', 'All sequence items must start at the same column');
                else
                    onError(offset, 'MISSING_CHAR', 'Sequence item without - indicator');
            }
            else {
                commentEnd = props.end;
                if (props.comment)
                    seq.comment = props.comment;
                continue;
            }
        }
        const node = value
            ? composeNode(ctx, value, props, onError)
            : composeEmptyNode(ctx, props.end, start, null, props, onError);
        if (ctx.schema.compat)
            utilFlowIndentCheck.flowIndentCheck(bs.indent, value, onError);
        offset = node.range[2];
        seq.items.push(node);
    }
    seq.range = [bs.offset, offset, commentEnd ?? offset];
    return seq;
}

exports.resolveBlockSeq = resolveBlockSeq;


/***/ }),

/***/ 161:
/***/ ((__unused_webpack_module, exports) => {



function resolveEnd(end, offset, reqSpace, onError) {
    let comment = '';
    if (end) {
        let hasSpace = false;
        let sep = '';
        for (const token of end) {
            const { source, type } = token;
            switch (type) {
                case 'space':
                    hasSpace = true;
                    break;
                case 'comment': {
                    if (reqSpace && !hasSpace)
                        onError(token, 'MISSING_CHAR', 'Comments must be separated from other tokens by white space characters');
                    const cb = source.substring(1) || ' ';
                    if (!comment)
                        comment = cb;
                    else
                        comment += sep + cb;
                    sep = '';
                    break;
                }
                case 'newline':
                    if (comment)
                        sep += source;
                    hasSpace = true;
                    break;
                default:
                    onError(token, 'UNEXPECTED_TOKEN', `Unexpected ${type} at node end`);
            }
            offset += source.length;
        }
    }
    return { comment, offset };
}

exports.resolveEnd = resolveEnd;


/***/ }),

/***/ 162:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(185);
var Pair = __nccwpck_require__(180);
var YAMLMap = __nccwpck_require__(182);
var YAMLSeq = __nccwpck_require__(183);
var resolveEnd = __nccwpck_require__(161);
var resolveProps = __nccwpck_require__(164);
var utilContainsNewline = __nccwpck_require__(165);
var utilMapIncludes = __nccwpck_require__(168);

const blockMsg = 'Block collections are not allowed within flow collections';
const isBlock = (token) => token && (token.type === 'block-map' || token.type === 'block-seq');
function resolveFlowCollection({ composeNode, composeEmptyNode }, ctx, fc, onError, tag) {
    const isMap = fc.start.source === '{';
    const fcName = isMap ? 'flow map' : 'flow sequence';
    const NodeClass = (tag?.nodeClass ?? (isMap ? YAMLMap.YAMLMap : YAMLSeq.YAMLSeq));
    const coll = new NodeClass(ctx.schema);
    coll.flow = true;
    const atRoot = ctx.atRoot;
    if (atRoot)
        ctx.atRoot = false;
    if (ctx.atKey)
        ctx.atKey = false;
    let offset = fc.offset + fc.start.source.length;
    for (let i = 0; i < fc.items.length; ++i) {
        const collItem = fc.items[i];
        const { start, key, sep, value } = collItem;
        const props = resolveProps.resolveProps(start, {
            flow: fcName,
            indicator: 'explicit-key-ind',
            next: key ?? sep?.[0],
            offset,
            onError,
            parentIndent: fc.indent,
            startOnNewline: false
        });
        if (!props.found) {
            if (!props.anchor && !props.tag && !sep && !value) {
                if (i === 0 && props.comma)
                    onError(props.comma, 'UNEXPECTED_TOKEN', `Unexpected , in ${fcName}`);
                else if (i < fc.items.length - 1)
                    onError(props.start, 'UNEXPECTED_TOKEN', `Unexpected empty item in ${fcName}`);
                if (props.comment) {
                    if (coll.comment)
                        coll.comment += '\n' + props.comment;
                    else
                        coll.comment = props.comment;
                }
                offset = props.end;
                continue;
            }
            if (!isMap && ctx.options.strict && utilContainsNewline.containsNewline(key))
                onError(key, // checked by containsNewline()
                'MULTILINE_IMPLICIT_KEY', 'Implicit keys of flow sequence pairs need to be on a single line');
        }
        if (i === 0) {
            if (props.comma)
                onError(props.comma, 'UNEXPECTED_TOKEN', `Unexpected , in ${fcName}`);
        }
        else {
            if (!props.comma)
                onError(props.start, 'MISSING_CHAR', `Missing , between ${fcName} items`);
            if (props.comment) {
                let prevItemComment = '';
                loop: for (const st of start) {
                    switch (st.type) {
                        case 'comma':
                        case 'space':
                            break;
                        case 'comment':
                            prevItemComment = st.source.substring(1);
                            break loop;
                        default:
                            break loop;
                    }
                }
                if (prevItemComment) {
                    let prev = coll.items[coll.items.length - 1];
                    if (identity.isPair(prev))
                        prev = prev.value ?? prev.key;
                    if (prev.comment)
                        prev.comment += '\n' + prevItemComment;
                    else
                        prev.comment = prevItemComment;
                    props.comment = props.comment.substring(prevItemComment.length + 1);
                }
            }
        }
        if (!isMap && !sep && !props.found) {
            // item is a value in a seq
            // → key & sep are empty, start does not include ? or :
            const valueNode = value
                ? composeNode(ctx, value, props, onError)
                : composeEmptyNode(ctx, props.end, sep, null, props, onError);
            coll.items.push(valueNode);
            offset = valueNode.range[2];
            if (isBlock(value))
                onError(valueNode.range, 'BLOCK_IN_FLOW', blockMsg);
        }
        else {
            // item is a key+value pair
            // key value
            ctx.atKey = true;
            const keyStart = props.end;
            const keyNode = key
                ? composeNode(ctx, key, props, onError)
                : composeEmptyNode(ctx, keyStart, start, null, props, onError);
            if (isBlock(key))
                onError(keyNode.range, 'BLOCK_IN_FLOW', blockMsg);
            ctx.atKey = false;
            // value properties
            const valueProps = resolveProps.resolveProps(sep ?? [], {
                flow: fcName,
                indicator: 'map-value-ind',
                next: value,
                offset: keyNode.range[2],
                onError,
                parentIndent: fc.indent,
                startOnNewline: false
            });
            if (valueProps.found) {
                if (!isMap && !props.found && ctx.options.strict) {
                    if (sep)
                        for (const st of sep) {
                            if (st === valueProps.found)
                                break;
                            if (st.type === 'newline') {
                                onError(st, 'MULTILINE_IMPLICIT_KEY', 'Implicit keys of flow sequence pairs need to be on a single line');
                                break;
                            }
                        }
                    if (props.start < valueProps.found.offset - 1024)
                        onError(valueProps.found, 'KEY_OVER_1024_CHARS', 'The : indicator must be at most 1024 chars after the start of an implicit flow sequence key');
                }
            }
            else if (value) {
                if ('source' in value && value.source?.[0] === ':')
                    onError(value, 'MISSING_CHAR', `Missing space after : in ${fcName}`);
                else
                    onError(valueProps.start, 'MISSING_CHAR', `Missing , or : between ${fcName} items`);
            }
            // value value
            const valueNode = value
                ? composeNode(ctx, value, valueProps, onError)
                : valueProps.found
                    ? composeEmptyNode(ctx, valueProps.end, sep, null, valueProps, onError)
                    : null;
            if (valueNode) {
                if (isBlock(value))
                    onError(valueNode.range, 'BLOCK_IN_FLOW', blockMsg);
            }
            else if (valueProps.comment) {
                if (keyNode.comment)
                    keyNode.comment += '\n' + valueProps.comment;
                else
                    keyNode.comment = valueProps.comment;
            }
            const pair = new Pair.Pair(keyNode, valueNode);
            if (ctx.options.keepSourceTokens)
                pair.srcToken = collItem;
            if (isMap) {
                const map = coll;
                if (utilMapIncludes.mapIncludes(ctx, map.items, keyNode))
                    onError(keyStart, 'DUPLICATE_KEY', 'Map keys must be unique');
                map.items.push(pair);
            }
            else {
                const map = new YAMLMap.YAMLMap(ctx.schema);
                map.flow = true;
                map.items.push(pair);
                const endRange = (valueNode ?? keyNode).range;
                map.range = [keyNode.range[0], endRange[1], endRange[2]];
                coll.items.push(map);
            }
            offset = valueNode ? valueNode.range[2] : valueProps.end;
        }
    }
    const expectedEnd = isMap ? '}' : ']';
    const [ce, ...ee] = fc.end;
    let cePos = offset;
    if (ce?.source === expectedEnd)
        cePos = ce.offset + ce.source.length;
    else {
        const name = fcName[0].toUpperCase() + fcName.substring(1);
        const msg = atRoot
            ? `${name} must end with a ${expectedEnd}`
            : `${name} in block collection must be sufficiently indented and end with a ${expectedEnd}`;
        onError(offset, atRoot ? 'MISSING_CHAR' : 'BAD_INDENT', msg);
        if (ce && ce.source.length !== 1)
            ee.unshift(ce);
    }
    if (ee.length > 0) {
        const end = resolveEnd.resolveEnd(ee, cePos, ctx.options.strict, onError);
        if (end.comment) {
            if (coll.comment)
                coll.comment += '\n' + end.comment;
            else
                coll.comment = end.comment;
        }
        coll.range = [fc.offset, cePos, end.offset];
    }
    else {
        coll.range = [fc.offset, cePos, cePos];
    }
    return coll;
}

exports.resolveFlowCollection = resolveFlowCollection;


/***/ }),

/***/ 163:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(181);
var resolveEnd = __nccwpck_require__(161);

function resolveFlowScalar(scalar, strict, onError) {
    const { offset, type, source, end } = scalar;
    let _type;
    let value;
    const _onError = (rel, code, msg) => onError(offset + rel, code, msg);
    switch (type) {
        case 'scalar':
            _type = Scalar.Scalar.PLAIN;
            value = plainValue(source, _onError);
            break;
        case 'single-quoted-scalar':
            _type = Scalar.Scalar.QUOTE_SINGLE;
            value = singleQuotedValue(source, _onError);
            break;
        case 'double-quoted-scalar':
            _type = Scalar.Scalar.QUOTE_DOUBLE;
            value = doubleQuotedValue(source, _onError);
            break;
        /* istanbul ignore next should not happen */
        default:
            onError(scalar, 'UNEXPECTED_TOKEN', `Expected a flow scalar value, but found: ${type}`);
            return {
                value: '',
                type: null,
                comment: '',
                range: [offset, offset + source.length, offset + source.length]
            };
    }
    const valueEnd = offset + source.length;
    const re = resolveEnd.resolveEnd(end, valueEnd, strict, onError);
    return {
        value,
        type: _type,
        comment: re.comment,
        range: [offset, valueEnd, re.offset]
    };
}
function plainValue(source, onError) {
    let badChar = '';
    switch (source[0]) {
        /* istanbul ignore next should not happen */
        case '\t':
            badChar = 'a tab character';
            break;
        case ',':
            badChar = 'flow indicator character ,';
            break;
        case '%':
            badChar = 'directive indicator character %';
            break;
        case '|':
        case '>': {
            badChar = `block scalar indicator ${source[0]}`;
            break;
        }
        case '@':
        case '`': {
            badChar = `reserved character ${source[0]}`;
            break;
        }
    }
    if (badChar)
        onError(0, 'BAD_SCALAR_START', `Plain value cannot start with ${badChar}`);
    return unfoldLines(source);
}
function singleQuotedValue(source, onError) {
    if (source[source.length - 1] !== "'" || source.length === 1)
        onError(source.length, 'MISSING_CHAR', "Missing closing 'quote");
    return unfoldLines(source.slice(1, -1)).replace(/''/g, "'");
}
function unfoldLines(source) {
    const line = /(.*?)\r?\n/sy;
    let match = line.exec(source);
    if (!match)
        return source;
    /**
     * The negative lookbehinds in these RegExps are to
     * prevent causing a polynomial search time in certain cases.
     *
     * The try-catch is for Safari < 16.4 and other old browsers:
     * https://caniuse.com/js-regexp-lookbehind
     */
    let trimEnd, trimBoth;
    try {
        trimEnd = new RegExp('(?<![ \t])[ \t]+$');
        trimBoth = new RegExp('^[ \t]+|(?<![ \t])[ \t]+$', 'g');
    }
    catch {
        trimEnd = /[ \t]+$/;
        trimBoth = /^[ \t]+|[ \t]+$/g;
    }
    let res = match[1].replace(trimEnd, '');
    let sep = ' ';
    let pos = line.lastIndex;
    while ((match = line.exec(source))) {
        const lm = match[1].replace(trimBoth, '');
        if (lm === '') {
            if (sep === '\n')
                res += sep;
            else
                sep = '\n';
        }
        else {
            res += sep + lm;
            sep = ' ';
        }
        pos = line.lastIndex;
    }
    const last = /[ \t]*(.*)/sy;
    last.lastIndex = pos;
    match = last.exec(source);
    return res + sep + (match?.[1] ?? '');
}
function doubleQuotedValue(source, onError) {
    let res = '';
    for (let i = 1; i < source.length - 1; ++i) {
        const ch = source[i];
        if (ch === '\r' && source[i + 1] === '\n')
            continue;
        if (ch === '\n') {
            const { fold, offset } = foldNewline(source, i);
            res += fold;
            i = offset;
        }
        else if (ch === '\\') {
            let next = source[++i];
            const cc = escapeCodes[next];
            if (cc)
                res += cc;
            else if (next === '\n') {
                // skip escaped newlines, but still trim the following line
                next = source[i + 1];
                while (next === ' ' || next === '\t')
                    next = source[++i + 1];
            }
            else if (next === '\r' && source[i + 1] === '\n') {
                // skip escaped CRLF newlines, but still trim the following line
                next = source[++i + 1];
                while (next === ' ' || next === '\t')
                    next = source[++i + 1];
            }
            else if (next === 'x' || next === 'u' || next === 'U') {
                const length = next === 'x' ? 2 : next === 'u' ? 4 : 8;
                res += parseCharCode(source, i + 1, length, onError);
                i += length;
            }
            else {
                const raw = source.substr(i - 1, 2);
                onError(i - 1, 'BAD_DQ_ESCAPE', `Invalid escape sequence ${raw}`);
                res += raw;
            }
        }
        else if (ch === ' ' || ch === '\t') {
            // trim trailing whitespace
            const wsStart = i;
            let next = source[i + 1];
            while (next === ' ' || next === '\t')
                next = source[++i + 1];
            if (next !== '\n' && !(next === '\r' && source[i + 2] === '\n'))
                res += i > wsStart ? source.slice(wsStart, i + 1) : ch;
        }
        else {
            res += ch;
        }
    }
    if (source[source.length - 1] !== '"' || source.length === 1)
        onError(source.length, 'MISSING_CHAR', 'Missing closing "quote');
    return res;
}
/**
 * Fold a single newline into a space, multiple newlines to N - 1 newlines.
 * Presumes `source[offset] === '\n'`
 */
function foldNewline(source, offset) {
    let fold = '';
    let ch = source[offset + 1];
    while (ch === ' ' || ch === '\t' || ch === '\n' || ch === '\r') {
        if (ch === '\r' && source[offset + 2] !== '\n')
            break;
        if (ch === '\n')
            fold += '\n';
        offset += 1;
        ch = source[offset + 1];
    }
    if (!fold)
        fold = ' ';
    return { fold, offset };
}
const escapeCodes = {
    '0': '\0', // null character
    a: '\x07', // bell character
    b: '\b', // backspace
    e: '\x1b', // escape character
    f: '\f', // form feed
    n: '\n', // line feed
    r: '\r', // carriage return
    t: '\t', // horizontal tab
    v: '\v', // vertical tab
    N: '\u0085', // Unicode next line
    _: '\u00a0', // Unicode non-breaking space
    L: '\u2028', // Unicode line separator
    P: '\u2029', // Unicode paragraph separator
    ' ': ' ',
    '"': '"',
    '/': '/',
    '\\': '\\',
    '\t': '\t'
};
function parseCharCode(source, offset, length, onError) {
    const cc = source.substr(offset, length);
    const ok = cc.length === length && /^[0-9a-fA-F]+$/.test(cc);
    const code = ok ? parseInt(cc, 16) : NaN;
    try {
        return String.fromCodePoint(code);
    }
    catch {
        const raw = source.substr(offset - 2, length + 2);
        onError(offset - 2, 'BAD_DQ_ESCAPE', `Invalid escape sequence ${raw}`);
        return raw;
    }
}

exports.resolveFlowScalar = resolveFlowScalar;


/***/ }),

/***/ 164:
/***/ ((__unused_webpack_module, exports) => {



function resolveProps(tokens, { flow, indicator, next, offset, onError, parentIndent, startOnNewline }) {
    let spaceBefore = false;
    let atNewline = startOnNewline;
    let hasSpace = startOnNewline;
    let comment = '';
    let commentSep = '';
    let hasNewline = false;
    let reqSpace = false;
    let tab = null;
    let anchor = null;
    let tag = null;
    let newlineAfterProp = null;
    let comma = null;
    let found = null;
    let start = null;
    for (const token of tokens) {
        if (reqSpace) {
            if (token.type !== 'space' &&
                token.type !== 'newline' &&
                token.type !== 'comma')
                onError(token.offset, 'MISSING_CHAR', 'Tags and anchors must be separated from the next token by white space');
            reqSpace = false;
        }
        if (tab) {
            if (atNewline && token.type !== 'comment' && token.type !== 'newline') {
                onError(tab, 'TAB_AS_INDENT', 'Tabs are not allowed as indentation');
            }
            tab = null;
        }
        switch (token.type) {
            case 'space':
                // At the doc level, tabs at line start may be parsed
                // as leading white space rather than indentation.
                // In a flow collection, only the parser handles indent.
                if (!flow &&
                    (indicator !== 'doc-start' || next?.type !== 'flow-collection') &&
                    token.source.includes('\t')) {
                    tab = token;
                }
                hasSpace = true;
                break;
            case 'comment': {
                if (!hasSpace)
                    onError(token, 'MISSING_CHAR', 'Comments must be separated from other tokens by white space characters');
                const cb = token.source.substring(1) || ' ';
                if (!comment)
                    comment = cb;
                else
                    comment += commentSep + cb;
                commentSep = '';
                atNewline = false;
                break;
            }
            case 'newline':
                if (atNewline) {
                    if (comment)
                        comment += token.source;
                    else if (!found || indicator !== 'seq-item-ind')
                        spaceBefore = true;
                }
                else
                    commentSep += token.source;
                atNewline = true;
                hasNewline = true;
                if (anchor || tag)
                    newlineAfterProp = token;
                hasSpace = true;
                break;
            case 'anchor':
                if (anchor)
                    onError(token, 'MULTIPLE_ANCHORS', 'A node can have at most one anchor');
                if (token.source.endsWith(':'))
                    onError(token.offset + token.source.length - 1, 'BAD_ALIAS', 'Anchor ending in : is ambiguous', true);
                anchor = token;
                start ?? (start = token.offset);
                atNewline = false;
                hasSpace = false;
                reqSpace = true;
                break;
            case 'tag': {
                if (tag)
                    onError(token, 'MULTIPLE_TAGS', 'A node can have at most one tag');
                tag = token;
                start ?? (start = token.offset);
                atNewline = false;
                hasSpace = false;
                reqSpace = true;
                break;
            }
            case indicator:
                // Could here handle preceding comments differently
                if (anchor || tag)
                    onError(token, 'BAD_PROP_ORDER', `Anchors and tags must be after the ${token.source} indicator`);
                if (found)
                    onError(token, 'UNEXPECTED_TOKEN', `Unexpected ${token.source} in ${flow ?? 'collection'}`);
                found = token;
                atNewline =
                    indicator === 'seq-item-ind' || indicator === 'explicit-key-ind';
                hasSpace = false;
                break;
            case 'comma':
                if (flow) {
                    if (comma)
                        onError(token, 'UNEXPECTED_TOKEN', `Unexpected , in ${flow}`);
                    comma = token;
                    atNewline = false;
                    hasSpace = false;
                    break;
                }
            // else fallthrough
            default:
                onError(token, 'UNEXPECTED_TOKEN', `Unexpected ${token.type} token`);
                atNewline = false;
                hasSpace = false;
        }
    }
    const last = tokens[tokens.length - 1];
    const end = last ? last.offset + last.source.length : offset;
    if (reqSpace &&
        next &&
        next.type !== 'space' &&
        next.type !== 'newline' &&
        next.type !== 'comma' &&
        (next.type !== 'scalar' || next.source !== '')) {
        onError(next.offset, 'MISSING_CHAR', 'Tags and anchors must be separated from the next token by white space');
    }
    if (tab &&
        ((atNewline && tab.indent <= parentIndent) ||
            next?.type === 'block-map' ||
            next?.type === 'block-seq'))
        onError(tab, 'TAB_AS_INDENT', 'Tabs are not allowed as indentation');
    return {
        comma,
        found,
        spaceBefore,
        comment,
        hasNewline,
        anchor,
        tag,
        newlineAfterProp,
        end,
        start: start ?? end
    };
}

exports.resolveProps = resolveProps;


/***/ }),

/***/ 165:
/***/ ((__unused_webpack_module, exports) => {



function containsNewline(key) {
    if (!key)
        return null;
    switch (key.type) {
        case 'alias':
        case 'scalar':
        case 'double-quoted-scalar':
        case 'single-quoted-scalar':
            if (key.source.includes('\n'))
                return true;
            if (key.end)
                for (const st of key.end)
                    if (st.type === 'newline')
                        return true;
            return false;
        case 'flow-collection':
            for (const it of key.items) {
                for (const st of it.start)
                    if (st.type === 'newline')
                        return true;
                if (it.sep)
                    for (const st of it.sep)
                        if (st.type === 'newline')
                            return true;
                if (containsNewline(it.key) || containsNewline(it.value))
                    return true;
            }
            return false;
        default:
            return true;
    }
}

exports.containsNewline = containsNewline;


/***/ }),

/***/ 166:
/***/ ((__unused_webpack_module, exports) => {



function emptyScalarPosition(offset, before, pos) {
    if (before) {
        pos ?? (pos = before.length);
        for (let i = pos - 1; i >= 0; --i) {
            let st = before[i];
            switch (st.type) {
                case 'space':
                case 'comment':
                case 'newline':
                    offset -= st.source.length;
                    continue;
            }
            // Technically, an empty scalar is immediately after the last non-empty
            // node, but it's more useful to place it after any whitespace.
            st = before[++i];
            while (st?.type === 'space') {
                offset += st.source.length;
                st = before[++i];
            }
            break;
        }
    }
    return offset;
}

exports.emptyScalarPosition = emptyScalarPosition;


/***/ }),

/***/ 167:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var utilContainsNewline = __nccwpck_require__(165);

function flowIndentCheck(indent, fc, onError) {
    if (fc?.type === 'flow-collection') {
        const end = fc.end[0];
        if (end.indent === indent &&
            (end.source === ']' || end.source === '}') &&
            utilContainsNewline.containsNewline(fc)) {
            const msg = 'Flow end indicator should be more indented than parent';
            onError(end, 'BAD_INDENT', msg, true);
        }
    }
}

exports.flowIndentCheck = flowIndentCheck;


/***/ }),

/***/ 168:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(185);

function mapIncludes(ctx, items, search) {
    const { uniqueKeys } = ctx.options;
    if (uniqueKeys === false)
        return false;
    const isEqual = typeof uniqueKeys === 'function'
        ? uniqueKeys
        : (a, b) => a === b || (identity.isScalar(a) && identity.isScalar(b) && a.value === b.value);
    return items.some(pair => isEqual(pair.key, search));
}

exports.mapIncludes = mapIncludes;


/***/ }),

/***/ 169:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Alias = __nccwpck_require__(177);
var Collection = __nccwpck_require__(178);
var identity = __nccwpck_require__(185);
var Pair = __nccwpck_require__(180);
var toJS = __nccwpck_require__(186);
var Schema = __nccwpck_require__(195);
var stringifyDocument = __nccwpck_require__(220);
var anchors = __nccwpck_require__(170);
var applyReviver = __nccwpck_require__(171);
var createNode = __nccwpck_require__(172);
var directives = __nccwpck_require__(173);

class Document {
    constructor(value, replacer, options) {
        /** A comment before this Document */
        this.commentBefore = null;
        /** A comment immediately after this Document */
        this.comment = null;
        /** Errors encountered during parsing. */
        this.errors = [];
        /** Warnings encountered during parsing. */
        this.warnings = [];
        Object.defineProperty(this, identity.NODE_TYPE, { value: identity.DOC });
        let _replacer = null;
        if (typeof replacer === 'function' || Array.isArray(replacer)) {
            _replacer = replacer;
        }
        else if (options === undefined && replacer) {
            options = replacer;
            replacer = undefined;
        }
        const opt = Object.assign({
            intAsBigInt: false,
            keepSourceTokens: false,
            logLevel: 'warn',
            prettyErrors: true,
            strict: true,
            stringKeys: false,
            uniqueKeys: true,
            version: '1.2'
        }, options);
        this.options = opt;
        let { version } = opt;
        if (options?._directives) {
            this.directives = options._directives.atDocument();
            if (this.directives.yaml.explicit)
                version = this.directives.yaml.version;
        }
        else
            this.directives = new directives.Directives({ version });
        this.setSchema(version, options);
        // @ts-expect-error We can't really know that this matches Contents.
        this.contents =
            value === undefined ? null : this.createNode(value, _replacer, options);
    }
    /**
     * Create a deep copy of this Document and its contents.
     *
     * Custom Node values that inherit from `Object` still refer to their original instances.
     */
    clone() {
        const copy = Object.create(Document.prototype, {
            [identity.NODE_TYPE]: { value: identity.DOC }
        });
        copy.commentBefore = this.commentBefore;
        copy.comment = this.comment;
        copy.errors = this.errors.slice();
        copy.warnings = this.warnings.slice();
        copy.options = Object.assign({}, this.options);
        if (this.directives)
            copy.directives = this.directives.clone();
        copy.schema = this.schema.clone();
        // @ts-expect-error We can't really know that this matches Contents.
        copy.contents = identity.isNode(this.contents)
            ? this.contents.clone(copy.schema)
            : this.contents;
        if (this.range)
            copy.range = this.range.slice();
        return copy;
    }
    /** Adds a value to the document. */
    add(value) {
        if (assertCollection(this.contents))
            this.contents.add(value);
    }
    /** Adds a value to the document. */
    addIn(path, value) {
        if (assertCollection(this.contents))
            this.contents.addIn(path, value);
    }
    /**
     * Create a new `Alias` node, ensuring that the target `node` has the required anchor.
     *
     * If `node` already has an anchor, `name` is ignored.
     * Otherwise, the `node.anchor` value will be set to `name`,
     * or if an anchor with that name is already present in the document,
     * `name` will be used as a prefix for a new unique anchor.
     * If `name` is undefined, the generated anchor will use 'a' as a prefix.
     */
    createAlias(node, name) {
        if (!node.anchor) {
            const prev = anchors.anchorNames(this);
            node.anchor =
                // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
                !name || prev.has(name) ? anchors.findNewAnchor(name || 'a', prev) : name;
        }
        return new Alias.Alias(node.anchor);
    }
    createNode(value, replacer, options) {
        let _replacer = undefined;
        if (typeof replacer === 'function') {
            value = replacer.call({ '': value }, '', value);
            _replacer = replacer;
        }
        else if (Array.isArray(replacer)) {
            const keyToStr = (v) => typeof v === 'number' || v instanceof String || v instanceof Number;
            const asStr = replacer.filter(keyToStr).map(String);
            if (asStr.length > 0)
                replacer = replacer.concat(asStr);
            _replacer = replacer;
        }
        else if (options === undefined && replacer) {
            options = replacer;
            replacer = undefined;
        }
        const { aliasDuplicateObjects, anchorPrefix, flow, keepUndefined, onTagObj, tag } = options ?? {};
        const { onAnchor, setAnchors, sourceObjects } = anchors.createNodeAnchors(this, 
        // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
        anchorPrefix || 'a');
        const ctx = {
            aliasDuplicateObjects: aliasDuplicateObjects ?? true,
            keepUndefined: keepUndefined ?? false,
            onAnchor,
            onTagObj,
            replacer: _replacer,
            schema: this.schema,
            sourceObjects
        };
        const node = createNode.createNode(value, tag, ctx);
        if (flow && identity.isCollection(node))
            node.flow = true;
        setAnchors();
        return node;
    }
    /**
     * Convert a key and a value into a `Pair` using the current schema,
     * recursively wrapping all values as `Scalar` or `Collection` nodes.
     */
    createPair(key, value, options = {}) {
        const k = this.createNode(key, null, options);
        const v = this.createNode(value, null, options);
        return new Pair.Pair(k, v);
    }
    /**
     * Removes a value from the document.
     * @returns `true` if the item was found and removed.
     */
    delete(key) {
        return assertCollection(this.contents) ? this.contents.delete(key) : false;
    }
    /**
     * Removes a value from the document.
     * @returns `true` if the item was found and removed.
     */
    deleteIn(path) {
        if (Collection.isEmptyPath(path)) {
            if (this.contents == null)
                return false;
            // @ts-expect-error Presumed impossible if Strict extends false
            this.contents = null;
            return true;
        }
        return assertCollection(this.contents)
            ? this.contents.deleteIn(path)
            : false;
    }
    /**
     * Returns item at `key`, or `undefined` if not found. By default unwraps
     * scalar values from their surrounding node; to disable set `keepScalar` to
     * `true` (collections are always returned intact).
     */
    get(key, keepScalar) {
        return identity.isCollection(this.contents)
            ? this.contents.get(key, keepScalar)
            : undefined;
    }
    /**
     * Returns item at `path`, or `undefined` if not found. By default unwraps
     * scalar values from their surrounding node; to disable set `keepScalar` to
     * `true` (collections are always returned intact).
     */
    getIn(path, keepScalar) {
        if (Collection.isEmptyPath(path))
            return !keepScalar && identity.isScalar(this.contents)
                ? this.contents.value
                : this.contents;
        return identity.isCollection(this.contents)
            ? this.contents.getIn(path, keepScalar)
            : undefined;
    }
    /**
     * Checks if the document includes a value with the key `key`.
     */
    has(key) {
        return identity.isCollection(this.contents) ? this.contents.has(key) : false;
    }
    /**
     * Checks if the document includes a value at `path`.
     */
    hasIn(path) {
        if (Collection.isEmptyPath(path))
            return this.contents !== undefined;
        return identity.isCollection(this.contents) ? this.contents.hasIn(path) : false;
    }
    /**
     * Sets a value in this document. For `!!set`, `value` needs to be a
     * boolean to add/remove the item from the set.
     */
    set(key, value) {
        if (this.contents == null) {
            // @ts-expect-error We can't really know that this matches Contents.
            this.contents = Collection.collectionFromPath(this.schema, [key], value);
        }
        else if (assertCollection(this.contents)) {
            this.contents.set(key, value);
        }
    }
    /**
     * Sets a value in this document. For `!!set`, `value` needs to be a
     * boolean to add/remove the item from the set.
     */
    setIn(path, value) {
        if (Collection.isEmptyPath(path)) {
            // @ts-expect-error We can't really know that this matches Contents.
            this.contents = value;
        }
        else if (this.contents == null) {
            // @ts-expect-error We can't really know that this matches Contents.
            this.contents = Collection.collectionFromPath(this.schema, Array.from(path), value);
        }
        else if (assertCollection(this.contents)) {
            this.contents.setIn(path, value);
        }
    }
    /**
     * Change the YAML version and schema used by the document.
     * A `null` version disables support for directives, explicit tags, anchors, and aliases.
     * It also requires the `schema` option to be given as a `Schema` instance value.
     *
     * Overrides all previously set schema options.
     */
    setSchema(version, options = {}) {
        if (typeof version === 'number')
            version = String(version);
        let opt;
        switch (version) {
            case '1.1':
                if (this.directives)
                    this.directives.yaml.version = '1.1';
                else
                    this.directives = new directives.Directives({ version: '1.1' });
                opt = { resolveKnownTags: false, schema: 'yaml-1.1' };
                break;
            case '1.2':
            case 'next':
                if (this.directives)
                    this.directives.yaml.version = version;
                else
                    this.directives = new directives.Directives({ version });
                opt = { resolveKnownTags: true, schema: 'core' };
                break;
            case null:
                if (this.directives)
                    delete this.directives;
                opt = null;
                break;
            default: {
                const sv = JSON.stringify(version);
                throw new Error(`Expected '1.1', '1.2' or null as first argument, but found: ${sv}`);
            }
        }
        // Not using `instanceof Schema` to allow for duck typing
        if (options.schema instanceof Object)
            this.schema = options.schema;
        else if (opt)
            this.schema = new Schema.Schema(Object.assign(opt, options));
        else
            throw new Error(`With a null YAML version, the { schema: Schema } option is required`);
    }
    // json & jsonArg are only used from toJSON()
    toJS({ json, jsonArg, mapAsMap, maxAliasCount, onAnchor, reviver } = {}) {
        const ctx = {
            anchors: new Map(),
            doc: this,
            keep: !json,
            mapAsMap: mapAsMap === true,
            mapKeyWarned: false,
            maxAliasCount: typeof maxAliasCount === 'number' ? maxAliasCount : 100
        };
        const res = toJS.toJS(this.contents, jsonArg ?? '', ctx);
        if (typeof onAnchor === 'function')
            for (const { count, res } of ctx.anchors.values())
                onAnchor(res, count);
        return typeof reviver === 'function'
            ? applyReviver.applyReviver(reviver, { '': res }, '', res)
            : res;
    }
    /**
     * A JSON representation of the document `contents`.
     *
     * @param jsonArg Used by `JSON.stringify` to indicate the array index or
     *   property name.
     */
    toJSON(jsonArg, onAnchor) {
        return this.toJS({ json: true, jsonArg, mapAsMap: false, onAnchor });
    }
    /** A YAML representation of the document. */
    toString(options = {}) {
        if (this.errors.length > 0)
            throw new Error('Document with errors cannot be stringified');
        if ('indent' in options &&
            (!Number.isInteger(options.indent) || Number(options.indent) <= 0)) {
            const s = JSON.stringify(options.indent);
            throw new Error(`"indent" option must be a positive integer, not ${s}`);
        }
        return stringifyDocument.stringifyDocument(this, options);
    }
}
function assertCollection(contents) {
    if (identity.isCollection(contents))
        return true;
    throw new Error('Expected a YAML collection as document contents');
}

exports.Document = Document;


/***/ }),

/***/ 170:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(185);
var visit = __nccwpck_require__(224);

/**
 * Verify that the input string is a valid anchor.
 *
 * Will throw on errors.
 */
function anchorIsValid(anchor) {
    if (/[\x00-\x19\s,[\]{}]/.test(anchor)) {
        const sa = JSON.stringify(anchor);
        const msg = `Anchor must not contain whitespace or control characters: ${sa}`;
        throw new Error(msg);
    }
    return true;
}
function anchorNames(root) {
    const anchors = new Set();
    visit.visit(root, {
        Value(_key, node) {
            if (node.anchor)
                anchors.add(node.anchor);
        }
    });
    return anchors;
}
/** Find a new anchor name with the given `prefix` and a one-indexed suffix. */
function findNewAnchor(prefix, exclude) {
    for (let i = 1; true; ++i) {
        const name = `${prefix}${i}`;
        if (!exclude.has(name))
            return name;
    }
}
function createNodeAnchors(doc, prefix) {
    const aliasObjects = [];
    const sourceObjects = new Map();
    let prevAnchors = null;
    return {
        onAnchor: (source) => {
            aliasObjects.push(source);
            prevAnchors ?? (prevAnchors = anchorNames(doc));
            const anchor = findNewAnchor(prefix, prevAnchors);
            prevAnchors.add(anchor);
            return anchor;
        },
        /**
         * With circular references, the source node is only resolved after all
         * of its child nodes are. This is why anchors are set only after all of
         * the nodes have been created.
         */
        setAnchors: () => {
            for (const source of aliasObjects) {
                const ref = sourceObjects.get(source);
                if (typeof ref === 'object' &&
                    ref.anchor &&
                    (identity.isScalar(ref.node) || identity.isCollection(ref.node))) {
                    ref.node.anchor = ref.anchor;
                }
                else {
                    const error = new Error('Failed to resolve repeated object (this should not happen)');
                    error.source = source;
                    throw error;
                }
            }
        },
        sourceObjects
    };
}

exports.anchorIsValid = anchorIsValid;
exports.anchorNames = anchorNames;
exports.createNodeAnchors = createNodeAnchors;
exports.findNewAnchor = findNewAnchor;


/***/ }),

/***/ 171:
/***/ ((__unused_webpack_module, exports) => {



/**
 * Applies the JSON.parse reviver algorithm as defined in the ECMA-262 spec,
 * in section 24.5.1.1 "Runtime Semantics: InternalizeJSONProperty" of the
 * 2021 edition: https://tc39.es/ecma262/#sec-json.parse
 *
 * Includes extensions for handling Map and Set objects.
 */
function applyReviver(reviver, obj, key, val) {
    if (val && typeof val === 'object') {
        if (Array.isArray(val)) {
            for (let i = 0, len = val.length; i < len; ++i) {
                const v0 = val[i];
                const v1 = applyReviver(reviver, val, String(i), v0);
                // eslint-disable-next-line @typescript-eslint/no-array-delete
                if (v1 === undefined)
                    delete val[i];
                else if (v1 !== v0)
                    val[i] = v1;
            }
        }
        else if (val instanceof Map) {
            for (const k of Array.from(val.keys())) {
                const v0 = val.get(k);
                const v1 = applyReviver(reviver, val, k, v0);
                if (v1 === undefined)
                    val.delete(k);
                else if (v1 !== v0)
                    val.set(k, v1);
            }
        }
        else if (val instanceof Set) {
            for (const v0 of Array.from(val)) {
                const v1 = applyReviver(reviver, val, v0, v0);
                if (v1 === undefined)
                    val.delete(v0);
                else if (v1 !== v0) {
                    val.delete(v0);
                    val.add(v1);
                }
            }
        }
        else {
            for (const [k, v0] of Object.entries(val)) {
                const v1 = applyReviver(reviver, val, k, v0);
                if (v1 === undefined)
                    delete val[k];
                else if (v1 !== v0)
                    val[k] = v1;
            }
        }
    }
    return reviver.call(obj, key, val);
}

exports.applyReviver = applyReviver;


/***/ }),

/***/ 172:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Alias = __nccwpck_require__(177);
var identity = __nccwpck_require__(185);
var Scalar = __nccwpck_require__(181);

const defaultTagPrefix = 'tag:yaml.org,2002:';
function findTagObject(value, tagName, tags) {
    if (tagName) {
        const match = tags.filter(t => t.tag === tagName);
        const tagObj = match.find(t => !t.format) ?? match[0];
        if (!tagObj)
            throw new Error(`Tag ${tagName} not found`);
        return tagObj;
    }
    return tags.find(t => t.identify?.(value) && !t.format);
}
function createNode(value, tagName, ctx) {
    if (identity.isDocument(value))
        value = value.contents;
    if (identity.isNode(value))
        return value;
    if (identity.isPair(value)) {
        const map = ctx.schema[identity.MAP].createNode?.(ctx.schema, null, ctx);
        map.items.push(value);
        return map;
    }
    if (value instanceof String ||
        value instanceof Number ||
        value instanceof Boolean ||
        (typeof BigInt !== 'undefined' && value instanceof BigInt) // not supported everywhere
    ) {
        // https://tc39.es/ecma262/#sec-serializejsonproperty
        value = value.valueOf();
    }
    const { aliasDuplicateObjects, onAnchor, onTagObj, schema, sourceObjects } = ctx;
    // Detect duplicate references to the same object & use Alias nodes for all
    // after first. The `ref` wrapper allows for circular references to resolve.
    let ref = undefined;
    if (aliasDuplicateObjects && value && typeof value === 'object') {
        ref = sourceObjects.get(value);
        if (ref) {
            ref.anchor ?? (ref.anchor = onAnchor(value));
            return new Alias.Alias(ref.anchor);
        }
        else {
            ref = { anchor: null, node: null };
            sourceObjects.set(value, ref);
        }
    }
    if (tagName?.startsWith('!!'))
        tagName = defaultTagPrefix + tagName.slice(2);
    let tagObj = findTagObject(value, tagName, schema.tags);
    if (!tagObj) {
        if (value && typeof value.toJSON === 'function') {
            // eslint-disable-next-line @typescript-eslint/no-unsafe-call
            value = value.toJSON();
        }
        if (!value || typeof value !== 'object') {
            const node = new Scalar.Scalar(value);
            if (ref)
                ref.node = node;
            return node;
        }
        tagObj =
            value instanceof Map
                ? schema[identity.MAP]
                : Symbol.iterator in Object(value)
                    ? schema[identity.SEQ]
                    : schema[identity.MAP];
    }
    if (onTagObj) {
        onTagObj(tagObj);
        delete ctx.onTagObj;
    }
    const node = tagObj?.createNode
        ? tagObj.createNode(ctx.schema, value, ctx)
        : typeof tagObj?.nodeClass?.from === 'function'
            ? tagObj.nodeClass.from(ctx.schema, value, ctx)
            : new Scalar.Scalar(value);
    if (tagName)
        node.tag = tagName;
    else if (!tagObj.default)
        node.tag = tagObj.tag;
    if (ref)
        ref.node = node;
    return node;
}

exports.createNode = createNode;


/***/ }),

/***/ 173:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(185);
var visit = __nccwpck_require__(224);

const escapeChars = {
    '!': '%21',
    ',': '%2C',
    '[': '%5B',
    ']': '%5D',
    '{': '%7B',
    '}': '%7D'
};
const escapeTagName = (tn) => tn.replace(/[!,[\]{}]/g, ch => escapeChars[ch]);
class Directives {
    constructor(yaml, tags) {
        /**
         * The directives-end/doc-start marker `---`. If `null`, a marker may still be
         * included in the document's stringified representation.
         */
        this.docStart = null;
        /** The doc-end marker `...`.  */
        this.docEnd = false;
        this.yaml = Object.assign({}, Directives.defaultYaml, yaml);
        this.tags = Object.assign({}, Directives.defaultTags, tags);
    }
    clone() {
        const copy = new Directives(this.yaml, this.tags);
        copy.docStart = this.docStart;
        return copy;
    }
    /**
     * During parsing, get a Directives instance for the current document and
     * update the stream state according to the current version's spec.
     */
    atDocument() {
        const res = new Directives(this.yaml, this.tags);
        switch (this.yaml.version) {
            case '1.1':
                this.atNextDocument = true;
                break;
            case '1.2':
                this.atNextDocument = false;
                this.yaml = {
                    explicit: Directives.defaultYaml.explicit,
                    version: '1.2'
                };
                this.tags = Object.assign({}, Directives.defaultTags);
                break;
        }
        return res;
    }
    /**
     * @param onError - May be called even if the action was successful
     * @returns `true` on success
     */
    add(line, onError) {
        if (this.atNextDocument) {
            this.yaml = { explicit: Directives.defaultYaml.explicit, version: '1.1' };
            this.tags = Object.assign({}, Directives.defaultTags);
            this.atNextDocument = false;
        }
        const parts = line.trim().split(/[ \t]+/);
        const name = parts.shift();
        switch (name) {
            case '%TAG': {
                if (parts.length !== 2) {
                    onError(0, '%TAG directive should contain exactly two parts');
                    if (parts.length < 2)
                        return false;
                }
                const [handle, prefix] = parts;
                this.tags[handle] = prefix;
                return true;
            }
            case '%YAML': {
                this.yaml.explicit = true;
                if (parts.length !== 1) {
                    onError(0, '%YAML directive should contain exactly one part');
                    return false;
                }
                const [version] = parts;
                if (version === '1.1' || version === '1.2') {
                    this.yaml.version = version;
                    return true;
                }
                else {
                    const isValid = /^\d+\.\d+$/.test(version);
                    onError(6, `Unsupported YAML version ${version}`, isValid);
                    return false;
                }
            }
            default:
                onError(0, `Unknown directive ${name}`, true);
                return false;
        }
    }
    /**
     * Resolves a tag, matching handles to those defined in %TAG directives.
     *
     * @returns Resolved tag, which may also be the non-specific tag `'!'` or a
     *   `'!local'` tag, or `null` if unresolvable.
     */
    tagName(source, onError) {
        if (source === '!')
            return '!'; // non-specific tag
        if (source[0] !== '!') {
            onError(`Not a valid tag: ${source}`);
            return null;
        }
        if (source[1] === '<') {
            const verbatim = source.slice(2, -1);
            if (verbatim === '!' || verbatim === '!!') {
                onError(`Verbatim tags aren't resolved, so ${source} is invalid.`);
                return null;
            }
            if (source[source.length - 1] !== '>')
                onError('Verbatim tags must end with a >');
            return verbatim;
        }
        const [, handle, suffix] = source.match(/^(.*!)([^!]*)$/s);
        if (!suffix)
            onError(`The ${source} tag has no suffix`);
        const prefix = this.tags[handle];
        if (prefix) {
            try {
                return prefix + decodeURIComponent(suffix);
            }
            catch (error) {
                onError(String(error));
                return null;
            }
        }
        if (handle === '!')
            return source; // local tag
        onError(`Could not resolve tag: ${source}`);
        return null;
    }
    /**
     * Given a fully resolved tag, returns its printable string form,
     * taking into account current tag prefixes and defaults.
     */
    tagString(tag) {
        for (const [handle, prefix] of Object.entries(this.tags)) {
            if (tag.startsWith(prefix))
                return handle + escapeTagName(tag.substring(prefix.length));
        }
        return tag[0] === '!' ? tag : `!<${tag}>`;
    }
    toString(doc) {
        const lines = this.yaml.explicit
            ? [`%YAML ${this.yaml.version || '1.2'}`]
            : [];
        const tagEntries = Object.entries(this.tags);
        let tagNames;
        if (doc && tagEntries.length > 0 && identity.isNode(doc.contents)) {
            const tags = {};
            visit.visit(doc.contents, (_key, node) => {
                if (identity.isNode(node) && node.tag)
                    tags[node.tag] = true;
            });
            tagNames = Object.keys(tags);
        }
        else
            tagNames = [];
        for (const [handle, prefix] of tagEntries) {
            if (handle === '!!' && prefix === 'tag:yaml.org,2002:')
                continue;
            if (!doc || tagNames.some(tn => tn.startsWith(prefix)))
                lines.push(`%TAG ${handle} ${prefix}`);
        }
        return lines.join('\n');
    }
}
Directives.defaultYaml = { explicit: false, version: '1.2' };
Directives.defaultTags = { '!!': 'tag:yaml.org,2002:' };

exports.Directives = Directives;


/***/ }),

/***/ 174:
/***/ ((__unused_webpack_module, exports) => {



class YAMLError extends Error {
    constructor(name, pos, code, message) {
        super();
        this.name = name;
        this.code = code;
        this.message = message;
        this.pos = pos;
    }
}
class YAMLParseError extends YAMLError {
    constructor(pos, code, message) {
        super('YAMLParseError', pos, code, message);
    }
}
class YAMLWarning extends YAMLError {
    constructor(pos, code, message) {
        super('YAMLWarning', pos, code, message);
    }
}
const prettifyError = (src, lc) => (error) => {
    if (error.pos[0] === -1)
        return;
    error.linePos = error.pos.map(pos => lc.linePos(pos));
    const { line, col } = error.linePos[0];
    error.message += ` at line ${line}, column ${col}`;
    let ci = col - 1;
    let lineStr = src
        .substring(lc.lineStarts[line - 1], lc.lineStarts[line])
        .replace(/[\n\r]+$/, '');
    // Trim to max 80 chars, keeping col position near the middle
    if (ci >= 60 && lineStr.length > 80) {
        const trimStart = Math.min(ci - 39, lineStr.length - 79);
        lineStr = '…' + lineStr.substring(trimStart);
        ci -= trimStart - 1;
    }
    if (lineStr.length > 80)
        lineStr = lineStr.substring(0, 79) + '…';
    // Include previous line in context if pointing at line start
    if (line > 1 && /^ *$/.test(lineStr.substring(0, ci))) {
        // Regexp won't match if start is trimmed
        let prev = src.substring(lc.lineStarts[line - 2], lc.lineStarts[line - 1]);
        if (prev.length > 80)
            prev = prev.substring(0, 79) + '…\n';
        lineStr = prev + lineStr;
    }
    if (/[^ ]/.test(lineStr)) {
        let count = 1;
        const end = error.linePos[1];
        if (end?.line === line && end.col > col) {
            count = Math.max(1, Math.min(end.col - col, 80 - ci));
        }
        const pointer = ' '.repeat(ci) + '^'.repeat(count);
        error.message += `:\n\n${lineStr}\n${pointer}\n`;
    }
};

exports.YAMLError = YAMLError;
exports.YAMLParseError = YAMLParseError;
exports.YAMLWarning = YAMLWarning;
exports.prettifyError = prettifyError;


/***/ }),

/***/ 175:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {

var __webpack_unused_export__;


var composer = __nccwpck_require__(157);
var Document = __nccwpck_require__(169);
var Schema = __nccwpck_require__(195);
var errors = __nccwpck_require__(174);
var Alias = __nccwpck_require__(177);
var identity = __nccwpck_require__(185);
var Pair = __nccwpck_require__(180);
var Scalar = __nccwpck_require__(181);
var YAMLMap = __nccwpck_require__(182);
var YAMLSeq = __nccwpck_require__(183);
var cst = __nccwpck_require__(190);
var lexer = __nccwpck_require__(191);
var lineCounter = __nccwpck_require__(192);
var parser = __nccwpck_require__(193);
var publicApi = __nccwpck_require__(194);
var visit = __nccwpck_require__(224);



__webpack_unused_export__ = composer.Composer;
__webpack_unused_export__ = Document.Document;
__webpack_unused_export__ = Schema.Schema;
__webpack_unused_export__ = errors.YAMLError;
__webpack_unused_export__ = errors.YAMLParseError;
__webpack_unused_export__ = errors.YAMLWarning;
__webpack_unused_export__ = Alias.Alias;
__webpack_unused_export__ = identity.isAlias;
__webpack_unused_export__ = identity.isCollection;
__webpack_unused_export__ = identity.isDocument;
exports.jh = identity.isMap;
__webpack_unused_export__ = identity.isNode;
__webpack_unused_export__ = identity.isPair;
exports.jn = identity.isScalar;
exports.oP = identity.isSeq;
__webpack_unused_export__ = Pair.Pair;
__webpack_unused_export__ = Scalar.Scalar;
exports.CA = YAMLMap.YAMLMap;
exports.Rw = YAMLSeq.YAMLSeq;
__webpack_unused_export__ = cst;
__webpack_unused_export__ = lexer.Lexer;
exports.HN = lineCounter.LineCounter;
__webpack_unused_export__ = parser.Parser;
exports.qg = publicApi.parse;
__webpack_unused_export__ = publicApi.parseAllDocuments;
exports.Tp = publicApi.parseDocument;
__webpack_unused_export__ = publicApi.stringify;
__webpack_unused_export__ = visit.visit;
__webpack_unused_export__ = visit.visitAsync;


/***/ }),

/***/ 176:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var node_process = __nccwpck_require__(149);

function debug(logLevel, ...messages) {
    if (logLevel === 'debug')
        console.log(...messages);
}
function warn(logLevel, warning) {
    if (logLevel === 'debug' || logLevel === 'warn') {
        if (typeof node_process.emitWarning === 'function')
            node_process.emitWarning(warning);
        else
            console.warn(warning);
    }
}

exports.debug = debug;
exports.warn = warn;


/***/ }),

/***/ 177:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var anchors = __nccwpck_require__(170);
var visit = __nccwpck_require__(224);
var identity = __nccwpck_require__(185);
var Node = __nccwpck_require__(179);
var toJS = __nccwpck_require__(186);

class Alias extends Node.NodeBase {
    constructor(source) {
        super(identity.ALIAS);
        this.source = source;
        Object.defineProperty(this, 'tag', {
            set() {
                throw new Error('Alias nodes cannot have tags');
            }
        });
    }
    /**
     * Resolve the value of this alias within `doc`, finding the last
     * instance of the `source` anchor before this node.
     */
    resolve(doc, ctx) {
        if (ctx?.maxAliasCount === 0)
            throw new ReferenceError('Alias resolution is disabled');
        let nodes;
        if (ctx?.aliasResolveCache) {
            nodes = ctx.aliasResolveCache;
        }
        else {
            nodes = [];
            visit.visit(doc, {
                Node: (_key, node) => {
                    if (identity.isAlias(node) || identity.hasAnchor(node))
                        nodes.push(node);
                }
            });
            if (ctx)
                ctx.aliasResolveCache = nodes;
        }
        let found = undefined;
        for (const node of nodes) {
            if (node === this)
                break;
            if (node.anchor === this.source)
                found = node;
        }
        if (found && ctx) {
            const { anchors, doc, maxAliasCount } = ctx;
            let data = anchors.get(found);
            if (!data) {
                // Resolve anchors for Node.prototype.toJS()
                toJS.toJS(found, null, ctx);
                data = anchors.get(found);
            }
            /* istanbul ignore if */
            if (data?.res === undefined) {
                const msg = 'This should not happen: Alias anchor was not resolved?';
                throw new ReferenceError(msg);
            }
            if (maxAliasCount >= 0) {
                data.count += 1;
                if (data.aliasCount === 0)
                    data.aliasCount = getAliasCount(doc, found, anchors);
                if (data.count * data.aliasCount > maxAliasCount) {
                    const msg = 'Excessive alias count indicates a resource exhaustion attack';
                    throw new ReferenceError(msg);
                }
            }
        }
        return found;
    }
    toJSON(_arg, ctx) {
        if (!ctx)
            return { source: this.source };
        const source = this.resolve(ctx.doc, ctx);
        if (!source) {
            const msg = `Unresolved alias (the anchor must be set before the alias): ${this.source}`;
            throw new ReferenceError(msg);
        }
        return ctx.anchors.get(source).res;
    }
    toString(ctx, _onComment, _onChompKeep) {
        const src = `*${this.source}`;
        if (ctx) {
            anchors.anchorIsValid(this.source);
            if (ctx.options.verifyAliasOrder && !ctx.anchors.has(this.source)) {
                const msg = `Unresolved alias (the anchor must be set before the alias): ${this.source}`;
                throw new Error(msg);
            }
            if (ctx.implicitKey)
                return `${src} `;
        }
        return src;
    }
}
function getAliasCount(doc, node, anchors) {
    if (identity.isAlias(node)) {
        const source = node.resolve(doc);
        const anchor = anchors && source && anchors.get(source);
        return anchor ? anchor.count * anchor.aliasCount : 0;
    }
    else if (identity.isCollection(node)) {
        let count = 0;
        for (const item of node.items) {
            const c = getAliasCount(doc, item, anchors);
            if (c > count)
                count = c;
        }
        return count;
    }
    else if (identity.isPair(node)) {
        const kc = getAliasCount(doc, node.key, anchors);
        const vc = getAliasCount(doc, node.value, anchors);
        return Math.max(kc, vc);
    }
    return 1;
}

exports.Alias = Alias;


/***/ }),

/***/ 178:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var createNode = __nccwpck_require__(172);
var identity = __nccwpck_require__(185);
var Node = __nccwpck_require__(179);

function collectionFromPath(schema, path, value) {
    let v = value;
    for (let i = path.length - 1; i >= 0; --i) {
        const k = path[i];
        if (typeof k === 'number' && Number.isInteger(k) && k >= 0) {
            const a = [];
            a[k] = v;
            v = a;
        }
        else {
            v = new Map([[k, v]]);
        }
    }
    return createNode.createNode(v, undefined, {
        aliasDuplicateObjects: false,
        keepUndefined: false,
        onAnchor: () => {
            throw new Error('This should not happen, please report a bug.');
        },
        schema,
        sourceObjects: new Map()
    });
}
// Type guard is intentionally a little wrong so as to be more useful,
// as it does not cover untypable empty non-string iterables (e.g. []).
const isEmptyPath = (path) => path == null ||
    (typeof path === 'object' && !!path[Symbol.iterator]().next().done);
class Collection extends Node.NodeBase {
    constructor(type, schema) {
        super(type);
        Object.defineProperty(this, 'schema', {
            value: schema,
            configurable: true,
            enumerable: false,
            writable: true
        });
    }
    /**
     * Create a copy of this collection.
     *
     * @param schema - If defined, overwrites the original's schema
     */
    clone(schema) {
        const copy = Object.create(Object.getPrototypeOf(this), Object.getOwnPropertyDescriptors(this));
        if (schema)
            copy.schema = schema;
        copy.items = copy.items.map(it => identity.isNode(it) || identity.isPair(it) ? it.clone(schema) : it);
        if (this.range)
            copy.range = this.range.slice();
        return copy;
    }
    /**
     * Adds a value to the collection. For `!!map` and `!!omap` the value must
     * be a Pair instance or a `{ key, value }` object, which may not have a key
     * that already exists in the map.
     */
    addIn(path, value) {
        if (isEmptyPath(path))
            this.add(value);
        else {
            const [key, ...rest] = path;
            const node = this.get(key, true);
            if (identity.isCollection(node))
                node.addIn(rest, value);
            else if (node === undefined && this.schema)
                this.set(key, collectionFromPath(this.schema, rest, value));
            else
                throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
        }
    }
    /**
     * Removes a value from the collection.
     * @returns `true` if the item was found and removed.
     */
    deleteIn(path) {
        const [key, ...rest] = path;
        if (rest.length === 0)
            return this.delete(key);
        const node = this.get(key, true);
        if (identity.isCollection(node))
            return node.deleteIn(rest);
        else
            throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
    }
    /**
     * Returns item at `key`, or `undefined` if not found. By default unwraps
     * scalar values from their surrounding node; to disable set `keepScalar` to
     * `true` (collections are always returned intact).
     */
    getIn(path, keepScalar) {
        const [key, ...rest] = path;
        const node = this.get(key, true);
        if (rest.length === 0)
            return !keepScalar && identity.isScalar(node) ? node.value : node;
        else
            return identity.isCollection(node) ? node.getIn(rest, keepScalar) : undefined;
    }
    hasAllNullValues(allowScalar) {
        return this.items.every(node => {
            if (!identity.isPair(node))
                return false;
            const n = node.value;
            return (n == null ||
                (allowScalar &&
                    identity.isScalar(n) &&
                    n.value == null &&
                    !n.commentBefore &&
                    !n.comment &&
                    !n.tag));
        });
    }
    /**
     * Checks if the collection includes a value with the key `key`.
     */
    hasIn(path) {
        const [key, ...rest] = path;
        if (rest.length === 0)
            return this.has(key);
        const node = this.get(key, true);
        return identity.isCollection(node) ? node.hasIn(rest) : false;
    }
    /**
     * Sets a value in this collection. For `!!set`, `value` needs to be a
     * boolean to add/remove the item from the set.
     */
    setIn(path, value) {
        const [key, ...rest] = path;
        if (rest.length === 0) {
            this.set(key, value);
        }
        else {
            const node = this.get(key, true);
            if (identity.isCollection(node))
                node.setIn(rest, value);
            else if (node === undefined && this.schema)
                this.set(key, collectionFromPath(this.schema, rest, value));
            else
                throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
        }
    }
}

exports.Collection = Collection;
exports.collectionFromPath = collectionFromPath;
exports.isEmptyPath = isEmptyPath;


/***/ }),

/***/ 179:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var applyReviver = __nccwpck_require__(171);
var identity = __nccwpck_require__(185);
var toJS = __nccwpck_require__(186);

class NodeBase {
    constructor(type) {
        Object.defineProperty(this, identity.NODE_TYPE, { value: type });
    }
    /** Create a copy of this node.  */
    clone() {
        const copy = Object.create(Object.getPrototypeOf(this), Object.getOwnPropertyDescriptors(this));
        if (this.range)
            copy.range = this.range.slice();
        return copy;
    }
    /** A plain JavaScript representation of this node. */
    toJS(doc, { mapAsMap, maxAliasCount, onAnchor, reviver } = {}) {
        if (!identity.isDocument(doc))
            throw new TypeError('A document argument is required');
        const ctx = {
            anchors: new Map(),
            doc,
            keep: true,
            mapAsMap: mapAsMap === true,
            mapKeyWarned: false,
            maxAliasCount: typeof maxAliasCount === 'number' ? maxAliasCount : 100
        };
        const res = toJS.toJS(this, '', ctx);
        if (typeof onAnchor === 'function')
            for (const { count, res } of ctx.anchors.values())
                onAnchor(res, count);
        return typeof reviver === 'function'
            ? applyReviver.applyReviver(reviver, { '': res }, '', res)
            : res;
    }
}

exports.NodeBase = NodeBase;


/***/ }),

/***/ 180:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var createNode = __nccwpck_require__(172);
var stringifyPair = __nccwpck_require__(222);
var addPairToJSMap = __nccwpck_require__(184);
var identity = __nccwpck_require__(185);

function createPair(key, value, ctx) {
    const k = createNode.createNode(key, undefined, ctx);
    const v = createNode.createNode(value, undefined, ctx);
    return new Pair(k, v);
}
class Pair {
    constructor(key, value = null) {
        Object.defineProperty(this, identity.NODE_TYPE, { value: identity.PAIR });
        this.key = key;
        this.value = value;
    }
    clone(schema) {
        let { key, value } = this;
        if (identity.isNode(key))
            key = key.clone(schema);
        if (identity.isNode(value))
            value = value.clone(schema);
        return new Pair(key, value);
    }
    toJSON(_, ctx) {
        const pair = ctx?.mapAsMap ? new Map() : {};
        return addPairToJSMap.addPairToJSMap(ctx, pair, this);
    }
    toString(ctx, onComment, onChompKeep) {
        return ctx?.doc
            ? stringifyPair.stringifyPair(this, ctx, onComment, onChompKeep)
            : JSON.stringify(this);
    }
}

exports.Pair = Pair;
exports.createPair = createPair;


/***/ }),

/***/ 181:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(185);
var Node = __nccwpck_require__(179);
var toJS = __nccwpck_require__(186);

const isScalarValue = (value) => !value || (typeof value !== 'function' && typeof value !== 'object');
class Scalar extends Node.NodeBase {
    constructor(value) {
        super(identity.SCALAR);
        this.value = value;
    }
    toJSON(arg, ctx) {
        return ctx?.keep ? this.value : toJS.toJS(this.value, arg, ctx);
    }
    toString() {
        return String(this.value);
    }
}
Scalar.BLOCK_FOLDED = 'BLOCK_FOLDED';
Scalar.BLOCK_LITERAL = 'BLOCK_LITERAL';
Scalar.PLAIN = 'PLAIN';
Scalar.QUOTE_DOUBLE = 'QUOTE_DOUBLE';
Scalar.QUOTE_SINGLE = 'QUOTE_SINGLE';

exports.Scalar = Scalar;
exports.isScalarValue = isScalarValue;


/***/ }),

/***/ 182:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var stringifyCollection = __nccwpck_require__(218);
var addPairToJSMap = __nccwpck_require__(184);
var Collection = __nccwpck_require__(178);
var identity = __nccwpck_require__(185);
var Pair = __nccwpck_require__(180);
var Scalar = __nccwpck_require__(181);

function findPair(items, key) {
    const k = identity.isScalar(key) ? key.value : key;
    for (const it of items) {
        if (identity.isPair(it)) {
            if (it.key === key || it.key === k)
                return it;
            if (identity.isScalar(it.key) && it.key.value === k)
                return it;
        }
    }
    return undefined;
}
class YAMLMap extends Collection.Collection {
    static get tagName() {
        return 'tag:yaml.org,2002:map';
    }
    constructor(schema) {
        super(identity.MAP, schema);
        this.items = [];
    }
    /**
     * A generic collection parsing method that can be extended
     * to other node classes that inherit from YAMLMap
     */
    static from(schema, obj, ctx) {
        const { keepUndefined, replacer } = ctx;
        const map = new this(schema);
        const add = (key, value) => {
            if (typeof replacer === 'function')
                value = replacer.call(obj, key, value);
            else if (Array.isArray(replacer) && !replacer.includes(key))
                return;
            if (value !== undefined || keepUndefined)
                map.items.push(Pair.createPair(key, value, ctx));
        };
        if (obj instanceof Map) {
            for (const [key, value] of obj)
                add(key, value);
        }
        else if (obj && typeof obj === 'object') {
            for (const key of Object.keys(obj))
                add(key, obj[key]);
        }
        if (typeof schema.sortMapEntries === 'function') {
            map.items.sort(schema.sortMapEntries);
        }
        return map;
    }
    /**
     * Adds a value to the collection.
     *
     * @param overwrite - If not set `true`, using a key that is already in the
     *   collection will throw. Otherwise, overwrites the previous value.
     */
    add(pair, overwrite) {
        let _pair;
        if (identity.isPair(pair))
            _pair = pair;
        else if (!pair || typeof pair !== 'object' || !('key' in pair)) {
            // In TypeScript, this never happens.
            _pair = new Pair.Pair(pair, pair?.value);
        }
        else
            _pair = new Pair.Pair(pair.key, pair.value);
        const prev = findPair(this.items, _pair.key);
        const sortEntries = this.schema?.sortMapEntries;
        if (prev) {
            if (!overwrite)
                throw new Error(`Key ${_pair.key} already set`);
            // For scalars, keep the old node & its comments and anchors
            if (identity.isScalar(prev.value) && Scalar.isScalarValue(_pair.value))
                prev.value.value = _pair.value;
            else
                prev.value = _pair.value;
        }
        else if (sortEntries) {
            const i = this.items.findIndex(item => sortEntries(_pair, item) < 0);
            if (i === -1)
                this.items.push(_pair);
            else
                this.items.splice(i, 0, _pair);
        }
        else {
            this.items.push(_pair);
        }
    }
    delete(key) {
        const it = findPair(this.items, key);
        if (!it)
            return false;
        const del = this.items.splice(this.items.indexOf(it), 1);
        return del.length > 0;
    }
    get(key, keepScalar) {
        const it = findPair(this.items, key);
        const node = it?.value;
        return (!keepScalar && identity.isScalar(node) ? node.value : node) ?? undefined;
    }
    has(key) {
        return !!findPair(this.items, key);
    }
    set(key, value) {
        this.add(new Pair.Pair(key, value), true);
    }
    /**
     * @param ctx - Conversion context, originally set in Document#toJS()
     * @param {Class} Type - If set, forces the returned collection type
     * @returns Instance of Type, Map, or Object
     */
    toJSON(_, ctx, Type) {
        const map = Type ? new Type() : ctx?.mapAsMap ? new Map() : {};
        if (ctx?.onCreate)
            ctx.onCreate(map);
        for (const item of this.items)
            addPairToJSMap.addPairToJSMap(ctx, map, item);
        return map;
    }
    toString(ctx, onComment, onChompKeep) {
        if (!ctx)
            return JSON.stringify(this);
        for (const item of this.items) {
            if (!identity.isPair(item))
                throw new Error(`Map items must all be pairs; found ${JSON.stringify(item)} instead`);
        }
        if (!ctx.allNullValues && this.hasAllNullValues(false))
            ctx = Object.assign({}, ctx, { allNullValues: true });
        return stringifyCollection.stringifyCollection(this, ctx, {
            blockItemPrefix: '',
            flowChars: { start: '{', end: '}' },
            itemIndent: ctx.indent || '',
            onChompKeep,
            onComment
        });
    }
}

exports.YAMLMap = YAMLMap;
exports.findPair = findPair;


/***/ }),

/***/ 183:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var createNode = __nccwpck_require__(172);
var stringifyCollection = __nccwpck_require__(218);
var Collection = __nccwpck_require__(178);
var identity = __nccwpck_require__(185);
var Scalar = __nccwpck_require__(181);
var toJS = __nccwpck_require__(186);

class YAMLSeq extends Collection.Collection {
    static get tagName() {
        return 'tag:yaml.org,2002:seq';
    }
    constructor(schema) {
        super(identity.SEQ, schema);
        this.items = [];
    }
    add(value) {
        this.items.push(value);
    }
    /**
     * Removes a value from the collection.
     *
     * `key` must contain a representation of an integer for this to succeed.
     * It may be wrapped in a `Scalar`.
     *
     * @returns `true` if the item was found and removed.
     */
    delete(key) {
        const idx = asItemIndex(key);
        if (typeof idx !== 'number')
            return false;
        const del = this.items.splice(idx, 1);
        return del.length > 0;
    }
    get(key, keepScalar) {
        const idx = asItemIndex(key);
        if (typeof idx !== 'number')
            return undefined;
        const it = this.items[idx];
        return !keepScalar && identity.isScalar(it) ? it.value : it;
    }
    /**
     * Checks if the collection includes a value with the key `key`.
     *
     * `key` must contain a representation of an integer for this to succeed.
     * It may be wrapped in a `Scalar`.
     */
    has(key) {
        const idx = asItemIndex(key);
        return typeof idx === 'number' && idx < this.items.length;
    }
    /**
     * Sets a value in this collection. For `!!set`, `value` needs to be a
     * boolean to add/remove the item from the set.
     *
     * If `key` does not contain a representation of an integer, this will throw.
     * It may be wrapped in a `Scalar`.
     */
    set(key, value) {
        const idx = asItemIndex(key);
        if (typeof idx !== 'number')
            throw new Error(`Expected a valid index, not ${key}.`);
        const prev = this.items[idx];
        if (identity.isScalar(prev) && Scalar.isScalarValue(value))
            prev.value = value;
        else
            this.items[idx] = value;
    }
    toJSON(_, ctx) {
        const seq = [];
        if (ctx?.onCreate)
            ctx.onCreate(seq);
        let i = 0;
        for (const item of this.items)
            seq.push(toJS.toJS(item, String(i++), ctx));
        return seq;
    }
    toString(ctx, onComment, onChompKeep) {
        if (!ctx)
            return JSON.stringify(this);
        return stringifyCollection.stringifyCollection(this, ctx, {
            blockItemPrefix: '- ',
            flowChars: { start: '[', end: ']' },
            itemIndent: (ctx.indent || '') + '  ',
            onChompKeep,
            onComment
        });
    }
    static from(schema, obj, ctx) {
        const { replacer } = ctx;
        const seq = new this(schema);
        if (obj && Symbol.iterator in Object(obj)) {
            let i = 0;
            for (let it of obj) {
                if (typeof replacer === 'function') {
                    const key = obj instanceof Set ? it : String(i++);
                    it = replacer.call(obj, key, it);
                }
                seq.items.push(createNode.createNode(it, undefined, ctx));
            }
        }
        return seq;
    }
}
function asItemIndex(key) {
    let idx = identity.isScalar(key) ? key.value : key;
    if (idx && typeof idx === 'string')
        idx = Number(idx);
    return typeof idx === 'number' && Number.isInteger(idx) && idx >= 0
        ? idx
        : null;
}

exports.YAMLSeq = YAMLSeq;


/***/ }),

/***/ 184:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var log = __nccwpck_require__(176);
var merge = __nccwpck_require__(210);
var stringify = __nccwpck_require__(217);
var identity = __nccwpck_require__(185);
var toJS = __nccwpck_require__(186);

function addPairToJSMap(ctx, map, { key, value }) {
    if (identity.isNode(key) && key.addToJSMap)
        key.addToJSMap(ctx, map, value);
    // TODO: Should drop this special case for bare << handling
    else if (merge.isMergeKey(ctx, key))
        merge.addMergeToJSMap(ctx, map, value);
    else {
        const jsKey = toJS.toJS(key, '', ctx);
        if (map instanceof Map) {
            map.set(jsKey, toJS.toJS(value, jsKey, ctx));
        }
        else if (map instanceof Set) {
            map.add(jsKey);
        }
        else {
            const stringKey = stringifyKey(key, jsKey, ctx);
            const jsValue = toJS.toJS(value, stringKey, ctx);
            if (stringKey in map)
                Object.defineProperty(map, stringKey, {
                    value: jsValue,
                    writable: true,
                    enumerable: true,
                    configurable: true
                });
            else
                map[stringKey] = jsValue;
        }
    }
    return map;
}
function stringifyKey(key, jsKey, ctx) {
    if (jsKey === null)
        return '';
    // eslint-disable-next-line @typescript-eslint/no-base-to-string
    if (typeof jsKey !== 'object')
        return String(jsKey);
    if (identity.isNode(key) && ctx?.doc) {
        const strCtx = stringify.createStringifyContext(ctx.doc, {});
        strCtx.anchors = new Set();
        for (const node of ctx.anchors.keys())
            strCtx.anchors.add(node.anchor);
        strCtx.inFlow = true;
        strCtx.inStringifyKey = true;
        const strKey = key.toString(strCtx);
        if (!ctx.mapKeyWarned) {
            let jsonStr = JSON.stringify(strKey);
            if (jsonStr.length > 40)
                jsonStr = jsonStr.substring(0, 36) + '..."';
            log.warn(ctx.doc.options.logLevel, `Keys with collection values will be stringified due to JS Object restrictions: ${jsonStr}. Set mapAsMap: true to use object keys.`);
            ctx.mapKeyWarned = true;
        }
        return strKey;
    }
    return JSON.stringify(jsKey);
}

exports.addPairToJSMap = addPairToJSMap;


/***/ }),

/***/ 185:
/***/ ((__unused_webpack_module, exports) => {



const ALIAS = Symbol.for('yaml.alias');
const DOC = Symbol.for('yaml.document');
const MAP = Symbol.for('yaml.map');
const PAIR = Symbol.for('yaml.pair');
const SCALAR = Symbol.for('yaml.scalar');
const SEQ = Symbol.for('yaml.seq');
const NODE_TYPE = Symbol.for('yaml.node.type');
const isAlias = (node) => !!node && typeof node === 'object' && node[NODE_TYPE] === ALIAS;
const isDocument = (node) => !!node && typeof node === 'object' && node[NODE_TYPE] === DOC;
const isMap = (node) => !!node && typeof node === 'object' && node[NODE_TYPE] === MAP;
const isPair = (node) => !!node && typeof node === 'object' && node[NODE_TYPE] === PAIR;
const isScalar = (node) => !!node && typeof node === 'object' && node[NODE_TYPE] === SCALAR;
const isSeq = (node) => !!node && typeof node === 'object' && node[NODE_TYPE] === SEQ;
function isCollection(node) {
    if (node && typeof node === 'object')
        switch (node[NODE_TYPE]) {
            case MAP:
            case SEQ:
                return true;
        }
    return false;
}
function isNode(node) {
    if (node && typeof node === 'object')
        switch (node[NODE_TYPE]) {
            case ALIAS:
            case MAP:
            case SCALAR:
            case SEQ:
                return true;
        }
    return false;
}
const hasAnchor = (node) => (isScalar(node) || isCollection(node)) && !!node.anchor;

exports.ALIAS = ALIAS;
exports.DOC = DOC;
exports.MAP = MAP;
exports.NODE_TYPE = NODE_TYPE;
exports.PAIR = PAIR;
exports.SCALAR = SCALAR;
exports.SEQ = SEQ;
exports.hasAnchor = hasAnchor;
exports.isAlias = isAlias;
exports.isCollection = isCollection;
exports.isDocument = isDocument;
exports.isMap = isMap;
exports.isNode = isNode;
exports.isPair = isPair;
exports.isScalar = isScalar;
exports.isSeq = isSeq;


/***/ }),

/***/ 186:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(185);

/**
 * Recursively convert any node or its contents to native JavaScript
 *
 * @param value - The input value
 * @param arg - If `value` defines a `toJSON()` method, use this
 *   as its first argument
 * @param ctx - Conversion context, originally set in Document#toJS(). If
 *   `{ keep: true }` is not set, output should be suitable for JSON
 *   stringification.
 */
function toJS(value, arg, ctx) {
    // eslint-disable-next-line @typescript-eslint/no-unsafe-return
    if (Array.isArray(value))
        return value.map((v, i) => toJS(v, String(i), ctx));
    if (value && typeof value.toJSON === 'function') {
        // eslint-disable-next-line @typescript-eslint/no-unsafe-call
        if (!ctx || !identity.hasAnchor(value))
            return value.toJSON(arg, ctx);
        const data = { aliasCount: 0, count: 1, res: undefined };
        ctx.anchors.set(value, data);
        ctx.onCreate = res => {
            data.res = res;
            delete ctx.onCreate;
        };
        const res = value.toJSON(arg, ctx);
        if (ctx.onCreate)
            ctx.onCreate(res);
        return res;
    }
    if (typeof value === 'bigint' && !ctx?.keep)
        return Number(value);
    return value;
}

exports.toJS = toJS;


/***/ }),

/***/ 187:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var resolveBlockScalar = __nccwpck_require__(159);
var resolveFlowScalar = __nccwpck_require__(163);
var errors = __nccwpck_require__(174);
var stringifyString = __nccwpck_require__(223);

function resolveAsScalar(token, strict = true, onError) {
    if (token) {
        const _onError = (pos, code, message) => {
            const offset = typeof pos === 'number' ? pos : Array.isArray(pos) ? pos[0] : pos.offset;
            if (onError)
                onError(offset, code, message);
            else
                throw new errors.YAMLParseError([offset, offset + 1], code, message);
        };
        switch (token.type) {
            case 'scalar':
            case 'single-quoted-scalar':
            case 'double-quoted-scalar':
                return resolveFlowScalar.resolveFlowScalar(token, strict, _onError);
            case 'block-scalar':
                return resolveBlockScalar.resolveBlockScalar({ options: { strict } }, token, _onError);
        }
    }
    return null;
}
/**
 * Create a new scalar token with `value`
 *
 * Values that represent an actual string but may be parsed as a different type should use a `type` other than `'PLAIN'`,
 * as this function does not support any schema operations and won't check for such conflicts.
 *
 * @param value The string representation of the value, which will have its content properly indented.
 * @param context.end Comments and whitespace after the end of the value, or after the block scalar header. If undefined, a newline will be added.
 * @param context.implicitKey Being within an implicit key may affect the resolved type of the token's value.
 * @param context.indent The indent level of the token.
 * @param context.inFlow Is this scalar within a flow collection? This may affect the resolved type of the token's value.
 * @param context.offset The offset position of the token.
 * @param context.type The preferred type of the scalar token. If undefined, the previous type of the `token` will be used, defaulting to `'PLAIN'`.
 */
function createScalarToken(value, context) {
    const { implicitKey = false, indent, inFlow = false, offset = -1, type = 'PLAIN' } = context;
    const source = stringifyString.stringifyString({ type, value }, {
        implicitKey,
        indent: indent > 0 ? ' '.repeat(indent) : '',
        inFlow,
        options: { blockQuote: true, lineWidth: -1 }
    });
    const end = context.end ?? [
        { type: 'newline', offset: -1, indent, source: '\n' }
    ];
    switch (source[0]) {
        case '|':
        case '>': {
            const he = source.indexOf('\n');
            const head = source.substring(0, he);
            const body = source.substring(he + 1) + '\n';
            const props = [
                { type: 'block-scalar-header', offset, indent, source: head }
            ];
            if (!addEndtoBlockProps(props, end))
                props.push({ type: 'newline', offset: -1, indent, source: '\n' });
            return { type: 'block-scalar', offset, indent, props, source: body };
        }
        case '"':
            return { type: 'double-quoted-scalar', offset, indent, source, end };
        case "'":
            return { type: 'single-quoted-scalar', offset, indent, source, end };
        default:
            return { type: 'scalar', offset, indent, source, end };
    }
}
/**
 * Set the value of `token` to the given string `value`, overwriting any previous contents and type that it may have.
 *
 * Best efforts are made to retain any comments previously associated with the `token`,
 * though all contents within a collection's `items` will be overwritten.
 *
 * Values that represent an actual string but may be parsed as a different type should use a `type` other than `'PLAIN'`,
 * as this function does not support any schema operations and won't check for such conflicts.
 *
 * @param token Any token. If it does not include an `indent` value, the value will be stringified as if it were an implicit key.
 * @param value The string representation of the value, which will have its content properly indented.
 * @param context.afterKey In most cases, values after a key should have an additional level of indentation.
 * @param context.implicitKey Being within an implicit key may affect the resolved type of the token's value.
 * @param context.inFlow Being within a flow collection may affect the resolved type of the token's value.
 * @param context.type The preferred type of the scalar token. If undefined, the previous type of the `token` will be used, defaulting to `'PLAIN'`.
 */
function setScalarValue(token, value, context = {}) {
    let { afterKey = false, implicitKey = false, inFlow = false, type } = context;
    let indent = 'indent' in token ? token.indent : null;
    if (afterKey && typeof indent === 'number')
        indent += 2;
    if (!type)
        switch (token.type) {
            case 'single-quoted-scalar':
                type = 'QUOTE_SINGLE';
                break;
            case 'double-quoted-scalar':
                type = 'QUOTE_DOUBLE';
                break;
            case 'block-scalar': {
                const header = token.props[0];
                if (header.type !== 'block-scalar-header')
                    throw new Error('Invalid block scalar header');
                type = header.source[0] === '>' ? 'BLOCK_FOLDED' : 'BLOCK_LITERAL';
                break;
            }
            default:
                type = 'PLAIN';
        }
    const source = stringifyString.stringifyString({ type, value }, {
        implicitKey: implicitKey || indent === null,
        indent: indent !== null && indent > 0 ? ' '.repeat(indent) : '',
        inFlow,
        options: { blockQuote: true, lineWidth: -1 }
    });
    switch (source[0]) {
        case '|':
        case '>':
            setBlockScalarValue(token, source);
            break;
        case '"':
            setFlowScalarValue(token, source, 'double-quoted-scalar');
            break;
        case "'":
            setFlowScalarValue(token, source, 'single-quoted-scalar');
            break;
        default:
            setFlowScalarValue(token, source, 'scalar');
    }
}
function setBlockScalarValue(token, source) {
    const he = source.indexOf('\n');
    const head = source.substring(0, he);
    const body = source.substring(he + 1) + '\n';
    if (token.type === 'block-scalar') {
        const header = token.props[0];
        if (header.type !== 'block-scalar-header')
            throw new Error('Invalid block scalar header');
        header.source = head;
        token.source = body;
    }
    else {
        const { offset } = token;
        const indent = 'indent' in token ? token.indent : -1;
        const props = [
            { type: 'block-scalar-header', offset, indent, source: head }
        ];
        if (!addEndtoBlockProps(props, 'end' in token ? token.end : undefined))
            props.push({ type: 'newline', offset: -1, indent, source: '\n' });
        for (const key of Object.keys(token))
            if (key !== 'type' && key !== 'offset')
                delete token[key];
        Object.assign(token, { type: 'block-scalar', indent, props, source: body });
    }
}
/** @returns `true` if last token is a newline */
function addEndtoBlockProps(props, end) {
    if (end)
        for (const st of end)
            switch (st.type) {
                case 'space':
                case 'comment':
                    props.push(st);
                    break;
                case 'newline':
                    props.push(st);
                    return true;
            }
    return false;
}
function setFlowScalarValue(token, source, type) {
    switch (token.type) {
        case 'scalar':
        case 'double-quoted-scalar':
        case 'single-quoted-scalar':
            token.type = type;
            token.source = source;
            break;
        case 'block-scalar': {
            const end = token.props.slice(1);
            let oa = source.length;
            if (token.props[0].type === 'block-scalar-header')
                oa -= token.props[0].source.length;
            for (const tok of end)
                tok.offset += oa;
            delete token.props;
            Object.assign(token, { type, source, end });
            break;
        }
        case 'block-map':
        case 'block-seq': {
            const offset = token.offset + source.length;
            const nl = { type: 'newline', offset, indent: token.indent, source: '\n' };
            delete token.items;
            Object.assign(token, { type, source, end: [nl] });
            break;
        }
        default: {
            const indent = 'indent' in token ? token.indent : -1;
            const end = 'end' in token && Array.isArray(token.end)
                ? token.end.filter(st => st.type === 'space' ||
                    st.type === 'comment' ||
                    st.type === 'newline')
                : [];
            for (const key of Object.keys(token))
                if (key !== 'type' && key !== 'offset')
                    delete token[key];
            Object.assign(token, { type, indent, source, end });
        }
    }
}

exports.createScalarToken = createScalarToken;
exports.resolveAsScalar = resolveAsScalar;
exports.setScalarValue = setScalarValue;


/***/ }),

/***/ 188:
/***/ ((__unused_webpack_module, exports) => {



/**
 * Stringify a CST document, token, or collection item
 *
 * Fair warning: This applies no validation whatsoever, and
 * simply concatenates the sources in their logical order.
 */
const stringify = (cst) => 'type' in cst ? stringifyToken(cst) : stringifyItem(cst);
function stringifyToken(token) {
    switch (token.type) {
        case 'block-scalar': {
            let res = '';
            for (const tok of token.props)
                res += stringifyToken(tok);
            return res + token.source;
        }
        case 'block-map':
        case 'block-seq': {
            let res = '';
            for (const item of token.items)
                res += stringifyItem(item);
            return res;
        }
        case 'flow-collection': {
            let res = token.start.source;
            for (const item of token.items)
                res += stringifyItem(item);
            for (const st of token.end)
                res += st.source;
            return res;
        }
        case 'document': {
            let res = stringifyItem(token);
            if (token.end)
                for (const st of token.end)
                    res += st.source;
            return res;
        }
        default: {
            let res = token.source;
            if ('end' in token && token.end)
                for (const st of token.end)
                    res += st.source;
            return res;
        }
    }
}
function stringifyItem({ start, key, sep, value }) {
    let res = '';
    for (const st of start)
        res += st.source;
    if (key)
        res += stringifyToken(key);
    if (sep)
        for (const st of sep)
            res += st.source;
    if (value)
        res += stringifyToken(value);
    return res;
}

exports.stringify = stringify;


/***/ }),

/***/ 189:
/***/ ((__unused_webpack_module, exports) => {



const BREAK = Symbol('break visit');
const SKIP = Symbol('skip children');
const REMOVE = Symbol('remove item');
/**
 * Apply a visitor to a CST document or item.
 *
 * Walks through the tree (depth-first) starting from the root, calling a
 * `visitor` function with two arguments when entering each item:
 *   - `item`: The current item, which included the following members:
 *     - `start: SourceToken[]` – Source tokens before the key or value,
 *       possibly including its anchor or tag.
 *     - `key?: Token | null` – Set for pair values. May then be `null`, if
 *       the key before the `:` separator is empty.
 *     - `sep?: SourceToken[]` – Source tokens between the key and the value,
 *       which should include the `:` map value indicator if `value` is set.
 *     - `value?: Token` – The value of a sequence item, or of a map pair.
 *   - `path`: The steps from the root to the current node, as an array of
 *     `['key' | 'value', number]` tuples.
 *
 * The return value of the visitor may be used to control the traversal:
 *   - `undefined` (default): Do nothing and continue
 *   - `visit.SKIP`: Do not visit the children of this token, continue with
 *      next sibling
 *   - `visit.BREAK`: Terminate traversal completely
 *   - `visit.REMOVE`: Remove the current item, then continue with the next one
 *   - `number`: Set the index of the next step. This is useful especially if
 *     the index of the current token has changed.
 *   - `function`: Define the next visitor for this item. After the original
 *     visitor is called on item entry, next visitors are called after handling
 *     a non-empty `key` and when exiting the item.
 */
function visit(cst, visitor) {
    if ('type' in cst && cst.type === 'document')
        cst = { start: cst.start, value: cst.value };
    _visit(Object.freeze([]), cst, visitor);
}
// Without the `as symbol` casts, TS declares these in the `visit`
// namespace using `var`, but then complains about that because
// `unique symbol` must be `const`.
/** Terminate visit traversal completely */
visit.BREAK = BREAK;
/** Do not visit the children of the current item */
visit.SKIP = SKIP;
/** Remove the current item */
visit.REMOVE = REMOVE;
/** Find the item at `path` from `cst` as the root */
visit.itemAtPath = (cst, path) => {
    let item = cst;
    for (const [field, index] of path) {
        const tok = item?.[field];
        if (tok && 'items' in tok) {
            item = tok.items[index];
        }
        else
            return undefined;
    }
    return item;
};
/**
 * Get the immediate parent collection of the item at `path` from `cst` as the root.
 *
 * Throws an error if the collection is not found, which should never happen if the item itself exists.
 */
visit.parentCollection = (cst, path) => {
    const parent = visit.itemAtPath(cst, path.slice(0, -1));
    const field = path[path.length - 1][0];
    const coll = parent?.[field];
    if (coll && 'items' in coll)
        return coll;
    throw new Error('Parent collection not found');
};
function _visit(path, item, visitor) {
    let ctrl = visitor(item, path);
    if (typeof ctrl === 'symbol')
        return ctrl;
    for (const field of ['key', 'value']) {
        const token = item[field];
        if (token && 'items' in token) {
            for (let i = 0; i < token.items.length; ++i) {
                const ci = _visit(Object.freeze(path.concat([[field, i]])), token.items[i], visitor);
                if (typeof ci === 'number')
                    i = ci - 1;
                else if (ci === BREAK)
                    return BREAK;
                else if (ci === REMOVE) {
                    token.items.splice(i, 1);
                    i -= 1;
                }
            }
            if (typeof ctrl === 'function' && field === 'key')
                ctrl = ctrl(item, path);
        }
    }
    return typeof ctrl === 'function' ? ctrl(item, path) : ctrl;
}

exports.visit = visit;


/***/ }),

/***/ 190:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var cstScalar = __nccwpck_require__(187);
var cstStringify = __nccwpck_require__(188);
var cstVisit = __nccwpck_require__(189);

/** The byte order mark */
const BOM = '\u{FEFF}';
/** Start of doc-mode */
const DOCUMENT = '\x02'; // C0: Start of Text
/** Unexpected end of flow-mode */
const FLOW_END = '\x18'; // C0: Cancel
/** Next token is a scalar value */
const SCALAR = '\x1f'; // C0: Unit Separator
/** @returns `true` if `token` is a flow or block collection */
const isCollection = (token) => !!token && 'items' in token;
/** @returns `true` if `token` is a flow or block scalar; not an alias */
const isScalar = (token) => !!token &&
    (token.type === 'scalar' ||
        token.type === 'single-quoted-scalar' ||
        token.type === 'double-quoted-scalar' ||
        token.type === 'block-scalar');
/* istanbul ignore next */
/** Get a printable representation of a lexer token */
function prettyToken(token) {
    switch (token) {
        case BOM:
            return '<BOM>';
        case DOCUMENT:
            return '<DOC>';
        case FLOW_END:
            return '<FLOW_END>';
        case SCALAR:
            return '<SCALAR>';
        default:
            return JSON.stringify(token);
    }
}
/** Identify the type of a lexer token. May return `null` for unknown tokens. */
function tokenType(source) {
    switch (source) {
        case BOM:
            return 'byte-order-mark';
        case DOCUMENT:
            return 'doc-mode';
        case FLOW_END:
            return 'flow-error-end';
        case SCALAR:
            return 'scalar';
        case '---':
            return 'doc-start';
        case '...':
            return 'doc-end';
        case '':
        case '\n':
        case '\r\n':
            return 'newline';
        case '-':
            return 'seq-item-ind';
        case '?':
            return 'explicit-key-ind';
        case ':':
            return 'map-value-ind';
        case '{':
            return 'flow-map-start';
        case '}':
            return 'flow-map-end';
        case '[':
            return 'flow-seq-start';
        case ']':
            return 'flow-seq-end';
        case ',':
            return 'comma';
    }
    switch (source[0]) {
        case ' ':
        case '\t':
            return 'space';
        case '#':
            return 'comment';
        case '%':
            return 'directive-line';
        case '*':
            return 'alias';
        case '&':
            return 'anchor';
        case '!':
            return 'tag';
        case "'":
            return 'single-quoted-scalar';
        case '"':
            return 'double-quoted-scalar';
        case '|':
        case '>':
            return 'block-scalar-header';
    }
    return null;
}

exports.createScalarToken = cstScalar.createScalarToken;
exports.resolveAsScalar = cstScalar.resolveAsScalar;
exports.setScalarValue = cstScalar.setScalarValue;
exports.stringify = cstStringify.stringify;
exports.visit = cstVisit.visit;
exports.BOM = BOM;
exports.DOCUMENT = DOCUMENT;
exports.FLOW_END = FLOW_END;
exports.SCALAR = SCALAR;
exports.isCollection = isCollection;
exports.isScalar = isScalar;
exports.prettyToken = prettyToken;
exports.tokenType = tokenType;


/***/ }),

/***/ 191:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var cst = __nccwpck_require__(190);

/*
START -> stream

stream
  directive -> line-end -> stream
  indent + line-end -> stream
  [else] -> line-start

line-end
  comment -> line-end
  newline -> .
  input-end -> END

line-start
  doc-start -> doc
  doc-end -> stream
  [else] -> indent -> block-start

block-start
  seq-item-start -> block-start
  explicit-key-start -> block-start
  map-value-start -> block-start
  [else] -> doc

doc
  line-end -> line-start
  spaces -> doc
  anchor -> doc
  tag -> doc
  flow-start -> flow -> doc
  flow-end -> error -> doc
  seq-item-start -> error -> doc
  explicit-key-start -> error -> doc
  map-value-start -> doc
  alias -> doc
  quote-start -> quoted-scalar -> doc
  block-scalar-header -> line-end -> block-scalar(min) -> line-start
  [else] -> plain-scalar(false, min) -> doc

flow
  line-end -> flow
  spaces -> flow
  anchor -> flow
  tag -> flow
  flow-start -> flow -> flow
  flow-end -> .
  seq-item-start -> error -> flow
  explicit-key-start -> flow
  map-value-start -> flow
  alias -> flow
  quote-start -> quoted-scalar -> flow
  comma -> flow
  [else] -> plain-scalar(true, 0) -> flow

quoted-scalar
  quote-end -> .
  [else] -> quoted-scalar

block-scalar(min)
  newline + peek(indent < min) -> .
  [else] -> block-scalar(min)

plain-scalar(is-flow, min)
  scalar-end(is-flow) -> .
  peek(newline + (indent < min)) -> .
  [else] -> plain-scalar(min)
*/
function isEmpty(ch) {
    switch (ch) {
        case undefined:
        case ' ':
        case '\n':
        case '\r':
        case '\t':
            return true;
        default:
            return false;
    }
}
const hexDigits = new Set('0123456789ABCDEFabcdef');
const tagChars = new Set("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-#;/?:@&=+$_.!~*'()");
const flowIndicatorChars = new Set(',[]{}');
const invalidAnchorChars = new Set(' ,[]{}\n\r\t');
const isNotAnchorChar = (ch) => !ch || invalidAnchorChars.has(ch);
/**
 * Splits an input string into lexical tokens, i.e. smaller strings that are
 * easily identifiable by `tokens.tokenType()`.
 *
 * Lexing starts always in a "stream" context. Incomplete input may be buffered
 * until a complete token can be emitted.
 *
 * In addition to slices of the original input, the following control characters
 * may also be emitted:
 *
 * - `\x02` (Start of Text): A document starts with the next token
 * - `\x18` (Cancel): Unexpected end of flow-mode (indicates an error)
 * - `\x1f` (Unit Separator): Next token is a scalar value
 * - `\u{FEFF}` (Byte order mark): Emitted separately outside documents
 */
class Lexer {
    constructor() {
        /**
         * Flag indicating whether the end of the current buffer marks the end of
         * all input
         */
        this.atEnd = false;
        /**
         * Explicit indent set in block scalar header, as an offset from the current
         * minimum indent, so e.g. set to 1 from a header `|2+`. Set to -1 if not
         * explicitly set.
         */
        this.blockScalarIndent = -1;
        /**
         * Block scalars that include a + (keep) chomping indicator in their header
         * include trailing empty lines, which are otherwise excluded from the
         * scalar's contents.
         */
        this.blockScalarKeep = false;
        /** Current input */
        this.buffer = '';
        /**
         * Flag noting whether the map value indicator : can immediately follow this
         * node within a flow context.
         */
        this.flowKey = false;
        /** Count of surrounding flow collection levels. */
        this.flowLevel = 0;
        /**
         * Minimum level of indentation required for next lines to be parsed as a
         * part of the current scalar value.
         */
        this.indentNext = 0;
        /** Indentation level of the current line. */
        this.indentValue = 0;
        /** Position of the next \n character. */
        this.lineEndPos = null;
        /** Stores the state of the lexer if reaching the end of incpomplete input */
        this.next = null;
        /** A pointer to `buffer`; the current position of the lexer. */
        this.pos = 0;
    }
    /**
     * Generate YAML tokens from the `source` string. If `incomplete`,
     * a part of the last line may be left as a buffer for the next call.
     *
     * @returns A generator of lexical tokens
     */
    *lex(source, incomplete = false) {
        if (source) {
            if (typeof source !== 'string')
                throw TypeError('source is not a string');
            this.buffer = this.buffer ? this.buffer + source : source;
            this.lineEndPos = null;
        }
        this.atEnd = !incomplete;
        let next = this.next ?? 'stream';
        while (next && (incomplete || this.hasChars(1)))
            next = yield* this.parseNext(next);
    }
    atLineEnd() {
        let i = this.pos;
        let ch = this.buffer[i];
        while (ch === ' ' || ch === '\t')
            ch = this.buffer[++i];
        if (!ch || ch === '#' || ch === '\n')
            return true;
        if (ch === '\r')
            return this.buffer[i + 1] === '\n';
        return false;
    }
    charAt(n) {
        return this.buffer[this.pos + n];
    }
    continueScalar(offset) {
        let ch = this.buffer[offset];
        if (this.indentNext > 0) {
            let indent = 0;
            while (ch === ' ')
                ch = this.buffer[++indent + offset];
            if (ch === '\r') {
                const next = this.buffer[indent + offset + 1];
                if (next === '\n' || (!next && !this.atEnd))
                    return offset + indent + 1;
            }
            return ch === '\n' || indent >= this.indentNext || (!ch && !this.atEnd)
                ? offset + indent
                : -1;
        }
        if (ch === '-' || ch === '.') {
            const dt = this.buffer.substr(offset, 3);
            if ((dt === '---' || dt === '...') && isEmpty(this.buffer[offset + 3]))
                return -1;
        }
        return offset;
    }
    getLine() {
        let end = this.lineEndPos;
        if (typeof end !== 'number' || (end !== -1 && end < this.pos)) {
            end = this.buffer.indexOf('\n', this.pos);
            this.lineEndPos = end;
        }
        if (end === -1)
            return this.atEnd ? this.buffer.substring(this.pos) : null;
        if (this.buffer[end - 1] === '\r')
            end -= 1;
        return this.buffer.substring(this.pos, end);
    }
    hasChars(n) {
        return this.pos + n <= this.buffer.length;
    }
    setNext(state) {
        this.buffer = this.buffer.substring(this.pos);
        this.pos = 0;
        this.lineEndPos = null;
        this.next = state;
        return null;
    }
    peek(n) {
        return this.buffer.substr(this.pos, n);
    }
    *parseNext(next) {
        switch (next) {
            case 'stream':
                return yield* this.parseStream();
            case 'line-start':
                return yield* this.parseLineStart();
            case 'block-start':
                return yield* this.parseBlockStart();
            case 'doc':
                return yield* this.parseDocument();
            case 'flow':
                return yield* this.parseFlowCollection();
            case 'quoted-scalar':
                return yield* this.parseQuotedScalar();
            case 'block-scalar':
                return yield* this.parseBlockScalar();
            case 'plain-scalar':
                return yield* this.parsePlainScalar();
        }
    }
    *parseStream() {
        let line = this.getLine();
        if (line === null)
            return this.setNext('stream');
        if (line[0] === cst.BOM) {
            yield* this.pushCount(1);
            line = line.substring(1);
        }
        if (line[0] === '%') {
            let dirEnd = line.length;
            let cs = line.indexOf('#');
            while (cs !== -1) {
                const ch = line[cs - 1];
                if (ch === ' ' || ch === '\t') {
                    dirEnd = cs - 1;
                    break;
                }
                else {
                    cs = line.indexOf('#', cs + 1);
                }
            }
            while (true) {
                const ch = line[dirEnd - 1];
                if (ch === ' ' || ch === '\t')
                    dirEnd -= 1;
                else
                    break;
            }
            const n = (yield* this.pushCount(dirEnd)) + (yield* this.pushSpaces(true));
            yield* this.pushCount(line.length - n); // possible comment
            this.pushNewline();
            return 'stream';
        }
        if (this.atLineEnd()) {
            const sp = yield* this.pushSpaces(true);
            yield* this.pushCount(line.length - sp);
            yield* this.pushNewline();
            return 'stream';
        }
        yield cst.DOCUMENT;
        return yield* this.parseLineStart();
    }
    *parseLineStart() {
        const ch = this.charAt(0);
        if (!ch && !this.atEnd)
            return this.setNext('line-start');
        if (ch === '-' || ch === '.') {
            if (!this.atEnd && !this.hasChars(4))
                return this.setNext('line-start');
            const s = this.peek(3);
            if ((s === '---' || s === '...') && isEmpty(this.charAt(3))) {
                yield* this.pushCount(3);
                this.indentValue = 0;
                this.indentNext = 0;
                return s === '---' ? 'doc' : 'stream';
            }
        }
        this.indentValue = yield* this.pushSpaces(false);
        if (this.indentNext > this.indentValue && !isEmpty(this.charAt(1)))
            this.indentNext = this.indentValue;
        return yield* this.parseBlockStart();
    }
    *parseBlockStart() {
        const [ch0, ch1] = this.peek(2);
        if (!ch1 && !this.atEnd)
            return this.setNext('block-start');
        if ((ch0 === '-' || ch0 === '?' || ch0 === ':') && isEmpty(ch1)) {
            const n = (yield* this.pushCount(1)) + (yield* this.pushSpaces(true));
            this.indentNext = this.indentValue + 1;
            this.indentValue += n;
            return 'block-start';
        }
        return 'doc';
    }
    *parseDocument() {
        yield* this.pushSpaces(true);
        const line = this.getLine();
        if (line === null)
            return this.setNext('doc');
        let n = yield* this.pushIndicators();
        switch (line[n]) {
            case '#':
                yield* this.pushCount(line.length - n);
            // fallthrough
            case undefined:
                yield* this.pushNewline();
                return yield* this.parseLineStart();
            case '{':
            case '[':
                yield* this.pushCount(1);
                this.flowKey = false;
                this.flowLevel = 1;
                return 'flow';
            case '}':
            case ']':
                // this is an error
                yield* this.pushCount(1);
                return 'doc';
            case '*':
                yield* this.pushUntil(isNotAnchorChar);
                return 'doc';
            case '"':
            case "'":
                return yield* this.parseQuotedScalar();
            case '|':
            case '>':
                n += yield* this.parseBlockScalarHeader();
                n += yield* this.pushSpaces(true);
                yield* this.pushCount(line.length - n);
                yield* this.pushNewline();
                return yield* this.parseBlockScalar();
            default:
                return yield* this.parsePlainScalar();
        }
    }
    *parseFlowCollection() {
        let nl, sp;
        let indent = -1;
        do {
            nl = yield* this.pushNewline();
            if (nl > 0) {
                sp = yield* this.pushSpaces(false);
                this.indentValue = indent = sp;
            }
            else {
                sp = 0;
            }
            sp += yield* this.pushSpaces(true);
        } while (nl + sp > 0);
        const line = this.getLine();
        if (line === null)
            return this.setNext('flow');
        if ((indent !== -1 && indent < this.indentNext && line[0] !== '#') ||
            (indent === 0 &&
                (line.startsWith('---') || line.startsWith('...')) &&
                isEmpty(line[3]))) {
            // Allowing for the terminal ] or } at the same (rather than greater)
            // indent level as the initial [ or { is technically invalid, but
            // failing here would be surprising to users.
            const atFlowEndMarker = indent === this.indentNext - 1 &&
                this.flowLevel === 1 &&
                (line[0] === ']' || line[0] === '}');
            if (!atFlowEndMarker) {
                // this is an error
                this.flowLevel = 0;
                yield cst.FLOW_END;
                return yield* this.parseLineStart();
            }
        }
        let n = 0;
        while (line[n] === ',') {
            n += yield* this.pushCount(1);
            n += yield* this.pushSpaces(true);
            this.flowKey = false;
        }
        n += yield* this.pushIndicators();
        switch (line[n]) {
            case undefined:
                return 'flow';
            case '#':
                yield* this.pushCount(line.length - n);
                return 'flow';
            case '{':
            case '[':
                yield* this.pushCount(1);
                this.flowKey = false;
                this.flowLevel += 1;
                return 'flow';
            case '}':
            case ']':
                yield* this.pushCount(1);
                this.flowKey = true;
                this.flowLevel -= 1;
                return this.flowLevel ? 'flow' : 'doc';
            case '*':
                yield* this.pushUntil(isNotAnchorChar);
                return 'flow';
            case '"':
            case "'":
                this.flowKey = true;
                return yield* this.parseQuotedScalar();
            case ':': {
                const next = this.charAt(1);
                if (this.flowKey || isEmpty(next) || next === ',') {
                    this.flowKey = false;
                    yield* this.pushCount(1);
                    yield* this.pushSpaces(true);
                    return 'flow';
                }
            }
            // fallthrough
            default:
                this.flowKey = false;
                return yield* this.parsePlainScalar();
        }
    }
    *parseQuotedScalar() {
        const quote = this.charAt(0);
        let end = this.buffer.indexOf(quote, this.pos + 1);
        if (quote === "'") {
            while (end !== -1 && this.buffer[end + 1] === "'")
                end = this.buffer.indexOf("'", end + 2);
        }
        else {
            // double-quote
            while (end !== -1) {
                let n = 0;
                while (this.buffer[end - 1 - n] === '\\')
                    n += 1;
                if (n % 2 === 0)
                    break;
                end = this.buffer.indexOf('"', end + 1);
            }
        }
        // Only looking for newlines within the quotes
        const qb = this.buffer.substring(0, end);
        let nl = qb.indexOf('\n', this.pos);
        if (nl !== -1) {
            while (nl !== -1) {
                const cs = this.continueScalar(nl + 1);
                if (cs === -1)
                    break;
                nl = qb.indexOf('\n', cs);
            }
            if (nl !== -1) {
                // this is an error caused by an unexpected unindent
                end = nl - (qb[nl - 1] === '\r' ? 2 : 1);
            }
        }
        if (end === -1) {
            if (!this.atEnd)
                return this.setNext('quoted-scalar');
            end = this.buffer.length;
        }
        yield* this.pushToIndex(end + 1, false);
        return this.flowLevel ? 'flow' : 'doc';
    }
    *parseBlockScalarHeader() {
        this.blockScalarIndent = -1;
        this.blockScalarKeep = false;
        let i = this.pos;
        while (true) {
            const ch = this.buffer[++i];
            if (ch === '+')
                this.blockScalarKeep = true;
            else if (ch > '0' && ch <= '9')
                this.blockScalarIndent = Number(ch) - 1;
            else if (ch !== '-')
                break;
        }
        return yield* this.pushUntil(ch => isEmpty(ch) || ch === '#');
    }
    *parseBlockScalar() {
        let nl = this.pos - 1; // may be -1 if this.pos === 0
        let indent = 0;
        let ch;
        loop: for (let i = this.pos; (ch = this.buffer[i]); ++i) {
            switch (ch) {
                case ' ':
                    indent += 1;
                    break;
                case '\n':
                    nl = i;
                    indent = 0;
                    break;
                case '\r': {
                    const next = this.buffer[i + 1];
                    if (!next && !this.atEnd)
                        return this.setNext('block-scalar');
                    if (next === '\n')
                        break;
                } // fallthrough
                default:
                    break loop;
            }
        }
        if (!ch && !this.atEnd)
            return this.setNext('block-scalar');
        if (indent >= this.indentNext) {
            if (this.blockScalarIndent === -1)
                this.indentNext = indent;
            else {
                this.indentNext =
                    this.blockScalarIndent + (this.indentNext === 0 ? 1 : this.indentNext);
            }
            do {
                const cs = this.continueScalar(nl + 1);
                if (cs === -1)
                    break;
                nl = this.buffer.indexOf('\n', cs);
            } while (nl !== -1);
            if (nl === -1) {
                if (!this.atEnd)
                    return this.setNext('block-scalar');
                nl = this.buffer.length;
            }
        }
        // Trailing insufficiently indented tabs are invalid.
        // To catch that during parsing, we include them in the block scalar value.
        let i = nl + 1;
        ch = this.buffer[i];
        while (ch === ' ')
            ch = this.buffer[++i];
        if (ch === '\t') {
            while (ch === '\t' || ch === ' ' || ch === '\r' || ch === '\n')
                ch = this.buffer[++i];
            nl = i - 1;
        }
        else if (!this.blockScalarKeep) {
            do {
                let i = nl - 1;
                let ch = this.buffer[i];
                if (ch === '\r')
                    ch = this.buffer[--i];
                const lastChar = i; // Drop the line if last char not more indented
                while (ch === ' ')
                    ch = this.buffer[--i];
                if (ch === '\n' && i >= this.pos && i + 1 + indent > lastChar)
                    nl = i;
                else
                    break;
            } while (true);
        }
        yield cst.SCALAR;
        yield* this.pushToIndex(nl + 1, true);
        return yield* this.parseLineStart();
    }
    *parsePlainScalar() {
        const inFlow = this.flowLevel > 0;
        let end = this.pos - 1;
        let i = this.pos - 1;
        let ch;
        while ((ch = this.buffer[++i])) {
            if (ch === ':') {
                const next = this.buffer[i + 1];
                if (isEmpty(next) || (inFlow && flowIndicatorChars.has(next)))
                    break;
                end = i;
            }
            else if (isEmpty(ch)) {
                let next = this.buffer[i + 1];
                if (ch === '\r') {
                    if (next === '\n') {
                        i += 1;
                        ch = '\n';
                        next = this.buffer[i + 1];
                    }
                    else
                        end = i;
                }
                if (next === '#' || (inFlow && flowIndicatorChars.has(next)))
                    break;
                if (ch === '\n') {
                    const cs = this.continueScalar(i + 1);
                    if (cs === -1)
                        break;
                    i = Math.max(i, cs - 2); // to advance, but still account for ' #'
                }
            }
            else {
                if (inFlow && flowIndicatorChars.has(ch))
                    break;
                end = i;
            }
        }
        if (!ch && !this.atEnd)
            return this.setNext('plain-scalar');
        yield cst.SCALAR;
        yield* this.pushToIndex(end + 1, true);
        return inFlow ? 'flow' : 'doc';
    }
    *pushCount(n) {
        if (n > 0) {
            yield this.buffer.substr(this.pos, n);
            this.pos += n;
            return n;
        }
        return 0;
    }
    *pushToIndex(i, allowEmpty) {
        const s = this.buffer.slice(this.pos, i);
        if (s) {
            yield s;
            this.pos += s.length;
            return s.length;
        }
        else if (allowEmpty)
            yield '';
        return 0;
    }
    *pushIndicators() {
        let n = 0;
        loop: while (true) {
            switch (this.charAt(0)) {
                case '!':
                    n += yield* this.pushTag();
                    n += yield* this.pushSpaces(true);
                    continue loop;
                case '&':
                    n += yield* this.pushUntil(isNotAnchorChar);
                    n += yield* this.pushSpaces(true);
                    continue loop;
                case '-': // this is an error
                case '?': // this is an error outside flow collections
                case ':': {
                    const inFlow = this.flowLevel > 0;
                    const ch1 = this.charAt(1);
                    if (isEmpty(ch1) || (inFlow && flowIndicatorChars.has(ch1))) {
                        if (!inFlow)
                            this.indentNext = this.indentValue + 1;
                        else if (this.flowKey)
                            this.flowKey = false;
                        n += yield* this.pushCount(1);
                        n += yield* this.pushSpaces(true);
                        continue loop;
                    }
                }
            }
            break loop;
        }
        return n;
    }
    *pushTag() {
        if (this.charAt(1) === '<') {
            let i = this.pos + 2;
            let ch = this.buffer[i];
            while (!isEmpty(ch) && ch !== '>')
                ch = this.buffer[++i];
            return yield* this.pushToIndex(ch === '>' ? i + 1 : i, false);
        }
        else {
            let i = this.pos + 1;
            let ch = this.buffer[i];
            while (ch) {
                if (tagChars.has(ch))
                    ch = this.buffer[++i];
                else if (ch === '%' &&
                    hexDigits.has(this.buffer[i + 1]) &&
                    hexDigits.has(this.buffer[i + 2])) {
                    ch = this.buffer[(i += 3)];
                }
                else
                    break;
            }
            return yield* this.pushToIndex(i, false);
        }
    }
    *pushNewline() {
        const ch = this.buffer[this.pos];
        if (ch === '\n')
            return yield* this.pushCount(1);
        else if (ch === '\r' && this.charAt(1) === '\n')
            return yield* this.pushCount(2);
        else
            return 0;
    }
    *pushSpaces(allowTabs) {
        let i = this.pos - 1;
        let ch;
        do {
            ch = this.buffer[++i];
        } while (ch === ' ' || (allowTabs && ch === '\t'));
        const n = i - this.pos;
        if (n > 0) {
            yield this.buffer.substr(this.pos, n);
            this.pos = i;
        }
        return n;
    }
    *pushUntil(test) {
        let i = this.pos;
        let ch = this.buffer[i];
        while (!test(ch))
            ch = this.buffer[++i];
        return yield* this.pushToIndex(i, false);
    }
}

exports.Lexer = Lexer;


/***/ }),

/***/ 192:
/***/ ((__unused_webpack_module, exports) => {



/**
 * Tracks newlines during parsing in order to provide an efficient API for
 * determining the one-indexed `{ line, col }` position for any offset
 * within the input.
 */
class LineCounter {
    constructor() {
        this.lineStarts = [];
        /**
         * Should be called in ascending order. Otherwise, call
         * `lineCounter.lineStarts.sort()` before calling `linePos()`.
         */
        this.addNewLine = (offset) => this.lineStarts.push(offset);
        /**
         * Performs a binary search and returns the 1-indexed { line, col }
         * position of `offset`. If `line === 0`, `addNewLine` has never been
         * called or `offset` is before the first known newline.
         */
        this.linePos = (offset) => {
            let low = 0;
            let high = this.lineStarts.length;
            while (low < high) {
                const mid = (low + high) >> 1; // Math.floor((low + high) / 2)
                if (this.lineStarts[mid] < offset)
                    low = mid + 1;
                else
                    high = mid;
            }
            if (this.lineStarts[low] === offset)
                return { line: low + 1, col: 1 };
            if (low === 0)
                return { line: 0, col: offset };
            const start = this.lineStarts[low - 1];
            return { line: low, col: offset - start + 1 };
        };
    }
}

exports.LineCounter = LineCounter;


/***/ }),

/***/ 193:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var node_process = __nccwpck_require__(149);
var cst = __nccwpck_require__(190);
var lexer = __nccwpck_require__(191);

function includesToken(list, type) {
    for (let i = 0; i < list.length; ++i)
        if (list[i].type === type)
            return true;
    return false;
}
function findNonEmptyIndex(list) {
    for (let i = 0; i < list.length; ++i) {
        switch (list[i].type) {
            case 'space':
            case 'comment':
            case 'newline':
                break;
            default:
                return i;
        }
    }
    return -1;
}
function isFlowToken(token) {
    switch (token?.type) {
        case 'alias':
        case 'scalar':
        case 'single-quoted-scalar':
        case 'double-quoted-scalar':
        case 'flow-collection':
            return true;
        default:
            return false;
    }
}
function getPrevProps(parent) {
    switch (parent.type) {
        case 'document':
            return parent.start;
        case 'block-map': {
            const it = parent.items[parent.items.length - 1];
            return it.sep ?? it.start;
        }
        case 'block-seq':
            return parent.items[parent.items.length - 1].start;
        /* istanbul ignore next should not happen */
        default:
            return [];
    }
}
/** Note: May modify input array */
function getFirstKeyStartProps(prev) {
    if (prev.length === 0)
        return [];
    let i = prev.length;
    loop: while (--i >= 0) {
        switch (prev[i].type) {
            case 'doc-start':
            case 'explicit-key-ind':
            case 'map-value-ind':
            case 'seq-item-ind':
            case 'newline':
                break loop;
        }
    }
    while (prev[++i]?.type === 'space') {
        /* loop */
    }
    return prev.splice(i, prev.length);
}
function arrayPushArray(target, source) {
    // May exhaust call stack with large `source` array
    if (source.length < 1e5)
        Array.prototype.push.apply(target, source);
    else
        for (let i = 0; i < source.length; ++i)
            target.push(source[i]);
}
function fixFlowSeqItems(fc) {
    if (fc.start.type === 'flow-seq-start') {
        for (const it of fc.items) {
            if (it.sep &&
                !it.value &&
                !includesToken(it.start, 'explicit-key-ind') &&
                !includesToken(it.sep, 'map-value-ind')) {
                if (it.key)
                    it.value = it.key;
                delete it.key;
                if (isFlowToken(it.value)) {
                    if (it.value.end)
                        arrayPushArray(it.value.end, it.sep);
                    else
                        it.value.end = it.sep;
                }
                else
                    arrayPushArray(it.start, it.sep);
                delete it.sep;
            }
        }
    }
}
/**
 * A YAML concrete syntax tree (CST) parser
 *
 * ```ts
 * const src: string = ...
 * for (const token of new Parser().parse(src)) {
 *   // token: Token
 * }
 * ```
 *
 * To use the parser with a user-provided lexer:
 *
 * ```ts
 * function* parse(source: string, lexer: Lexer) {
 *   const parser = new Parser()
 *   for (const lexeme of lexer.lex(source))
 *     yield* parser.next(lexeme)
 *   yield* parser.end()
 * }
 *
 * const src: string = ...
 * const lexer = new Lexer()
 * for (const token of parse(src, lexer)) {
 *   // token: Token
 * }
 * ```
 */
class Parser {
    /**
     * @param onNewLine - If defined, called separately with the start position of
     *   each new line (in `parse()`, including the start of input).
     */
    constructor(onNewLine) {
        /** If true, space and sequence indicators count as indentation */
        this.atNewLine = true;
        /** If true, next token is a scalar value */
        this.atScalar = false;
        /** Current indentation level */
        this.indent = 0;
        /** Current offset since the start of parsing */
        this.offset = 0;
        /** On the same line with a block map key */
        this.onKeyLine = false;
        /** Top indicates the node that's currently being built */
        this.stack = [];
        /** The source of the current token, set in parse() */
        this.source = '';
        /** The type of the current token, set in parse() */
        this.type = '';
        // Must be defined after `next()`
        this.lexer = new lexer.Lexer();
        this.onNewLine = onNewLine;
    }
    /**
     * Parse `source` as a YAML stream.
     * If `incomplete`, a part of the last line may be left as a buffer for the next call.
     *
     * Errors are not thrown, but yielded as `{ type: 'error', message }` tokens.
     *
     * @returns A generator of tokens representing each directive, document, and other structure.
     */
    *parse(source, incomplete = false) {
        if (this.onNewLine && this.offset === 0)
            this.onNewLine(0);
        for (const lexeme of this.lexer.lex(source, incomplete))
            yield* this.next(lexeme);
        if (!incomplete)
            yield* this.end();
    }
    /**
     * Advance the parser by the `source` of one lexical token.
     */
    *next(source) {
        this.source = source;
        if (node_process.env.LOG_TOKENS)
            console.log('|', cst.prettyToken(source));
        if (this.atScalar) {
            this.atScalar = false;
            yield* this.step();
            this.offset += source.length;
            return;
        }
        const type = cst.tokenType(source);
        if (!type) {
            const message = `Not a YAML token: ${source}`;
            yield* this.pop({ type: 'error', offset: this.offset, message, source });
            this.offset += source.length;
        }
        else if (type === 'scalar') {
            this.atNewLine = false;
            this.atScalar = true;
            this.type = 'scalar';
        }
        else {
            this.type = type;
            yield* this.step();
            switch (type) {
                case 'newline':
                    this.atNewLine = true;
                    this.indent = 0;
                    if (this.onNewLine)
                        this.onNewLine(this.offset + source.length);
                    break;
                case 'space':
                    if (this.atNewLine && source[0] === ' ')
                        this.indent += source.length;
                    break;
                case 'explicit-key-ind':
                case 'map-value-ind':
                case 'seq-item-ind':
                    if (this.atNewLine)
                        this.indent += source.length;
                    break;
                case 'doc-mode':
                case 'flow-error-end':
                    return;
                default:
                    this.atNewLine = false;
            }
            this.offset += source.length;
        }
    }
    /** Call at end of input to push out any remaining constructions */
    *end() {
        while (this.stack.length > 0)
            yield* this.pop();
    }
    get sourceToken() {
        const st = {
            type: this.type,
            offset: this.offset,
            indent: this.indent,
            source: this.source
        };
        return st;
    }
    *step() {
        const top = this.peek(1);
        if (this.type === 'doc-end' && top?.type !== 'doc-end') {
            while (this.stack.length > 0)
                yield* this.pop();
            this.stack.push({
                type: 'doc-end',
                offset: this.offset,
                source: this.source
            });
            return;
        }
        if (!top)
            return yield* this.stream();
        switch (top.type) {
            case 'document':
                return yield* this.document(top);
            case 'alias':
            case 'scalar':
            case 'single-quoted-scalar':
            case 'double-quoted-scalar':
                return yield* this.scalar(top);
            case 'block-scalar':
                return yield* this.blockScalar(top);
            case 'block-map':
                return yield* this.blockMap(top);
            case 'block-seq':
                return yield* this.blockSequence(top);
            case 'flow-collection':
                return yield* this.flowCollection(top);
            case 'doc-end':
                return yield* this.documentEnd(top);
        }
        /* istanbul ignore next should not happen */
        yield* this.pop();
    }
    peek(n) {
        return this.stack[this.stack.length - n];
    }
    *pop(error) {
        const token = error ?? this.stack.pop();
        /* istanbul ignore if should not happen */
        if (!token) {
            const message = 'Tried to pop an empty stack';
            yield { type: 'error', offset: this.offset, source: '', message };
        }
        else if (this.stack.length === 0) {
            yield token;
        }
        else {
            const top = this.peek(1);
            if (token.type === 'block-scalar') {
                // Block scalars use their parent rather than header indent
                token.indent = 'indent' in top ? top.indent : 0;
            }
            else if (token.type === 'flow-collection' && top.type === 'document') {
                // Ignore all indent for top-level flow collections
                token.indent = 0;
            }
            if (token.type === 'flow-collection')
                fixFlowSeqItems(token);
            switch (top.type) {
                case 'document':
                    top.value = token;
                    break;
                case 'block-scalar':
                    top.props.push(token); // error
                    break;
                case 'block-map': {
                    const it = top.items[top.items.length - 1];
                    if (it.value) {
                        top.items.push({ start: [], key: token, sep: [] });
                        this.onKeyLine = true;
                        return;
                    }
                    else if (it.sep) {
                        it.value = token;
                    }
                    else {
                        Object.assign(it, { key: token, sep: [] });
                        this.onKeyLine = !it.explicitKey;
                        return;
                    }
                    break;
                }
                case 'block-seq': {
                    const it = top.items[top.items.length - 1];
                    if (it.value)
                        top.items.push({ start: [], value: token });
                    else
                        it.value = token;
                    break;
                }
                case 'flow-collection': {
                    const it = top.items[top.items.length - 1];
                    if (!it || it.value)
                        top.items.push({ start: [], key: token, sep: [] });
                    else if (it.sep)
                        it.value = token;
                    else
                        Object.assign(it, { key: token, sep: [] });
                    return;
                }
                /* istanbul ignore next should not happen */
                default:
                    yield* this.pop();
                    yield* this.pop(token);
            }
            if ((top.type === 'document' ||
                top.type === 'block-map' ||
                top.type === 'block-seq') &&
                (token.type === 'block-map' || token.type === 'block-seq')) {
                const last = token.items[token.items.length - 1];
                if (last &&
                    !last.sep &&
                    !last.value &&
                    last.start.length > 0 &&
                    findNonEmptyIndex(last.start) === -1 &&
                    (token.indent === 0 ||
                        last.start.every(st => st.type !== 'comment' || st.indent < token.indent))) {
                    if (top.type === 'document')
                        top.end = last.start;
                    else
                        top.items.push({ start: last.start });
                    token.items.splice(-1, 1);
                }
            }
        }
    }
    *stream() {
        switch (this.type) {
            case 'directive-line':
                yield { type: 'directive', offset: this.offset, source: this.source };
                return;
            case 'byte-order-mark':
            case 'space':
            case 'comment':
            case 'newline':
                yield this.sourceToken;
                return;
            case 'doc-mode':
            case 'doc-start': {
                const doc = {
                    type: 'document',
                    offset: this.offset,
                    start: []
                };
                if (this.type === 'doc-start')
                    doc.start.push(this.sourceToken);
                this.stack.push(doc);
                return;
            }
        }
        yield {
            type: 'error',
            offset: this.offset,
            message: `Unexpected ${this.type} token in YAML stream`,
            source: this.source
        };
    }
    *document(doc) {
        if (doc.value)
            return yield* this.lineEnd(doc);
        switch (this.type) {
            case 'doc-start': {
                if (findNonEmptyIndex(doc.start) !== -1) {
                    yield* this.pop();
                    yield* this.step();
                }
                else
                    doc.start.push(this.sourceToken);
                return;
            }
            case 'anchor':
            case 'tag':
            case 'space':
            case 'comment':
            case 'newline':
                doc.start.push(this.sourceToken);
                return;
        }
        const bv = this.startBlockValue(doc);
        if (bv)
            this.stack.push(bv);
        else {
            yield {
                type: 'error',
                offset: this.offset,
                message: `Unexpected ${this.type} token in YAML document`,
                source: this.source
            };
        }
    }
    *scalar(scalar) {
        if (this.type === 'map-value-ind') {
            const prev = getPrevProps(this.peek(2));
            const start = getFirstKeyStartProps(prev);
            let sep;
            if (scalar.end) {
                sep = scalar.end;
                sep.push(this.sourceToken);
                delete scalar.end;
            }
            else
                sep = [this.sourceToken];
            const map = {
                type: 'block-map',
                offset: scalar.offset,
                indent: scalar.indent,
                items: [{ start, key: scalar, sep }]
            };
            this.onKeyLine = true;
            this.stack[this.stack.length - 1] = map;
        }
        else
            yield* this.lineEnd(scalar);
    }
    *blockScalar(scalar) {
        switch (this.type) {
            case 'space':
            case 'comment':
            case 'newline':
                scalar.props.push(this.sourceToken);
                return;
            case 'scalar':
                scalar.source = this.source;
                // block-scalar source includes trailing newline
                this.atNewLine = true;
                this.indent = 0;
                if (this.onNewLine) {
                    let nl = this.source.indexOf('\n') + 1;
                    while (nl !== 0) {
                        this.onNewLine(this.offset + nl);
                        nl = this.source.indexOf('\n', nl) + 1;
                    }
                }
                yield* this.pop();
                break;
            /* istanbul ignore next should not happen */
            default:
                yield* this.pop();
                yield* this.step();
        }
    }
    *blockMap(map) {
        const it = map.items[map.items.length - 1];
        // it.sep is true-ish if pair already has key or : separator
        switch (this.type) {
            case 'newline':
                this.onKeyLine = false;
                if (it.value) {
                    const end = 'end' in it.value ? it.value.end : undefined;
                    const last = Array.isArray(end) ? end[end.length - 1] : undefined;
                    if (last?.type === 'comment')
                        end?.push(this.sourceToken);
                    else
                        map.items.push({ start: [this.sourceToken] });
                }
                else if (it.sep) {
                    it.sep.push(this.sourceToken);
                }
                else {
                    it.start.push(this.sourceToken);
                }
                return;
            case 'space':
            case 'comment':
                if (it.value) {
                    map.items.push({ start: [this.sourceToken] });
                }
                else if (it.sep) {
                    it.sep.push(this.sourceToken);
                }
                else {
                    if (this.atIndentedComment(it.start, map.indent)) {
                        const prev = map.items[map.items.length - 2];
                        const end = prev?.value?.end;
                        if (Array.isArray(end)) {
                            arrayPushArray(end, it.start);
                            end.push(this.sourceToken);
                            map.items.pop();
                            return;
                        }
                    }
                    it.start.push(this.sourceToken);
                }
                return;
        }
        if (this.indent >= map.indent) {
            const atMapIndent = !this.onKeyLine && this.indent === map.indent;
            const atNextItem = atMapIndent &&
                (it.sep || it.explicitKey) &&
                this.type !== 'seq-item-ind';
            // For empty nodes, assign newline-separated not indented empty tokens to following node
            let start = [];
            if (atNextItem && it.sep && !it.value) {
                const nl = [];
                for (let i = 0; i < it.sep.length; ++i) {
                    const st = it.sep[i];
                    switch (st.type) {
                        case 'newline':
                            nl.push(i);
                            break;
                        case 'space':
                            break;
                        case 'comment':
                            if (st.indent > map.indent)
                                nl.length = 0;
                            break;
                        default:
                            nl.length = 0;
                    }
                }
                if (nl.length >= 2)
                    start = it.sep.splice(nl[1]);
            }
            switch (this.type) {
                case 'anchor':
                case 'tag':
                    if (atNextItem || it.value) {
                        start.push(this.sourceToken);
                        map.items.push({ start });
                        this.onKeyLine = true;
                    }
                    else if (it.sep) {
                        it.sep.push(this.sourceToken);
                    }
                    else {
                        it.start.push(this.sourceToken);
                    }
                    return;
                case 'explicit-key-ind':
                    if (!it.sep && !it.explicitKey) {
                        it.start.push(this.sourceToken);
                        it.explicitKey = true;
                    }
                    else if (atNextItem || it.value) {
                        start.push(this.sourceToken);
                        map.items.push({ start, explicitKey: true });
                    }
                    else {
                        this.stack.push({
                            type: 'block-map',
                            offset: this.offset,
                            indent: this.indent,
                            items: [{ start: [this.sourceToken], explicitKey: true }]
                        });
                    }
                    this.onKeyLine = true;
                    return;
                case 'map-value-ind':
                    if (it.explicitKey) {
                        if (!it.sep) {
                            if (includesToken(it.start, 'newline')) {
                                Object.assign(it, { key: null, sep: [this.sourceToken] });
                            }
                            else {
                                const start = getFirstKeyStartProps(it.start);
                                this.stack.push({
                                    type: 'block-map',
                                    offset: this.offset,
                                    indent: this.indent,
                                    items: [{ start, key: null, sep: [this.sourceToken] }]
                                });
                            }
                        }
                        else if (it.value) {
                            map.items.push({ start: [], key: null, sep: [this.sourceToken] });
                        }
                        else if (includesToken(it.sep, 'map-value-ind')) {
                            this.stack.push({
                                type: 'block-map',
                                offset: this.offset,
                                indent: this.indent,
                                items: [{ start, key: null, sep: [this.sourceToken] }]
                            });
                        }
                        else if (isFlowToken(it.key) &&
                            !includesToken(it.sep, 'newline')) {
                            const start = getFirstKeyStartProps(it.start);
                            const key = it.key;
                            const sep = it.sep;
                            sep.push(this.sourceToken);
                            // @ts-expect-error type guard is wrong here
                            delete it.key;
                            // @ts-expect-error type guard is wrong here
                            delete it.sep;
                            this.stack.push({
                                type: 'block-map',
                                offset: this.offset,
                                indent: this.indent,
                                items: [{ start, key, sep }]
                            });
                        }
                        else if (start.length > 0) {
                            // Not actually at next item
                            it.sep = it.sep.concat(start, this.sourceToken);
                        }
                        else {
                            it.sep.push(this.sourceToken);
                        }
                    }
                    else {
                        if (!it.sep) {
                            Object.assign(it, { key: null, sep: [this.sourceToken] });
                        }
                        else if (it.value || atNextItem) {
                            map.items.push({ start, key: null, sep: [this.sourceToken] });
                        }
                        else if (includesToken(it.sep, 'map-value-ind')) {
                            this.stack.push({
                                type: 'block-map',
                                offset: this.offset,
                                indent: this.indent,
                                items: [{ start: [], key: null, sep: [this.sourceToken] }]
                            });
                        }
                        else {
                            it.sep.push(this.sourceToken);
                        }
                    }
                    this.onKeyLine = true;
                    return;
                case 'alias':
                case 'scalar':
                case 'single-quoted-scalar':
                case 'double-quoted-scalar': {
                    const fs = this.flowScalar(this.type);
                    if (atNextItem || it.value) {
                        map.items.push({ start, key: fs, sep: [] });
                        this.onKeyLine = true;
                    }
                    else if (it.sep) {
                        this.stack.push(fs);
                    }
                    else {
                        Object.assign(it, { key: fs, sep: [] });
                        this.onKeyLine = true;
                    }
                    return;
                }
                default: {
                    const bv = this.startBlockValue(map);
                    if (bv) {
                        if (bv.type === 'block-seq') {
                            if (!it.explicitKey &&
                                it.sep &&
                                !includesToken(it.sep, 'newline')) {
                                yield* this.pop({
                                    type: 'error',
                                    offset: this.offset,
                                    message: 'Unexpected block-seq-ind on same line with key',
                                    source: this.source
                                });
                                return;
                            }
                        }
                        else if (atMapIndent) {
                            map.items.push({ start });
                        }
                        this.stack.push(bv);
                        return;
                    }
                }
            }
        }
        yield* this.pop();
        yield* this.step();
    }
    *blockSequence(seq) {
        const it = seq.items[seq.items.length - 1];
        switch (this.type) {
            case 'newline':
                if (it.value) {
                    const end = 'end' in it.value ? it.value.end : undefined;
                    const last = Array.isArray(end) ? end[end.length - 1] : undefined;
                    if (last?.type === 'comment')
                        end?.push(this.sourceToken);
                    else
                        seq.items.push({ start: [this.sourceToken] });
                }
                else
                    it.start.push(this.sourceToken);
                return;
            case 'space':
            case 'comment':
                if (it.value)
                    seq.items.push({ start: [this.sourceToken] });
                else {
                    if (this.atIndentedComment(it.start, seq.indent)) {
                        const prev = seq.items[seq.items.length - 2];
                        const end = prev?.value?.end;
                        if (Array.isArray(end)) {
                            arrayPushArray(end, it.start);
                            end.push(this.sourceToken);
                            seq.items.pop();
                            return;
                        }
                    }
                    it.start.push(this.sourceToken);
                }
                return;
            case 'anchor':
            case 'tag':
                if (it.value || this.indent <= seq.indent)
                    break;
                it.start.push(this.sourceToken);
                return;
            case 'seq-item-ind':
                if (this.indent !== seq.indent)
                    break;
                if (it.value || includesToken(it.start, 'seq-item-ind'))
                    seq.items.push({ start: [this.sourceToken] });
                else
                    it.start.push(this.sourceToken);
                return;
        }
        if (this.indent > seq.indent) {
            const bv = this.startBlockValue(seq);
            if (bv) {
                this.stack.push(bv);
                return;
            }
        }
        yield* this.pop();
        yield* this.step();
    }
    *flowCollection(fc) {
        const it = fc.items[fc.items.length - 1];
        if (this.type === 'flow-error-end') {
            let top;
            do {
                yield* this.pop();
                top = this.peek(1);
            } while (top?.type === 'flow-collection');
        }
        else if (fc.end.length === 0) {
            switch (this.type) {
                case 'comma':
                case 'explicit-key-ind':
                    if (!it || it.sep)
                        fc.items.push({ start: [this.sourceToken] });
                    else
                        it.start.push(this.sourceToken);
                    return;
                case 'map-value-ind':
                    if (!it || it.value)
                        fc.items.push({ start: [], key: null, sep: [this.sourceToken] });
                    else if (it.sep)
                        it.sep.push(this.sourceToken);
                    else
                        Object.assign(it, { key: null, sep: [this.sourceToken] });
                    return;
                case 'space':
                case 'comment':
                case 'newline':
                case 'anchor':
                case 'tag':
                    if (!it || it.value)
                        fc.items.push({ start: [this.sourceToken] });
                    else if (it.sep)
                        it.sep.push(this.sourceToken);
                    else
                        it.start.push(this.sourceToken);
                    return;
                case 'alias':
                case 'scalar':
                case 'single-quoted-scalar':
                case 'double-quoted-scalar': {
                    const fs = this.flowScalar(this.type);
                    if (!it || it.value)
                        fc.items.push({ start: [], key: fs, sep: [] });
                    else if (it.sep)
                        this.stack.push(fs);
                    else
                        Object.assign(it, { key: fs, sep: [] });
                    return;
                }
                case 'flow-map-end':
                case 'flow-seq-end':
                    fc.end.push(this.sourceToken);
                    return;
            }
            const bv = this.startBlockValue(fc);
            /* istanbul ignore else should not happen */
            if (bv)
                this.stack.push(bv);
            else {
                yield* this.pop();
                yield* this.step();
            }
        }
        else {
            const parent = this.peek(2);
            if (parent.type === 'block-map' &&
                ((this.type === 'map-value-ind' && parent.indent === fc.indent) ||
                    (this.type === 'newline' &&
                        !parent.items[parent.items.length - 1].sep))) {
                yield* this.pop();
                yield* this.step();
            }
            else if (this.type === 'map-value-ind' &&
                parent.type !== 'flow-collection') {
                const prev = getPrevProps(parent);
                const start = getFirstKeyStartProps(prev);
                fixFlowSeqItems(fc);
                const sep = fc.end.splice(1, fc.end.length);
                sep.push(this.sourceToken);
                const map = {
                    type: 'block-map',
                    offset: fc.offset,
                    indent: fc.indent,
                    items: [{ start, key: fc, sep }]
                };
                this.onKeyLine = true;
                this.stack[this.stack.length - 1] = map;
            }
            else {
                yield* this.lineEnd(fc);
            }
        }
    }
    flowScalar(type) {
        if (this.onNewLine) {
            let nl = this.source.indexOf('\n') + 1;
            while (nl !== 0) {
                this.onNewLine(this.offset + nl);
                nl = this.source.indexOf('\n', nl) + 1;
            }
        }
        return {
            type,
            offset: this.offset,
            indent: this.indent,
            source: this.source
        };
    }
    startBlockValue(parent) {
        switch (this.type) {
            case 'alias':
            case 'scalar':
            case 'single-quoted-scalar':
            case 'double-quoted-scalar':
                return this.flowScalar(this.type);
            case 'block-scalar-header':
                return {
                    type: 'block-scalar',
                    offset: this.offset,
                    indent: this.indent,
                    props: [this.sourceToken],
                    source: ''
                };
            case 'flow-map-start':
            case 'flow-seq-start':
                return {
                    type: 'flow-collection',
                    offset: this.offset,
                    indent: this.indent,
                    start: this.sourceToken,
                    items: [],
                    end: []
                };
            case 'seq-item-ind':
                return {
                    type: 'block-seq',
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start: [this.sourceToken] }]
                };
            case 'explicit-key-ind': {
                this.onKeyLine = true;
                const prev = getPrevProps(parent);
                const start = getFirstKeyStartProps(prev);
                start.push(this.sourceToken);
                return {
                    type: 'block-map',
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start, explicitKey: true }]
                };
            }
            case 'map-value-ind': {
                this.onKeyLine = true;
                const prev = getPrevProps(parent);
                const start = getFirstKeyStartProps(prev);
                return {
                    type: 'block-map',
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start, key: null, sep: [this.sourceToken] }]
                };
            }
        }
        return null;
    }
    atIndentedComment(start, indent) {
        if (this.type !== 'comment')
            return false;
        if (this.indent <= indent)
            return false;
        return start.every(st => st.type === 'newline' || st.type === 'space');
    }
    *documentEnd(docEnd) {
        if (this.type !== 'doc-mode') {
            if (docEnd.end)
                docEnd.end.push(this.sourceToken);
            else
                docEnd.end = [this.sourceToken];
            if (this.type === 'newline')
                yield* this.pop();
        }
    }
    *lineEnd(token) {
        switch (this.type) {
            case 'comma':
            case 'doc-start':
            case 'doc-end':
            case 'flow-seq-end':
            case 'flow-map-end':
            case 'map-value-ind':
                yield* this.pop();
                yield* this.step();
                break;
            case 'newline':
                this.onKeyLine = false;
            // fallthrough
            case 'space':
            case 'comment':
            default:
                // all other values are errors
                if (token.end)
                    token.end.push(this.sourceToken);
                else
                    token.end = [this.sourceToken];
                if (this.type === 'newline')
                    yield* this.pop();
        }
    }
}

exports.Parser = Parser;


/***/ }),

/***/ 194:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var composer = __nccwpck_require__(157);
var Document = __nccwpck_require__(169);
var errors = __nccwpck_require__(174);
var log = __nccwpck_require__(176);
var identity = __nccwpck_require__(185);
var lineCounter = __nccwpck_require__(192);
var parser = __nccwpck_require__(193);

function parseOptions(options) {
    const prettyErrors = options.prettyErrors !== false;
    const lineCounter$1 = options.lineCounter || (prettyErrors && new lineCounter.LineCounter()) || null;
    return { lineCounter: lineCounter$1, prettyErrors };
}
/**
 * Parse the input as a stream of YAML documents.
 *
 * Documents should be separated from each other by `...` or `---` marker lines.
 *
 * @returns If an empty `docs` array is returned, it will be of type
 *   EmptyStream and contain additional stream information. In
 *   TypeScript, you should use `'empty' in docs` as a type guard for it.
 */
function parseAllDocuments(source, options = {}) {
    const { lineCounter, prettyErrors } = parseOptions(options);
    const parser$1 = new parser.Parser(lineCounter?.addNewLine);
    const composer$1 = new composer.Composer(options);
    const docs = Array.from(composer$1.compose(parser$1.parse(source)));
    if (prettyErrors && lineCounter)
        for (const doc of docs) {
            doc.errors.forEach(errors.prettifyError(source, lineCounter));
            doc.warnings.forEach(errors.prettifyError(source, lineCounter));
        }
    if (docs.length > 0)
        return docs;
    return Object.assign([], { empty: true }, composer$1.streamInfo());
}
/** Parse an input string into a single YAML.Document */
function parseDocument(source, options = {}) {
    const { lineCounter, prettyErrors } = parseOptions(options);
    const parser$1 = new parser.Parser(lineCounter?.addNewLine);
    const composer$1 = new composer.Composer(options);
    // `doc` is always set by compose.end(true) at the very latest
    let doc = null;
    for (const _doc of composer$1.compose(parser$1.parse(source), true, source.length)) {
        if (!doc)
            doc = _doc;
        else if (doc.options.logLevel !== 'silent') {
            doc.errors.push(new errors.YAMLParseError(_doc.range.slice(0, 2), 'MULTIPLE_DOCS', 'Source contains multiple documents; please use YAML.parseAllDocuments()'));
            break;
        }
    }
    if (prettyErrors && lineCounter) {
        doc.errors.forEach(errors.prettifyError(source, lineCounter));
        doc.warnings.forEach(errors.prettifyError(source, lineCounter));
    }
    return doc;
}
function parse(src, reviver, options) {
    let _reviver = undefined;
    if (typeof reviver === 'function') {
        _reviver = reviver;
    }
    else if (options === undefined && reviver && typeof reviver === 'object') {
        options = reviver;
    }
    const doc = parseDocument(src, options);
    if (!doc)
        return null;
    doc.warnings.forEach(warning => log.warn(doc.options.logLevel, warning));
    if (doc.errors.length > 0) {
        if (doc.options.logLevel !== 'silent')
            throw doc.errors[0];
        else
            doc.errors = [];
    }
    return doc.toJS(Object.assign({ reviver: _reviver }, options));
}
function stringify(value, replacer, options) {
    let _replacer = null;
    if (typeof replacer === 'function' || Array.isArray(replacer)) {
        _replacer = replacer;
    }
    else if (options === undefined && replacer) {
        options = replacer;
    }
    if (typeof options === 'string')
        options = options.length;
    if (typeof options === 'number') {
        const indent = Math.round(options);
        options = indent < 1 ? undefined : indent > 8 ? { indent: 8 } : { indent };
    }
    if (value === undefined) {
        const { keepUndefined } = options ?? replacer ?? {};
        if (!keepUndefined)
            return undefined;
    }
    if (identity.isDocument(value) && !_replacer)
        return value.toString(options);
    return new Document.Document(value, _replacer, options).toString(options);
}

exports.parse = parse;
exports.parseAllDocuments = parseAllDocuments;
exports.parseDocument = parseDocument;
exports.stringify = stringify;


/***/ }),

/***/ 195:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(185);
var map = __nccwpck_require__(196);
var seq = __nccwpck_require__(198);
var string = __nccwpck_require__(199);
var tags = __nccwpck_require__(205);

const sortMapEntriesByKey = (a, b) => a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
class Schema {
    constructor({ compat, customTags, merge, resolveKnownTags, schema, sortMapEntries, toStringDefaults }) {
        this.compat = Array.isArray(compat)
            ? tags.getTags(compat, 'compat')
            : compat
                ? tags.getTags(null, compat)
                : null;
        this.name = (typeof schema === 'string' && schema) || 'core';
        this.knownTags = resolveKnownTags ? tags.coreKnownTags : {};
        this.tags = tags.getTags(customTags, this.name, merge);
        this.toStringOptions = toStringDefaults ?? null;
        Object.defineProperty(this, identity.MAP, { value: map.map });
        Object.defineProperty(this, identity.SCALAR, { value: string.string });
        Object.defineProperty(this, identity.SEQ, { value: seq.seq });
        // Used by createMap()
        this.sortMapEntries =
            typeof sortMapEntries === 'function'
                ? sortMapEntries
                : sortMapEntries === true
                    ? sortMapEntriesByKey
                    : null;
    }
    clone() {
        const copy = Object.create(Schema.prototype, Object.getOwnPropertyDescriptors(this));
        copy.tags = this.tags.slice();
        return copy;
    }
}

exports.Schema = Schema;


/***/ }),

/***/ 196:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(185);
var YAMLMap = __nccwpck_require__(182);

const map = {
    collection: 'map',
    default: true,
    nodeClass: YAMLMap.YAMLMap,
    tag: 'tag:yaml.org,2002:map',
    resolve(map, onError) {
        if (!identity.isMap(map))
            onError('Expected a mapping for this tag');
        return map;
    },
    createNode: (schema, obj, ctx) => YAMLMap.YAMLMap.from(schema, obj, ctx)
};

exports.map = map;


/***/ }),

/***/ 197:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(181);

const nullTag = {
    identify: value => value == null,
    createNode: () => new Scalar.Scalar(null),
    default: true,
    tag: 'tag:yaml.org,2002:null',
    test: /^(?:~|[Nn]ull|NULL)?$/,
    resolve: () => new Scalar.Scalar(null),
    stringify: ({ source }, ctx) => typeof source === 'string' && nullTag.test.test(source)
        ? source
        : ctx.options.nullStr
};

exports.nullTag = nullTag;


/***/ }),

/***/ 198:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(185);
var YAMLSeq = __nccwpck_require__(183);

const seq = {
    collection: 'seq',
    default: true,
    nodeClass: YAMLSeq.YAMLSeq,
    tag: 'tag:yaml.org,2002:seq',
    resolve(seq, onError) {
        if (!identity.isSeq(seq))
            onError('Expected a sequence for this tag');
        return seq;
    },
    createNode: (schema, obj, ctx) => YAMLSeq.YAMLSeq.from(schema, obj, ctx)
};

exports.seq = seq;


/***/ }),

/***/ 199:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var stringifyString = __nccwpck_require__(223);

const string = {
    identify: value => typeof value === 'string',
    default: true,
    tag: 'tag:yaml.org,2002:str',
    resolve: str => str,
    stringify(item, ctx, onComment, onChompKeep) {
        ctx = Object.assign({ actualString: true }, ctx);
        return stringifyString.stringifyString(item, ctx, onComment, onChompKeep);
    }
};

exports.string = string;


/***/ }),

/***/ 200:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(181);

const boolTag = {
    identify: value => typeof value === 'boolean',
    default: true,
    tag: 'tag:yaml.org,2002:bool',
    test: /^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/,
    resolve: str => new Scalar.Scalar(str[0] === 't' || str[0] === 'T'),
    stringify({ source, value }, ctx) {
        if (source && boolTag.test.test(source)) {
            const sv = source[0] === 't' || source[0] === 'T';
            if (value === sv)
                return source;
        }
        return value ? ctx.options.trueStr : ctx.options.falseStr;
    }
};

exports.boolTag = boolTag;


/***/ }),

/***/ 201:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(181);
var stringifyNumber = __nccwpck_require__(221);

const floatNaN = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    test: /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
    resolve: str => str.slice(-3).toLowerCase() === 'nan'
        ? NaN
        : str[0] === '-'
            ? Number.NEGATIVE_INFINITY
            : Number.POSITIVE_INFINITY,
    stringify: stringifyNumber.stringifyNumber
};
const floatExp = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    format: 'EXP',
    test: /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/,
    resolve: str => parseFloat(str),
    stringify(node) {
        const num = Number(node.value);
        return isFinite(num) ? num.toExponential() : stringifyNumber.stringifyNumber(node);
    }
};
const float = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    test: /^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/,
    resolve(str) {
        const node = new Scalar.Scalar(parseFloat(str));
        const dot = str.indexOf('.');
        if (dot !== -1 && str[str.length - 1] === '0')
            node.minFractionDigits = str.length - dot - 1;
        return node;
    },
    stringify: stringifyNumber.stringifyNumber
};

exports.float = float;
exports.floatExp = floatExp;
exports.floatNaN = floatNaN;


/***/ }),

/***/ 202:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var stringifyNumber = __nccwpck_require__(221);

const intIdentify = (value) => typeof value === 'bigint' || Number.isInteger(value);
const intResolve = (str, offset, radix, { intAsBigInt }) => (intAsBigInt ? BigInt(str) : parseInt(str.substring(offset), radix));
function intStringify(node, radix, prefix) {
    const { value } = node;
    if (intIdentify(value) && value >= 0)
        return prefix + value.toString(radix);
    return stringifyNumber.stringifyNumber(node);
}
const intOct = {
    identify: value => intIdentify(value) && value >= 0,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    format: 'OCT',
    test: /^0o[0-7]+$/,
    resolve: (str, _onError, opt) => intResolve(str, 2, 8, opt),
    stringify: node => intStringify(node, 8, '0o')
};
const int = {
    identify: intIdentify,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    test: /^[-+]?[0-9]+$/,
    resolve: (str, _onError, opt) => intResolve(str, 0, 10, opt),
    stringify: stringifyNumber.stringifyNumber
};
const intHex = {
    identify: value => intIdentify(value) && value >= 0,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    format: 'HEX',
    test: /^0x[0-9a-fA-F]+$/,
    resolve: (str, _onError, opt) => intResolve(str, 2, 16, opt),
    stringify: node => intStringify(node, 16, '0x')
};

exports.int = int;
exports.intHex = intHex;
exports.intOct = intOct;


/***/ }),

/***/ 203:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var map = __nccwpck_require__(196);
var _null = __nccwpck_require__(197);
var seq = __nccwpck_require__(198);
var string = __nccwpck_require__(199);
var bool = __nccwpck_require__(200);
var float = __nccwpck_require__(201);
var int = __nccwpck_require__(202);

const schema = [
    map.map,
    seq.seq,
    string.string,
    _null.nullTag,
    bool.boolTag,
    int.intOct,
    int.int,
    int.intHex,
    float.floatNaN,
    float.floatExp,
    float.float
];

exports.schema = schema;


/***/ }),

/***/ 204:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(181);
var map = __nccwpck_require__(196);
var seq = __nccwpck_require__(198);

function intIdentify(value) {
    return typeof value === 'bigint' || Number.isInteger(value);
}
const stringifyJSON = ({ value }) => JSON.stringify(value);
const jsonScalars = [
    {
        identify: value => typeof value === 'string',
        default: true,
        tag: 'tag:yaml.org,2002:str',
        resolve: str => str,
        stringify: stringifyJSON
    },
    {
        identify: value => value == null,
        createNode: () => new Scalar.Scalar(null),
        default: true,
        tag: 'tag:yaml.org,2002:null',
        test: /^null$/,
        resolve: () => null,
        stringify: stringifyJSON
    },
    {
        identify: value => typeof value === 'boolean',
        default: true,
        tag: 'tag:yaml.org,2002:bool',
        test: /^true$|^false$/,
        resolve: str => str === 'true',
        stringify: stringifyJSON
    },
    {
        identify: intIdentify,
        default: true,
        tag: 'tag:yaml.org,2002:int',
        test: /^-?(?:0|[1-9][0-9]*)$/,
        resolve: (str, _onError, { intAsBigInt }) => intAsBigInt ? BigInt(str) : parseInt(str, 10),
        stringify: ({ value }) => intIdentify(value) ? value.toString() : JSON.stringify(value)
    },
    {
        identify: value => typeof value === 'number',
        default: true,
        tag: 'tag:yaml.org,2002:float',
        test: /^-?(?:0|[1-9][0-9]*)(?:\.[0-9]*)?(?:[eE][-+]?[0-9]+)?$/,
        resolve: str => parseFloat(str),
        stringify: stringifyJSON
    }
];
const jsonError = {
    default: true,
    tag: '',
    test: /^/,
    resolve(str, onError) {
        onError(`Unresolved plain scalar ${JSON.stringify(str)}`);
        return str;
    }
};
const schema = [map.map, seq.seq].concat(jsonScalars, jsonError);

exports.schema = schema;


/***/ }),

/***/ 205:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var map = __nccwpck_require__(196);
var _null = __nccwpck_require__(197);
var seq = __nccwpck_require__(198);
var string = __nccwpck_require__(199);
var bool = __nccwpck_require__(200);
var float = __nccwpck_require__(201);
var int = __nccwpck_require__(202);
var schema = __nccwpck_require__(203);
var schema$1 = __nccwpck_require__(204);
var binary = __nccwpck_require__(206);
var merge = __nccwpck_require__(210);
var omap = __nccwpck_require__(211);
var pairs = __nccwpck_require__(212);
var schema$2 = __nccwpck_require__(213);
var set = __nccwpck_require__(214);
var timestamp = __nccwpck_require__(215);

const schemas = new Map([
    ['core', schema.schema],
    ['failsafe', [map.map, seq.seq, string.string]],
    ['json', schema$1.schema],
    ['yaml11', schema$2.schema],
    ['yaml-1.1', schema$2.schema]
]);
const tagsByName = {
    binary: binary.binary,
    bool: bool.boolTag,
    float: float.float,
    floatExp: float.floatExp,
    floatNaN: float.floatNaN,
    floatTime: timestamp.floatTime,
    int: int.int,
    intHex: int.intHex,
    intOct: int.intOct,
    intTime: timestamp.intTime,
    map: map.map,
    merge: merge.merge,
    null: _null.nullTag,
    omap: omap.omap,
    pairs: pairs.pairs,
    seq: seq.seq,
    set: set.set,
    timestamp: timestamp.timestamp
};
const coreKnownTags = {
    'tag:yaml.org,2002:binary': binary.binary,
    'tag:yaml.org,2002:merge': merge.merge,
    'tag:yaml.org,2002:omap': omap.omap,
    'tag:yaml.org,2002:pairs': pairs.pairs,
    'tag:yaml.org,2002:set': set.set,
    'tag:yaml.org,2002:timestamp': timestamp.timestamp
};
function getTags(customTags, schemaName, addMergeTag) {
    const schemaTags = schemas.get(schemaName);
    if (schemaTags && !customTags) {
        return addMergeTag && !schemaTags.includes(merge.merge)
            ? schemaTags.concat(merge.merge)
            : schemaTags.slice();
    }
    let tags = schemaTags;
    if (!tags) {
        if (Array.isArray(customTags))
            tags = [];
        else {
            const keys = Array.from(schemas.keys())
                .filter(key => key !== 'yaml11')
                .map(key => JSON.stringify(key))
                .join(', ');
            throw new Error(`Unknown schema "${schemaName}"; use one of ${keys} or define customTags array`);
        }
    }
    if (Array.isArray(customTags)) {
        for (const tag of customTags)
            tags = tags.concat(tag);
    }
    else if (typeof customTags === 'function') {
        tags = customTags(tags.slice());
    }
    if (addMergeTag)
        tags = tags.concat(merge.merge);
    return tags.reduce((tags, tag) => {
        const tagObj = typeof tag === 'string' ? tagsByName[tag] : tag;
        if (!tagObj) {
            const tagName = JSON.stringify(tag);
            const keys = Object.keys(tagsByName)
                .map(key => JSON.stringify(key))
                .join(', ');
            throw new Error(`Unknown custom tag ${tagName}; use one of ${keys}`);
        }
        if (!tags.includes(tagObj))
            tags.push(tagObj);
        return tags;
    }, []);
}

exports.coreKnownTags = coreKnownTags;
exports.getTags = getTags;


/***/ }),

/***/ 206:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var node_buffer = __nccwpck_require__(122);
var Scalar = __nccwpck_require__(181);
var stringifyString = __nccwpck_require__(223);

const binary = {
    identify: value => value instanceof Uint8Array, // Buffer inherits from Uint8Array
    default: false,
    tag: 'tag:yaml.org,2002:binary',
    /**
     * Returns a Buffer in node and an Uint8Array in browsers
     *
     * To use the resulting buffer as an image, you'll want to do something like:
     *
     *   const blob = new Blob([buffer], { type: 'image/jpeg' })
     *   document.querySelector('#photo').src = URL.createObjectURL(blob)
     */
    resolve(src, onError) {
        if (typeof node_buffer.Buffer === 'function') {
            return node_buffer.Buffer.from(src, 'base64');
        }
        else if (typeof atob === 'function') {
            // On IE 11, atob() can't handle newlines
            const str = atob(src.replace(/[\n\r]/g, ''));
            const buffer = new Uint8Array(str.length);
            for (let i = 0; i < str.length; ++i)
                buffer[i] = str.charCodeAt(i);
            return buffer;
        }
        else {
            onError('This environment does not support reading binary tags; either Buffer or atob is required');
            return src;
        }
    },
    stringify({ comment, type, value }, ctx, onComment, onChompKeep) {
        if (!value)
            return '';
        const buf = value; // checked earlier by binary.identify()
        let str;
        if (typeof node_buffer.Buffer === 'function') {
            str =
                buf instanceof node_buffer.Buffer
                    ? buf.toString('base64')
                    : node_buffer.Buffer.from(buf.buffer).toString('base64');
        }
        else if (typeof btoa === 'function') {
            let s = '';
            for (let i = 0; i < buf.length; ++i)
                s += String.fromCharCode(buf[i]);
            str = btoa(s);
        }
        else {
            throw new Error('This environment does not support writing binary tags; either Buffer or btoa is required');
        }
        type ?? (type = Scalar.Scalar.BLOCK_LITERAL);
        if (type !== Scalar.Scalar.QUOTE_DOUBLE) {
            const lineWidth = Math.max(ctx.options.lineWidth - ctx.indent.length, ctx.options.minContentWidth);
            const n = Math.ceil(str.length / lineWidth);
            const lines = new Array(n);
            for (let i = 0, o = 0; i < n; ++i, o += lineWidth) {
                lines[i] = str.substr(o, lineWidth);
            }
            str = lines.join(type === Scalar.Scalar.BLOCK_LITERAL ? '\n' : ' ');
        }
        return stringifyString.stringifyString({ comment, type, value: str }, ctx, onComment, onChompKeep);
    }
};

exports.binary = binary;


/***/ }),

/***/ 207:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(181);

function boolStringify({ value, source }, ctx) {
    const boolObj = value ? trueTag : falseTag;
    if (source && boolObj.test.test(source))
        return source;
    return value ? ctx.options.trueStr : ctx.options.falseStr;
}
const trueTag = {
    identify: value => value === true,
    default: true,
    tag: 'tag:yaml.org,2002:bool',
    test: /^(?:Y|y|[Yy]es|YES|[Tt]rue|TRUE|[Oo]n|ON)$/,
    resolve: () => new Scalar.Scalar(true),
    stringify: boolStringify
};
const falseTag = {
    identify: value => value === false,
    default: true,
    tag: 'tag:yaml.org,2002:bool',
    test: /^(?:N|n|[Nn]o|NO|[Ff]alse|FALSE|[Oo]ff|OFF)$/,
    resolve: () => new Scalar.Scalar(false),
    stringify: boolStringify
};

exports.falseTag = falseTag;
exports.trueTag = trueTag;


/***/ }),

/***/ 208:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(181);
var stringifyNumber = __nccwpck_require__(221);

const floatNaN = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    test: /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
    resolve: (str) => str.slice(-3).toLowerCase() === 'nan'
        ? NaN
        : str[0] === '-'
            ? Number.NEGATIVE_INFINITY
            : Number.POSITIVE_INFINITY,
    stringify: stringifyNumber.stringifyNumber
};
const floatExp = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    format: 'EXP',
    test: /^[-+]?(?:[0-9][0-9_]*)?(?:\.[0-9_]*)?[eE][-+]?[0-9]+$/,
    resolve: (str) => parseFloat(str.replace(/_/g, '')),
    stringify(node) {
        const num = Number(node.value);
        return isFinite(num) ? num.toExponential() : stringifyNumber.stringifyNumber(node);
    }
};
const float = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    test: /^[-+]?(?:[0-9][0-9_]*)?\.[0-9_]*$/,
    resolve(str) {
        const node = new Scalar.Scalar(parseFloat(str.replace(/_/g, '')));
        const dot = str.indexOf('.');
        if (dot !== -1) {
            const f = str.substring(dot + 1).replace(/_/g, '');
            if (f[f.length - 1] === '0')
                node.minFractionDigits = f.length;
        }
        return node;
    },
    stringify: stringifyNumber.stringifyNumber
};

exports.float = float;
exports.floatExp = floatExp;
exports.floatNaN = floatNaN;


/***/ }),

/***/ 209:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var stringifyNumber = __nccwpck_require__(221);

const intIdentify = (value) => typeof value === 'bigint' || Number.isInteger(value);
function intResolve(str, offset, radix, { intAsBigInt }) {
    const sign = str[0];
    if (sign === '-' || sign === '+')
        offset += 1;
    str = str.substring(offset).replace(/_/g, '');
    if (intAsBigInt) {
        switch (radix) {
            case 2:
                str = `0b${str}`;
                break;
            case 8:
                str = `0o${str}`;
                break;
            case 16:
                str = `0x${str}`;
                break;
        }
        const n = BigInt(str);
        return sign === '-' ? BigInt(-1) * n : n;
    }
    const n = parseInt(str, radix);
    return sign === '-' ? -1 * n : n;
}
function intStringify(node, radix, prefix) {
    const { value } = node;
    if (intIdentify(value)) {
        const str = value.toString(radix);
        return value < 0 ? '-' + prefix + str.substr(1) : prefix + str;
    }
    return stringifyNumber.stringifyNumber(node);
}
const intBin = {
    identify: intIdentify,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    format: 'BIN',
    test: /^[-+]?0b[0-1_]+$/,
    resolve: (str, _onError, opt) => intResolve(str, 2, 2, opt),
    stringify: node => intStringify(node, 2, '0b')
};
const intOct = {
    identify: intIdentify,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    format: 'OCT',
    test: /^[-+]?0[0-7_]+$/,
    resolve: (str, _onError, opt) => intResolve(str, 1, 8, opt),
    stringify: node => intStringify(node, 8, '0')
};
const int = {
    identify: intIdentify,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    test: /^[-+]?[0-9][0-9_]*$/,
    resolve: (str, _onError, opt) => intResolve(str, 0, 10, opt),
    stringify: stringifyNumber.stringifyNumber
};
const intHex = {
    identify: intIdentify,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    format: 'HEX',
    test: /^[-+]?0x[0-9a-fA-F_]+$/,
    resolve: (str, _onError, opt) => intResolve(str, 2, 16, opt),
    stringify: node => intStringify(node, 16, '0x')
};

exports.int = int;
exports.intBin = intBin;
exports.intHex = intHex;
exports.intOct = intOct;


/***/ }),

/***/ 210:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(185);
var Scalar = __nccwpck_require__(181);

// If the value associated with a merge key is a single mapping node, each of
// its key/value pairs is inserted into the current mapping, unless the key
// already exists in it. If the value associated with the merge key is a
// sequence, then this sequence is expected to contain mapping nodes and each
// of these nodes is merged in turn according to its order in the sequence.
// Keys in mapping nodes earlier in the sequence override keys specified in
// later mapping nodes. -- http://yaml.org/type/merge.html
const MERGE_KEY = '<<';
const merge = {
    identify: value => value === MERGE_KEY ||
        (typeof value === 'symbol' && value.description === MERGE_KEY),
    default: 'key',
    tag: 'tag:yaml.org,2002:merge',
    test: /^<<$/,
    resolve: () => Object.assign(new Scalar.Scalar(Symbol(MERGE_KEY)), {
        addToJSMap: addMergeToJSMap
    }),
    stringify: () => MERGE_KEY
};
const isMergeKey = (ctx, key) => (merge.identify(key) ||
    (identity.isScalar(key) &&
        (!key.type || key.type === Scalar.Scalar.PLAIN) &&
        merge.identify(key.value))) &&
    ctx?.doc.schema.tags.some(tag => tag.tag === merge.tag && tag.default);
function addMergeToJSMap(ctx, map, value) {
    const source = resolveAliasValue(ctx, value);
    if (identity.isSeq(source))
        for (const it of source.items)
            mergeValue(ctx, map, it);
    else if (Array.isArray(source))
        for (const it of source)
            mergeValue(ctx, map, it);
    else
        mergeValue(ctx, map, source);
}
function mergeValue(ctx, map, value) {
    const source = resolveAliasValue(ctx, value);
    if (!identity.isMap(source))
        throw new Error('Merge sources must be maps or map aliases');
    const srcMap = source.toJSON(null, ctx, Map);
    for (const [key, value] of srcMap) {
        if (map instanceof Map) {
            if (!map.has(key))
                map.set(key, value);
        }
        else if (map instanceof Set) {
            map.add(key);
        }
        else if (!Object.prototype.hasOwnProperty.call(map, key)) {
            Object.defineProperty(map, key, {
                value,
                writable: true,
                enumerable: true,
                configurable: true
            });
        }
    }
    return map;
}
function resolveAliasValue(ctx, value) {
    return ctx && identity.isAlias(value) ? value.resolve(ctx.doc, ctx) : value;
}

exports.addMergeToJSMap = addMergeToJSMap;
exports.isMergeKey = isMergeKey;
exports.merge = merge;


/***/ }),

/***/ 211:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(185);
var toJS = __nccwpck_require__(186);
var YAMLMap = __nccwpck_require__(182);
var YAMLSeq = __nccwpck_require__(183);
var pairs = __nccwpck_require__(212);

class YAMLOMap extends YAMLSeq.YAMLSeq {
    constructor() {
        super();
        this.add = YAMLMap.YAMLMap.prototype.add.bind(this);
        this.delete = YAMLMap.YAMLMap.prototype.delete.bind(this);
        this.get = YAMLMap.YAMLMap.prototype.get.bind(this);
        this.has = YAMLMap.YAMLMap.prototype.has.bind(this);
        this.set = YAMLMap.YAMLMap.prototype.set.bind(this);
        this.tag = YAMLOMap.tag;
    }
    /**
     * If `ctx` is given, the return type is actually `Map<unknown, unknown>`,
     * but TypeScript won't allow widening the signature of a child method.
     */
    toJSON(_, ctx) {
        if (!ctx)
            return super.toJSON(_);
        const map = new Map();
        if (ctx?.onCreate)
            ctx.onCreate(map);
        for (const pair of this.items) {
            let key, value;
            if (identity.isPair(pair)) {
                key = toJS.toJS(pair.key, '', ctx);
                value = toJS.toJS(pair.value, key, ctx);
            }
            else {
                key = toJS.toJS(pair, '', ctx);
            }
            if (map.has(key))
                throw new Error('Ordered maps must not include duplicate keys');
            map.set(key, value);
        }
        return map;
    }
    static from(schema, iterable, ctx) {
        const pairs$1 = pairs.createPairs(schema, iterable, ctx);
        const omap = new this();
        omap.items = pairs$1.items;
        return omap;
    }
}
YAMLOMap.tag = 'tag:yaml.org,2002:omap';
const omap = {
    collection: 'seq',
    identify: value => value instanceof Map,
    nodeClass: YAMLOMap,
    default: false,
    tag: 'tag:yaml.org,2002:omap',
    resolve(seq, onError) {
        const pairs$1 = pairs.resolvePairs(seq, onError);
        const seenKeys = [];
        for (const { key } of pairs$1.items) {
            if (identity.isScalar(key)) {
                if (seenKeys.includes(key.value)) {
                    onError(`Ordered maps must not include duplicate keys: ${key.value}`);
                }
                else {
                    seenKeys.push(key.value);
                }
            }
        }
        return Object.assign(new YAMLOMap(), pairs$1);
    },
    createNode: (schema, iterable, ctx) => YAMLOMap.from(schema, iterable, ctx)
};

exports.YAMLOMap = YAMLOMap;
exports.omap = omap;


/***/ }),

/***/ 212:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(185);
var Pair = __nccwpck_require__(180);
var Scalar = __nccwpck_require__(181);
var YAMLSeq = __nccwpck_require__(183);

function resolvePairs(seq, onError) {
    if (identity.isSeq(seq)) {
        for (let i = 0; i < seq.items.length; ++i) {
            let item = seq.items[i];
            if (identity.isPair(item))
                continue;
            else if (identity.isMap(item)) {
                if (item.items.length > 1)
                    onError('Each pair must have its own sequence indicator');
                const pair = item.items[0] || new Pair.Pair(new Scalar.Scalar(null));
                if (item.commentBefore)
                    pair.key.commentBefore = pair.key.commentBefore
                        ? `${item.commentBefore}\n${pair.key.commentBefore}`
                        : item.commentBefore;
                if (item.comment) {
                    const cn = pair.value ?? pair.key;
                    cn.comment = cn.comment
                        ? `${item.comment}\n${cn.comment}`
                        : item.comment;
                }
                item = pair;
            }
            seq.items[i] = identity.isPair(item) ? item : new Pair.Pair(item);
        }
    }
    else
        onError('Expected a sequence for this tag');
    return seq;
}
function createPairs(schema, iterable, ctx) {
    const { replacer } = ctx;
    const pairs = new YAMLSeq.YAMLSeq(schema);
    pairs.tag = 'tag:yaml.org,2002:pairs';
    let i = 0;
    if (iterable && Symbol.iterator in Object(iterable))
        for (let it of iterable) {
            if (typeof replacer === 'function')
                it = replacer.call(iterable, String(i++), it);
            let key, value;
            if (Array.isArray(it)) {
                if (it.length === 2) {
                    key = it[0];
                    value = it[1];
                }
                else
                    throw new TypeError(`Expected [key, value] tuple: ${it}`);
            }
            else if (it && it instanceof Object) {
                const keys = Object.keys(it);
                if (keys.length === 1) {
                    key = keys[0];
                    value = it[key];
                }
                else {
                    throw new TypeError(`Expected tuple with one key, not ${keys.length} keys`);
                }
            }
            else {
                key = it;
            }
            pairs.items.push(Pair.createPair(key, value, ctx));
        }
    return pairs;
}
const pairs = {
    collection: 'seq',
    default: false,
    tag: 'tag:yaml.org,2002:pairs',
    resolve: resolvePairs,
    createNode: createPairs
};

exports.createPairs = createPairs;
exports.pairs = pairs;
exports.resolvePairs = resolvePairs;


/***/ }),

/***/ 213:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var map = __nccwpck_require__(196);
var _null = __nccwpck_require__(197);
var seq = __nccwpck_require__(198);
var string = __nccwpck_require__(199);
var binary = __nccwpck_require__(206);
var bool = __nccwpck_require__(207);
var float = __nccwpck_require__(208);
var int = __nccwpck_require__(209);
var merge = __nccwpck_require__(210);
var omap = __nccwpck_require__(211);
var pairs = __nccwpck_require__(212);
var set = __nccwpck_require__(214);
var timestamp = __nccwpck_require__(215);

const schema = [
    map.map,
    seq.seq,
    string.string,
    _null.nullTag,
    bool.trueTag,
    bool.falseTag,
    int.intBin,
    int.intOct,
    int.int,
    int.intHex,
    float.floatNaN,
    float.floatExp,
    float.float,
    binary.binary,
    merge.merge,
    omap.omap,
    pairs.pairs,
    set.set,
    timestamp.intTime,
    timestamp.floatTime,
    timestamp.timestamp
];

exports.schema = schema;


/***/ }),

/***/ 214:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(185);
var Pair = __nccwpck_require__(180);
var YAMLMap = __nccwpck_require__(182);

class YAMLSet extends YAMLMap.YAMLMap {
    constructor(schema) {
        super(schema);
        this.tag = YAMLSet.tag;
    }
    add(key) {
        let pair;
        if (identity.isPair(key))
            pair = key;
        else if (key &&
            typeof key === 'object' &&
            'key' in key &&
            'value' in key &&
            key.value === null)
            pair = new Pair.Pair(key.key, null);
        else
            pair = new Pair.Pair(key, null);
        const prev = YAMLMap.findPair(this.items, pair.key);
        if (!prev)
            this.items.push(pair);
    }
    /**
     * If `keepPair` is `true`, returns the Pair matching `key`.
     * Otherwise, returns the value of that Pair's key.
     */
    get(key, keepPair) {
        const pair = YAMLMap.findPair(this.items, key);
        return !keepPair && identity.isPair(pair)
            ? identity.isScalar(pair.key)
                ? pair.key.value
                : pair.key
            : pair;
    }
    set(key, value) {
        if (typeof value !== 'boolean')
            throw new Error(`Expected boolean value for set(key, value) in a YAML set, not ${typeof value}`);
        const prev = YAMLMap.findPair(this.items, key);
        if (prev && !value) {
            this.items.splice(this.items.indexOf(prev), 1);
        }
        else if (!prev && value) {
            this.items.push(new Pair.Pair(key));
        }
    }
    toJSON(_, ctx) {
        return super.toJSON(_, ctx, Set);
    }
    toString(ctx, onComment, onChompKeep) {
        if (!ctx)
            return JSON.stringify(this);
        if (this.hasAllNullValues(true))
            return super.toString(Object.assign({}, ctx, { allNullValues: true }), onComment, onChompKeep);
        else
            throw new Error('Set items must all have null values');
    }
    static from(schema, iterable, ctx) {
        const { replacer } = ctx;
        const set = new this(schema);
        if (iterable && Symbol.iterator in Object(iterable))
            for (let value of iterable) {
                if (typeof replacer === 'function')
                    value = replacer.call(iterable, value, value);
                set.items.push(Pair.createPair(value, null, ctx));
            }
        return set;
    }
}
YAMLSet.tag = 'tag:yaml.org,2002:set';
const set = {
    collection: 'map',
    identify: value => value instanceof Set,
    nodeClass: YAMLSet,
    default: false,
    tag: 'tag:yaml.org,2002:set',
    createNode: (schema, iterable, ctx) => YAMLSet.from(schema, iterable, ctx),
    resolve(map, onError) {
        if (identity.isMap(map)) {
            if (map.hasAllNullValues(true))
                return Object.assign(new YAMLSet(), map);
            else
                onError('Set items must all have null values');
        }
        else
            onError('Expected a mapping for this tag');
        return map;
    }
};

exports.YAMLSet = YAMLSet;
exports.set = set;


/***/ }),

/***/ 215:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var stringifyNumber = __nccwpck_require__(221);

/** Internal types handle bigint as number, because TS can't figure it out. */
function parseSexagesimal(str, asBigInt) {
    const sign = str[0];
    const parts = sign === '-' || sign === '+' ? str.substring(1) : str;
    const num = (n) => asBigInt ? BigInt(n) : Number(n);
    const res = parts
        .replace(/_/g, '')
        .split(':')
        .reduce((res, p) => res * num(60) + num(p), num(0));
    return (sign === '-' ? num(-1) * res : res);
}
/**
 * hhhh:mm:ss.sss
 *
 * Internal types handle bigint as number, because TS can't figure it out.
 */
function stringifySexagesimal(node) {
    let { value } = node;
    let num = (n) => n;
    if (typeof value === 'bigint')
        num = n => BigInt(n);
    else if (isNaN(value) || !isFinite(value))
        return stringifyNumber.stringifyNumber(node);
    let sign = '';
    if (value < 0) {
        sign = '-';
        value *= num(-1);
    }
    const _60 = num(60);
    const parts = [value % _60]; // seconds, including ms
    if (value < 60) {
        parts.unshift(0); // at least one : is required
    }
    else {
        value = (value - parts[0]) / _60;
        parts.unshift(value % _60); // minutes
        if (value >= 60) {
            value = (value - parts[0]) / _60;
            parts.unshift(value); // hours
        }
    }
    return (sign +
        parts
            .map(n => String(n).padStart(2, '0'))
            .join(':')
            .replace(/000000\d*$/, '') // % 60 may introduce error
    );
}
const intTime = {
    identify: value => typeof value === 'bigint' || Number.isInteger(value),
    default: true,
    tag: 'tag:yaml.org,2002:int',
    format: 'TIME',
    test: /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+$/,
    resolve: (str, _onError, { intAsBigInt }) => parseSexagesimal(str, intAsBigInt),
    stringify: stringifySexagesimal
};
const floatTime = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    format: 'TIME',
    test: /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*$/,
    resolve: str => parseSexagesimal(str, false),
    stringify: stringifySexagesimal
};
const timestamp = {
    identify: value => value instanceof Date,
    default: true,
    tag: 'tag:yaml.org,2002:timestamp',
    // If the time zone is omitted, the timestamp is assumed to be specified in UTC. The time part
    // may be omitted altogether, resulting in a date format. In such a case, the time part is
    // assumed to be 00:00:00Z (start of day, UTC).
    test: RegExp('^([0-9]{4})-([0-9]{1,2})-([0-9]{1,2})' + // YYYY-Mm-Dd
        '(?:' + // time is optional
        '(?:t|T|[ \\t]+)' + // t | T | whitespace
        '([0-9]{1,2}):([0-9]{1,2}):([0-9]{1,2}(\\.[0-9]+)?)' + // Hh:Mm:Ss(.ss)?
        '(?:[ \\t]*(Z|[-+][012]?[0-9](?::[0-9]{2})?))?' + // Z | +5 | -03:30
        ')?$'),
    resolve(str) {
        const match = str.match(timestamp.test);
        if (!match)
            throw new Error('!!timestamp expects a date, starting with yyyy-mm-dd');
        const [, year, month, day, hour, minute, second] = match.map(Number);
        const millisec = match[7] ? Number((match[7] + '00').substr(1, 3)) : 0;
        let date = Date.UTC(year, month - 1, day, hour || 0, minute || 0, second || 0, millisec);
        const tz = match[8];
        if (tz && tz !== 'Z') {
            let d = parseSexagesimal(tz, false);
            if (Math.abs(d) < 30)
                d *= 60;
            date -= 60000 * d;
        }
        return new Date(date);
    },
    stringify: ({ value }) => value?.toISOString().replace(/(T00:00:00)?\.000Z$/, '') ?? ''
};

exports.floatTime = floatTime;
exports.intTime = intTime;
exports.timestamp = timestamp;


/***/ }),

/***/ 216:
/***/ ((__unused_webpack_module, exports) => {



const FOLD_FLOW = 'flow';
const FOLD_BLOCK = 'block';
const FOLD_QUOTED = 'quoted';
/**
 * Tries to keep input at up to `lineWidth` characters, splitting only on spaces
 * not followed by newlines or spaces unless `mode` is `'quoted'`. Lines are
 * terminated with `\n` and started with `indent`.
 */
function foldFlowLines(text, indent, mode = 'flow', { indentAtStart, lineWidth = 80, minContentWidth = 20, onFold, onOverflow } = {}) {
    if (!lineWidth || lineWidth < 0)
        return text;
    if (lineWidth < minContentWidth)
        minContentWidth = 0;
    const endStep = Math.max(1 + minContentWidth, 1 + lineWidth - indent.length);
    if (text.length <= endStep)
        return text;
    const folds = [];
    const escapedFolds = {};
    let end = lineWidth - indent.length;
    if (typeof indentAtStart === 'number') {
        if (indentAtStart > lineWidth - Math.max(2, minContentWidth))
            folds.push(0);
        else
            end = lineWidth - indentAtStart;
    }
    let split = undefined;
    let prev = undefined;
    let overflow = false;
    let i = -1;
    let escStart = -1;
    let escEnd = -1;
    if (mode === FOLD_BLOCK) {
        i = consumeMoreIndentedLines(text, i, indent.length);
        if (i !== -1)
            end = i + endStep;
    }
    for (let ch; (ch = text[(i += 1)]);) {
        if (mode === FOLD_QUOTED && ch === '\\') {
            escStart = i;
            switch (text[i + 1]) {
                case 'x':
                    i += 3;
                    break;
                case 'u':
                    i += 5;
                    break;
                case 'U':
                    i += 9;
                    break;
                default:
                    i += 1;
            }
            escEnd = i;
        }
        if (ch === '\n') {
            if (mode === FOLD_BLOCK)
                i = consumeMoreIndentedLines(text, i, indent.length);
            end = i + indent.length + endStep;
            split = undefined;
        }
        else {
            if (ch === ' ' &&
                prev &&
                prev !== ' ' &&
                prev !== '\n' &&
                prev !== '\t') {
                // space surrounded by non-space can be replaced with newline + indent
                const next = text[i + 1];
                if (next && next !== ' ' && next !== '\n' && next !== '\t')
                    split = i;
            }
            if (i >= end) {
                if (split) {
                    folds.push(split);
                    end = split + endStep;
                    split = undefined;
                }
                else if (mode === FOLD_QUOTED) {
                    // white-space collected at end may stretch past lineWidth
                    while (prev === ' ' || prev === '\t') {
                        prev = ch;
                        ch = text[(i += 1)];
                        overflow = true;
                    }
                    // Account for newline escape, but don't break preceding escape
                    const j = i > escEnd + 1 ? i - 2 : escStart - 1;
                    // Bail out if lineWidth & minContentWidth are shorter than an escape string
                    if (escapedFolds[j])
                        return text;
                    folds.push(j);
                    escapedFolds[j] = true;
                    end = j + endStep;
                    split = undefined;
                }
                else {
                    overflow = true;
                }
            }
        }
        prev = ch;
    }
    if (overflow && onOverflow)
        onOverflow();
    if (folds.length === 0)
        return text;
    if (onFold)
        onFold();
    let res = text.slice(0, folds[0]);
    for (let i = 0; i < folds.length; ++i) {
        const fold = folds[i];
        const end = folds[i + 1] || text.length;
        if (fold === 0)
            res = `\n${indent}${text.slice(0, end)}`;
        else {
            if (mode === FOLD_QUOTED && escapedFolds[fold])
                res += `${text[fold]}\\`;
            res += `\n${indent}${text.slice(fold + 1, end)}`;
        }
    }
    return res;
}
/**
 * Presumes `i + 1` is at the start of a line
 * @returns index of last newline in more-indented block
 */
function consumeMoreIndentedLines(text, i, indent) {
    let end = i;
    let start = i + 1;
    let ch = text[start];
    while (ch === ' ' || ch === '\t') {
        if (i < start + indent) {
            ch = text[++i];
        }
        else {
            do {
                ch = text[++i];
            } while (ch && ch !== '\n');
            end = i;
            start = i + 1;
            ch = text[start];
        }
    }
    return end;
}

exports.FOLD_BLOCK = FOLD_BLOCK;
exports.FOLD_FLOW = FOLD_FLOW;
exports.FOLD_QUOTED = FOLD_QUOTED;
exports.foldFlowLines = foldFlowLines;


/***/ }),

/***/ 217:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var anchors = __nccwpck_require__(170);
var identity = __nccwpck_require__(185);
var stringifyComment = __nccwpck_require__(219);
var stringifyString = __nccwpck_require__(223);

function createStringifyContext(doc, options) {
    const opt = Object.assign({
        blockQuote: true,
        commentString: stringifyComment.stringifyComment,
        defaultKeyType: null,
        defaultStringType: 'PLAIN',
        directives: null,
        doubleQuotedAsJSON: false,
        doubleQuotedMinMultiLineLength: 40,
        falseStr: 'false',
        flowCollectionPadding: true,
        indentSeq: true,
        lineWidth: 80,
        minContentWidth: 20,
        nullStr: 'null',
        simpleKeys: false,
        singleQuote: null,
        trailingComma: false,
        trueStr: 'true',
        verifyAliasOrder: true
    }, doc.schema.toStringOptions, options);
    let inFlow;
    switch (opt.collectionStyle) {
        case 'block':
            inFlow = false;
            break;
        case 'flow':
            inFlow = true;
            break;
        default:
            inFlow = null;
    }
    return {
        anchors: new Set(),
        doc,
        flowCollectionPadding: opt.flowCollectionPadding ? ' ' : '',
        indent: '',
        indentStep: typeof opt.indent === 'number' ? ' '.repeat(opt.indent) : '  ',
        inFlow,
        options: opt
    };
}
function getTagObject(tags, item) {
    if (item.tag) {
        const match = tags.filter(t => t.tag === item.tag);
        if (match.length > 0)
            return match.find(t => t.format === item.format) ?? match[0];
    }
    let tagObj = undefined;
    let obj;
    if (identity.isScalar(item)) {
        obj = item.value;
        let match = tags.filter(t => t.identify?.(obj));
        if (match.length > 1) {
            const testMatch = match.filter(t => t.test);
            if (testMatch.length > 0)
                match = testMatch;
        }
        tagObj =
            match.find(t => t.format === item.format) ?? match.find(t => !t.format);
    }
    else {
        obj = item;
        tagObj = tags.find(t => t.nodeClass && obj instanceof t.nodeClass);
    }
    if (!tagObj) {
        const name = obj?.constructor?.name ?? (obj === null ? 'null' : typeof obj);
        throw new Error(`Tag not resolved for ${name} value`);
    }
    return tagObj;
}
// needs to be called before value stringifier to allow for circular anchor refs
function stringifyProps(node, tagObj, { anchors: anchors$1, doc }) {
    if (!doc.directives)
        return '';
    const props = [];
    const anchor = (identity.isScalar(node) || identity.isCollection(node)) && node.anchor;
    if (anchor && anchors.anchorIsValid(anchor)) {
        anchors$1.add(anchor);
        props.push(`&${anchor}`);
    }
    const tag = node.tag ?? (tagObj.default ? null : tagObj.tag);
    if (tag)
        props.push(doc.directives.tagString(tag));
    return props.join(' ');
}
function stringify(item, ctx, onComment, onChompKeep) {
    if (identity.isPair(item))
        return item.toString(ctx, onComment, onChompKeep);
    if (identity.isAlias(item)) {
        if (ctx.doc.directives)
            return item.toString(ctx);
        if (ctx.resolvedAliases?.has(item)) {
            throw new TypeError(`Cannot stringify circular structure without alias nodes`);
        }
        else {
            if (ctx.resolvedAliases)
                ctx.resolvedAliases.add(item);
            else
                ctx.resolvedAliases = new Set([item]);
            item = item.resolve(ctx.doc);
        }
    }
    let tagObj = undefined;
    const node = identity.isNode(item)
        ? item
        : ctx.doc.createNode(item, { onTagObj: o => (tagObj = o) });
    tagObj ?? (tagObj = getTagObject(ctx.doc.schema.tags, node));
    const props = stringifyProps(node, tagObj, ctx);
    if (props.length > 0)
        ctx.indentAtStart = (ctx.indentAtStart ?? 0) + props.length + 1;
    const str = typeof tagObj.stringify === 'function'
        ? tagObj.stringify(node, ctx, onComment, onChompKeep)
        : identity.isScalar(node)
            ? stringifyString.stringifyString(node, ctx, onComment, onChompKeep)
            : node.toString(ctx, onComment, onChompKeep);
    if (!props)
        return str;
    return identity.isScalar(node) || str[0] === '{' || str[0] === '['
        ? `${props} ${str}`
        : `${props}\n${ctx.indent}${str}`;
}

exports.createStringifyContext = createStringifyContext;
exports.stringify = stringify;


/***/ }),

/***/ 218:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(185);
var stringify = __nccwpck_require__(217);
var stringifyComment = __nccwpck_require__(219);

function stringifyCollection(collection, ctx, options) {
    const flow = ctx.inFlow ?? collection.flow;
    const stringify = flow ? stringifyFlowCollection : stringifyBlockCollection;
    return stringify(collection, ctx, options);
}
function stringifyBlockCollection({ comment, items }, ctx, { blockItemPrefix, flowChars, itemIndent, onChompKeep, onComment }) {
    const { indent, options: { commentString } } = ctx;
    const itemCtx = Object.assign({}, ctx, { indent: itemIndent, type: null });
    let chompKeep = false; // flag for the preceding node's status
    const lines = [];
    for (let i = 0; i < items.length; ++i) {
        const item = items[i];
        let comment = null;
        if (identity.isNode(item)) {
            if (!chompKeep && item.spaceBefore)
                lines.push('');
            addCommentBefore(ctx, lines, item.commentBefore, chompKeep);
            if (item.comment)
                comment = item.comment;
        }
        else if (identity.isPair(item)) {
            const ik = identity.isNode(item.key) ? item.key : null;
            if (ik) {
                if (!chompKeep && ik.spaceBefore)
                    lines.push('');
                addCommentBefore(ctx, lines, ik.commentBefore, chompKeep);
            }
        }
        chompKeep = false;
        let str = stringify.stringify(item, itemCtx, () => (comment = null), () => (chompKeep = true));
        if (comment)
            str += stringifyComment.lineComment(str, itemIndent, commentString(comment));
        if (chompKeep && comment)
            chompKeep = false;
        lines.push(blockItemPrefix + str);
    }
    let str;
    if (lines.length === 0) {
        str = flowChars.start + flowChars.end;
    }
    else {
        str = lines[0];
        for (let i = 1; i < lines.length; ++i) {
            const line = lines[i];
            str += line ? `\n${indent}${line}` : '\n';
        }
    }
    if (comment) {
        str += '\n' + stringifyComment.indentComment(commentString(comment), indent);
        if (onComment)
            onComment();
    }
    else if (chompKeep && onChompKeep)
        onChompKeep();
    return str;
}
function stringifyFlowCollection({ items }, ctx, { flowChars, itemIndent }) {
    const { indent, indentStep, flowCollectionPadding: fcPadding, options: { commentString } } = ctx;
    itemIndent += indentStep;
    const itemCtx = Object.assign({}, ctx, {
        indent: itemIndent,
        inFlow: true,
        type: null
    });
    let reqNewline = false;
    let linesAtValue = 0;
    const lines = [];
    for (let i = 0; i < items.length; ++i) {
        const item = items[i];
        let comment = null;
        if (identity.isNode(item)) {
            if (item.spaceBefore)
                lines.push('');
            addCommentBefore(ctx, lines, item.commentBefore, false);
            if (item.comment)
                comment = item.comment;
        }
        else if (identity.isPair(item)) {
            const ik = identity.isNode(item.key) ? item.key : null;
            if (ik) {
                if (ik.spaceBefore)
                    lines.push('');
                addCommentBefore(ctx, lines, ik.commentBefore, false);
                if (ik.comment)
                    reqNewline = true;
            }
            const iv = identity.isNode(item.value) ? item.value : null;
            if (iv) {
                if (iv.comment)
                    comment = iv.comment;
                if (iv.commentBefore)
                    reqNewline = true;
            }
            else if (item.value == null && ik?.comment) {
                comment = ik.comment;
            }
        }
        if (comment)
            reqNewline = true;
        let str = stringify.stringify(item, itemCtx, () => (comment = null));
        reqNewline || (reqNewline = lines.length > linesAtValue || str.includes('\n'));
        if (i < items.length - 1) {
            str += ',';
        }
        else if (ctx.options.trailingComma) {
            if (ctx.options.lineWidth > 0) {
                reqNewline || (reqNewline = lines.reduce((sum, line) => sum + line.length + 2, 2) +
                    (str.length + 2) >
                    ctx.options.lineWidth);
            }
            if (reqNewline) {
                str += ',';
            }
        }
        if (comment)
            str += stringifyComment.lineComment(str, itemIndent, commentString(comment));
        lines.push(str);
        linesAtValue = lines.length;
    }
    const { start, end } = flowChars;
    if (lines.length === 0) {
        return start + end;
    }
    else {
        if (!reqNewline) {
            const len = lines.reduce((sum, line) => sum + line.length + 2, 2);
            reqNewline = ctx.options.lineWidth > 0 && len > ctx.options.lineWidth;
        }
        if (reqNewline) {
            let str = start;
            for (const line of lines)
                str += line ? `\n${indentStep}${indent}${line}` : '\n';
            return `${str}\n${indent}${end}`;
        }
        else {
            return `${start}${fcPadding}${lines.join(' ')}${fcPadding}${end}`;
        }
    }
}
function addCommentBefore({ indent, options: { commentString } }, lines, comment, chompKeep) {
    if (comment && chompKeep)
        comment = comment.replace(/^\n+/, '');
    if (comment) {
        const ic = stringifyComment.indentComment(commentString(comment), indent);
        lines.push(ic.trimStart()); // Avoid double indent on first line
    }
}

exports.stringifyCollection = stringifyCollection;


/***/ }),

/***/ 219:
/***/ ((__unused_webpack_module, exports) => {



/**
 * Stringifies a comment.
 *
 * Empty comment lines are left empty,
 * lines consisting of a single space are replaced by `#`,
 * and all other lines are prefixed with a `#`.
 */
const stringifyComment = (str) => str.replace(/^(?!$)(?: $)?/gm, '#');
function indentComment(comment, indent) {
    if (/^\n+$/.test(comment))
        return comment.substring(1);
    return indent ? comment.replace(/^(?! *$)/gm, indent) : comment;
}
const lineComment = (str, indent, comment) => str.endsWith('\n')
    ? indentComment(comment, indent)
    : comment.includes('\n')
        ? '\n' + indentComment(comment, indent)
        : (str.endsWith(' ') ? '' : ' ') + comment;

exports.indentComment = indentComment;
exports.lineComment = lineComment;
exports.stringifyComment = stringifyComment;


/***/ }),

/***/ 220:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(185);
var stringify = __nccwpck_require__(217);
var stringifyComment = __nccwpck_require__(219);

function stringifyDocument(doc, options) {
    const lines = [];
    let hasDirectives = options.directives === true;
    if (options.directives !== false && doc.directives) {
        const dir = doc.directives.toString(doc);
        if (dir) {
            lines.push(dir);
            hasDirectives = true;
        }
        else if (doc.directives.docStart)
            hasDirectives = true;
    }
    if (hasDirectives)
        lines.push('---');
    const ctx = stringify.createStringifyContext(doc, options);
    const { commentString } = ctx.options;
    if (doc.commentBefore) {
        if (lines.length !== 1)
            lines.unshift('');
        const cs = commentString(doc.commentBefore);
        lines.unshift(stringifyComment.indentComment(cs, ''));
    }
    let chompKeep = false;
    let contentComment = null;
    if (doc.contents) {
        if (identity.isNode(doc.contents)) {
            if (doc.contents.spaceBefore && hasDirectives)
                lines.push('');
            if (doc.contents.commentBefore) {
                const cs = commentString(doc.contents.commentBefore);
                lines.push(stringifyComment.indentComment(cs, ''));
            }
            // top-level block scalars need to be indented if followed by a comment
            ctx.forceBlockIndent = !!doc.comment;
            contentComment = doc.contents.comment;
        }
        const onChompKeep = contentComment ? undefined : () => (chompKeep = true);
        let body = stringify.stringify(doc.contents, ctx, () => (contentComment = null), onChompKeep);
        if (contentComment)
            body += stringifyComment.lineComment(body, '', commentString(contentComment));
        if ((body[0] === '|' || body[0] === '>') &&
            lines[lines.length - 1] === '---') {
            // Top-level block scalars with a preceding doc marker ought to use the
            // same line for their header.
            lines[lines.length - 1] = `--- ${body}`;
        }
        else
            lines.push(body);
    }
    else {
        lines.push(stringify.stringify(doc.contents, ctx));
    }
    if (doc.directives?.docEnd) {
        if (doc.comment) {
            const cs = commentString(doc.comment);
            if (cs.includes('\n')) {
                lines.push('...');
                lines.push(stringifyComment.indentComment(cs, ''));
            }
            else {
                lines.push(`... ${cs}`);
            }
        }
        else {
            lines.push('...');
        }
    }
    else {
        let dc = doc.comment;
        if (dc && chompKeep)
            dc = dc.replace(/^\n+/, '');
        if (dc) {
            if ((!chompKeep || contentComment) && lines[lines.length - 1] !== '')
                lines.push('');
            lines.push(stringifyComment.indentComment(commentString(dc), ''));
        }
    }
    return lines.join('\n') + '\n';
}

exports.stringifyDocument = stringifyDocument;


/***/ }),

/***/ 221:
/***/ ((__unused_webpack_module, exports) => {



function stringifyNumber({ format, minFractionDigits, tag, value }) {
    if (typeof value === 'bigint')
        return String(value);
    const num = typeof value === 'number' ? value : Number(value);
    if (!isFinite(num))
        return isNaN(num) ? '.nan' : num < 0 ? '-.inf' : '.inf';
    let n = Object.is(value, -0) ? '-0' : JSON.stringify(value);
    if (!format &&
        minFractionDigits &&
        (!tag || tag === 'tag:yaml.org,2002:float') &&
        /^-?\d/.test(n) &&
        !n.includes('e')) {
        let i = n.indexOf('.');
        if (i < 0) {
            i = n.length;
            n += '.';
        }
        let d = minFractionDigits - (n.length - i - 1);
        while (d-- > 0)
            n += '0';
    }
    return n;
}

exports.stringifyNumber = stringifyNumber;


/***/ }),

/***/ 222:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(185);
var Scalar = __nccwpck_require__(181);
var stringify = __nccwpck_require__(217);
var stringifyComment = __nccwpck_require__(219);

function stringifyPair({ key, value }, ctx, onComment, onChompKeep) {
    const { allNullValues, doc, indent, indentStep, options: { commentString, indentSeq, simpleKeys } } = ctx;
    let keyComment = (identity.isNode(key) && key.comment) || null;
    if (simpleKeys) {
        if (keyComment) {
            throw new Error('With simple keys, key nodes cannot have comments');
        }
        if (identity.isCollection(key) || (!identity.isNode(key) && typeof key === 'object')) {
            const msg = 'With simple keys, collection cannot be used as a key value';
            throw new Error(msg);
        }
    }
    let explicitKey = !simpleKeys &&
        (!key ||
            (keyComment && value == null && !ctx.inFlow) ||
            identity.isCollection(key) ||
            (identity.isScalar(key)
                ? key.type === Scalar.Scalar.BLOCK_FOLDED || key.type === Scalar.Scalar.BLOCK_LITERAL
                : typeof key === 'object'));
    ctx = Object.assign({}, ctx, {
        allNullValues: false,
        implicitKey: !explicitKey && (simpleKeys || !allNullValues),
        indent: indent + indentStep
    });
    let keyCommentDone = false;
    let chompKeep = false;
    let str = stringify.stringify(key, ctx, () => (keyCommentDone = true), () => (chompKeep = true));
    if (!explicitKey && !ctx.inFlow && str.length > 1024) {
        if (simpleKeys)
            throw new Error('With simple keys, single line scalar must not span more than 1024 characters');
        explicitKey = true;
    }
    if (ctx.inFlow) {
        if (allNullValues || value == null) {
            if (keyCommentDone && onComment)
                onComment();
            return str === '' ? '?' : explicitKey ? `? ${str}` : str;
        }
    }
    else if ((allNullValues && !simpleKeys) || (value == null && explicitKey)) {
        str = `? ${str}`;
        if (keyComment && !keyCommentDone) {
            str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment));
        }
        else if (chompKeep && onChompKeep)
            onChompKeep();
        return str;
    }
    if (keyCommentDone)
        keyComment = null;
    if (explicitKey) {
        if (keyComment)
            str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment));
        str = `? ${str}\n${indent}:`;
    }
    else {
        str = `${str}:`;
        if (keyComment)
            str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment));
    }
    let vsb, vcb, valueComment;
    if (identity.isNode(value)) {
        vsb = !!value.spaceBefore;
        vcb = value.commentBefore;
        valueComment = value.comment;
    }
    else {
        vsb = false;
        vcb = null;
        valueComment = null;
        if (value && typeof value === 'object')
            value = doc.createNode(value);
    }
    ctx.implicitKey = false;
    if (!explicitKey && !keyComment && identity.isScalar(value))
        ctx.indentAtStart = str.length + 1;
    chompKeep = false;
    if (!indentSeq &&
        indentStep.length >= 2 &&
        !ctx.inFlow &&
        !explicitKey &&
        identity.isSeq(value) &&
        !value.flow &&
        !value.tag &&
        !value.anchor) {
        // If indentSeq === false, consider '- ' as part of indentation where possible
        ctx.indent = ctx.indent.substring(2);
    }
    let valueCommentDone = false;
    const valueStr = stringify.stringify(value, ctx, () => (valueCommentDone = true), () => (chompKeep = true));
    let ws = ' ';
    if (keyComment || vsb || vcb) {
        ws = vsb ? '\n' : '';
        if (vcb) {
            const cs = commentString(vcb);
            ws += `\n${stringifyComment.indentComment(cs, ctx.indent)}`;
        }
        if (valueStr === '' && !ctx.inFlow) {
            if (ws === '\n' && valueComment)
                ws = '\n\n';
        }
        else {
            ws += `\n${ctx.indent}`;
        }
    }
    else if (!explicitKey && identity.isCollection(value)) {
        const vs0 = valueStr[0];
        const nl0 = valueStr.indexOf('\n');
        const hasNewline = nl0 !== -1;
        const flow = ctx.inFlow ?? value.flow ?? value.items.length === 0;
        if (hasNewline || !flow) {
            let hasPropsLine = false;
            if (hasNewline && (vs0 === '&' || vs0 === '!')) {
                let sp0 = valueStr.indexOf(' ');
                if (vs0 === '&' &&
                    sp0 !== -1 &&
                    sp0 < nl0 &&
                    valueStr[sp0 + 1] === '!') {
                    sp0 = valueStr.indexOf(' ', sp0 + 1);
                }
                if (sp0 === -1 || nl0 < sp0)
                    hasPropsLine = true;
            }
            if (!hasPropsLine)
                ws = `\n${ctx.indent}`;
        }
    }
    else if (valueStr === '' || valueStr[0] === '\n') {
        ws = '';
    }
    str += ws + valueStr;
    if (ctx.inFlow) {
        if (valueCommentDone && onComment)
            onComment();
    }
    else if (valueComment && !valueCommentDone) {
        str += stringifyComment.lineComment(str, ctx.indent, commentString(valueComment));
    }
    else if (chompKeep && onChompKeep) {
        onChompKeep();
    }
    return str;
}

exports.stringifyPair = stringifyPair;


/***/ }),

/***/ 223:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(181);
var foldFlowLines = __nccwpck_require__(216);

const getFoldOptions = (ctx, isBlock) => ({
    indentAtStart: isBlock ? ctx.indent.length : ctx.indentAtStart,
    lineWidth: ctx.options.lineWidth,
    minContentWidth: ctx.options.minContentWidth
});
// Also checks for lines starting with %, as parsing the output as YAML 1.1 will
// presume that's starting a new document.
const containsDocumentMarker = (str) => /^(%|---|\.\.\.)/m.test(str);
function lineLengthOverLimit(str, lineWidth, indentLength) {
    if (!lineWidth || lineWidth < 0)
        return false;
    const limit = lineWidth - indentLength;
    const strLen = str.length;
    if (strLen <= limit)
        return false;
    for (let i = 0, start = 0; i < strLen; ++i) {
        if (str[i] === '\n') {
            if (i - start > limit)
                return true;
            start = i + 1;
            if (strLen - start <= limit)
                return false;
        }
    }
    return true;
}
function doubleQuotedString(value, ctx) {
    const json = JSON.stringify(value);
    if (ctx.options.doubleQuotedAsJSON)
        return json;
    const { implicitKey } = ctx;
    const minMultiLineLength = ctx.options.doubleQuotedMinMultiLineLength;
    const indent = ctx.indent || (containsDocumentMarker(value) ? '  ' : '');
    let str = '';
    let start = 0;
    for (let i = 0, ch = json[i]; ch; ch = json[++i]) {
        if (ch === ' ' && json[i + 1] === '\\' && json[i + 2] === 'n') {
            // space before newline needs to be escaped to not be folded
            str += json.slice(start, i) + '\\ ';
            i += 1;
            start = i;
            ch = '\\';
        }
        if (ch === '\\')
            switch (json[i + 1]) {
                case 'u':
                    {
                        str += json.slice(start, i);
                        const code = json.substr(i + 2, 4);
                        switch (code) {
                            case '0000':
                                str += '\\0';
                                break;
                            case '0007':
                                str += '\\a';
                                break;
                            case '000b':
                                str += '\\v';
                                break;
                            case '001b':
                                str += '\\e';
                                break;
                            case '0085':
                                str += '\\N';
                                break;
                            case '00a0':
                                str += '\\_';
                                break;
                            case '2028':
                                str += '\\L';
                                break;
                            case '2029':
                                str += '\\P';
                                break;
                            default:
                                if (code.substr(0, 2) === '00')
                                    str += '\\x' + code.substr(2);
                                else
                                    str += json.substr(i, 6);
                        }
                        i += 5;
                        start = i + 1;
                    }
                    break;
                case 'n':
                    if (implicitKey ||
                        json[i + 2] === '"' ||
                        json.length < minMultiLineLength) {
                        i += 1;
                    }
                    else {
                        // folding will eat first newline
                        str += json.slice(start, i) + '\n\n';
                        while (json[i + 2] === '\\' &&
                            json[i + 3] === 'n' &&
                            json[i + 4] !== '"') {
                            str += '\n';
                            i += 2;
                        }
                        str += indent;
                        // space after newline needs to be escaped to not be folded
                        if (json[i + 2] === ' ')
                            str += '\\';
                        i += 1;
                        start = i + 1;
                    }
                    break;
                default:
                    i += 1;
            }
    }
    str = start ? str + json.slice(start) : json;
    return implicitKey
        ? str
        : foldFlowLines.foldFlowLines(str, indent, foldFlowLines.FOLD_QUOTED, getFoldOptions(ctx, false));
}
function singleQuotedString(value, ctx) {
    if (ctx.options.singleQuote === false ||
        (ctx.implicitKey && value.includes('\n')) ||
        /[ \t]\n|\n[ \t]/.test(value) // single quoted string can't have leading or trailing whitespace around newline
    )
        return doubleQuotedString(value, ctx);
    const indent = ctx.indent || (containsDocumentMarker(value) ? '  ' : '');
    const res = "'" + value.replace(/'/g, "''").replace(/\n+/g, `$&\n${indent}`) + "'";
    return ctx.implicitKey
        ? res
        : foldFlowLines.foldFlowLines(res, indent, foldFlowLines.FOLD_FLOW, getFoldOptions(ctx, false));
}
function quotedString(value, ctx) {
    const { singleQuote } = ctx.options;
    let qs;
    if (singleQuote === false)
        qs = doubleQuotedString;
    else {
        const hasDouble = value.includes('"');
        const hasSingle = value.includes("'");
        if (hasDouble && !hasSingle)
            qs = singleQuotedString;
        else if (hasSingle && !hasDouble)
            qs = doubleQuotedString;
        else
            qs = singleQuote ? singleQuotedString : doubleQuotedString;
    }
    return qs(value, ctx);
}
// The negative lookbehind avoids a polynomial search,
// but isn't supported yet on Safari: https://caniuse.com/js-regexp-lookbehind
let blockEndNewlines;
try {
    blockEndNewlines = new RegExp('(^|(?<!\n))\n+(?!\n|$)', 'g');
}
catch {
    blockEndNewlines = /\n+(?!\n|$)/g;
}
function blockString({ comment, type, value }, ctx, onComment, onChompKeep) {
    const { blockQuote, commentString, lineWidth } = ctx.options;
    // 1. Block can't end in whitespace unless the last line is non-empty.
    // 2. Strings consisting of only whitespace are best rendered explicitly.
    if (!blockQuote || /\n[\t ]+$/.test(value)) {
        return quotedString(value, ctx);
    }
    const indent = ctx.indent ||
        (ctx.forceBlockIndent || containsDocumentMarker(value) ? '  ' : '');
    const literal = blockQuote === 'literal'
        ? true
        : blockQuote === 'folded' || type === Scalar.Scalar.BLOCK_FOLDED
            ? false
            : type === Scalar.Scalar.BLOCK_LITERAL
                ? true
                : !lineLengthOverLimit(value, lineWidth, indent.length);
    if (!value)
        return literal ? '|\n' : '>\n';
    // determine chomping from whitespace at value end
    let chomp;
    let endStart;
    for (endStart = value.length; endStart > 0; --endStart) {
        const ch = value[endStart - 1];
        if (ch !== '\n' && ch !== '\t' && ch !== ' ')
            break;
    }
    let end = value.substring(endStart);
    const endNlPos = end.indexOf('\n');
    if (endNlPos === -1) {
        chomp = '-'; // strip
    }
    else if (value === end || endNlPos !== end.length - 1) {
        chomp = '+'; // keep
        if (onChompKeep)
            onChompKeep();
    }
    else {
        chomp = ''; // clip
    }
    if (end) {
        value = value.slice(0, -end.length);
        if (end[end.length - 1] === '\n')
            end = end.slice(0, -1);
        end = end.replace(blockEndNewlines, `$&${indent}`);
    }
    // determine indent indicator from whitespace at value start
    let startWithSpace = false;
    let startEnd;
    let startNlPos = -1;
    for (startEnd = 0; startEnd < value.length; ++startEnd) {
        const ch = value[startEnd];
        if (ch === ' ')
            startWithSpace = true;
        else if (ch === '\n')
            startNlPos = startEnd;
        else
            break;
    }
    let start = value.substring(0, startNlPos < startEnd ? startNlPos + 1 : startEnd);
    if (start) {
        value = value.substring(start.length);
        start = start.replace(/\n+/g, `$&${indent}`);
    }
    const indentSize = indent ? '2' : '1'; // root is at -1
    // Leading | or > is added later
    let header = (startWithSpace ? indentSize : '') + chomp;
    if (comment) {
        header += ' ' + commentString(comment.replace(/ ?[\r\n]+/g, ' '));
        if (onComment)
            onComment();
    }
    if (!literal) {
        const foldedValue = value
            .replace(/\n+/g, '\n$&')
            .replace(/(?:^|\n)([\t ].*)(?:([\n\t ]*)\n(?![\n\t ]))?/g, '$1$2') // more-indented lines aren't folded
            //                ^ more-ind. ^ empty     ^ capture next empty lines only at end of indent
            .replace(/\n+/g, `$&${indent}`);
        let literalFallback = false;
        const foldOptions = getFoldOptions(ctx, true);
        if (blockQuote !== 'folded' && type !== Scalar.Scalar.BLOCK_FOLDED) {
            foldOptions.onOverflow = () => {
                literalFallback = true;
            };
        }
        const body = foldFlowLines.foldFlowLines(`${start}${foldedValue}${end}`, indent, foldFlowLines.FOLD_BLOCK, foldOptions);
        if (!literalFallback)
            return `>${header}\n${indent}${body}`;
    }
    value = value.replace(/\n+/g, `$&${indent}`);
    return `|${header}\n${indent}${start}${value}${end}`;
}
function plainString(item, ctx, onComment, onChompKeep) {
    const { type, value } = item;
    const { actualString, implicitKey, indent, indentStep, inFlow } = ctx;
    if ((implicitKey && value.includes('\n')) ||
        (inFlow && /[[\]{},]/.test(value))) {
        return quotedString(value, ctx);
    }
    if (/^[\n\t ,[\]{}#&*!|>'"%@`]|^[?-]$|^[?-][ \t]|[\n:][ \t]|[ \t]\n|[\n\t ]#|[\n\t :]$/.test(value)) {
        // not allowed:
        // - '-' or '?'
        // - start with an indicator character (except [?:-]) or /[?-] /
        // - '\n ', ': ' or ' \n' anywhere
        // - '#' not preceded by a non-space char
        // - end with ' ' or ':'
        return implicitKey || inFlow || !value.includes('\n')
            ? quotedString(value, ctx)
            : blockString(item, ctx, onComment, onChompKeep);
    }
    if (!implicitKey &&
        !inFlow &&
        type !== Scalar.Scalar.PLAIN &&
        value.includes('\n')) {
        // Where allowed & type not set explicitly, prefer block style for multiline strings
        return blockString(item, ctx, onComment, onChompKeep);
    }
    if (containsDocumentMarker(value)) {
        if (indent === '') {
            ctx.forceBlockIndent = true;
            return blockString(item, ctx, onComment, onChompKeep);
        }
        else if (implicitKey && indent === indentStep) {
            return quotedString(value, ctx);
        }
    }
    const str = value.replace(/\n+/g, `$&\n${indent}`);
    // Verify that output will be parsed as a string, as e.g. plain numbers and
    // booleans get parsed with those types in v1.2 (e.g. '42', 'true' & '0.9e-3'),
    // and others in v1.1.
    if (actualString) {
        const test = (tag) => tag.default && tag.tag !== 'tag:yaml.org,2002:str' && tag.test?.test(str);
        const { compat, tags } = ctx.doc.schema;
        if (tags.some(test) || compat?.some(test))
            return quotedString(value, ctx);
    }
    return implicitKey
        ? str
        : foldFlowLines.foldFlowLines(str, indent, foldFlowLines.FOLD_FLOW, getFoldOptions(ctx, false));
}
function stringifyString(item, ctx, onComment, onChompKeep) {
    const { implicitKey, inFlow } = ctx;
    const ss = typeof item.value === 'string'
        ? item
        : Object.assign({}, item, { value: String(item.value) });
    let { type } = item;
    if (type !== Scalar.Scalar.QUOTE_DOUBLE) {
        // force double quotes on control characters & unpaired surrogates
        if (/[\x00-\x08\x0b-\x1f\x7f-\x9f\u{D800}-\u{DFFF}]/u.test(ss.value))
            type = Scalar.Scalar.QUOTE_DOUBLE;
    }
    const _stringify = (_type) => {
        switch (_type) {
            case Scalar.Scalar.BLOCK_FOLDED:
            case Scalar.Scalar.BLOCK_LITERAL:
                return implicitKey || inFlow
                    ? quotedString(ss.value, ctx) // blocks are not valid inside flow containers
                    : blockString(ss, ctx, onComment, onChompKeep);
            case Scalar.Scalar.QUOTE_DOUBLE:
                return doubleQuotedString(ss.value, ctx);
            case Scalar.Scalar.QUOTE_SINGLE:
                return singleQuotedString(ss.value, ctx);
            case Scalar.Scalar.PLAIN:
                return plainString(ss, ctx, onComment, onChompKeep);
            default:
                return null;
        }
    };
    let res = _stringify(type);
    if (res === null) {
        const { defaultKeyType, defaultStringType } = ctx.options;
        const t = (implicitKey && defaultKeyType) || defaultStringType;
        res = _stringify(t);
        if (res === null)
            throw new Error(`Unsupported default string type ${t}`);
    }
    return res;
}

exports.stringifyString = stringifyString;


/***/ }),

/***/ 224:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(185);

const BREAK = Symbol('break visit');
const SKIP = Symbol('skip children');
const REMOVE = Symbol('remove node');
/**
 * Apply a visitor to an AST node or document.
 *
 * Walks through the tree (depth-first) starting from `node`, calling a
 * `visitor` function with three arguments:
 *   - `key`: For sequence values and map `Pair`, the node's index in the
 *     collection. Within a `Pair`, `'key'` or `'value'`, correspondingly.
 *     `null` for the root node.
 *   - `node`: The current node.
 *   - `path`: The ancestry of the current node.
 *
 * The return value of the visitor may be used to control the traversal:
 *   - `undefined` (default): Do nothing and continue
 *   - `visit.SKIP`: Do not visit the children of this node, continue with next
 *     sibling
 *   - `visit.BREAK`: Terminate traversal completely
 *   - `visit.REMOVE`: Remove the current node, then continue with the next one
 *   - `Node`: Replace the current node, then continue by visiting it
 *   - `number`: While iterating the items of a sequence or map, set the index
 *     of the next step. This is useful especially if the index of the current
 *     node has changed.
 *
 * If `visitor` is a single function, it will be called with all values
 * encountered in the tree, including e.g. `null` values. Alternatively,
 * separate visitor functions may be defined for each `Map`, `Pair`, `Seq`,
 * `Alias` and `Scalar` node. To define the same visitor function for more than
 * one node type, use the `Collection` (map and seq), `Value` (map, seq & scalar)
 * and `Node` (alias, map, seq & scalar) targets. Of all these, only the most
 * specific defined one will be used for each node.
 */
function visit(node, visitor) {
    const visitor_ = initVisitor(visitor);
    if (identity.isDocument(node)) {
        const cd = visit_(null, node.contents, visitor_, Object.freeze([node]));
        if (cd === REMOVE)
            node.contents = null;
    }
    else
        visit_(null, node, visitor_, Object.freeze([]));
}
// Without the `as symbol` casts, TS declares these in the `visit`
// namespace using `var`, but then complains about that because
// `unique symbol` must be `const`.
/** Terminate visit traversal completely */
visit.BREAK = BREAK;
/** Do not visit the children of the current node */
visit.SKIP = SKIP;
/** Remove the current node */
visit.REMOVE = REMOVE;
function visit_(key, node, visitor, path) {
    const ctrl = callVisitor(key, node, visitor, path);
    if (identity.isNode(ctrl) || identity.isPair(ctrl)) {
        replaceNode(key, path, ctrl);
        return visit_(key, ctrl, visitor, path);
    }
    if (typeof ctrl !== 'symbol') {
        if (identity.isCollection(node)) {
            path = Object.freeze(path.concat(node));
            for (let i = 0; i < node.items.length; ++i) {
                const ci = visit_(i, node.items[i], visitor, path);
                if (typeof ci === 'number')
                    i = ci - 1;
                else if (ci === BREAK)
                    return BREAK;
                else if (ci === REMOVE) {
                    node.items.splice(i, 1);
                    i -= 1;
                }
            }
        }
        else if (identity.isPair(node)) {
            path = Object.freeze(path.concat(node));
            const ck = visit_('key', node.key, visitor, path);
            if (ck === BREAK)
                return BREAK;
            else if (ck === REMOVE)
                node.key = null;
            const cv = visit_('value', node.value, visitor, path);
            if (cv === BREAK)
                return BREAK;
            else if (cv === REMOVE)
                node.value = null;
        }
    }
    return ctrl;
}
/**
 * Apply an async visitor to an AST node or document.
 *
 * Walks through the tree (depth-first) starting from `node`, calling a
 * `visitor` function with three arguments:
 *   - `key`: For sequence values and map `Pair`, the node's index in the
 *     collection. Within a `Pair`, `'key'` or `'value'`, correspondingly.
 *     `null` for the root node.
 *   - `node`: The current node.
 *   - `path`: The ancestry of the current node.
 *
 * The return value of the visitor may be used to control the traversal:
 *   - `Promise`: Must resolve to one of the following values
 *   - `undefined` (default): Do nothing and continue
 *   - `visit.SKIP`: Do not visit the children of this node, continue with next
 *     sibling
 *   - `visit.BREAK`: Terminate traversal completely
 *   - `visit.REMOVE`: Remove the current node, then continue with the next one
 *   - `Node`: Replace the current node, then continue by visiting it
 *   - `number`: While iterating the items of a sequence or map, set the index
 *     of the next step. This is useful especially if the index of the current
 *     node has changed.
 *
 * If `visitor` is a single function, it will be called with all values
 * encountered in the tree, including e.g. `null` values. Alternatively,
 * separate visitor functions may be defined for each `Map`, `Pair`, `Seq`,
 * `Alias` and `Scalar` node. To define the same visitor function for more than
 * one node type, use the `Collection` (map and seq), `Value` (map, seq & scalar)
 * and `Node` (alias, map, seq & scalar) targets. Of all these, only the most
 * specific defined one will be used for each node.
 */
async function visitAsync(node, visitor) {
    const visitor_ = initVisitor(visitor);
    if (identity.isDocument(node)) {
        const cd = await visitAsync_(null, node.contents, visitor_, Object.freeze([node]));
        if (cd === REMOVE)
            node.contents = null;
    }
    else
        await visitAsync_(null, node, visitor_, Object.freeze([]));
}
// Without the `as symbol` casts, TS declares these in the `visit`
// namespace using `var`, but then complains about that because
// `unique symbol` must be `const`.
/** Terminate visit traversal completely */
visitAsync.BREAK = BREAK;
/** Do not visit the children of the current node */
visitAsync.SKIP = SKIP;
/** Remove the current node */
visitAsync.REMOVE = REMOVE;
async function visitAsync_(key, node, visitor, path) {
    const ctrl = await callVisitor(key, node, visitor, path);
    if (identity.isNode(ctrl) || identity.isPair(ctrl)) {
        replaceNode(key, path, ctrl);
        return visitAsync_(key, ctrl, visitor, path);
    }
    if (typeof ctrl !== 'symbol') {
        if (identity.isCollection(node)) {
            path = Object.freeze(path.concat(node));
            for (let i = 0; i < node.items.length; ++i) {
                const ci = await visitAsync_(i, node.items[i], visitor, path);
                if (typeof ci === 'number')
                    i = ci - 1;
                else if (ci === BREAK)
                    return BREAK;
                else if (ci === REMOVE) {
                    node.items.splice(i, 1);
                    i -= 1;
                }
            }
        }
        else if (identity.isPair(node)) {
            path = Object.freeze(path.concat(node));
            const ck = await visitAsync_('key', node.key, visitor, path);
            if (ck === BREAK)
                return BREAK;
            else if (ck === REMOVE)
                node.key = null;
            const cv = await visitAsync_('value', node.value, visitor, path);
            if (cv === BREAK)
                return BREAK;
            else if (cv === REMOVE)
                node.value = null;
        }
    }
    return ctrl;
}
function initVisitor(visitor) {
    if (typeof visitor === 'object' &&
        (visitor.Collection || visitor.Node || visitor.Value)) {
        return Object.assign({
            Alias: visitor.Node,
            Map: visitor.Node,
            Scalar: visitor.Node,
            Seq: visitor.Node
        }, visitor.Value && {
            Map: visitor.Value,
            Scalar: visitor.Value,
            Seq: visitor.Value
        }, visitor.Collection && {
            Map: visitor.Collection,
            Seq: visitor.Collection
        }, visitor);
    }
    return visitor;
}
function callVisitor(key, node, visitor, path) {
    if (typeof visitor === 'function')
        return visitor(key, node, path);
    if (identity.isMap(node))
        return visitor.Map?.(key, node, path);
    if (identity.isSeq(node))
        return visitor.Seq?.(key, node, path);
    if (identity.isPair(node))
        return visitor.Pair?.(key, node, path);
    if (identity.isScalar(node))
        return visitor.Scalar?.(key, node, path);
    if (identity.isAlias(node))
        return visitor.Alias?.(key, node, path);
    return undefined;
}
function replaceNode(key, path, node) {
    const parent = path[path.length - 1];
    if (identity.isCollection(parent)) {
        parent.items[key] = node;
    }
    else if (identity.isPair(parent)) {
        if (key === 'key')
            parent.key = node;
        else
            parent.value = node;
    }
    else if (identity.isDocument(parent)) {
        parent.contents = node;
    }
    else {
        const pt = identity.isAlias(parent) ? 'alias' : 'scalar';
        throw new Error(`Cannot replace node with ${pt} parent`);
    }
}

exports.visit = visit;
exports.visitAsync = visitAsync;


/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		// no module.id needed
/******/ 		// no module.loaded needed
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId](module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/async module */
/******/ (() => {
/******/ 	var webpackQueues = typeof Symbol === "function" ? Symbol("webpack queues") : "__webpack_queues__";
/******/ 	var webpackExports = typeof Symbol === "function" ? Symbol("webpack exports") : "__webpack_exports__";
/******/ 	var webpackError = typeof Symbol === "function" ? Symbol("webpack error") : "__webpack_error__";
/******/ 	var resolveQueue = (queue) => {
/******/ 		if(queue && queue.d < 1) {
/******/ 			queue.d = 1;
/******/ 			queue.forEach((fn) => (fn.r--));
/******/ 			queue.forEach((fn) => (fn.r-- ? fn.r++ : fn()));
/******/ 		}
/******/ 	}
/******/ 	var wrapDeps = (deps) => (deps.map((dep) => {
/******/ 		if(dep !== null && typeof dep === "object") {
/******/ 			if(dep[webpackQueues]) return dep;
/******/ 			if(dep.then) {
/******/ 				var queue = [];
/******/ 				queue.d = 0;
/******/ 				dep.then((r) => {
/******/ 					obj[webpackExports] = r;
/******/ 					resolveQueue(queue);
/******/ 				}, (e) => {
/******/ 					obj[webpackError] = e;
/******/ 					resolveQueue(queue);
/******/ 				});
/******/ 				var obj = {};
/******/ 				obj[webpackQueues] = (fn) => (fn(queue));
/******/ 				return obj;
/******/ 			}
/******/ 		}
/******/ 		var ret = {};
/******/ 		ret[webpackQueues] = x => {};
/******/ 		ret[webpackExports] = dep;
/******/ 		return ret;
/******/ 	}));
/******/ 	__nccwpck_require__.a = (module, body, hasAwait) => {
/******/ 		var queue;
/******/ 		hasAwait && ((queue = []).d = -1);
/******/ 		var depQueues = new Set();
/******/ 		var exports = module.exports;
/******/ 		var currentDeps;
/******/ 		var outerResolve;
/******/ 		var reject;
/******/ 		var promise = new Promise((resolve, rej) => {
/******/ 			reject = rej;
/******/ 			outerResolve = resolve;
/******/ 		});
/******/ 		promise[webpackExports] = exports;
/******/ 		promise[webpackQueues] = (fn) => (queue && fn(queue), depQueues.forEach(fn), promise["catch"](x => {}));
/******/ 		module.exports = promise;
/******/ 		body((deps) => {
/******/ 			currentDeps = wrapDeps(deps);
/******/ 			var fn;
/******/ 			var getResult = () => (currentDeps.map((d) => {
/******/ 				if(d[webpackError]) throw d[webpackError];
/******/ 				return d[webpackExports];
/******/ 			}))
/******/ 			var promise = new Promise((resolve) => {
/******/ 				fn = () => (resolve(getResult));
/******/ 				fn.r = 0;
/******/ 				var fnQueue = (q) => (q !== queue && !depQueues.has(q) && (depQueues.add(q), q && !q.d && (fn.r++, q.push(fn))));
/******/ 				currentDeps.map((dep) => (dep[webpackQueues](fnQueue)));
/******/ 			});
/******/ 			return fn.r ? promise : getResult();
/******/ 		}, (err) => ((err ? reject(promise[webpackError] = err) : outerResolve(exports)), resolveQueue(queue)));
/******/ 		queue && queue.d < 0 && (queue.d = 0);
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/compat get default export */
/******/ (() => {
/******/ 	// getDefaultExport function for compatibility with non-harmony modules
/******/ 	__nccwpck_require__.n = (module) => {
/******/ 		var getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__nccwpck_require__.d(getter, { a: getter });
/******/ 		return getter;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/create fake namespace object */
/******/ (() => {
/******/ 	var getProto = Object.getPrototypeOf ? (obj) => (Object.getPrototypeOf(obj)) : (obj) => (obj.__proto__);
/******/ 	var leafPrototypes;
/******/ 	// create a fake namespace object
/******/ 	// mode & 1: value is a module id, require it
/******/ 	// mode & 2: merge all properties of value into the ns
/******/ 	// mode & 4: return value when already ns object
/******/ 	// mode & 16: return value when it's Promise-like
/******/ 	// mode & 8|1: behave like require
/******/ 	__nccwpck_require__.t = function(value, mode) {
/******/ 		if(mode & 1) value = this(value);
/******/ 		if(mode & 8) return value;
/******/ 		if(typeof value === 'object' && value) {
/******/ 			if((mode & 4) && value.__esModule) return value;
/******/ 			if((mode & 16) && typeof value.then === 'function') return value;
/******/ 		}
/******/ 		var ns = Object.create(null);
/******/ 		__nccwpck_require__.r(ns);
/******/ 		var def = {};
/******/ 		leafPrototypes = leafPrototypes || [null, getProto({}), getProto([]), getProto(getProto)];
/******/ 		for(var current = mode & 2 && value; typeof current == 'object' && !~leafPrototypes.indexOf(current); current = getProto(current)) {
/******/ 			Object.getOwnPropertyNames(current).forEach((key) => (def[key] = () => (value[key])));
/******/ 		}
/******/ 		def['default'] = () => (value);
/******/ 		__nccwpck_require__.d(ns, def);
/******/ 		return ns;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/************************************************************************/
/******/ 
/******/ // startup
/******/ // Load entry module and return exports
/******/ // This entry module used 'module' so it can't be inlined
/******/ var __webpack_exports__ = __nccwpck_require__(98);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 
