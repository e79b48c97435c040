"use strict";
// Modules of dist/cli.js that its start does not evaluate, loaded when first required
// (scripts/normalise-bundle.mjs). Their licences are in the list beside dist/cli.js.
module.exports = ({

/***/ 0:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {

module.exports = __nccwpck_require__(1);


/***/ }),

/***/ 1:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {

var __webpack_unused_export__;


var net = __nccwpck_require__(200);
var tls = __nccwpck_require__(226);
var http = __nccwpck_require__(198);
var https = __nccwpck_require__(199);
var events = __nccwpck_require__(197);
var assert = __nccwpck_require__(195);
var util = __nccwpck_require__(227);


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

/***/ 98:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Ef: () => (/* binding */ findProjectOfApplication),
/* harmony export */   OZ: () => (/* binding */ findApplicationByUrl),
/* harmony export */   dU: () => (/* binding */ describeProject),
/* harmony export */   k4: () => (/* binding */ createApplicationsApi),
/* harmony export */   qc: () => (/* binding */ mergeApplications),
/* harmony export */   t1: () => (/* binding */ findProject)
/* harmony export */ });
/* unused harmony export sameUrl */
/* harmony import */ var _tokens_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(104);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(99);
/* harmony import */ var _v2_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(105);
/* harmony import */ var _findings_identity_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(134);
/* harmony import */ var _common_text_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(128);
// Projects and applications as a domain interface, shaped like the test API (test-api.ts): what
// register, verify, unregister and list need of the service, in the action's own types, plus
// lookups by project name and by application URL. The wire field names stop here.





function createApplicationsApi(transport) {
    const api = (0,_v2_js__WEBPACK_IMPORTED_MODULE_1__/* .createV2Api */ .D)(transport);
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
            return { projectKey: (0,_tokens_js__WEBPACK_IMPORTED_MODULE_4__/* .safeToken */ .z)(r.projectKey) };
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
        token: (0,_tokens_js__WEBPACK_IMPORTED_MODULE_4__/* .safeToken */ .z)(a.applicationToken) ?? '',
        type: a.applicationType ?? '',
        signatureStatus: a.signatureStatus ?? ''
    };
}
function toProject(p, team) {
    return {
        name: p.name ?? '',
        description: p.description ?? '',
        key: (0,_tokens_js__WEBPACK_IMPORTED_MODULE_4__/* .safeToken */ .z)(p.projectKey) ?? '',
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
            if (!(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .hasCode */ .up)(e, 'PLAN_NOT_SUPPORTED'))
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
        if ((0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .hasCode */ .up)(e, 'PLAN_NOT_SUPPORTED'))
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
    const n = (0,_findings_identity_js__WEBPACK_IMPORTED_MODULE_2__/* .normalizeUrl */ .l2)(url);
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
    const team = p.team ? ` (team ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_3__.forLog)(p.team.name || p.team.id, 200)})` : '';
    return `project "${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_3__.forLog)(p.name, 200)}"${team}`;
}


/***/ }),

/***/ 99:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   HJ: () => (/* binding */ isPlanLimit),
/* harmony export */   d7: () => (/* binding */ isApiError),
/* harmony export */   dg: () => (/* binding */ isTransient),
/* harmony export */   hD: () => (/* binding */ ApiError),
/* harmony export */   up: () => (/* binding */ hasCode),
/* harmony export */   vu: () => (/* binding */ isRefusal)
/* harmony export */ });
/**
 * An error whose `message` is safe to print: it never holds the access token or a raw body.
 * The service's own message is kept (sanitised and shortened) in `serviceMessage`; printing it
 * still goes through src/common/text.ts like any other untrusted text.
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


/***/ }),

/***/ 100:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  fz: () => (/* binding */ AttemptAborted),
  CD: () => (/* binding */ attempt)
});

// UNUSED EXPORTS: MAX_BODY_BYTES, hostAndPort

// EXTERNAL MODULE: external "http"
var external_http_ = __nccwpck_require__(198);
var external_http_namespaceObject = /*#__PURE__*/__nccwpck_require__.t(external_http_, 2);
// EXTERNAL MODULE: external "https"
var external_https_ = __nccwpck_require__(199);
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
// EXTERNAL MODULE: external "node:tls"
var external_node_tls_ = __nccwpck_require__(218);
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
    const agent = URL.canParse(spec.url) ? client.getAgent(spec.url) : {};
    // The proxy's host:port, for messages (never its credentials, which stay in proxyAuth).
    const proxy = agent.proxyOptions ? proxyName(agent.proxyOptions) : undefined;
    if (agent.proxyOptions) {
        agent.proxyOptions.signal = cut.signal;
        checkIpLiteral(agent, spec.url);
    }
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
        return {
            type: 'network',
            ...failure(err),
            target: hostAndPort(spec.url),
            ...(proxy && { proxy })
        };
    });
    const deadline = new Promise((resolve) => {
        timer = setTimeout(() => resolve({ type: 'timeout', afterMs: spec.timeoutMs, ...(proxy && { proxy }) }), spec.timeoutMs);
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
function proxyName(p) {
    const host = typeof p.host === 'string' ? p.host : '';
    const port = typeof p.port === 'string' || typeof p.port === 'number' ? String(p.port) : '';
    return port ? `${host}:${port}` : host;
}
/**
 * HTTPS through a proxy to a bracketed IPv6 address (https://[fd00::1]/): the tunnel takes the
 * name to check the certificate against from the Host header, cutting it at the first colon
 * ("[fd00"), so no certificate could match. The agent's own options reach that check unchanged:
 * for an IP literal, the certificate is checked against the address itself (its IP SANs), as a
 * direct connection does. Names are left to the tunnel (the Host header's name is right).
 */
function checkIpLiteral(agent, url) {
    const { protocol, hostname } = new URL(url);
    if (protocol !== 'https:' || !hostname.startsWith('['))
        return;
    const address = hostname.slice(1, -1);
    agent.options ??= {};
    agent.options.checkServerIdentity = (_name, cert) => (0,external_node_tls_.checkServerIdentity)(address, cert);
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
            if (cause)
                return { code: cause, sent: false };
            if (status)
                return { code: `proxy answered HTTP ${status}`, sent: false, proxyStatus: +status };
            return { code: 'EPROXY', sent: false };
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
/**
 * `api.example.com:443`: where a connection was tried, for the line that says it failed (an
 * unreachable service names where it tried, as a 404 names base-url). Never the path or query.
 */
function hostAndPort(url) {
    if (!URL.canParse(url))
        return undefined;
    const u = new URL(url);
    const port = u.port || (u.protocol === 'https:' ? '443' : u.protocol === 'http:' ? '80' : '');
    return port ? `${u.hostname}:${port}` : u.hostname;
}


/***/ }),

/***/ 101:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ MAX_REDIRECTS),
/* harmony export */   S: () => (/* binding */ judgeRedirect)
/* harmony export */ });
/* harmony import */ var _common_text_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(128);
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
    const shown = (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.forLog)(`${target.origin}${target.pathname}`, TARGET_CHARS);
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


/***/ }),

/***/ 102:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Fs: () => (/* binding */ requireArray),
/* harmony export */   t1: () => (/* binding */ requireTokenField),
/* harmony export */   zG: () => (/* binding */ requireObject)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(99);
/* harmony import */ var _tokens_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(104);
// Checks of the few payload fields the action cannot do without. A success envelope without
// them is not an answer we can act on: say so plainly instead of failing later on `undefined`.


function missing(operation, field, kind) {
    return new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ApiError */ .hD(`${operation} failed: the answer has no usable "${field}" field`, {
        kind,
        operation
    });
}
/**
 * The object itself, once `field` is a token in the safe alphabet (tokens.ts): keys and tokens
 * the service hands out go into step outputs, logs and later requests.
 */
function requireTokenField(body, field, operation, kind = 'invalid-response') {
    if ((0,_tokens_js__WEBPACK_IMPORTED_MODULE_1__/* .safeToken */ .z)(body[field]) === undefined)
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


/***/ }),

/***/ 103:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  oX: () => (/* binding */ createV1TestApi),
  vY: () => (/* binding */ createV2TestApi),
  p4: () => (/* binding */ isVerified)
});

// EXTERNAL MODULE: ./src/api/v2.ts
var v2 = __nccwpck_require__(105);
// EXTERNAL MODULE: ./src/api/shape.ts
var shape = __nccwpck_require__(102);
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
        envelope: 'v1',
        ...(action === 'result' ? { resultKey: 'result' } : {})
    }, signal);
    return {
        startTest: async (applicationToken, signal) => {
            const op = 'start test';
            const r = await call(op, 'start', { application_token: applicationToken }, signal);
            // Accepted but with no token: a test runs that we cannot name (see v2 startTest).
            return (0,shape/* requireTokenField */.t1)(r, 'result_token', op, 'ambiguous');
        },
        testStatus: (applicationToken, resultToken, signal) => call('read test status', 'status', { application_token: applicationToken, result_token: resultToken }, signal),
        testResult: (applicationToken, resultToken, signal) => call('read test result', 'result', { application_token: applicationToken, result_token: resultToken }, signal),
        stopTest: (applicationToken, signal) => call('stop test', 'stop', { application_token: applicationToken }, signal)
    };
}

// EXTERNAL MODULE: ./src/api/tokens.ts
var tokens = __nccwpck_require__(104);
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
    const api = (0,v2/* createV2Api */.D)(transport);
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
                const applicationToken = (0,tokens/* safeToken */.z)(s.applicationToken);
                const resultToken = (0,tokens/* safeToken */.z)(s.resultToken);
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
            const resultToken = (0,tokens/* safeToken */.z)(s.resultToken);
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


/***/ }),

/***/ 104:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   z: () => (/* binding */ safeToken)
/* harmony export */ });
// Tokens and keys the service sends back are printed, saved to state and used in file names and
// URLs. They are 32 lowercase letters and digits (project keys: UUIDs) in every example; only a
// safe alphabet is accepted, so an answer cannot smuggle a line break or `::command::` through one.
const SAFE_TOKEN = /^[A-Za-z0-9_-]{1,128}$/;
function safeToken(value) {
    return typeof value === 'string' && SAFE_TOKEN.test(value) ? value : undefined;
}


/***/ }),

/***/ 105:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ createV2Api)
/* harmony export */ });
/* harmony import */ var _shape_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(102);

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
        }), signal, (r, op) => (0,_shape_js__WEBPACK_IMPORTED_MODULE_0__/* .requireTokenField */ .t1)(r, 'projectKey', op)),
        modifyProject: (projectKey, name, description, signal) => call(req('modify project', 'PUT', PROJECTS, 'edit_project', {
            body: { projectKey, name, description }
        }), signal),
        deleteProject: (projectKey, signal) => call(req('delete project', 'DELETE', PROJECTS, 'edit_project', {
            query: { project_key: projectKey }
        }), signal),
        listProjects: (signal) => call(req('list projects', 'GET', PROJECTS, 'read_project'), signal, (r, op) => (0,_shape_js__WEBPACK_IMPORTED_MODULE_0__/* .requireArray */ .Fs)(r, 'projects', op)),
        listProjectsWithTeams: (signal) => call(req('list projects with teams', 'GET', PROJECTS, 'read_project', {
            query: { include_team: true }
        }), signal, 
        // A caller without teams may get no teamProjects at all: that is "no team projects".
        (r, op) => (0,_shape_js__WEBPACK_IMPORTED_MODULE_0__/* .requireArray */ .Fs)((0,_shape_js__WEBPACK_IMPORTED_MODULE_0__/* .requireArray */ .Fs)(r, 'myProjects', op), 'teamProjects', op, true)),
        createApplication: ({ name, url, projectKey, type }, signal) => call(req('create application', 'POST', APPLICATIONS, 'edit_project', {
            body: { name, url, projectKey, type }
        }), signal, (r, op) => (0,_shape_js__WEBPACK_IMPORTED_MODULE_0__/* .requireTokenField */ .t1)(r, 'applicationToken', op)),
        readApplication: (applicationToken, signal) => call(req('read application', 'GET', APPLICATIONS, 'read_project', {
            query: { application_token: applicationToken }
        }), signal, (r, op) => (0,_shape_js__WEBPACK_IMPORTED_MODULE_0__/* .requireObject */ .zG)(r, 'application', op)),
        modifyApplication: ({ name, url, applicationToken }, signal) => call(req('modify application', 'PUT', APPLICATIONS, 'edit_project', {
            body: { name, url, applicationToken }
        }), signal),
        deleteApplication: (applicationToken, signal) => call(req('delete application', 'DELETE', APPLICATIONS, 'edit_project', {
            query: { application_token: applicationToken }
        }), signal),
        listApplications: (projectKey, signal) => call(req('list applications', 'GET', APPLICATIONS, 'read_project', {
            query: { project_key: projectKey }
        }), signal, (r, op) => (0,_shape_js__WEBPACK_IMPORTED_MODULE_0__/* .requireArray */ .Fs)(r, 'applications', op)),
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
        (r, op) => (0,_shape_js__WEBPACK_IMPORTED_MODULE_0__/* .requireTokenField */ .t1)(r, 'resultToken', op, 'ambiguous')),
        testStatus: (applicationToken, resultToken, signal) => call(req('read test status', 'GET', `${TEST}/status`, 'read_test_status', {
            query: { application_token: applicationToken, result_token: resultToken }
        }), signal),
        // Stopping twice asks for the same thing twice: safe to retry.
        stopTest: (applicationToken, signal) => call(req('stop test', 'POST', `${TEST}/stop`, 'run_test', { body: { applicationToken } }), signal),
        testResult: (applicationToken, resultToken, signal) => call(req('read test result', 'GET', `${TEST}/result`, 'run_test', {
            query: { application_token: applicationToken, result_token: resultToken },
            resultKey: 'result'
        }), signal),
        testSessions: (applicationToken, count, signal) => call(req('list test sessions', 'GET', `${TEST}/sessions`, 'read_test_result', {
            query: { application_token: applicationToken, count }
        }), signal, 
        // An application never tested may come back with no list: that is "no sessions".
        (r, op) => (0,_shape_js__WEBPACK_IMPORTED_MODULE_0__/* .requireArray */ .Fs)(r, 'sessions', op, true)),
        runningSessions: (signal) => call(req('list running tests', 'GET', `${TEST}/runningsessions`, 'read_test_result'), signal, (r, op) => (0,_shape_js__WEBPACK_IMPORTED_MODULE_0__/* .requireArray */ .Fs)(r, 'sessions', op, true)),
        teamRunningSessions: (teamId, signal) => call(req("list the team's running tests", 'GET', `${TEST}/runningsessions`, 'read_test_result', {
            query: { teamid: teamId }
        }), signal, (r, op) => (0,_shape_js__WEBPACK_IMPORTED_MODULE_0__/* .requireArray */ .Fs)(r, 'sessions', op, true))
    };
}


/***/ }),

/***/ 107:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.r(__webpack_exports__);
/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   EXIT: () => (/* binding */ EXIT),
/* harmony export */   EXIT_CODE_HELP: () => (/* binding */ EXIT_CODE_HELP),
/* harmony export */   exitCode: () => (/* binding */ exitCode),
/* harmony export */   signalExitCode: () => (/* binding */ signalExitCode),
/* harmony export */   warnExitCode: () => (/* binding */ warnExitCode)
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
    `${EXIT.error}  error: bad arguments (no request sent), refused token, unreadable result or test status, service or network failure, a report file that cannot be written`,
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

/***/ 111:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

// ESM COMPAT FLAG
__nccwpck_require__.r(__webpack_exports__);

// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  runCli: () => (/* binding */ runCli)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(209);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(214);
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

// EXTERNAL MODULE: ./src/common/errors.ts
var errors = __nccwpck_require__(126);
// EXTERNAL MODULE: ./src/inputs/parsers.ts
var parsers = __nccwpck_require__(146);
;// CONCATENATED MODULE: ./src/inputs/names.ts
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
    'commit-status',
    'merge-queue',
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
    'commit-status': 'auto',
    'merge-queue': 'verdict',
    summary: 'true',
    trend: '0',
    annotations: 'true',
    comment: 'false',
    'application-type': 'WEB',
    'signature-type': 'FILE',
    'delete-project': 'false',
    'max-parallel': '0'
};

// EXTERNAL MODULE: ./src/words.ts
var src_words = __nccwpck_require__(194);
;// CONCATENATED MODULE: ./src/inputs/reader.ts
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
    words = src_words/* ACTION_WORDS */.d) {
        this.getInput = getInput;
        this.words = words;
        this.secrets = ['access-token', 'github-token']
            .flatMap((name) => [this.text(name), (0,parsers/* unquotedSecret */._z)(this.text(name))].map((value) => ({ name, value })))
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
            if (!(error instanceof parsers/* BadValue */.FQ))
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
        throw new errors.InputError(inOrder);
    }
    /** What to say instead of echoing `value` when it holds another input's secret. */
    pastedSecret(input, value) {
        const held = this.secrets.find((s) => s.name !== input && value.includes(s.value));
        return held && PASTED[held.name];
    }
}

;// CONCATENATED MODULE: ./src/inputs/rules.ts
// Rules across inputs: each is skipped where an input it rests on is itself wrong (its own
// problem is already recorded).


/** Commands that need no application: they create one (register) or show them all (list). */
const WITHOUT_APPLICATION = ['register', 'list'];
function crossInputRules({ problem, requireInput, words }, { command, config, applicationTokens, resultTokens }) {
    const v2 = words.setting('api-version', 'v2');
    if (config.apiVersion === 'v1' && command !== undefined && !V1_COMMANDS.includes(command)) {
        problem('command', `${(0,parsers/* shown */.SP)(command)} does not exist with ${words.input('api-version')} v1; use ${v2}, or one of ${V1_COMMANDS.join(', ')}`);
    }
    // v1 cannot list running tests: asking to stop or fail on one could not be honoured.
    const startsTests = command === 'scan' || command === 'start';
    if (config.apiVersion === 'v1' && startsTests && config.ifRunning !== undefined) {
        if (config.ifRunning !== 'attach') {
            problem('if-running', `${(0,parsers/* shown */.SP)(config.ifRunning)} needs the running-tests list, which ${words.input('api-version')} v1 does not have; use ${v2}, or leave ${words.input('if-running')} at its default (attach)`);
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
            problem('commit', `${(0,parsers/* shown */.SP)(config.commit)} is short, and ${words.input('deployment-environment')} needs the full 40-character commit (GitHub records deployments by their full SHA); e.g. ${words.commitExample}`);
        }
    }
    if (config.comment === true) {
        requireInput('github-token', 'is required when comment is true; e.g. ${{ github.token }}');
    }
}

// EXTERNAL MODULE: ./src/common/duration.ts
var duration = __nccwpck_require__(125);
// EXTERNAL MODULE: ./src/common/did-you-mean.ts
var did_you_mean = __nccwpck_require__(124);
;// CONCATENATED MODULE: ./src/inputs/settings.ts
// The settings every command reads, in groups of the contract's inputs: each group is one small
// function over the input reader, so a new input lands in its group without lengthening the rest.




/** Earlier completed tests the summary's trend may show (docs/reports.md). */
const MAX_TREND = 10;
function serviceSettings({ read, optional, words }, resultTokens) {
    return {
        apiVersion: read('api-version', (v) => (0,parsers/* oneOf */.yL)(v, ['v2', 'v1'])),
        baseUrl: optional('base-url', parsers/* baseUrl */.pc) ?? '',
        accessToken: optional('access-token', (v) => (0,parsers/* secret */.rJ)(v, words.secretExample)) ?? '',
        resultToken: resultTokens?.[0],
        resultTokens,
        maxParallel: read('max-parallel', (v) => (0,parsers/* wholeNumber */.rD)(v, '2 (0: all at once)'))
    };
}
function gateSettings({ read }) {
    return {
        threshold: read('fail-threshold', parsers/* threshold */.EN),
        budget: read('max-unfixed', parsers/* budget */.gd),
        baseline: read('baseline', baselineInput),
        baselineMissing: read('baseline-missing', (v) => (0,parsers/* oneOf */.yL)(v, ['ignore', 'fail'])),
        ignoreFile: read('ignore-file', (v) => ({ path: v, explicit: v !== DEFAULT_IGNORE_FILE }))
    };
}
function waitSettings({ read }) {
    return {
        timeoutMs: read('timeout', (v) => (0,parsers/* duration */.p0)(v, duration/* SECOND */.Z2, 6 * duration/* HOUR */.dp, "6h (a job's own limit), e.g. 2h")),
        pollIntervalMs: read('poll-interval', (v) => (0,parsers/* duration */.p0)(v, duration/* SECOND */.Z2, duration/* HOUR */.dp, '1h; polls that far apart miss the end of a test, e.g. 30s')),
        onTimeout: read('on-timeout', (v) => (0,parsers/* oneOf */.yL)(v, ['stop', 'leave'])),
        failOnTimeout: read('fail-on-timeout', parsers/* boolean */.zM),
        ifRunning: read('if-running', (v) => (0,parsers/* oneOf */.yL)(v, ['attach', 'stop', 'fail'])),
        stopOnCancel: read('stop-on-cancel', parsers/* boolean */.zM)
    };
}
/** Which build the verdict is about (docs/this-build.md). */
function buildSettings({ read, optional, words }) {
    return {
        commit: optional('commit', (v) => (0,parsers/* commitSha */.mJ)(v, words.commitExample)),
        deploymentEnvironment: optional('deployment-environment', parsers/* environmentName */.VE),
        buildCheck: optional('build-check', parsers/* buildCheckTarget */.wB),
        reuse: read('reuse', (v) => (0,parsers/* oneOf */.yL)(v, ['same-build', 'never'])),
        // docs/every-path-to-main.md
        commitStatus: read('commit-status', (v) => (0,parsers/* oneOf */.yL)(v, ['auto', 'true', 'false'])),
        mergeQueue: read('merge-queue', (v) => (0,parsers/* oneOf */.yL)(v, ['verdict', 'test']))
    };
}
/** Keeping the gate on (docs/baselines-and-accepted-risks.md#adopting-the-gate). */
function adoptSettings({ read }) {
    return {
        adoptExpiryMs: read('adopt-expiry', (v) => (0,parsers/* days */._3)(v, 1, 3650, '90d')),
        adoptScan: read('adopt-scan', parsers/* boolean */.zM),
        expiryWarningMs: read('expiry-warning', (v) => (0,parsers/* days */._3)(v, 0, 3650, '14d (0d: never)'))
    };
}
function reportSettings({ read, optional }) {
    return {
        summary: read('summary', parsers/* boolean */.zM),
        trend: read('trend', (v) => (0,parsers/* wholeNumberUpTo */.No)(v, MAX_TREND, '5 (0: no trend)')),
        annotations: read('annotations', parsers/* boolean */.zM),
        sarifFile: optional('sarif-file', String),
        reportFile: optional('report-file', String),
        comment: read('comment', parsers/* boolean */.zM),
        githubToken: optional('github-token', (v) => (0,parsers/* secret */.rJ)(v, '${{ github.token }}'))
    };
}
function onboardingSettings({ read, optional }) {
    return {
        projectDescription: optional('project-description', String),
        teamId: optional('team-id', (v) => (0,parsers/* word */.Vm)(v, 'a1b2c3')),
        applicationName: optional('application-name', String),
        applicationType: read('application-type', (v) => (0,parsers/* oneOf */.yL)(v, ['WEB', 'API'])),
        signatureType: read('signature-type', (v) => (0,parsers/* oneOf */.yL)(v, ['FILE', 'DNS', 'API'])),
        pluginType: optional('plugin-type', (v) => (0,parsers/* word */.Vm)(v, 'WORDPRESS').toUpperCase()),
        deleteProject: read('delete-project', parsers/* boolean */.zM)
    };
}
/** The baseline's keywords; any other value is a path to a JSON report. */
const BASELINE_KEYWORDS = ['none', 'previous', 'default-branch'];
/**
 * none | previous | default-branch (any case, spaces around trimmed) | a path to a JSON report
 * written by an earlier run. A value that is neither a keyword nor shaped like a path (no `/`,
 * no `.`) is a mistyped keyword: taken as a path it would run the whole test, warn that the file
 * cannot be read and gate every pull request on every old finding.
 */
function baselineInput(value) {
    const word = value.trim().toLowerCase();
    if (word === 'none')
        return { kind: 'none' };
    if (word === 'previous')
        return { kind: 'previous' };
    if (word === 'default-branch')
        return { kind: 'default-branch' };
    if (!/[/.\\]/.test(value)) {
        const guess = (0,did_you_mean/* closest */.k)(word.replace(/[\s_]+/g, '-'), BASELINE_KEYWORDS);
        throw new parsers/* BadValue */.FQ(`${(0,parsers/* shown */.SP)(value)} is neither a keyword nor a path${guess ? `; did you mean ${guess}?` : '.'} Use ${BASELINE_KEYWORDS.join(', ')}, or the path of a JSON report such as security-test-report.json`);
    }
    return { kind: 'file', path: value };
}

;// CONCATENATED MODULE: ./src/inputs/read-config.ts
// The action's inputs -> one validated Config. Every rule of the contract is checked here, before
// any request, and every problem is reported at once: a user fixing a workflow should not have
// to rerun it once per typo.







function read_config_readConfig(getInput, words = src_words/* ACTION_WORDS */.d) {
    const inputs = new InputReader(getInput, words);
    const { read, optional, requireInput } = inputs;
    requireInput('base-url', 'is required; use the service address, e.g. https://api.example.com');
    requireInput('access-token', `must not be empty; pass it from a secret, e.g. ${words.secretExample}`);
    const command = read('command', (v) => (0,parsers/* oneOf */.yL)(v, COMMANDS));
    const applicationTokens = optional('application-token', (v) => (0,parsers/* serviceTokens */.o2)(v, 'an application token'));
    const resultTokens = optional('result-token', (v) => (0,parsers/* serviceTokens */.o2)(v, 'a result token'));
    const projectName = optional('project-name', String);
    const appUrl = optional('application-url', parsers/* applicationUrl */.cm);
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

// EXTERNAL MODULE: ./src/report/unwritten.ts
var report_unwritten = __nccwpck_require__(187);
// EXTERNAL MODULE: ./src/api/applications.ts
var applications = __nccwpck_require__(98);
// EXTERNAL MODULE: ./src/common/clock.ts
var common_clock = __nccwpck_require__(123);
// EXTERNAL MODULE: ./src/common/text.ts
var common_text = __nccwpck_require__(128);
// EXTERNAL MODULE: ./src/api/errors.ts
var api_errors = __nccwpck_require__(99);
// EXTERNAL MODULE: ./src/api/http-attempt.ts + 2 modules
var http_attempt = __nccwpck_require__(100);
// EXTERNAL MODULE: ./src/findings/repeated-keys.ts
var repeated_keys = __nccwpck_require__(142);
// EXTERNAL MODULE: ./src/findings/decode.ts
var decode = __nccwpck_require__(131);
;// CONCATENATED MODULE: ./src/api/outcome.ts
// What one HTTP attempt means: a value, a final error, or a transient failure worth retrying.
// Pure: no I/O, so every answer the service (or a proxy in front of it) can give is tested here
// and in the transport tests alike. Every message is built from our own words plus untrusted
// text that went through src/common/text.ts and the token redaction.




const SERVICE_MESSAGE_CHARS = 300;
function interpret(result, ctx) {
    switch (result.type) {
        case 'timeout':
            return outcome_transient({
                kind: 'timeout',
                reason: `no answer within ${seconds(result.afterMs)}` + via(result.proxy),
                mayHaveActed: true
            });
        case 'network':
            return connectionFailure(result, ctx);
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
        // A key written twice hides its first copy from JSON.parse: in v1 the whole result stands in
        // this answer, in v2 the result string itself could be written twice. Refused, never retried
        // (the same answer would come back).
        const repeated = body ? (0,repeated_keys/* findRepeatedKey */.h)(r.text) : undefined;
        if (repeated) {
            const line = (0,decode/* repeatedKeyLine */._Y)('the answer', repeated);
            // At or inside the result: an unreadable result like any other, its text kept.
            if (body && ctx.resultKey !== undefined && topKeyOf(repeated.path) === ctx.resultKey) {
                return {
                    type: 'ok',
                    value: { ...body, [ctx.resultKey]: new decode/* UnreadableResult */.bQ(line, r.text) }
                };
            }
            return fail(ctx, 'invalid-response', line, { httpStatus: status });
        }
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
 * Certificate errors (OpenSSL's verify codes, Node's name check): the connection was refused by
 * our side before a byte of the request went out, and it will be refused the same way again.
 */
const CERTIFICATE = /CERT|^UNABLE_TO_(?:GET|VERIFY|DECRYPT|DECODE)_|^(?:INVALID_CA|HOSTNAME_MISMATCH|PATH_LENGTH_EXCEEDED|INVALID_PURPOSE)$/;
/** Named after the proxy the attempt went through, if any (a dead proxy is not the service). */
function via(proxy) {
    return proxy ? ` through the proxy ${(0,common_text.forLog)(proxy, 100)}` : '';
}
/**
 * A connection that failed. Most failures pass (a reset, a refused connect: retried). Two never
 * cure themselves and end the call at once, as `connection`: a proxy asking for credentials
 * (407), and a certificate our side does not accept.
 */
function connectionFailure(r, ctx) {
    const code = safeCode(r.code);
    if (r.proxyStatus === 407) {
        return fail(ctx, 'connection', `the proxy ${(0,common_text.forLog)(r.proxy ?? 'in use', 100)} asks for credentials it was not given or refused (HTTP 407); ` +
            'give them in the proxy variable (http://user:password@host:port)');
    }
    if (CERTIFICATE.test(r.code)) {
        return fail(ctx, 'connection', `the service's certificate was not accepted (${code})${via(r.proxy)}; ` +
            'if a private certificate authority signs it, name its file in NODE_EXTRA_CA_CERTS');
    }
    // Through a proxy, the proxy is where the connection went: it is named instead.
    const to = r.target && !r.proxy ? ` to ${(0,common_text.forLog)(r.target, 300)}` : '';
    return outcome_transient({
        kind: 'network',
        reason: r.sent
            ? `the connection${to} failed (${code})${via(r.proxy)}`
            : r.proxyStatus
                ? `could not connect${to}: the proxy ${(0,common_text.forLog)(r.proxy ?? '', 100)} answered HTTP ${r.proxyStatus}`
                : `could not connect${to} (${code})${via(r.proxy)}`,
        mayHaveActed: r.sent
    });
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
    return (0,common_text.forLog)(ctx.redact((0,common_text.oneLine)(code, Number.MAX_SAFE_INTEGER)), 60);
}
function serviceError(ctx, status, f) {
    // Clean first (removing control characters could join a split token), redact, then cut.
    const full = ctx.redact((0,common_text.oneLine)(f.message, Number.MAX_SAFE_INTEGER));
    const serviceMessage = (0,common_text.truncate)(full, SERVICE_MESSAGE_CHARS * 2);
    const shown = (0,common_text.forLog)(full, SERVICE_MESSAGE_CHARS);
    const message = `${ctx.operation} failed: ${f.code} (HTTP ${status})` +
        (shown ? `: ${shown}` : '') +
        guidance(f.code.toUpperCase(), ctx.scope);
    return {
        type: 'fail',
        error: new api_errors/* ApiError */.hD(ctx.redact(message), { kind: 'service', operation: ctx.operation, httpStatus: status, code: f.code }, serviceMessage || undefined)
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
        error: new api_errors/* ApiError */.hD(ctx.redact(`${ctx.operation} failed: ${what}`), {
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
    return new api_errors/* ApiError */.hD(ctx.redact(`${ctx.operation} failed: ${t.reason} after ${tries}${why}`), {
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
    return new api_errors/* ApiError */.hD(ctx.redact(`${ctx.operation}: the answer was lost (${t.reason}); ` +
        `the service may have carried it out, so it was not repeated`), {
        kind: 'ambiguous',
        operation: ctx.operation,
        httpStatus: t.httpStatus,
        code: t.code,
        attempts
    });
}
function abortedError(operation, attempts) {
    return new api_errors/* ApiError */.hD(`${operation} was cancelled`, { kind: 'aborted', operation, attempts });
}
/** The first key of a path ($.result.vulnerabilities → result). */
function topKeyOf(path) {
    let p = path;
    while (p.parent !== undefined)
        p = p.parent;
    return p.key;
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
    return (0,common_text.forLog)(code, 40) || 'unknown error';
}
function seconds(ms) {
    return ms % 1000 === 0 ? `${ms / 1000} s` : `${(ms / 1000).toFixed(1)} s`;
}
function mib(bytes) {
    return `${Math.round(bytes / (1024 * 1024))} MiB`;
}

// EXTERNAL MODULE: ./src/common/backoff.ts
var backoff = __nccwpck_require__(122);
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
    return parseRetryAfter(retryAfter, nowMs) ?? (0,backoff/* backoffDelay */.E)(attempt, random);
}

// EXTERNAL MODULE: ./src/api/redirect.ts
var redirect = __nccwpck_require__(101);
;// CONCATENATED MODULE: ./src/api/redaction-spellings.ts
// The pattern that finds one secret in every spelling a reader of the service's answer could turn
// back into it (redaction.ts replaces what it finds). Each character of the secret is matched
// as itself, as a `\uXXXX` escape after any run of backslashes (a backslash itself perhaps spelt
// `\u005c`: JSON inside JSON), or percent-encoded. Between two characters any run of fillers may
// stand, literally or escaped: a superset of what src/common/text.ts removes (controls, invisible
// characters, bidi marks, tag characters), which the report cleaners would otherwise strip and so
// join a token the redactor missed. The secret is also found base64-encoded (a `/.git/config`
// holding actions/checkout's `AUTHORIZATION: basic base64("x-access-token:<token>")`), at each of
// the three byte alignments, in the standard and the URL-safe alphabet.
//
// Linear on any input: at each place, the text a gap (fillers) can take and the text the next
// character can take never overlap, and each form reads a backslash run in one way only, so no
// split is tried twice (a run of 2,000,000 backslashes or fillers costs one pass).
//
// Kept short: V8 stops optimising a regular expression of more than 20,000 characters (30 times
// slower), and the two secrets' patterns together must stay under it. So no HTML character
// references (`&#101;`): about 50 characters more per character, for a spelling none of our
// writers decodes (Markdown and XML writers escape `&`; JSON and SARIF text are plain).
/**
 * A backslash as any layer of JSON may spell it: itself, or `\u005c` (which one decoding more
 * makes a backslash). A run of them before `uXXXX` is the character's escape at some layer.
 */
const BACKSLASH = '(?:\\\\(?:u005[cC])?)';
/**
 * A base64 form shorter than this (about 12 bytes of the secret) is not used: a short stable core
 * would match ordinary text.
 */
const MIN_BASE64_CORE = 16;
/** JSON's one-letter escapes of characters text.ts removes: backspace, form feed, CR. */
const SHORT_ESCAPES = 'bfr';
/** Every spelling of `secret` and of its base64 forms, as alternatives (to be `guarded`). */
function secretPattern(secret) {
    const plain = Array.from({ length: secret.length }, (_, i) => unit(secret.charCodeAt(i), i === 0));
    const forms = [plain.join(gapFor(secret))];
    // Base64 text has no escapes of its own letters: each is itself (`/` perhaps `\/`, `%2F`), and
    // only literal fillers stand between them: the short form keeps the pattern under V8's limit.
    // The first four characters stand together: V8 then checks four characters at once where the
    // match could start, instead of trying a gap after every common letter (the base64 forms cost
    // twice the rest without it). Base64 with fillers in its first characters is written on
    // purpose, by someone who has the token already; one the cleaners joined is found.
    const fillers = `${literalFillers(secret)}*`;
    for (const core of base64Cores(secret)) {
        const units = [...core].map(base64Unit);
        forms.push(units.slice(0, 4).join('') + fillers + units.slice(4).join(fillers));
    }
    return forms.join('|');
}
/**
 * The characters of base64(prefix + secret) that depend on the secret's bytes alone, for a prefix
 * of 0, 1 and 2 bytes: wherever the secret sits in an encoded text, one of them stands there.
 */
function base64Cores(secret) {
    const bytes = Buffer.from(secret, 'utf8');
    const cores = new Set();
    for (const shift of [0, 1, 2]) {
        const encoded = Buffer.concat([Buffer.alloc(shift), bytes]).toString('base64');
        const start = Math.ceil((8 * shift) / 6);
        const end = Math.floor((8 * (shift + bytes.length)) / 6);
        const core = encoded.slice(start, end);
        if (core.length >= MIN_BASE64_CORE)
            cores.add(core);
    }
    return [...cores];
}
/**
 * A match never starts inside an escape (not after an unpaired `\u` and up to 3 hex digits) nor
 * inside a run of backslashes; each unit takes in the backslashes before it (an escaped backslash
 * or an escape stays whole), so the text around the replacement decodes as it did.
 */
const guarded = (body) => `(?<!(?:^|[^\\\\])(?:\\\\\\\\)*\\\\u[0-9A-Fa-f]{0,3})(?<!\\\\)(?:${body})`;
/**
 * One UTF-16 unit: itself after a run of backslashes, `uXXXX` after a run of them (any layer),
 * or `%XX`. Inside a secret, `b`, `f` and `r` after a backslash are the escapes of a backspace,
 * a form feed, a CR (a gap), never the letter: so the gap and the letter cannot both take `\b`,
 * and a run of them is read once.
 */
function unit(code, first) {
    const c = String.fromCharCode(code);
    const lead = first || !SHORT_ESCAPES.includes(c) ? `${BACKSLASH}*` : '';
    const forms = [`${lead}${literal(code)}`, `${BACKSLASH}+u${hex(code, 4)}`];
    if (code < 0x80)
        forms.push(`%${hex(code, 2)}`);
    return `(?:${forms.join('|')})`;
}
/** A base64 character, either alphabet: `+`/`-`, `/`/`_` (or JSON's `\/`, or `%2B`, `%2F`). */
function base64Unit(ch) {
    if (ch === '+')
        return '(?:[+-]|%2[bB])';
    if (ch === '/')
        return '(?:\\\\*\\/|_|%2[fF])';
    return ch;
}
/**
 * A character outside printable ASCII (TAB and LF aside, which text.ts keeps): a superset of
 * what text.ts removes (controls, invisible characters, bidi marks, tag characters' surrogates),
 * one short class, and never a character of a printable secret. A secret's own characters are
 * left out (the gap and the next character never take the same text).
 */
function literalFillers(secret) {
    return `[^\\t\\n -~${ownCharacters(secret)
        .map((c) => `\\u${hexPlain(c)}`)
        .join('')}]`;
}
/**
 * What may stand between two characters of `secret`: any run of fillers (above), literally
 * (after any backslashes), as `\uXXXX` escapes at any layer, or as JSON's `\b`, `\f`, `\r`.
 */
function gapFor(secret) {
    const own = ownCharacters(secret).map((c) => `|${hex(c, 4)}`);
    const escaped = `u(?!00(?:0[9aA]|[2-6]|7[0-9a-eA-E])${own.join('')})[0-9A-Fa-f]{4}`;
    const filler = `${BACKSLASH}*${literalFillers(secret)}|${BACKSLASH}+(?:${escaped}|[${SHORT_ESCAPES}])`;
    return `(?:${filler})*`;
}
/** The secret's characters outside printable ASCII (none, for a token). */
const ownCharacters = (secret) => [...new Set(Array.from(secret, (_, i) => secret.charCodeAt(i)))].filter((c) => c < 0x20 || c > 0x7e);
function literal(code) {
    const c = String.fromCharCode(code);
    return /[A-Za-z0-9_]/.test(c) ? c : `\\u${hexPlain(code)}`;
}
const hexPlain = (code) => code.toString(16).padStart(4, '0');
/** Hex digits of `code` in either case: `[aA]`. */
function hex(code, digits) {
    return [...code.toString(16).padStart(digits, '0')]
        .map((d) => (/[a-f]/.test(d) ? `[${d}${d.toUpperCase()}]` : d))
        .join('');
}

;// CONCATENATED MODULE: ./src/api/redaction.ts
// The secrets (the access token, the GitHub token) kept out of everything the service sends. A
// scanner that records requests can hand the token back inside a finding (`Authorization: Bearer
// …`, a URL), and the result travels as JSON inside JSON: the token can come spelt with escapes
// (`\u0061`, `\\u0061` one layer down, `%61` in a URL) or split by them. Redaction therefore
// matches every character of a secret in any of those spellings, and the transport applies it to
// the answer's text before parsing it, and to the JSON text the answer holds before that is
// parsed (redactLayers): every text any decoding reads has been through it. The spellings (also
// base64, HTML references, invisible characters between the characters) are redaction-spellings.ts's.


/** What a secret becomes: valid inside a JSON string, a URL, Markdown and XML alike. */
const REDACTED = '***';
/** Shorter "secrets" are not worth mangling text for (and would match everywhere). */
const MIN_SECRET_LENGTH = 4;
/** Replaces each secret, in every spelling (see above), by REDACTED. */
function redactor(secrets) {
    const kept = [...new Set(secrets)]
        .filter((s) => typeof s === 'string' && s.length >= MIN_SECRET_LENGTH)
        // The longest first: a secret inside another is not left half-replaced.
        .sort((a, b) => b.length - a.length);
    if (kept.length === 0)
        return (s) => s;
    // Built at the first text, not at start: the first request leaves without waiting for it.
    let patterns;
    return (s) => {
        if (typeof s !== 'string')
            return s;
        patterns ??= chunks(kept.map(secretPattern)).map(compiled);
        try {
            return patterns.reduce((text, pattern) => text.replace(pattern, REDACTED), s);
        }
        catch {
            // Millions of escaped fillers in one gap exhaust the engine's backtracking stack (a
            // RangeError): a text that cannot be searched is withheld whole (fail closed), so the
            // answer reads as unreadable instead of being shown unredacted.
            return REDACTED;
        }
    };
}
/**
 * The expression, compiled to machine code at once. V8 runs a new expression in its interpreter
 * first and compiles it again, to machine code, at its next use; for these patterns the
 * interpreter's compile is the dearer one. Measured in fresh Node 20 processes, the two secrets
 * of a run: 21-35 ms at the first (short) answer and 4-12 ms at the next (medians 23 and 8.5),
 * against 9.5-14 ms once (median 11).
 * V8 compiles straight to machine code when the first text searched has 1,000 characters or
 * more, so the first search is made on spaces, which no spelling of a secret holds.
 */
function compiled(pattern) {
    const expression = new RegExp(guarded(pattern), 'g');
    expression.test(WARM_UP);
    expression.lastIndex = 0;
    return expression;
}
const WARM_UP = ' '.repeat(1000);
/**
 * V8 optimises a regular expression of up to 20,000 characters only (over it, 30 times slower):
 * the secrets' patterns are joined into as few expressions under that size as they fit in (the
 * access token and the GitHub token: one), each secret whole in one of them.
 */
const MAX_PATTERN_CHARS = 19_000;
function chunks(patterns) {
    const out = [];
    for (const p of patterns) {
        const last = out.length - 1;
        if (last >= 0 && (out[last] ?? '').length + p.length + 1 <= MAX_PATTERN_CHARS) {
            out[last] = `${out[last]}|${p}`;
        }
        else
            out.push(p);
    }
    return out;
}
/**
 * The answer's own text is redacted before it is parsed; the JSON text its fields hold (v2's
 * `result`, a string holding the document, or that string encoded once more, which the reader
 * also decodes) is redacted before the reader parses it, layer by layer. So every text any
 * decoding reads has been through the redactor, and a secret spelt for a later layer
 * (`\u005cu0071`) is found in the layer that would decode it. One pass over each text; nothing
 * walks the parsed document.
 */
function redactLayers(answer, redact) {
    for (const [key, value] of Object.entries(answer)) {
        if (typeof value !== 'string' || !JSON_TEXT.test(value))
            continue;
        const clean = redactNested(redact(value), redact);
        if (clean !== value)
            answer[key] = clean;
    }
}
/** JSON text: what the reader tries to decode (an object, a list, or a string once more). */
const JSON_TEXT = /^\s*["[{]/;
/** The JSON text `text` (redacted) holds a string holding JSON: redact that too, re-encoded. */
function redactNested(text, redact) {
    if (!/^\s*"/.test(text))
        return text;
    let inner;
    try {
        inner = JSON.parse(text);
    }
    catch {
        return text; // not JSON: the reader refuses it in its own words
    }
    if (typeof inner !== 'string' || !JSON_TEXT.test(inner))
        return text;
    const clean = redactNested(redact(inner), redact);
    return clean === inner ? text : JSON.stringify(clean);
}
/**
 * One attempt's answer as the transport reads it: the secrets out of its text and headers, then
 * read (outcome.ts), then out of the JSON text it holds. The benchmark reads answers through it too.
 */
function interpretRedacted(result, ctx) {
    const { redact } = ctx;
    const clean = result.type === 'response'
        ? { ...result, text: redact(result.text), headers: result.headers?.map(redact) }
        : result;
    const verdict = interpret(clean, ctx);
    if (verdict.type === 'ok')
        redactLayers(verdict.value, redact);
    return verdict;
}

;// CONCATENATED MODULE: ./src/api/transport.ts








const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;
const DEFAULT_MAX_ATTEMPTS = 5;
const DEFAULT_MAX_RETRY_TIME_MS = 120_000;
function createTransport(options) {
    const clock = options.clock ?? common_clock/* systemClock */.ml;
    const random = options.random ?? Math.random;
    const timeoutMs = options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
    const maxAttempts = Math.max(1, options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS);
    const budgetMs = options.maxRetryTimeMs ?? DEFAULT_MAX_RETRY_TIME_MS;
    const userAgent = options.userAgent ?? 'security-test-action';
    const redact = redactor([options.accessToken, ...(options.secrets ?? [])]);
    const lifetime = new AbortController();
    async function send(spec, callSignal) {
        const signal = AbortSignal.any([lifetime.signal, options.signal, callSignal].filter((s) => !!s));
        const ctx = {
            operation: spec.operation,
            envelope: spec.envelope,
            scope: spec.scope,
            resultKey: spec.resultKey,
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
                result = await (0,http_attempt/* attempt */.CD)(request, signal);
            }
            catch (e) {
                if (e instanceof http_attempt/* AttemptAborted */.fz)
                    throw abortedError(spec.operation, n);
                throw e;
            }
            const status = result.type === 'response' ? `HTTP ${result.status}` : result.type;
            debug(`${spec.method} ${spec.path} -> ${status} in ${Date.now() - t0} ms (attempt ${n})`);
            // The one place an answer comes in: every text of it is free of the secrets before it is
            // read, so no result, name or message can carry them to a log, an output or a file.
            const verdict = interpretRedacted(result, ctx);
            if (verdict.type === 'ok')
                return verdict.value;
            if (verdict.type === 'fail')
                throw verdict.error;
            if (verdict.type === 'redirect') {
                const step = (0,redirect/* judgeRedirect */.S)(spec.method, request.url, verdict.status, verdict.location, hops, ctx.baseUrlName);
                if ('refuse' in step) {
                    throw new api_errors/* ApiError */.hD(redact(`${spec.operation} failed: ${step.refuse}`), {
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
        options.log?.debug((0,common_text.forLog)(redact(line)));
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

// EXTERNAL MODULE: ./src/api/test-api.ts + 1 modules
var test_api = __nccwpck_require__(103);
// EXTERNAL MODULE: ./src/lifecycle/stop.ts
var lifecycle_stop = __nccwpck_require__(162);
// EXTERNAL MODULE: ./src/common/log.ts
var common_log = __nccwpck_require__(127);
// EXTERNAL MODULE: ./src/run/dispatch.ts + 5 modules
var dispatch = __nccwpck_require__(189);
// EXTERNAL MODULE: ./src/run/estate-verdict.ts
var estate_verdict = __nccwpck_require__(190);
// EXTERNAL MODULE: ./src/run/failure.ts
var failure = __nccwpck_require__(192);
// EXTERNAL MODULE: ./src/report/step-summary.ts
var step_summary = __nccwpck_require__(180);
;// CONCATENATED MODULE: ./src/run/merge-queue.ts



/** The commands that judge a test with the gate: on a queue's run they judge the head's record. */
const QUEUE_COMMANDS = ['scan', 'wait', 'report'];
/**
 * The step's verdict on the merge queue's commit from the head's record, or undefined when this
 * run tests as on any other event: not a queue's run, `merge-queue: test`, another command, or
 * `deployment-environment` set and a deployment of the queue's commit to it exists.
 */
async function mergeQueueVerdict(context, host) {
    const { config, log } = context;
    if (!('applicationTokens' in config) || !QUEUE_COMMANDS.includes(config.command))
        return;
    if (config.mergeQueue !== 'verdict')
        return;
    const queue = host.mergeQueue?.(config, context.signal);
    if (!queue)
        return;
    const commit = context.build?.commit();
    if (await deployed(context, config, commit?.sha))
        return;
    log.info(`Merge queue (merge-queue: verdict): the queue's commit${commit ? ` ${commit.sha.slice(0, 7)}` : ''} is judged by its pull request head's recorded verdict; no test is run`);
    const judged = await queue.judge(config.applicationTokens);
    const parts = partsOf(judged, config.applicationTokens);
    // What passed, with the run that showed it; what failed is said once, in the failure line.
    if ('verdicts' in judged) {
        const pr = judged.pullRequest;
        for (const p of parts.filter((x) => !x.failure)) {
            const token = p.application?.token ?? '';
            const r = judged.verdicts.find((v) => v.applicationToken === token)?.record;
            const which = parts.length > 1 ? `${token}: ` : '';
            log.info(`Merge queue: ${which}${p.outcome}: pull request #${pr.number}'s head ${pr.headSha.slice(0, 7)} ${p.outcome} its gate in run ${r?.runId ?? 'unknown'}${r?.resultToken ? ` (test ${r.resultToken})` : ''}; what the queue's merge adds beyond that head was not tested`);
        }
    }
    const outputs = {
        commit: commit?.sha,
        results: JSON.stringify(parts.map((p) => (0,estate_verdict/* resultEntry */.Q)(p, p.application?.token ?? '')))
    };
    // Loaded only on a queue's run judged by its record: it reaches the summary's writer, which a
    // run's start does not compile.
    const { queueSummary } = await Promise.resolve(/* import() eager */).then(__nccwpck_require__.bind(__nccwpck_require__, 193));
    (0,step_summary/* appendStepSummary */.Jc)(context, queueSummary(judged, parts, commit?.sha, context.reports.runUrl));
    const [only] = parts;
    if (parts.length === 1 && only) {
        const failure = only.failure ? `Merge queue: ${only.failure}` : undefined;
        return { ...only, ...(failure ? { failure } : {}), outputs };
    }
    const step = (0,estate_verdict/* combine */.k)(parts, config.applicationTokens);
    // One problem of the pull request fails every application alike: said once, not per name.
    const failure = 'problem' in judged ? `Merge queue: ${judged.problem}` : step.failure;
    return { outcome: step.outcome, ...(failure ? { failure } : {}), parts, outputs };
}
/**
 * With deployment-environment set: whether a deployment of the queue's commit to it exists (then
 * it is tested as on any other event). One that cannot be told is a warning, and the head's
 * verdict judges: a test would have to read the same deployments to start.
 */
async function deployed(context, config, commit) {
    const environment = config.deploymentEnvironment;
    const build = context.build;
    if (!environment || !commit || !build?.deploymentExists)
        return false;
    const exists = await build.deploymentExists({ commit, environment, signal: context.signal });
    if (exists === true) {
        context.log.info(`Merge queue: a deployment of the queue's commit ${commit.slice(0, 7)} to ${(0,common_text.forLog)(environment, 100)} exists, so it is tested (merge-queue: verdict judges by the pull request head's record only when none exists)`);
        return true;
    }
    if (exists !== false) {
        context.log.warning(`Merge queue: whether the queue's commit ${commit.slice(0, 7)} is deployed to ${(0,common_text.forLog)(environment, 100)} could not be told (${(0,common_text.forLog)(exists.problem, 300)}); it is judged by the pull request head's recorded verdict instead`);
    }
    return false;
}
/** One result per application: its outcome, failure line and what its verdict record says. */
function partsOf(judged, tokens) {
    if ('problem' in judged) {
        const counts = judged.pullRequest === undefined
            ? 'queued pull request not verified'
            : `pull request #${judged.pullRequest} not verified`;
        return tokens.map((token) => failedPart(token, judged.problem, counts));
    }
    const { pullRequest: pr } = judged;
    const head = `head ${pr.headSha.slice(0, 7)} of #${pr.number}`;
    return tokens.map((token) => {
        const v = judged.verdicts.find((x) => x.applicationToken === token);
        if (!v) {
            return failedPart(token, `pull request #${pr.number}: no verdict was judged`, `${head} not judged`);
        }
        const recorded = v.record?.outcome.replace('-', ' ') ?? '';
        if (v.finding === 'verified' && (recorded === 'passed' || recorded === 'warned')) {
            return {
                // warned stays warned: the head passed its gate with warnings.
                outcome: recorded === 'passed' ? 'passed' : 'warned',
                application: { token },
                recordCounts: `${head} ${recorded}`,
                notBaseline: true,
                outputs: {}
            };
        }
        const reason = v.reason ?? `pull request #${pr.number}'s verdict is not verified`;
        return failedPart(token, reason, RECORD_WORDS[v.finding](head, recorded));
    });
}
/** The counts part of the queue commit's record: what the head's record was (at most 80 chars). */
const RECORD_WORDS = {
    verified: (head) => `${head} not passed`,
    'no record': (head) => `no verdict on ${head}`,
    unreadable: (head) => `unreadable verdict on ${head}`,
    'not passed': (head, recorded) => `${head} ${recorded || 'not passed'}`,
    'no test': (head) => `no test on ${head}`,
    unverified: (head) => `unverified verdict on ${head}`
};
function failedPart(token, failure, recordCounts) {
    return {
        outcome: 'failed',
        failure,
        application: { token },
        recordCounts,
        notBaseline: true,
        outputs: {}
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
            const refused = (0,api_errors/* isApiError */.d7)(e) && e.kind !== 'ambiguous' && e.kind !== 'aborted';
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


















const USER_AGENT = 'security-test-action';
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
        const bare = (0,parsers/* unquotedSecret */._z)(value);
        if (bare.length >= 8 && bare !== value)
            host.mask(bare);
    }
}
function buildContext(config, host, signal, ownership = new ownership_Ownership(host.state)) {
    const log = (0,common_log/* countingLog */.w)(host.log);
    const transport = createTransport({
        baseUrl: config.baseUrl,
        accessToken: config.accessToken,
        // A GitHub token the service echoes (a scanned page that shows it) is a secret all the same.
        secrets: ['githubToken' in config ? config.githubToken : undefined],
        clock: common_clock/* systemClock */.ml,
        log,
        userAgent: USER_AGENT,
        baseUrlName: (host.words ?? src_words/* ACTION_WORDS */.d).input('base-url')
    });
    const tests = config.apiVersion === 'v1'
        ? (0,test_api/* createV1TestApi */.oX)(transport, config.accessToken)
        : (0,test_api/* createV2TestApi */.vY)(transport);
    return {
        config,
        transport,
        tests,
        applications: (0,applications/* createApplicationsApi */.k4)(transport),
        clock: common_clock/* systemClock */.ml,
        log,
        annotationsUsed: () => ({ ...log.used }),
        signal,
        reports: host.reports(config),
        words: host.words ?? src_words/* ACTION_WORDS */.d,
        runStart: once(() => host.runStart(config, signal)),
        // Asked for only with baseline: default-branch; one store per run, so several applications
        // share what it has read.
        defaultBranch: config.baseline.kind === 'default-branch' ? host.defaultBranch?.(config, signal) : undefined,
        // Only with baseline: previous (one per run: the applications share what it has read).
        previousRecords: config.baseline.kind === 'previous' ? host.previousRecords?.(config, signal) : undefined,
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
    let verdicts;
    const ownership = new ownership_Ownership(host.state);
    try {
        const config = read_config_readConfig((name) => host.input(name), host.words);
        context = buildContext(config, host, signal, ownership);
        // One recorder per run, asked for only by the commands that judge a test with the gate.
        verdicts = GATING_COMMANDS.includes(config.command)
            ? host.verdicts?.(config, signal)
            : undefined;
        // A merge queue's run may be judged by its pull request's record, with no test at all; the
        // signed evidence comes from the same result that sets `outcome` (a write that fails: error),
        // and the verdict is recorded before any output is given: a record the inputs require and
        // that could not be written makes the outcome an error (the step then fails, and a later
        // attest step does not run unless told to).
        const judged = (await mergeQueueVerdict(context, host)) ?? (await runOn(context, ownership));
        // Loaded with the verdict in hand, as the report writers are (src/report/publish-on-demand.ts).
        const { withTestResultPredicate } = await Promise.resolve(/* import() eager */).then(__nccwpck_require__.bind(__nccwpck_require__, 183));
        const evidenced = withTestResultPredicate(judged, config, context.reports);
        let result = await recordVerdicts(verdicts, config, evidenced);
        // A record the inputs required could not be written: the evidence says what the outcome
        // now says (FAILED), never the PASSED it said a moment ago.
        if (result.outcome !== evidenced.outcome) {
            result = withTestResultPredicate(result, config, context.reports);
        }
        for (const [name, value] of Object.entries(result.outputs)) {
            if (value !== undefined)
                host.setOutput(name, String(value));
        }
        host.setOutput('outcome', result.outcome);
        if (result.failure)
            host.fail(result.failure);
    }
    catch (e) {
        const cancelled = signal.aborted;
        const owned = ownership.toStop();
        if (cancelled && context && owned.length > 0) {
            host.log.info(`${(0,src_words/* cancelledWords */.t)(context.words)}: stopping the test${owned.length > 1 ? 's' : ''}` +
                (owned.some((t) => t.resultToken === '')
                    ? " (a start's answer is awaited first: only the test it names is stopped)"
                    : ''));
            await stopInParallel(context, ownership, owned, lifecycle_stop/* CANCEL_STOP_BUDGET_MS */.ZM);
        }
        const outcome = cancelled ? 'stopped' : 'error';
        if (context && verdicts)
            await recordEnding(verdicts, context, outcome);
        host.setOutput('outcome', outcome);
        const words = host.words ?? src_words/* ACTION_WORDS */.d;
        host.fail(cancelled ? (0,failure/* failureLine */.P)(signal.reason, words) : (0,failure/* failureLine */.P)(e, words));
        if (!cancelled && !(e instanceof errors.InputError) && !(e instanceof api_errors/* ApiError */.hD)) {
            host.log.debug((0,common_text.forLog)(e instanceof Error ? e.stack : e, 4000));
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
        return (0,dispatch/* dispatch */.J)(context);
    }
    if (config.applicationTokens.length > 1) {
        // Loaded only for several applications: its reports are not compiled at a run's start.
        const { runEstate } = await Promise.resolve(/* import() eager */).then(__nccwpck_require__.bind(__nccwpck_require__, 191));
        return runEstate({ ...context, config }, ownership);
    }
    const result = await (0,dispatch/* dispatch */.J)(context);
    const entry = (0,estate_verdict/* resultEntry */.Q)(result, config.applicationToken);
    return { ...result, outputs: { ...result.outputs, results: JSON.stringify([entry]) } };
}
/** The commands that judge a test with the gate: each records its verdict. */
const GATING_COMMANDS = ['scan', 'wait', 'report'];
/**
 * Record every application's verdict (the host decides where, and whether it may); a record the
 * inputs require that could not be written makes the run an error, its line after the verdict's.
 */
async function recordVerdicts(verdicts, config, result) {
    if (!verdicts || result.outcome === 'started')
        return result;
    const { failure } = await verdicts.record(verdictsOf(result, config), config.command);
    if (!failure)
        return result;
    return {
        ...result,
        outcome: 'error',
        failure: result.failure ? `${result.failure}; ${failure}` : failure
    };
}
/**
 * Each application's own result: the step's parts, or the one result. A step that ended in error
 * after its applications passed (a report folder or the evidence could not be written) records
 * that error for each of them: no `success` on a commit whose step failed.
 */
function verdictsOf(result, config) {
    const single = 'applicationToken' in config ? config.applicationToken : undefined;
    const parts = result.parts ?? [{ ...result, application: result.application ?? appOf(single) }];
    const stepError = result.outcome === 'error' || result.outcome === 'stopped';
    return parts.flatMap((r) => {
        if (!r.application?.token)
            return [];
        const passed = r.outcome === 'passed' || r.outcome === 'warned';
        const own = stepError && passed ? { ...r, outcome: result.outcome } : r;
        return [{ applicationToken: r.application.token, result: own }];
    });
}
function appOf(token) {
    return token ? { token } : undefined;
}
/**
 * A run that ended by an exception (error) or a cancellation (stopped) after its inputs were
 * read still records that outcome for every application: a required check must not stay
 * pending, nor an earlier verdict of the commit stand for this run's. Best effort, briefly.
 */
async function recordEnding(verdicts, context, outcome) {
    const { config } = context;
    const tokens = 'applicationTokens' in config ? config.applicationTokens : [];
    const ended = tokens.map((applicationToken) => ({
        applicationToken,
        result: { outcome, outputs: {}, application: { token: applicationToken } }
    }));
    try {
        const { failure } = await verdicts.record(ended, config.command, { ending: true });
        if (failure)
            context.log.warning(failure);
    }
    catch (e) {
        context.log.warning(`The verdict was not recorded: ${(0,common_text.errorText)(e, 300)}`);
    }
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
        const stop = await (0,lifecycle_stop/* stopBounded */.O5)(ctx, test, budgetMs);
        if (stop.kind === 'stopped') {
            const which = test.resultToken ? '' : ` for test ${(0,common_text.forLog)(stop.resultToken, 64)}`;
            context.log.info(tests.length > 1
                ? `The stop request for application ${test.applicationToken} was sent${which}`
                : `The stop request was sent${which}`);
        }
        return stop;
    }));
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
    'deployment-environment',
    'commit-status',
    'merge-queue'
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
                problem((0,parsers/* shown */.SP)(arg), 'is one word too many; flags start with --, e.g. --timeout 45m');
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
            problem((0,parsers/* shown */.SP)(flag), unknownFlag(name));
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
            problem(COMMAND_WORD, 'is given both as a word and as --command; give it once');
        }
        else
            args.inputs.command = positional;
    }
    return args;
}
/** How problems name the command (the first word, or --command): never as an input. */
const COMMAND_WORD = 'security-test <command>';
/** Every flag the tool takes, by name without the dashes (the action's GitHub-only ones left out). */
const KNOWN_FLAGS = [...CLI_INPUTS, ...FILE_FLAGS, 'help', 'version'];
function unknownFlag(name) {
    const guess = (0,did_you_mean/* closest */.k)(name, KNOWN_FLAGS);
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
    if (name === 'trend')
        return '--trend 5';
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
var exit_code = __nccwpck_require__(107);
;// CONCATENATED MODULE: ./src/cli/action-descriptions.ts
// Generated from action.yml by `npm run docs-inputs` (scripts/inputs-doc.ts). Do not edit:
// change action.yml and run it again. __tests__/inputs-doc.test.ts fails when they differ.
// Each input's description, as `security-test --help` shows it (src/cli/input-help.ts): made
// when the tool is built, so it neither reads nor parses action.yml when it runs.
const ACTION_DESCRIPTIONS = {
    'base-url': "The testing service's address (not your site's), e.g. https://api.example.com (http or https).",
    'access-token': 'Personal access token of the service. Pass it from a secret, without quotes around it (refused); it is never printed.',
    'application-token': 'The application (32 lowercase letters/digits). Required by every command but register and list. scan, start, wait, stop and report take several, separated by commas, spaces or newlines.',
    command: 'scan, start, wait, stop, report, register, verify, unregister, list or adopt.',
    'api-version': 'v2, or the deprecated v1 (scan, start, wait and stop only).',
    'result-token': 'A test run (32 lowercase letters/digits), for wait and report; with several applications, a list in the same order.',
    'max-parallel': 'With several applications, at most this many tests run at once (0 - all).',
    'fail-threshold': 'Lowest severity that can fail the build - critical, high, medium, low, very-low, any, or none (never fail on findings).',
    'max-unfixed': 'Unfixed occurrences tolerated - a number, or per-severity budgets such as critical=0,high=0,medium=5.',
    baseline: "none, previous (the test of the newest passing verdict recorded on the pull request's commits, else the default branch's, that started before this workflow run's first attempt; needs pull-requests, statuses and actions read; where no record can be read the previous test only labels what is new), default-branch (the test of the newest default-branch run whose gate passed, kept as a commit status; needs statuses write, and actions read to check the run that wrote it), or the path of the JSON report of an earlier run whose gate passed (or adopt's file); only new occurrences then count.",
    'baseline-missing': 'When the baseline cannot be read - ignore it with a warning, or fail the step.',
    'ignore-file': 'Accepted risks (each with a reason and an expiry date). A missing default file is fine; a missing named file is an error.',
    timeout: 'How long to wait for the test - 90s, 45m, 2h, 1h30m or a number of minutes; 1s to 6h.',
    'poll-interval': 'The longest pause between status polls (same format as timeout; 1s to 1h). The first polls come sooner - 2 s, 5 s and 10 s after the start (pauses of 2, 3 and 5 s, each cut to poll-interval when that is shorter - with 1s, a poll every second), then every poll-interval.',
    'on-timeout': 'On timeout, stop the test or leave it running.',
    'fail-on-timeout': 'Whether a timeout fails the step.',
    'if-running': 'When the application already has a test running - attach to it, stop it and start anew, or fail.',
    'stop-on-cancel': 'Stop the test when the workflow is cancelled.',
    commit: "The commit under test (7 to 40 hex digits; all 40 with deployment-environment). Empty - the pull request's head commit (on workflow_run the triggering run's head, on merge_group the queue's commit), else GITHUB_SHA.",
    'deployment-environment': "Before starting, wait for this commit's deployment to this GitHub environment to succeed (needs deployments read).",
    'build-check': "A URL, or a path relative to the application's URL (e.g. /__version__), whose response must contain the commit, before the start and after the test.",
    reuse: "same-build - report on a completed test of this commit's deployment instead of starting one; never.",
    'adopt-expiry': 'For adopt - how long adopted accepted risks last, in days (e.g. 90d).',
    'adopt-scan': 'For adopt - run a new test first instead of reading the latest completed one.',
    'expiry-warning': 'Accepted risks expiring within this many days make the outcome warned (0d - never).',
    'commit-status': 'Record the verdict on the commit judged as a commit status per application, context security-test-action/APPLICATION-TOKEN (needs statuses write). auto - when the token may, else one notice; true - a refused write is an error; false.',
    'merge-queue': "On merge_group - verdict judges the queue's commit from the pull request head's recorded verdict, with no new test; test runs a test as on any other event.",
    summary: 'Write the job summary.',
    trend: 'Show unfixed counts by severity across this many earlier completed tests (at most 10).',
    annotations: 'Emit annotations for counted unfixed occurrences (at most 10 per level, worst first, then one notice saying how many more).',
    'sarif-file': 'Where to write the SARIF 2.1.0 file; with several applications a folder, one file per application; empty - under RUNNER_TEMP. One that cannot be written makes the outcome error.',
    'report-file': 'Where to write the JSON report; with several applications a folder, one report per application; empty - under RUNNER_TEMP. One that cannot be written makes the outcome error.',
    comment: "On pull requests (and workflow_run for a pull request), keep the step's one comment up to date with the verdict of every application (needs pull-requests write).",
    'github-token': "Token for GitHub's API - writing the verdict's commit status, reading the verdict records (baseline previous and default-branch, the merge queue) and the runs that wrote them, when the run began, the pull request of a workflow_run, and the pull-request comment.",
    'project-name': 'Project to ensure exists, for register.',
    'project-description': 'Project description, for register.',
    'team-id': 'Team to create the project in (register), or whose tests to list (list).',
    'application-name': 'Application name, for register.',
    'application-url': 'Application address (http or https), for register.',
    'application-type': 'WEB or API, for register.',
    'signature-type': 'Ownership proof to verify - FILE, DNS or API.',
    'plugin-type': 'Plugin used for the ownership proof when verifying, e.g. WORDPRESS.',
    'delete-project': 'For unregister, also delete the project when it is left empty.'
};

;// CONCATENATED MODULE: ./src/cli/input-help.ts
// The meaning of each flag in --help: action.yml's own description of the input, so the action's
// inputs and the tool's flags are described by one text. The descriptions are taken from
// action.yml when the tool is built (src/cli/action-descriptions.ts, `npm run docs-inputs`), not
// read and parsed at run time: the YAML parser cost --help ≈ 20 ms of start-up (issue 32).

/**
 * An input's description in the tool's words: its own text where the action's is about GitHub
 * (its variables, permissions, the pull request), else the action's with the few GitHub words
 * in it replaced (TOOL_WORDING). --help shows this.
 */
function toolDescription(name, actionText) {
    const own = TOOL_DESCRIPTIONS[name];
    if (own !== undefined)
        return own;
    let text = actionText ?? '';
    for (const [github, tool] of TOOL_WORDING)
        text = text.split(github).join(tool);
    return text;
}
/** The action's words that mean something else off GitHub, and what they mean for the tool. */
const TOOL_WORDING = [
    ['fail the step', 'fail the run'],
    ['fails the step', 'fails the run'],
    ['the workflow is cancelled', 'the run is cancelled'],
    ['job summary', 'summary'],
    ['workflow run', 'pipeline'],
    ['RUNNER_TEMP', 'security-test-results/']
];
/** Inputs whose action description is about GitHub itself: the tool says what it does instead. */
const TOOL_DESCRIPTIONS = {
    baseline: "none, previous (the newest completed test that started before this pipeline began: see above; the tool keeps no passing verdicts, so it only labels what is new and hides nothing from the gate), default-branch (the action's only: here the baseline counts as missing), or the path of the JSON report of an earlier run whose gate passed (or adopt's file); only new occurrences then count.",
    commit: "The commit under test (7 to 40 hex digits). Empty - SECURITY_TEST_COMMIT, else the CI system's own variable (see above).",
    summary: 'Write the summary, to --summary-file (and attached to the run on Azure Pipelines).',
    annotations: "Emit annotations for counted unfixed occurrences (at most 10 per level): Error/Warning/Notice lines in the log (Azure: the agent's issues).",
    'sarif-file': 'Where to write the SARIF 2.1.0 file; empty - a file under security-test-results/.',
    'report-file': 'Where to write the JSON report; empty - a file under security-test-results/.'
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
    const at = (0,common_clock/* parseInstant */.nV)(text);
    if (at === undefined) {
        return { problem: `${name} (${(0,common_text.forLog)(text, 60)}) is not ${FORMAT}` };
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
    'summary-file': 'the summary in Markdown',
    'outputs-file': "the action's outputs as one JSON object"
};
/** The exit-code column: the longest code ("130/143") and two spaces. */
const EXIT_CODE_WIDTH = 9;
/** Columns of --help: the flag, then its meaning wrapped to the rest of a terminal's width. */
const WIDTH = 100;
function helpText(version, descriptions) {
    const width = Math.max(...CLI_INPUTS.map((n) => n.length)) + 4;
    const inputs = CLI_INPUTS.filter((n) => n !== 'command' && n !== 'access-token').flatMap((n) => {
        const def = INPUT_DEFAULTS[n];
        const meaning = descriptions ? toolDescription(n, descriptions[n]) : '';
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
        'To split many applications over parallel jobs and join their verdicts (no service, no token):',
        '       security-test shard --applications "TOKEN ..." [--shard-size 20]',
        '       security-test gather --matrix JSON PATH ...',
        '       (security-test shard --help, security-test gather --help)',
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
            ? "action.yml, in the tool's words). --comment, --github-token, --deployment-environment,"
            : 'action.yml, not found beside the tool: see the README). --comment, --github-token, --deployment-environment,',
        "--commit-status and --merge-queue are the action's only. The commit under test: --commit, else",
        "SECURITY_TEST_COMMIT, else the CI system's own variable (CI_COMMIT_SHA, BUILD_SOURCEVERSION,",
        'GIT_COMMIT, BITBUCKET_COMMIT, CIRCLE_SHA1).',
        ...inputs,
        '',
        "Report files (and --report-file, --sarif-file above: the action's JSON report and SARIF):",
        ...files,
        '',
        ...flagLines('--warn-exit-code', 'the exit code of the outcome warned (default: 0)', width),
        '',
        `On GitLab CI the GitLab report defaults to ${ciDefaults('gitlab').gitlabReportFile}; on Jenkins and CircleCI the`,
        `JUnit file to ${ciDefaults('jenkins').junitFile}, on Bitbucket to`,
        `${ciDefaults('bitbucket').junitFile} (where Bitbucket looks); on Azure Pipelines findings`,
        `become ##vso[task.logissue] lines and the summary (${ciDefaults('azure').summaryFile}) is`,
        `attached to the run. Other files the tool writes go to ${RESULTS_DIR}/.`,
        '',
        'Exit codes:',
        ...exit_code.EXIT_CODE_HELP.flatMap((l) => {
            // "130/143  cancelled …": the code, then its meaning wrapped under itself.
            const [code = '', meaning = ''] = l.split(/(?<=^\S+)\s+/);
            return flagLines(code, meaning, EXIT_CODE_WIDTH);
        }),
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
        log.warning(`${name} (${(0,common_text.forLog)(value, 60)}) is not a commit SHA; it is not used as the commit under test`);
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

// EXTERNAL MODULE: ./src/report/file-write.ts
var file_write = __nccwpck_require__(171);
// EXTERNAL MODULE: ./src/report/list.ts
var list = __nccwpck_require__(174);
// EXTERNAL MODULE: ./src/report/repository.ts
var repository = __nccwpck_require__(178);
;// CONCATENATED MODULE: ./src/cli/job-url.ts
// The page of the CI job the tool runs in, from the variables each system sets on every job: the
// test-result predicate's `url` (where the run and its log are). Only an http(s) address without
// credentials; a system whose page is not known gives none.

function ciJobUrl(env, ci) {
    return (0,repository/* webUrl */.qP)(jobAddress(env, ci));
}
function jobAddress(env, ci) {
    switch (ci) {
        case 'gitlab':
            return env.CI_JOB_URL;
        case 'azure': {
            const collection = env.SYSTEM_COLLECTIONURI || env.SYSTEM_TEAMFOUNDATIONCOLLECTIONURI;
            const project = env.SYSTEM_TEAMPROJECT;
            const build = env.BUILD_BUILDID;
            if (!collection || !project || !build || !/^\d+$/.test(build))
                return undefined;
            return `${collection.replace(/\/*$/, '/')}${encodeURIComponent(project)}/_build/results?buildId=${build}`;
        }
        case 'jenkins':
            return env.BUILD_URL;
        case 'circleci':
            return env.CIRCLE_BUILD_URL;
        case 'bitbucket': {
            const repo = env.BITBUCKET_REPO_FULL_NAME;
            const build = env.BITBUCKET_BUILD_NUMBER;
            if (!repo ||
                !/^[\w.-]+\/[\w.-]+$/.test(repo) ||
                repo.includes('..') ||
                !build ||
                !/^\d+$/.test(build)) {
                return undefined;
            }
            return `https://bitbucket.org/${repo}/pipelines/results/${build}`;
        }
        case 'github':
            return (0,repository/* runUrlFromEnv */.kk)(env);
        case 'none':
            return undefined;
    }
}

;// CONCATENATED MODULE: ./src/cli/repository.ts
// The repository of the pipeline the tool runs in, from its CI system's own variable, for
// SARIF's versionControlProvenance and the commit's link in the summary. A commit link only
// where the system's page for a commit is known.

function cliRepository(env, ci) {
    const from = (v, commitPath) => v ? (0,repository/* repositoryLink */.l)(v, commitPath) : undefined;
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
            return (0,repository/* githubRepository */.GP)(env);
        case 'none':
            return undefined;
    }
}

;// CONCATENATED MODULE: ./src/cli/host.ts










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
        // Only the test-result predicate names it: the tool comments on no pull request.
        runUrl: ciJobUrl(o.env, detectCi(o.env)),
        sarifAnchor: () => o.anchorFile,
        showListing: (listing) => o.stdout?.(o.log.redact((0,list/* listingText */.KM)(listing))),
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
    return (0,report_unwritten/* writeReportFile */.a)(`the summary file ${file}`, () => {
        (0,file_write/* writeTextSafely */.Dl)(file, '');
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
    const safe = (text) => (0,common_text.neutraliseCommands)(redact(text));
    const withTime = (text) => `${text} (${(0,duration/* formatDuration */.a3)(now() - started)} elapsed)`;
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
        output.out(`##vso[task.logissue type=${(0,common_text.forAzureProperty)(type)}]${(0,common_text.forAzureData)(text)}\n`);
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
            redactors.push(redactor([secret]));
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
            output.out(`##vso[${command}]${(0,common_text.forAzureData)(safe(data))}\n`);
        },
        close: endProgress
    };
}

;// CONCATENATED MODULE: ./src/cli/main.ts
// `security-test`: one run of the action's core on the command line. Arguments are checked
// first, all problems together, before any request; then the run; then the files other CI
// systems read (JUnit, GitLab DAST, Azure's summary), the outputs file and the exit code.

















/** Run the tool; resolves to its exit code. `signal` aborts with a CancelledError on SIGINT/SIGTERM. */
async function runCli(io, signal) {
    const started = new Date();
    // The tool's own commands for a workflow's matrix (.github/workflows/estate.yml): no service,
    // no inputs of the action.
    // Each loaded only when called (as below the version and the report writers): a run's start,
    // up to its first request, does not compile code it will not run or not run yet.
    if (io.argv[0] === 'shard') {
        return (await Promise.resolve(/* import() eager */).then(__nccwpck_require__.bind(__nccwpck_require__, 113))).runShard(io.argv.slice(1), io);
    }
    if (io.argv[0] === 'gather') {
        return (await Promise.resolve(/* import() eager */).then(__nccwpck_require__.bind(__nccwpck_require__, 108))).runGather(io.argv.slice(1), io);
    }
    const args = parseArgs(io.argv);
    if (args.help || args.version || args.empty) {
        // The version is the SARIF writer's.
        const { TOOL_VERSION } = await Promise.resolve(/* import() eager */).then(__nccwpck_require__.bind(__nccwpck_require__, 179));
        if (args.help) {
            io.stdout(helpText(TOOL_VERSION, ACTION_DESCRIPTIONS));
            return exit_code.EXIT.passed;
        }
        if (args.version) {
            io.stdout(`${TOOL_VERSION}\n`);
            return exit_code.EXIT.passed;
        }
        io.stderr(helpText(TOOL_VERSION, ACTION_DESCRIPTIONS));
        return exit_code.EXIT.error;
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
            const { writeNativeReports } = await nativeReports();
            await writeNativeReports(command, { junit: files.junit, gitlab: files.gitlab }, host.outputs, log, { started, ended: new Date() }, { outcome: 'error', failure: log.redact(line) });
        }
        await writeOutputsFile(files.outputs, host, log);
        log.failure(line);
        return exit_code.EXIT.error;
    }
    if (args.inputs['access-token'] !== undefined) {
        log.warning(`--access-token is visible to the other processes of this machine; set ${ACCESS_TOKEN_ENV} from the secret store instead.`);
    }
    const onAbort = () => {
        const reason = signal.reason;
        const name = reason instanceof errors.CancelledError ? reason.signalName : 'a signal';
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
    const failure = () => unwritten.length > 0 ? (0,report_unwritten/* unwrittenFailure */.f)(unwritten, ranFailure) : ranFailure;
    if (!signal.aborted) {
        const line = failure();
        const { writeNativeReports } = await nativeReports();
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
    const outputsUnwritten = await writeOutputsFile(files.outputs, host, log);
    if (outputsUnwritten)
        unwritten.push(outputsUnwritten);
    const line = failure();
    if (line !== undefined)
        log.failure(line);
    const reason = signal.reason;
    if (signal.aborted && reason instanceof errors.CancelledError) {
        return (0,exit_code.signalExitCode)(reason.signalName);
    }
    const warned = outcome() === 'warned';
    // Azure shows the run "succeeded with issues"; GitLab and Jenkins read the exit code.
    if (warned && line === undefined && defaults.azureCommands) {
        log.azureCommand('task.complete result=SucceededWithIssues;', '');
    }
    return (0,exit_code.exitCode)(outcome(), line !== undefined, warned ? (0,exit_code.warnExitCode)(args.warnExitCode) : exit_code.EXIT.passed);
}
/** The argument problems and the inputs' own, together; or the validated config. */
function checkArguments(args, host) {
    const problems = [...args.problems];
    const warned = (0,exit_code.warnExitCode)(args.warnExitCode);
    if (typeof warned !== 'number')
        problems.push({ argument: '--warn-exit-code', message: warned.problem });
    let config;
    try {
        config = read_config_readConfig((name) => host.input(name), CLI_WORDS);
    }
    catch (e) {
        if (!(e instanceof errors.InputError))
            throw e;
        for (const p of e.problems) {
            const fromEnv = p.input === 'access-token' && args.inputs['access-token'] === undefined;
            const guess = p.input === 'command' ? (0,did_you_mean/* closest */.k)(host.input('command').toLowerCase(), COMMANDS) : undefined;
            problems.push({
                argument: fromEnv
                    ? ACCESS_TOKEN_ENV
                    : p.input === 'command'
                        ? COMMAND_WORD
                        : `--${p.input}`,
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
/**
 * The files written after the run (JUnit, the GitLab report, the outputs file), loaded when first
 * needed: they reach the report writers, which the start does not compile.
 */
function nativeReports() {
    return Promise.resolve(/* import() eager */).then(__nccwpck_require__.bind(__nccwpck_require__, 112));
}
async function writeOutputsFile(file, host, log) {
    if (!file)
        return undefined;
    const outputs = Object.fromEntries(host.outputs);
    const { writeText } = await nativeReports();
    return writeText(file, () => `${JSON.stringify(outputs, null, 2)}\n`, 'the outputs file', log);
}


/***/ }),

/***/ 115:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ COUNT_OUTPUTS),
/* harmony export */   v: () => (/* binding */ OUTCOMES_WORST_FIRST)
/* harmony export */ });
/* harmony import */ var _findings_types_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(144);
// How a run ends, as every command reports it to its host.
/**
 * The outcomes of a test that reached an end, worst first: the order every combined verdict
 * takes (several applications in one step, the estate's shards gathered) and the docs state.
 */
const OUTCOMES_WORST_FIRST = [
    'error',
    'timed-out',
    'stopped',
    'failed',
    'warned',
    'passed'
];

/**
 * The count outputs, in the contract's order. Here, not beside publish (src/report/publish.ts):
 * combining several applications' verdicts needs them, and the start does not load the reports.
 */
const COUNT_OUTPUTS = [
    'unfixed-count',
    'fixed-count',
    'total-count',
    'new-count',
    ..._findings_types_js__WEBPACK_IMPORTED_MODULE_0__/* .SEVERITIES */ .oC.map((s) => `${s}-count`),
    'warned-count',
    'regressed-count'
];


/***/ }),

/***/ 117:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   z: () => (/* binding */ report)
/* harmony export */ });
/* harmony import */ var _api_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(99);
/* harmony import */ var _lifecycle_gate_files_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(155);
/* harmony import */ var _lifecycle_past_results_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(157);
/* harmony import */ var _report_test_start_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(184);
// report: judge and report a finished test (result-token, or the application's latest completed
// test) without starting one.




async function report(ctx) {
    const app = ctx.config.applicationToken;
    let resultToken = ctx.config.resultToken;
    let raw;
    // The reported test may be older than others: a previous-test baseline started before it.
    let startTime;
    if (resultToken) {
        raw = await readGivenResult(ctx, app, resultToken);
    }
    else {
        const { found, skipped } = await (0,_lifecycle_past_results_js__WEBPACK_IMPORTED_MODULE_2__/* .latestPastResult */ .LW)(ctx, app, 'Report');
        if (!found) {
            const why = skipped > 0 ? ` (the last ${skipped} ended without a result)` : '';
            throw new _api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ApiError */ .hD(`The application ${app} has no completed test to report on${why}.`, {
                kind: 'service',
                operation: 'list test sessions'
            });
        }
        ;
        ({ resultToken, raw, startTime } = found);
        ctx.log.info(`Reporting on the latest completed test ${resultToken}`);
    }
    const files = await (0,_lifecycle_gate_files_js__WEBPACK_IMPORTED_MODULE_1__/* .loadGateFiles */ .P3)(ctx.config, ctx);
    // Loaded with the result in hand: the start does not compile the parser, gate and reports.
    const { evaluate, publishEvaluation } = await Promise.resolve(/* import() eager */).then(__nccwpck_require__.bind(__nccwpck_require__, 153));
    const evaluation = await evaluate(ctx, files, raw, resultToken, { startTime });
    if (startTime !== undefined && resultToken)
        (0,_report_test_start_js__WEBPACK_IMPORTED_MODULE_3__/* .noteTestStart */ .b)(ctx, resultToken, startTime);
    const info = { applicationToken: app, resultToken, status: 'completed', progress: 100 };
    return publishEvaluation(ctx, info, evaluation);
}
/**
 * The result of the test the result-token input names. The service answers a token that names
 * no test of the application with INVALID_SESSION, the code it also gives a bad access token:
 * the message names the result token first, the likelier mistake when it was typed in.
 */
async function readGivenResult(ctx, app, resultToken) {
    try {
        return await ctx.tests.result(app, resultToken, ctx.signal);
    }
    catch (e) {
        if (!(0,_api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .hasCode */ .up)(e, 'INVALID_SESSION'))
            throw e;
        // The client's message (redacted, the service's words bounded) without its access-token hint.
        const said = e.message.replace(/ \(the access token is invalid or has expired\)$/, '');
        throw new _api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ApiError */ .hD(`${said} (${ctx.words.input('result-token')} ${resultToken} may name no test of application ${app}: check it; else the access token is invalid or has expired)`, { kind: 'service', operation: e.operation, httpStatus: e.httpStatus, code: e.code }, e.serviceMessage);
    }
}


/***/ }),

/***/ 118:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ scan)
/* harmony export */ });
/* harmony import */ var _lifecycle_before_start_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(148);
/* harmony import */ var _lifecycle_gate_files_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(155);
/* harmony import */ var _lifecycle_follow_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(154);
/* harmony import */ var _lifecycle_preflight_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(158);
/* harmony import */ var _lifecycle_start_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(160);





async function scan(ctx) {
    const gate = await (0,_lifecycle_gate_files_js__WEBPACK_IMPORTED_MODULE_1__/* .prepareGate */ .NF)(ctx, 'no test was started');
    if ('early' in gate)
        return gate.early;
    const application = await (0,_lifecycle_preflight_js__WEBPACK_IMPORTED_MODULE_3__/* .preflight */ .M)(ctx, ctx.config.applicationToken);
    // The build under test: its deployment, the site serving it, or a finished test of it.
    const before = await (0,_lifecycle_before_start_js__WEBPACK_IMPORTED_MODULE_0__/* .beforeStart */ .G)(ctx, gate.files, application);
    if ('done' in before)
        return before.done;
    const test = await (0,_lifecycle_start_js__WEBPACK_IMPORTED_MODULE_4__/* .startRunTest */ .o)(ctx, { application }, before.thisBuild);
    return (0,_lifecycle_follow_js__WEBPACK_IMPORTED_MODULE_2__/* .followTest */ .M)(ctx, gate.files, (0,_lifecycle_before_start_js__WEBPACK_IMPORTED_MODULE_0__/* .withJudged */ .y)(test, before.build));
}


/***/ }),

/***/ 119:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   n: () => (/* binding */ start)
/* harmony export */ });
/* harmony import */ var _lifecycle_preflight_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(158);
/* harmony import */ var _lifecycle_start_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(160);
/* harmony import */ var _lifecycle_this_build_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(163);



async function start(ctx) {
    const application = await (0,_lifecycle_preflight_js__WEBPACK_IMPORTED_MODULE_0__/* .preflight */ .M)(ctx, ctx.config.applicationToken);
    // The commit's deployment and the site serving it come first, as for scan (no report written).
    const step = await (0,_lifecycle_this_build_js__WEBPACK_IMPORTED_MODULE_2__/* .establishBuild */ .q)(ctx, application, false);
    if ('early' in step)
        return step.early;
    const test = await (0,_lifecycle_start_js__WEBPACK_IMPORTED_MODULE_1__/* .startRunTest */ .o)(ctx, { application }, (0,_lifecycle_this_build_js__WEBPACK_IMPORTED_MODULE_2__/* .thisBuildStart */ .p)(ctx, step));
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


/***/ }),

/***/ 120:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ stop)
/* harmony export */ });
/* harmony import */ var _lifecycle_stop_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(162);

async function stop(ctx) {
    const app = ctx.config.applicationToken;
    try {
        await ctx.tests.stop(app, ctx.signal);
    }
    catch (e) {
        // The service refuses to stop what is not running; nothing to stop is what the user wanted.
        if (!(await (0,_lifecycle_stop_js__WEBPACK_IMPORTED_MODULE_0__/* .nothingToStop */ .RN)(ctx.tests, e, app, ctx.config.teamId, ctx.signal)))
            throw e;
        ctx.log.notice(`The application ${app} has no running test: nothing to stop`);
        return { outcome: 'stopped', outputs: { status: 'stopped' } };
    }
    ctx.log.info(`The stop request for application ${app} was sent`);
    // Asked for, so not a failure: `stopped` fails the step only when a waited-for test ends early.
    return { outcome: 'stopped', outputs: { status: 'stopped' } };
}


/***/ }),

/***/ 121:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   u: () => (/* binding */ wait)
/* harmony export */ });
/* harmony import */ var _api_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(99);
/* harmony import */ var _lifecycle_gate_files_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(155);
/* harmony import */ var _lifecycle_follow_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(154);
// wait: follow a test started earlier (result-token, or the application's running test), judge
// its result and report.



async function wait(ctx) {
    const app = ctx.config.applicationToken;
    const gate = await (0,_lifecycle_gate_files_js__WEBPACK_IMPORTED_MODULE_1__/* .prepareGate */ .NF)(ctx, 'the test was not waited for');
    if ('early' in gate)
        return gate.early;
    const resultToken = ctx.config.resultToken ?? (await runningTestOf(ctx));
    // The test was started by this workflow (a start step): cancelling the workflow stops it.
    ctx.state.testKnown(app, resultToken, ctx.config.stopOnCancel);
    return (0,_lifecycle_follow_js__WEBPACK_IMPORTED_MODULE_2__/* .followTest */ .M)(ctx, gate.files, { applicationToken: app, resultToken });
}
/** The application's running test (v1 has no list: inputs.ts requires result-token there). */
async function runningTestOf(ctx) {
    const app = ctx.config.applicationToken;
    const running = (await ctx.tests.running?.(ctx.signal, ctx.config.teamId)) ?? [];
    const resultToken = running.find((t) => t.applicationToken === app)?.resultToken;
    if (!resultToken) {
        throw new _api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ApiError */ .hD(`The application ${app} has no running test to wait for. Pass ${ctx.words.input('result-token')} from the start command's outputs, or use ${ctx.words.command('scan')}.`, { kind: 'service', operation: 'find running test' });
    }
    ctx.log.info(`Waiting for the application's running test ${resultToken}`);
    return resultToken;
}


/***/ }),

/***/ 122:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ backoffDelay)
/* harmony export */ });
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


/***/ }),

/***/ 123:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Eu: () => (/* binding */ untilAborted),
/* harmony export */   GT: () => (/* binding */ START_CLOCK_SKEW_MS),
/* harmony export */   Js: () => (/* binding */ abortReason),
/* harmony export */   ml: () => (/* binding */ systemClock),
/* harmony export */   nV: () => (/* binding */ parseInstant)
/* harmony export */ });
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


/***/ }),

/***/ 124:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   k: () => (/* binding */ closest)
/* harmony export */ });
/* unused harmony export editDistance */
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


/***/ }),

/***/ 125:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   E9: () => (/* binding */ parseDuration),
/* harmony export */   Z2: () => (/* binding */ SECOND),
/* harmony export */   a3: () => (/* binding */ formatDuration),
/* harmony export */   dp: () => (/* binding */ HOUR)
/* harmony export */ });
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


/***/ }),

/***/ 126:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.r(__webpack_exports__);
/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   CancelledError: () => (/* binding */ CancelledError),
/* harmony export */   InputError: () => (/* binding */ InputError)
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

/***/ 127:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   s: () => (/* binding */ logProgress),
/* harmony export */   w: () => (/* binding */ countingLog)
/* harmony export */ });
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


/***/ }),

/***/ 128:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.r(__webpack_exports__);
/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   MAX_FIELD_CHARS: () => (/* binding */ MAX_FIELD_CHARS),
/* harmony export */   autolinkWords: () => (/* binding */ autolinkWords),
/* harmony export */   clean: () => (/* binding */ clean),
/* harmony export */   errorText: () => (/* binding */ errorText),
/* harmony export */   forAnnotation: () => (/* binding */ forAnnotation),
/* harmony export */   forAzureData: () => (/* binding */ forAzureData),
/* harmony export */   forAzureProperty: () => (/* binding */ forAzureProperty),
/* harmony export */   forCodeBlock: () => (/* binding */ forCodeBlock),
/* harmony export */   forCodeSpan: () => (/* binding */ forCodeSpan),
/* harmony export */   forLog: () => (/* binding */ forLog),
/* harmony export */   forMarkdown: () => (/* binding */ forMarkdown),
/* harmony export */   forMarkdownBlock: () => (/* binding */ forMarkdownBlock),
/* harmony export */   forPlain: () => (/* binding */ forPlain),
/* harmony export */   forPlainSpelled: () => (/* binding */ forPlainSpelled),
/* harmony export */   forXml: () => (/* binding */ forXml),
/* harmony export */   formatCount: () => (/* binding */ formatCount),
/* harmony export */   memoised: () => (/* binding */ memoised),
/* harmony export */   neutraliseCommands: () => (/* binding */ neutraliseCommands),
/* harmony export */   oneLine: () => (/* binding */ oneLine),
/* harmony export */   plural: () => (/* binding */ plural),
/* harmony export */   safeHref: () => (/* binding */ safeHref),
/* harmony export */   truncate: () => (/* binding */ truncate),
/* harmony export */   urlWithoutSecrets: () => (/* binding */ urlWithoutSecrets),
/* harmony export */   visibleName: () => (/* binding */ visibleName),
/* harmony export */   visibleUrl: () => (/* binding */ visibleUrl)
/* harmony export */ });
// The one place that makes untrusted text safe. Findings, URLs and the service's messages are
// chosen by whoever controls the tested site or the network: every such string reaches a log,
// summary, annotation, SARIF file or comment only through a function of this module.
/** Longest untrusted string we ever print in one place (a 50 MB finding name stays a name). */
const MAX_FIELD_CHARS = 2000;
// Characters that show as nothing (or as a mark a reader takes for another) yet change what text
// says: zero-width spaces and joiners, direction marks, the word joiner and invisible operators,
// the soft hyphen, fillers, the BOM, and the Unicode tag characters ("ASCII smuggling"). A URL
// holding one is not the URL a reader copies.
const INVISIBLE_CHARS = String.raw `\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180e\u200b-\u200f\u2060-\u2064\u206a-\u206f\u3164\ufeff\uffa0`;
const TAG_CHARS = String.raw `\udb40[\udc00-\udc7f]`;
// C0 controls but TAB and LF, DEL, C1 controls, bidi overrides (they reorder what a reviewer
// reads: "Trojan source"), the non-characters U+FFFE and U+FFFF, and the invisible characters above. CR and the Unicode line separators
// become LF first.
const CONTROL_CHARS = String.raw `\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\ufffe\uffff${INVISIBLE_CHARS}`;
// eslint-disable-next-line no-misleading-character-class -- each mark is matched on its own, on purpose
const CONTROL = new RegExp(`[${CONTROL_CHARS}]|${TAG_CHARS}`, 'g');
const LINE_BREAKS = /\r\n?|[\u2028\u2029\u0085]/g;
// Any character one of the three would touch (surrogates: paired ones too, to be safe).
// eslint-disable-next-line no-misleading-character-class -- as CONTROL
const NEEDS_CLEANING = new RegExp(`[${CONTROL_CHARS}\u2028\u2029\ud800-\udfff]`);
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
/**
 * Inline Markdown/HTML text (a table cell, a heading, a list item), on one line.
 * Each character that would be obeyed where it stands is backslash-escaped (so `[x](javascript:…)`,
 * `|`, backticks, `*`, `<b>` and `&amp;` are shown, not obeyed) and nothing else: the raw text
 * reads as the rendered one (the tool's summary file is read as plain text on GitLab and
 * Jenkins); and a word GitHub would make a link, a mention or a reference of (with
 * `://`, `www.`, `@` or `#`; it autolinks decoded text too) is a code span, which it never links.
 * No invisible character is added: such a URL stays copyable.
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
// A word GitHub would make a link, a mention or a reference of (it autolinks `://`, `www.` and
// e-mail addresses, and looks for `@` and `#` after decoding entities, so no escape stops it),
// taken whole up to white space or a character a code span could not hold as it is: each word
// (WORD) is read once and kept when it holds a trigger. One pattern for both (`[^…]*` around
// the trigger) tried every start in a long word without one: quadratic in the word's length.
const WORD = /[^\s|\\`]+/g;
const AUTOLINK_TRIGGER = /:\/\/|www\.|[@#]/i;
// Punctuation around such a word that belongs to the sentence: "(see https://x.test)."
const WORD_OPEN = /^[([{<"']+/;
const WORD_CLOSE = /[)\]}>"'.,;:!?]+$/;
/** Each word of `s` GitHub would make a link, a mention or a reference of, and where it starts. */
function* autolinkWords(s) {
    for (const m of s.matchAll(WORD)) {
        if (AUTOLINK_TRIGGER.test(m[0]))
            yield { index: m.index, word: m[0] };
    }
}
function escapeMarkdown(s) {
    let out = '';
    let at = 0;
    for (const m of autolinkWords(s)) {
        let word = m.word;
        const open = WORD_OPEN.exec(word)?.[0] ?? '';
        const close = WORD_CLOSE.exec(word.slice(open.length))?.[0] ?? '';
        const inner = word.slice(open.length, word.length - close.length);
        // Code spans are never links, mentions or references, and show the text as it is (no
        // invisible character added: the URL stays copyable). A word whose trigger was in the
        // punctuation around it is code as a whole.
        word = AUTOLINK_TRIGGER.test(inner)
            ? `${escapeInline(open)}\`${inner}\`${escapeInline(close)}`
            : `\`${word}\``;
        out += escapeInline(s.slice(at, m.index)) + word;
        at = m.index + m.word.length;
    }
    return out + escapeInline(s.slice(at));
}
// Obeyed wherever they stand: escapes, code, emphasis, links, strike-through, tables, math.
const ALWAYS = /[\\`*[\]~|$]/g;
// `_` emphasises only at a word's edge (CommonMark: never inside a word).
const AT_EDGE = /(?<![\p{L}\p{N}])_|_(?![\p{L}\p{N}])/gu;
// HTML stays an entity, whatever a reader makes of backslashes: `<` always, `&` where it would
// start a reference.
const HTML = /<|&(?=#?\w+;)/g;
// At the start of the text: a heading, quote, list item, rule or table marker.
const BLOCK_START = /^(\s*)([#>+=-]|\d+(?=[.)]))/;
function escapeInline(s) {
    return s
        .replace(ALWAYS, '\\$&')
        .replace(AT_EDGE, '\\$&')
        .replace(HTML, (c) => (c === '<' ? '&lt;' : '&amp;'))
        .replace(BLOCK_START, (_, space, mark) => /\d/.test(mark) ? `${space}${mark}\\` : `${space}\\${mark}`);
}
/** Text inside a fenced code block: no fence can be closed early, nothing is rendered. */
function forCodeBlock(value, max = 8 * MAX_FIELD_CHARS) {
    // Spaced out, visibly: no invisible character in any output.
    return truncate(clean(value), max).replace(/`{3,}|~{3,}/g, (m) => m.split('').join(' '));
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
/**
 * Plain text that keeps visible what `clean` drops: control characters, bidi overrides and lone
 * surrogates are spelled out (`\u001b`), line breaks become LF. For the JSON report, which the
 * JUnit and GitLab reports are made from: a finding named `X<ESC>[31m` reads `X\u001b[31m`
 * there, never a silently different `X[31m`.
 */
function forPlainSpelled(value, max = MAX_FIELD_CHARS) {
    const s = typeof value === 'string' ? value : clean(value);
    if (!NEEDS_CLEANING.test(s) && !s.includes('\ufffd'))
        return truncate(s, max);
    return truncate(s
        .replace(LINE_BREAKS, '\n')
        .replace(CONTROL, spelled)
        .replace(LONE_SURROGATE, spelled)
        // The replacement character, made visible as the controls are: it says a byte was lost.
        .replace(/\ufffd/g, spelled), max);
}
/**
 * A name as every report shows it: as it is, unless nothing of it would be seen (only control,
 * invisible or blank characters), then spelled out (`\u0007`) — the same one name in the
 * summary, the annotations, SARIF, the JSON report, JUnit and GitLab, never blank in some and
 * `\u0007` in others.
 */
function visibleName(name) {
    return clean(name).trim() === '' && name !== '' ? forPlainSpelled(name) : name;
}
// What an XML file gets spelled out instead of written: what XML 1.0 cannot hold (C0 controls but
// TAB and LF, lone surrogates, U+FFFE, U+FFFF), what `clean` drops elsewhere (DEL, C1 controls,
// bidi overrides, BOM), and U+FFFD itself, which makes a popular JUnit viewer guess CP1252 and
// crash.
const XML_SPELLED = new RegExp(
// eslint-disable-next-line no-misleading-character-class -- as CONTROL
`[${CONTROL_CHARS}\\ufffd-\\uffff]|${TAG_CHARS}|[\\ud800-\\udbff](?![\\udc00-\\udfff])|(?<![\\ud800-\\udbff])[\\udc00-\\udfff]`, 'g');
/** `\u001b`: a character as visible plain text. */
const spelled = (c) => c.length === 2
    ? spelled(c.charAt(0)) + spelled(c.charAt(1))
    : `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
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
// What a URL may not carry as it is into any output: what `clean` drops (controls, bidi
// controls, invisible characters, tag characters), line breaks and lone surrogates.
const URL_HIDDEN = new RegExp(
// eslint-disable-next-line no-misleading-character-class -- as CONTROL
`[${CONTROL_CHARS}\\t\\n\\u2028\\u2029]|${TAG_CHARS}|[\\ud800-\\udbff](?![\\udc00-\\udfff])|(?<![\\ud800-\\udbff])[\\udc00-\\udfff]`, 'g');
/**
 * A URL from the service (an occurrence's, an application's) as it is shown in any output: each
 * character a reader could not see (a zero-width space, a direction mark, a control) is
 * percent-encoded as a browser would send it (`%E2%80%8B`), so the URL shown is the URL
 * requested, visibly different from its look-alike and still copyable. Still untrusted: escape
 * the result for where it goes.
 */
function visibleUrl(value) {
    const s = typeof value === 'string' ? value : clean(value);
    URL_HIDDEN.lastIndex = 0;
    if (!URL_HIDDEN.test(s))
        return s;
    return s.replace(URL_HIDDEN, (c) => {
        let out = '';
        for (const byte of Buffer.from(c, 'utf8'))
            out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
        return out;
    });
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
/** "1 project", "2 projects": a count and its noun, regular plurals only. */
function plural(n, noun) {
    return `${formatCount(n)} ${noun}${n === 1 ? '' : 's'}`;
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
    // Cut outside the span: an ellipsis inside it would be copied as part of the URL.
    const whole = oneLine(value, Number.MAX_SAFE_INTEGER);
    if (whole === '')
        return '';
    const cut = whole.length > max;
    let s = cut ? truncate(whole, max).slice(0, -1) : whole;
    if (inTable) {
        if (s.includes('\\|'))
            return escapeMarkdown(s) + (cut ? ' … (cut)' : '');
        s = s.replace(/\|/g, '\\|');
    }
    let longest = 0;
    for (const run of s.match(/`+/g) ?? [])
        longest = Math.max(longest, run.length);
    const fence = '`'.repeat(longest + 1);
    const pad = s.startsWith('`') || s.endsWith('`') ? ' ' : '';
    return `${fence}${pad}${s}${pad}${fence}${cut ? ' … (cut)' : ''}`;
}


/***/ }),

/***/ 131:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Sz: () => (/* binding */ decodeResult),
/* harmony export */   Z1: () => (/* binding */ ResultParseError),
/* harmony export */   _Y: () => (/* binding */ repeatedKeyLine),
/* harmony export */   bQ: () => (/* binding */ UnreadableResult),
/* harmony export */   qF: () => (/* binding */ parseJson)
/* harmony export */ });
/* harmony import */ var _json_path_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(137);
/* harmony import */ var _repeated_keys_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(142);
/* harmony import */ var _common_text_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(128);



/** The result cannot be read at all. The message is safe to print. */
class ResultParseError extends Error {
    constructor(message) {
        super(message);
        this.name = 'ResultParseError';
    }
}
/**
 * A result the transport could not hand on: the answer around it repeats a key at or inside the
 * result (v1's result stands in the answer; a v2 answer may write `result` twice). Decoding it
 * is refused with `problem`; `text` (the whole answer) is the raw text kept in the report file.
 */
class UnreadableResult {
    problem;
    text;
    constructor(problem, text) {
        this.problem = problem;
        this.text = text;
    }
}
// JSON text inside JSON text is expected once (v2); a second layer is tolerated, a third is not.
const MAX_STRING_LAYERS = 2;
function decodeResult(raw) {
    if (raw instanceof UnreadableResult)
        throw new ResultParseError(raw.problem);
    let value = raw;
    for (let layer = 0; layer < MAX_STRING_LAYERS && typeof value === 'string'; layer++) {
        const text = value;
        const what = layer === 0 ? 'the test result' : 'the test result (JSON inside JSON)';
        value = parseJson(text, what);
        // JSON.parse keeps the last copy of a repeated key: the first would be a part never read.
        const repeated = value !== null && typeof value === 'object' ? (0,_repeated_keys_js__WEBPACK_IMPORTED_MODULE_1__/* .findRepeatedKey */ .h)(text) : undefined;
        if (repeated)
            throw new ResultParseError(repeatedKeyLine(what, repeated));
    }
    if (value === null || value === undefined)
        throw new ResultParseError('the test result is empty');
    if (typeof value === 'object' && !Array.isArray(value))
        return value;
    throw new ResultParseError(`the test result is ${kindOf(value)}, not a JSON object`);
}
/**
 * The one line for a repeated key: `the test result repeats the key "vulnerabilities" at
 * $.vulnerabilities`. The key is the document's text, so it is made safe to print.
 */
function repeatedKeyLine(what, repeated) {
    return (`${what} repeats the key ${JSON.stringify((0,_common_text_js__WEBPACK_IMPORTED_MODULE_2__.forLog)(repeated.key, 40))} at ${(0,_json_path_js__WEBPACK_IMPORTED_MODULE_0__/* .pathText */ .L)(repeated.path)}` +
        ' (JSON keeps only the last copy, so the first would go unread)');
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


/***/ }),

/***/ 134:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Aj: () => (/* binding */ isUnlocated),
/* harmony export */   J1: () => (/* binding */ LOCATION_UNKNOWN),
/* harmony export */   J2: () => (/* binding */ idFromNormalized),
/* harmony export */   JY: () => (/* binding */ occurrenceId),
/* harmony export */   fl: () => (/* binding */ findingKey),
/* harmony export */   l2: () => (/* binding */ normalizeUrl),
/* harmony export */   r1: () => (/* binding */ unlocatedPart),
/* harmony export */   tA: () => (/* binding */ normalizeMethod)
/* harmony export */ });
/* unused harmony export viaParser */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(205);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
// Stable identities: an occurrence is "the same" across runs, processes and machines when its
// finding name, method and normalised URL are; without a location, when its name, method and
// severity are (never its place in the list: a critical listed first must not take the identity a
// low was adopted under). Baselines, ignore entries, SARIF fingerprints and the pull-request
// comment all rely on these exact bytes: changing anything here makes every stored baseline look
// new — which fails closed (the occurrence counts as new), the one safe direction.

/** The URL shown for a listed finding that no occurrence could be read for. */
const LOCATION_UNKNOWN = '(location unknown)';
/** A normalised URL that names no place: empty, or the reader's "location unknown". */
function isUnlocated(normalizedUrl) {
    return normalizedUrl === '' || normalizedUrl === LOCATION_UNKNOWN;
}
/**
 * What stands for the URL in the id of an occurrence without a location: its severity. Not a URL
 * any occurrence can have (a URL has no space), so it never meets a located one.
 */
function unlocatedPart(severity) {
    return `${LOCATION_UNKNOWN} ${severity}`;
}
/**
 * Scheme and host lower-cased, default port (80 for http, 443 for https) dropped, query
 * parameters sorted by key then value (raw, as written: `a%20b` and `a+b` stay different), empty
 * parameters dropped. A fragment that starts with `/` or `!/` is a single-page application's route
 * (`/#/cart`, `/#!/cart`): it is part of the location and kept as the parser writes it; any other
 * fragment (`#top`) is dropped. The path is what the WHATWG URL parser makes of it (case
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
    // A route in the fragment is kept: the parser writes it (its percent-encoding) for both paths.
    const hashAt = url.indexOf('#');
    if (hashAt >= 0 && isRoute(url, hashAt))
        return undefined;
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
    const route = hashAt >= 0 && isRoute(href, hashAt) ? href.slice(hashAt) : '';
    const queryAt = withQuery.indexOf('?');
    if (queryAt < 0)
        return withQuery + route;
    // The query is re-assembled from its raw parts: `parsed.search = …` would re-encode it.
    return withQuery.slice(0, queryAt) + sortQuery(withQuery.slice(queryAt + 1)) + route;
}
/** The fragment starting at `hashAt` (the `#`) is a route: `#/…` or `#!/…`. */
function isRoute(url, hashAt) {
    const c = url.charCodeAt(hashAt + 1);
    return c === SLASH || (c === BANG && url.charCodeAt(hashAt + 2) === SLASH);
}
const SLASH = 47;
const BANG = 33;
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
/**
 * sha-256 hex (first 32 characters) of `name + "\n" + METHOD + "\n" + normalised URL`; for an
 * occurrence without a location (no URL, or the reader's "location unknown") the URL's place holds
 * its severity (`unlocatedPart`), so `severity` is needed then (absent: unknown).
 */
function occurrenceId(name, method, url, severity = 'unknown') {
    const normalizedUrl = normalizeUrl(url);
    return idFromNormalized(name)(normalizeMethod(method), isUnlocated(normalizedUrl) ? unlocatedPart(severity) : normalizedUrl);
}
/**
 * The id maker of one finding name, for many occurrences and callers that already hold the
 * normalised method and URL (or `unlocatedPart`): the name is trimmed (and, when long, hashed) once.
 */
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

/***/ 137:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ pathText),
/* harmony export */   at: () => (/* binding */ at)
/* harmony export */ });
/* harmony import */ var _common_text_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(128);
// Where a part of a result document stands ($.report.vulnerabilities[3]): the one way a line
// names a place in the document, for the reader and for the repeated-key check alike. Keys are the
// document's text, so they are made safe to print here.

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
            parts.push(`[${JSON.stringify((0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.forLog)(key, 40))}]`);
    }
    parts.reverse();
    if (parts.length > MAX_PATH_PARTS) {
        const hidden = parts.length - MAX_PATH_PARTS;
        parts.splice(MAX_PATH_PARTS / 2, hidden, `…(${hidden} more levels)…`);
    }
    return '$' + parts.join('');
}


/***/ }),

/***/ 142:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ findRepeatedKey)
/* harmony export */ });
/* harmony import */ var _json_path_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(137);
// A key written twice in one object. JSON.parse keeps the last copy and drops the first without a
// word, so `{"vulnerabilities": [critical], "vulnerabilities": []}` reads as clean: the first copy
// is a part of the result nobody read. The reader refuses such a result (docs/behaviour.md), and
// this is how it finds the repeat.
//
// Why a scan of the text: nothing after JSON.parse can see a repeat (the object holds one copy),
// and a reviver is called once per key of the finished object, so it cannot either (Node 20 gives
// it no source text). So one pass over the text JSON.parse has already accepted, and only what a
// repeat needs: where each string ends, which strings are keys (a `:` follows), and the keys of
// each open object. Strings are skipped with indexOf (memchr in V8), so the cost is per string,
// not per character; keys are compared in place as text ranges (no string is made for a key)
// and made into strings only when they hold an escape (compared as JSON.parse reads them: "a"
// and "\u0061" are one key) or when one object has so many keys that a Set is cheaper.
// bench/README.md gives the cost against JSON.parse at 100,000 occurrences.

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COLON = 0x3a;
const COMMA = 0x2c;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const SPACE = 0x20;
const ARRAY = -1;
// Up to this many keys an object's keys are compared one by one (findings and occurrences have a
// dozen at most); past it they go into a Set (a map by id can have 100,000).
const LINEAR_KEYS = 16;
/**
 * The first key repeated in an object of `text`, or undefined. `text` must be JSON that
 * JSON.parse accepted: the scan relies on it (a string ends at its first unescaped quote, a key
 * is a string followed by a colon) and checks nothing else.
 */
function findRepeatedKey(text) {
    // One function with its state in locals (no class fields, no closures): this loop sees every
    // string of a 10 MB document, and V8 keeps locals in registers.
    const n = text.length;
    // Per depth: the index of the object's first key in the key stack, or ARRAY; for an array,
    // the index of the element being read (for the path only).
    const firstKey = [];
    const element = [];
    // The key stack: the keys of every open object, as ranges of the text between the quotes.
    const starts = [];
    const ends = [];
    const escapes = [];
    let sets;
    let keys = 0;
    let depth = -1;
    // The first backslash at or after the last key's start: a key that ends before it holds none.
    let backslash = -1;
    let i = 0;
    while (i < n) {
        const c = text.charCodeAt(i);
        if (c === QUOTE) {
            const start = i + 1;
            let end = text.indexOf('"', start);
            if (text.charCodeAt(end - 1) === BACKSLASH)
                end = closingQuote(text, end);
            i = end + 1;
            let next = text.charCodeAt(i);
            if (next !== COLON) {
                if (next > SPACE)
                    continue;
                while (next <= SPACE)
                    next = text.charCodeAt(++i);
                if (next !== COLON)
                    continue;
            }
            i++;
            if (backslash < start) {
                backslash = text.indexOf('\\', start);
                if (backslash === -1)
                    backslash = n;
            }
            const escaped = backslash < end;
            const first = firstKey[depth];
            const set = sets === undefined ? undefined : sets[depth];
            let repeated = false;
            if (set !== undefined) {
                const key = keyText(text, start, end, escaped);
                repeated = set.has(key);
                set.add(key);
            }
            else {
                const length = end - start;
                for (let k = first; k < keys; k++) {
                    // Most keys of an object differ in length: no call for those.
                    const plain = !escaped && !escapes[k];
                    if (plain && ends[k] - starts[k] !== length)
                        continue;
                    if (sameKey(text, starts[k], ends[k], start, end, !plain)) {
                        repeated = true;
                        break;
                    }
                }
            }
            starts[keys] = start;
            ends[keys] = end;
            escapes[keys] = escaped;
            keys++;
            if (repeated)
                return found(text, depth, firstKey, element, starts, ends, escapes, keys);
            if (set === undefined && keys - first > LINEAR_KEYS) {
                sets ??= [];
                sets[depth] = keySet(text, starts, ends, escapes, first, keys);
            }
            // A value that is a string is skipped at once (it cannot be a key: no second test).
            if (text.charCodeAt(i) === QUOTE) {
                let valueEnd = text.indexOf('"', i + 1);
                if (text.charCodeAt(valueEnd - 1) === BACKSLASH)
                    valueEnd = closingQuote(text, valueEnd);
                i = valueEnd + 1;
            }
        }
        else if (c === OPEN_OBJECT) {
            firstKey[++depth] = keys;
            if (sets !== undefined)
                sets[depth] = undefined;
            i++;
        }
        else if (c === OPEN_ARRAY) {
            firstKey[++depth] = ARRAY;
            element[depth] = 0;
            i++;
        }
        else if (c === CLOSE_OBJECT) {
            keys = firstKey[depth--];
            i++;
        }
        else if (c === CLOSE_ARRAY) {
            depth--;
            i++;
        }
        else {
            if (c === COMMA && firstKey[depth] === ARRAY)
                element[depth]++;
            i++;
        }
    }
    return undefined;
}
/** Two keys (ranges of the text) are one key as JSON.parse reads them. */
function sameKey(text, s1, e1, s2, e2, escaped) {
    if (escaped)
        return keyText(text, s1, e1, true) === keyText(text, s2, e2, true);
    if (e1 - s1 !== e2 - s2)
        return false;
    for (let a = s1, b = s2; a < e1; a++, b++) {
        if (text.charCodeAt(a) !== text.charCodeAt(b))
            return false;
    }
    return true;
}
function keySet(text, starts, ends, escapes, from, to) {
    const set = new Set();
    for (let k = from; k < to; k++)
        set.add(keyText(text, starts[k], ends[k], escapes[k]));
    return set;
}
function keyText(text, start, end, escaped) {
    // Escapes read exactly as JSON.parse reads them, by JSON.parse (the range is a valid string).
    return escaped ? JSON.parse(text.slice(start - 1, end + 1)) : text.slice(start, end);
}
/** The repeat just pushed, with its path: each open object's current key, each array's index. */
function found(text, depth, firstKey, element, starts, ends, escapes, keys) {
    let path;
    let key = '';
    for (let d = 0; d <= depth; d++) {
        if (firstKey[d] === ARRAY) {
            path = (0,_json_path_js__WEBPACK_IMPORTED_MODULE_0__.at)(path, element[d]);
            continue;
        }
        // An object's current key is its last: the next open object's first key, less one.
        let last = keys - 1;
        for (let deeper = d + 1; deeper <= depth; deeper++) {
            if (firstKey[deeper] !== ARRAY) {
                last = firstKey[deeper] - 1;
                break;
            }
        }
        key = keyText(text, starts[last], ends[last], escapes[last]);
        path = (0,_json_path_js__WEBPACK_IMPORTED_MODULE_0__.at)(path, key);
    }
    return { key, path: path };
}
/**
 * The closing quote of a string, given a quote at `quote` that a backslash precedes: a quote is
 * escaped when an odd number of backslashes stands right before it. One indexOf per escaped
 * quote: a sticky regular expression over the rest was faster warm, but its first match over
 * v2's 10 MB result string (1.4 million escaped quotes) took 250 ms growing V8's backtracking
 * stack, and every run of the action is a first match.
 */
function closingQuote(text, quote) {
    let q = quote;
    while (escapedAt(text, q))
        q = text.indexOf('"', q + 1);
    return q;
}
function escapedAt(text, quote) {
    let k = quote - 1;
    while (text.charCodeAt(k) === BACKSLASH)
        k--;
    return (quote - 1 - k) % 2 === 1;
}


/***/ }),

/***/ 144:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   DD: () => (/* binding */ ADOPTED_REASON),
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
/** The reason `adopt` writes on its accepted risks (and by which a later adopt knows them). */
const ADOPTED_REASON = 'adopted';


/***/ }),

/***/ 146:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   EN: () => (/* binding */ threshold),
/* harmony export */   FQ: () => (/* binding */ BadValue),
/* harmony export */   No: () => (/* binding */ wholeNumberUpTo),
/* harmony export */   SP: () => (/* binding */ shown),
/* harmony export */   VE: () => (/* binding */ environmentName),
/* harmony export */   Vm: () => (/* binding */ word),
/* harmony export */   _3: () => (/* binding */ days),
/* harmony export */   _z: () => (/* binding */ unquotedSecret),
/* harmony export */   cm: () => (/* binding */ applicationUrl),
/* harmony export */   gd: () => (/* binding */ budget),
/* harmony export */   mJ: () => (/* binding */ commitSha),
/* harmony export */   o2: () => (/* binding */ serviceTokens),
/* harmony export */   p0: () => (/* binding */ duration),
/* harmony export */   pc: () => (/* binding */ baseUrl),
/* harmony export */   rD: () => (/* binding */ wholeNumber),
/* harmony export */   rJ: () => (/* binding */ secret),
/* harmony export */   wB: () => (/* binding */ buildCheckTarget),
/* harmony export */   yL: () => (/* binding */ oneOf),
/* harmony export */   zM: () => (/* binding */ boolean)
/* harmony export */ });
/* unused harmony export serviceToken */
/* harmony import */ var _common_duration_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(125);
/* harmony import */ var _common_text_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(128);
// One parser per kind of input value. Each returns the typed value or throws BadValue with a
// message that says what is wrong and shows a good value; readConfig adds the input's name.


/** A value that fails its input's rule. The message never holds a secret. */
class BadValue extends Error {
}
/** Echo a (non-secret) value in a message: cleaned, cut, quoted, and safe in a log line. */
function shown(text) {
    return (0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__.neutraliseCommands)(JSON.stringify((0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__.truncate)((0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__.clean)(text), 60)));
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
function boolean(text) {
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
        ms = (0,_common_duration_js__WEBPACK_IMPORTED_MODULE_0__/* .parseDuration */ .E9)(text);
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
    throw new BadValue(`${shown((0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__.urlWithoutSecrets)(text))} is neither an http(s) URL nor a path starting with "/"; e.g. /__version__ or https://app.example.com/version`);
}


/***/ }),

/***/ 148:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  G: () => (/* binding */ beforeStart),
  y: () => (/* binding */ withJudged)
});

// EXTERNAL MODULE: ./src/lifecycle/follow.ts + 2 modules
var follow = __nccwpck_require__(154);
// EXTERNAL MODULE: ./src/common/clock.ts
var clock = __nccwpck_require__(123);
// EXTERNAL MODULE: ./src/common/text.ts
var common_text = __nccwpck_require__(128);
// EXTERNAL MODULE: ./src/lifecycle/deployment-site.ts
var deployment_site = __nccwpck_require__(152);
// EXTERNAL MODULE: ./src/lifecycle/past-results.ts
var past_results = __nccwpck_require__(157);
// EXTERNAL MODULE: ./src/lifecycle/status.ts
var lifecycle_status = __nccwpck_require__(161);
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
        s.startTime >= since + clock/* START_CLOCK_SKEW_MS */.GT &&
        s.endTime !== undefined &&
        s.endTime > 0 &&
        (next === undefined || s.endTime < next - clock/* START_CLOCK_SKEW_MS */.GT));
}
/**
 * A completed test of this build to report on, or undefined (then a test is started). Any trouble
 * reading what is needed means no reuse, never a guess: a new test is the safe answer.
 */
async function reusableTest(ctx, build) {
    const deployment = build?.deployment;
    // A deployment elsewhere (or with no URL) says nothing of when the application's site changed.
    if (ctx.config.reuse !== 'same-build' || !deployment || build.since === undefined)
        return undefined;
    if (!(0,deployment_site/* deploymentShows */.MN)(build))
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
        const candidates = sameBuildSessions(await (0,past_results/* pastSessions */.m)(ctx, app), build.since, next);
        for (const session of candidates.slice(0, MAX_ASKED)) {
            // The sessions list does not say how a test ended: a stopped one has no verdict to reuse.
            const status = await ctx.tests.status(app, session.resultToken, ctx.signal);
            if ((0,lifecycle_status/* classifyStatus */.xo)(status.status) !== 'completed')
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
        ctx.log.warning(`reuse: could not tell whether a finished test is of this build (${(0,common_text.errorText)(e, 300)}); starting a new one`);
    }
    return undefined;
}
function when(t) {
    return t === undefined ? 'an unknown time' : (0,common_text.forLog)(new Date(t).toISOString(), 40);
}

// EXTERNAL MODULE: ./src/lifecycle/this-build.ts
var this_build = __nccwpck_require__(163);
;// CONCATENATED MODULE: ./src/lifecycle/before-start.ts



async function beforeStart(ctx, files, application) {
    const step = await (0,this_build/* establishBuild */.q)(ctx, application);
    if ('early' in step)
        return { done: step.early };
    const { build } = step;
    const reused = await reusableTest(ctx, build);
    if (reused) {
        const app = ctx.config.applicationToken;
        const info = { applicationToken: app, resultToken: reused.resultToken, application, build };
        return { done: await (0,follow/* followTest */.M)(ctx, files, info) };
    }
    return { build, thisBuild: (0,this_build/* thisBuildStart */.p)(ctx, step) };
}
/**
 * The test's info for followTest, with the build it judged and how this run came to the test: a
 * test this run attached to may have started before the run, and is then not its baseline.
 */
function withJudged(test, build) {
    const { judged, ...info } = test;
    return { ...info, build: build && { ...build, judged } };
}


/***/ }),

/***/ 149:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   lW: () => (/* binding */ lookAtBuild),
/* harmony export */   ub: () => (/* binding */ buildCheckUrl)
/* harmony export */ });
/* unused harmony exports BUILD_CHECK_MAX_BYTES, BUILD_CHECK_TIMEOUT_MS, namesCommit */
/* harmony import */ var _api_http_attempt_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(100);
/* harmony import */ var _api_redirect_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(101);
/* harmony import */ var _common_text_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(128);
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
            answer = await (0,_api_http_attempt_js__WEBPACK_IMPORTED_MODULE_0__/* .attempt */ .CD)({
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
            if (e instanceof _api_http_attempt_js__WEBPACK_IMPORTED_MODULE_0__/* .AttemptAborted */ .fz && signal.aborted)
                throw signal.reason ?? e;
            throw e;
        }
        switch (answer.type) {
            case 'network':
                return { matched: false, served: `no answer (${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_2__.forLog)(answer.code, 40)})` };
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
    const shown = (0,_common_text_js__WEBPACK_IMPORTED_MODULE_2__.forLog)(`${next.origin}${next.pathname}`, SERVED_CHARS);
    if (next.origin !== new URL(url).origin)
        return { refuse: `a redirect to another site (${shown}), not followed` };
    if (hops >= _api_redirect_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_REDIRECTS */ .N)
        return { refuse: `more than ${_api_redirect_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_REDIRECTS */ .N} redirects (last to ${shown})` };
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
    const words = (0,_common_text_js__WEBPACK_IMPORTED_MODULE_2__.forLog)(shown.replace(/\s+/g, ' ').trim(), SERVED_CHARS);
    const ok = status >= 200 && status < 300;
    return `${ok ? '' : `HTTP ${status}`}${!ok && words ? ': ' : ''}${words || (ok ? 'an empty page' : '')}`;
}


/***/ }),

/***/ 150:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ untilDeadline),
/* harmony export */   V: () => (/* binding */ TIMED_OUT)
/* harmony export */ });
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


/***/ }),

/***/ 152:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   MN: () => (/* binding */ deploymentShows),
/* harmony export */   RU: () => (/* binding */ siteProblem),
/* harmony export */   Rc: () => (/* binding */ deploymentSite),
/* harmony export */   gY: () => (/* binding */ buildCheckOriginProblem),
/* harmony export */   sl: () => (/* binding */ standInWarning)
/* harmony export */ });
/* harmony import */ var _common_text_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(128);

/** Whether the deployment is among what showed the build (on the application's origin). */
function deploymentShows(build) {
    return build.shownBy === 'deployment' || build.shownBy === 'deployment and build-check';
}
/** The origin of an http(s) URL, or undefined. */
function originOf(url) {
    if (!url || !URL.canParse(url))
        return undefined;
    const u = new URL(url);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.origin : undefined;
}
/**
 * Where the deployment is, against the application: `unknown` when either URL is missing (no
 * environment_url; the application's URL unknown, as on api-version v1).
 */
function deploymentSite(deploymentUrl, applicationUrl) {
    const deployed = originOf(deploymentUrl);
    const application = originOf(applicationUrl);
    if (!deployed || !application)
        return 'unknown';
    return deployed === application ? 'application' : 'elsewhere';
}
/**
 * Why the build-check input cannot show the application's build, before any request: a full URL
 * on another origin than the application's shows only what that other site serves (a preview, a
 * staging host), never what the test judges — so it is refused rather than counted. Undefined
 * when it is a path, on the application's origin, or the application's URL is unknown (v1: the
 * full URL as given is taken as the application's page; there is no origin to hold it to).
 */
function buildCheckOriginProblem(target, applicationUrl) {
    const app = originOf(applicationUrl);
    const check = originOf(target);
    if (!app || !check || check === app)
        return undefined;
    return `The build-check ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.forLog)((0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.urlWithoutSecrets)(target), 300)} is on ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.forLog)((0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.visibleUrl)(check), 200)}, not on the application's origin ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.forLog)((0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.visibleUrl)(app), 200)}: it would show only what that site serves, not what the test judges, and no test was started. Give a path (such as /__version__, taken on the application's origin) or a full URL on ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.forLog)((0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.visibleUrl)(app), 200)}`;
}
/** The failure line: both origins (as far as known), why no test started, and the fixes. */
function siteProblem(p) {
    const app = originOf(p.applicationUrl);
    const appShown = app ? (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.forLog)((0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.visibleUrl)(app), 200) : undefined;
    const what = p.site === 'elsewhere'
        ? `${p.where} is at ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.forLog)((0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.visibleUrl)(originOf(p.deploymentUrl)), 200)}, not at the application's origin ${appShown}: it does not show what the test would judge`
        : !app
            ? `${p.where} cannot be shown to be the application's site (the application's URL is not known here)`
            : `${p.where} names no URL: it does not show that the application's origin ${appShown} serves it`;
    const fixes = [
        app
            ? `Add a build-check that the application's site passes (a path such as /__version__ is taken on its origin)`
            : 'Add a build-check (a full URL of the application’s version page)',
        ...(p.site === 'unknown' && app
            ? ["or give the deployment its URL (a job's environment: url)"]
            : []),
        app
            ? `or set deployment-environment to the environment that serves ${appShown}`
            : 'or set deployment-environment to the environment that serves the application'
    ];
    return `${capital(what)}, and no test was started. ${fixes.join(', ')}`;
}
/** The warning when a build check stands in for a deployment elsewhere (the run goes on). */
function standInWarning(site) {
    const app = (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.forLog)((0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.visibleUrl)(originOf(site.applicationUrl) ?? 'unknown'), 200);
    return site.site === 'elsewhere'
        ? `The deployment's URL (${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.forLog)((0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.visibleUrl)(site.deploymentUrl), 200)}) is not on the application's origin (${app}): only the build check shows what the test judges`
        : `The deployment names no URL on the application's origin (${app}): only the build check shows what the test judges`;
}
function capital(s) {
    return s.charAt(0).toUpperCase() + s.slice(1);
}


/***/ }),

/***/ 154:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  M: () => (/* binding */ followTest)
});

// EXTERNAL MODULE: ./src/common/log.ts
var log = __nccwpck_require__(127);
// EXTERNAL MODULE: ./src/api/errors.ts
var errors = __nccwpck_require__(99);
// EXTERNAL MODULE: ./src/common/text.ts
var common_text = __nccwpck_require__(128);
// EXTERNAL MODULE: ./src/lifecycle/status.ts
var lifecycle_status = __nccwpck_require__(161);
// EXTERNAL MODULE: ./src/lifecycle/schedule.ts
var schedule = __nccwpck_require__(159);
// EXTERNAL MODULE: ./src/lifecycle/deadline.ts
var deadline = __nccwpck_require__(150);
;// CONCATENATED MODULE: ./src/lifecycle/wait.ts






/** The refusal in one line that names the test and the application. */
function refused(e, o) {
    return new errors/* ApiError */.hD(`The service refused the status of test ${o.resultToken} of application ${o.applicationToken}: ` +
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
            if (!(0,errors/* isTransient */.dg)(e))
                throw (0,errors/* isRefusal */.vu)(e) ? refused(e, o) : e;
            const why = (0,common_text.errorText)(e, 300);
            if (!warnedErrors.has(why)) {
                warnedErrors.add(why);
                o.log.warning(`Status poll failed, retrying on the next poll: ${why}`);
            }
            return undefined;
        }
        last = current;
        o.onStatus?.(current);
        const cls = (0,lifecycle_status/* classifyStatus */.xo)(current.status);
        if (current.status !== lastStatusLogged || current.progress !== lastProgressLogged) {
            lastStatusLogged = current.status;
            lastProgressLogged = current.progress;
            const pct = current.progress === undefined ? '' : ` ${current.progress}%`;
            (0,log/* logProgress */.s)(o.log, `Test ${(0,common_text.forLog)(current.status, 40) || '(no status)'}${pct}`);
        }
        if (cls === 'completed' || cls === 'unclean' || cls === 'ended') {
            return { kind: cls, last: current };
        }
        if (cls === 'unknown') {
            const key = current.status.toLowerCase();
            if (!warnedStatuses.has(key)) {
                warnedStatuses.add(key);
                o.log.warning(`The service reported an unknown test status "${(0,common_text.forLog)(current.status, 60)}"; still waiting`);
            }
            // Never taken as done, not even at progress 100: only the status's words say so. Waited
            // on until they change or the deadline (follow.ts makes a test left so an error).
        }
        return undefined;
    };
    if (o.signal?.aborted)
        return { kind: 'cancelled', last };
    try {
        const outcome = await (0,deadline/* untilDeadline */.H)({
            clock: o.clock,
            deadline: o.deadline,
            pause: o.pause ?? ((round) => (0,schedule/* pollPause */.G)(round, o.pollIntervalMs)),
            pauseFirst: true,
            signal: o.signal
        }, poll);
        return outcome === deadline/* TIMED_OUT */.V ? { kind: 'timed-out', last } : outcome;
    }
    catch (e) {
        if (o.signal?.aborted)
            return { kind: 'cancelled', last };
        throw e;
    }
}

// EXTERNAL MODULE: ./src/lifecycle/stop.ts
var lifecycle_stop = __nccwpck_require__(162);
// EXTERNAL MODULE: ./src/common/duration.ts
var duration = __nccwpck_require__(125);
// EXTERNAL MODULE: ./src/common/errors.ts
var common_errors = __nccwpck_require__(126);
// EXTERNAL MODULE: ./src/report/publish-on-demand.ts
var publish_on_demand = __nccwpck_require__(176);
// EXTERNAL MODULE: ./src/lifecycle/build-check.ts
var build_check = __nccwpck_require__(149);
// EXTERNAL MODULE: ./src/lifecycle/deployment-site.ts
var deployment_site = __nccwpck_require__(152);
;// CONCATENATED MODULE: ./src/lifecycle/after-test.ts



/** Looks at the page after the test before a mismatch stands, and the pause between them. */
const AFTER_LOOKS = 3;
const AFTER_PAUSE_MS = 2_000;
/** The whole lookup of later deployments: a few requests, never the rest of the job. */
const LATER_LOOKUP_MS = 60_000;
/**
 * The failure line when the verdict would be about another build than this one; undefined when it
 * is this build's, or nothing is to be checked (no build established, a reused test: reuse.ts
 * checked its own span).
 */
async function checkAfter(ctx, build, applicationUrl) {
    if (!build?.commit || build.reused)
        return undefined;
    return (await checkPage(ctx, build)) ?? (await deployedMeanwhile(ctx, build, applicationUrl));
}
async function checkPage(ctx, build) {
    const check = build.buildCheck;
    const sha = build.commit.sha;
    if (!check)
        return undefined;
    // A few looks, a moment apart: a dropped connection is not yet another build.
    let look = await (0,build_check/* lookAtBuild */.lW)(check.url, sha, ctx.signal);
    for (let i = 1; i < AFTER_LOOKS && !look.matched; i++) {
        await ctx.clock.sleep(AFTER_PAUSE_MS, ctx.signal);
        look = await (0,build_check/* lookAtBuild */.lW)(check.url, sha, ctx.signal);
    }
    check.after = { matched: look.matched, at: ctx.clock.now(), served: look.served };
    if (look.matched)
        return undefined;
    return `The site served another build during the test: after the test ${(0,common_text.forLog)((0,common_text.urlWithoutSecrets)(check.url), 300)} served ${look.served}, not commit ${sha.slice(0, 12)}`;
}
async function deployedMeanwhile(ctx, build, applicationUrl) {
    const deployment = build.deployment;
    if (!deployment || !(0,deployment_site/* deploymentShows */.MN)(build))
        return undefined;
    const sha = build.commit.sha;
    const env = (0,common_text.forLog)(deployment.environment, 100);
    const unproven = (why) => `Could not tell whether another build was deployed to ${env} during the test (${why}); the verdict cannot be shown to be about this build`;
    if (!ctx.build?.laterDeployment)
        return unproven('this host cannot read deployments');
    // The deployment counted only on the application's origin, so its URL was known then.
    if (!applicationUrl)
        return unproven("the application's URL is not known");
    let later;
    try {
        later = await ctx.build.laterDeployment({
            environment: deployment.environment,
            deployment,
            commit: sha,
            applicationUrl,
            signal: AbortSignal.any([ctx.signal, AbortSignal.timeout(LATER_LOOKUP_MS)])
        });
    }
    catch (e) {
        if (ctx.signal.aborted)
            throw e;
        return unproven((0,common_text.errorText)(e, 300));
    }
    if (later.kind === 'none') {
        if (later.redeploys > 0) {
            ctx.log.info(`A redeploy of ${sha.slice(0, 12)} to ${env} during the test is the same build: the verdict stands`);
        }
        return undefined;
    }
    return `Another build was deployed during the test: ${laterWords(later, env)}; the verdict would be about whichever build the site served`;
}
/** "commit aaaabbbbcccc to preview (created …, success at …)", GitHub's text escaped. */
function laterWords(later, environment) {
    const sha = /^[0-9a-f]{7,40}$/i.test(later.sha) ? later.sha.slice(0, 12) : (0,common_text.forLog)(later.sha, 40);
    const created = later.createdAt === undefined
        ? 'created at an unreadable time'
        : `created ${time(later.createdAt)}`;
    const state = later.state === undefined ? undefined : (0,common_text.forLog)(later.state, 20);
    const now = later.unread === true
        ? 'its state not read'
        : state === undefined
            ? 'no status yet'
            : state === 'success'
                ? `success at ${later.stateAt === undefined ? 'an unknown time' : time(later.stateAt)}`
                : state === 'inactive'
                    ? 'inactive now'
                    : `still ${state}`;
    return `commit ${sha} to ${environment} (${created}, ${now})`;
}
/** GitHub's own precision (seconds). */
function time(ms) {
    return Number.isFinite(ms)
        ? new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z')
        : 'an unknown time';
}

;// CONCATENATED MODULE: ./src/lifecycle/follow.ts








/**
 * Reading, judging and publishing a result (./evaluate.js), loaded once the test has ended: the
 * parser, the gate and the report writers are not compiled while a run starts and waits.
 */
const judging = () => Promise.resolve(/* import() eager */).then(__nccwpck_require__.bind(__nccwpck_require__, 153));
/** Wait for a known test, then fetch its result, gate and report. */
async function followTest(ctx, files, info) {
    const { config, clock } = ctx;
    const app = info.applicationToken;
    const deadline = clock.now() + config.timeoutMs;
    const oneAtATime = ctx.estate?.oneAtATime ?? ((work) => work());
    const outcome = await waitForTest({
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
    if (outcome.kind === 'completed') {
        // The verdict is about what the site served during the test: this build, or it is an error.
        // Asked before the shared lock: its looks (up to ~50 s at worst) must not hold up the other
        // applications' results, and it reads nothing they share.
        const changed = await checkAfter(ctx, info.build, info.application?.url);
        return oneAtATime(async () => {
            const raw = await ctx.tests.result(app, info.resultToken, ctx.signal);
            ctx.state.testDone();
            const { evaluate, publishEvaluation } = await judging();
            const evaluation = await evaluate(ctx, files, raw, info.resultToken);
            if (changed)
                return (0,publish_on_demand/* publish */.m)(ctx, { outcome: 'error', failure: changed, info, evaluation });
            return publishEvaluation(ctx, info, evaluation);
        });
    }
    // main.ts stops the test (when this run owns it) for every kind of cancellation.
    if (outcome.kind === 'cancelled')
        throw new common_errors.CancelledError('cancel');
    if (outcome.kind === 'ended' || outcome.kind === 'unclean') {
        ctx.state.testDone();
        const status = (0,common_text.forLog)(info.status, 40);
        return oneAtATime(async () => (0,publish_on_demand/* publish */.m)(ctx, {
            ...(outcome.kind === 'ended'
                ? {
                    outcome: 'stopped',
                    failure: `The test ended with status "${status}" before completing`
                }
                : {
                    outcome: 'error',
                    failure: `The service reported the test as "${status}": a completion with words of failure or stopping is not a clean one, so its result is not judged`
                }),
            info,
            // What the result shows, for the reports; the outcome stays the status's.
            evaluation: await partialResult(ctx, files, info)
        }));
    }
    // Timed out.
    let what;
    if (config.onTimeout === 'stop') {
        const stop = await (0,lifecycle_stop/* stopBounded */.O5)(ctx, info, lifecycle_stop/* TIMEOUT_STOP_BUDGET_MS */.Sy);
        what = lifecycle_stop/* TIMEOUT_STOP_WORDS */.z8[stop.kind];
    }
    else {
        ctx.state.testDone(); // left running on purpose: the post phase must not stop it
        what = `the test was left running (${ctx.words.setting('on-timeout', 'leave')})`;
    }
    const within = (0,duration/* formatDuration */.a3)(config.timeoutMs);
    // A test the service puts at 100 % under words that do not say it completed is not a test
    // still running: no time-out is tolerated for it, whatever fail-on-timeout says.
    const unread = outcome.last !== undefined && unreadEnd(outcome.last);
    if (unread) {
        const failure = `The test's status "${(0,common_text.forLog)(info.status, 40)}"${outcome.last?.progress === 100 ? ' at 100 %' : ''} is not one that says it completed ` +
            `(${lifecycle_status/* COMPLETION_WORDS */.lu.join(', ')}) and did not change within the timeout (${within}); ${what}`;
        return oneAtATime(async () => (0,publish_on_demand/* publish */.m)(ctx, {
            outcome: 'error',
            failure,
            info,
            evaluation: await partialResult(ctx, files, info)
        }));
    }
    const line = `The test did not finish within the timeout (${within}); ${what}`;
    return oneAtATime(async () => (0,publish_on_demand/* publish */.m)(ctx, {
        outcome: 'timed-out',
        failure: config.failOnTimeout ? line : undefined,
        notice: config.failOnTimeout ? undefined : line,
        info,
        evaluation: await partialResult(ctx, files, info)
    }));
}
/**
 * A status that is neither a completion nor words of a test still running, at 100 % or naming a
 * completion in words the reader cannot take as clean ("COMPLETEDWITHERRORS", "Completed with
 * issues", with no progress given): the service may be done, so no time-out is tolerated for it.
 */
function unreadEnd(last) {
    return ((0,lifecycle_status/* classifyStatus */.xo)(last.status) === 'unknown' &&
        (last.progress === 100 || (0,lifecycle_status/* mentionsCompletion */.Cs)(last.status)));
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
        const evaluation = await (await judging()).evaluate(ctx, files, raw, info.resultToken);
        return evaluation.verdict ? evaluation : undefined;
    }
    catch (e) {
        ctx.log.debug(`No partial result: ${(0,common_text.errorText)(e, 300)}`);
        return undefined;
    }
}


/***/ }),

/***/ 155:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   NF: () => (/* binding */ prepareGate),
/* harmony export */   P3: () => (/* binding */ loadGateFiles),
/* harmony export */   SR: () => (/* binding */ previousUnknownStart),
/* harmony export */   b4: () => (/* binding */ HOST_CANNOT_TELL),
/* harmony export */   ej: () => (/* binding */ loadIgnoreRules),
/* harmony export */   qG: () => (/* binding */ baselineFailure)
/* harmony export */ });
/* unused harmony export setupProblem */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(210);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _words_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(194);
/* harmony import */ var _common_text_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(128);
/* harmony import */ var _report_publish_on_demand_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(176);
// The files the gate reads besides the result (the ignore file, a baseline known before the test)
// and when the pipeline began, read once per run before a test is started or waited for. The
// result itself is read and judged by ./evaluate.js, which a run loads only once it has a result:
// nothing here imports it, the report writers or the result's parser, so the start of scan (up to
// its first request) does not compile them.




async function loadGateFiles(config, ctx) {
    const ignore = await loadIgnoreRules(config.ignoreFile, (ctx?.words ?? _words_js__WEBPACK_IMPORTED_MODULE_1__/* .ACTION_WORDS */ .d).input('ignore-file'));
    if (config.baseline.kind === 'previous')
        return { ignore, runStart: await askRunStart(ctx) };
    // A baseline's loaders are loaded only when one is read before the test: they parse results
    // (src/findings), which a run without one does not compile before its first request.
    if (config.baseline.kind === 'default-branch') {
        const { loadDefaultBranchBaseline, NO_STORE } = await Promise.resolve(/* import() eager */).then(__nccwpck_require__.bind(__nccwpck_require__, 151));
        const earlyBaseline = ctx
            ? await loadDefaultBranchBaseline(ctx, config.applicationToken ?? '')
            : { problem: NO_STORE };
        return { ignore, earlyBaseline };
    }
    if (config.baseline.kind !== 'file')
        return { ignore };
    const { path, forApplication } = config.baseline;
    const { loadFileBaseline } = await Promise.resolve(/* import() eager */).then(__nccwpck_require__.bind(__nccwpck_require__, 147));
    return { ignore, earlyBaseline: await loadFileBaseline(path, forApplication) };
}
/**
 * What would make the step fail after the test, known before it: an unusable ignore file, or
 * (with baseline-missing: fail) a baseline file or default-branch baseline that cannot be read. `scan` and `wait` ask first,
 * so hours of testing do not end in "cannot be read".
 */
function setupProblem(files, config, words = _words_js__WEBPACK_IMPORTED_MODULE_1__/* .ACTION_WORDS */ .d) {
    if ('error' in files.ignore)
        return files.ignore.error;
    const problem = files.earlyBaseline?.problem ?? runStartProblem(files.runStart);
    const fails = config.baselineMissing === 'fail' || files.earlyBaseline?.refused === true;
    return problem && fails
        ? baselineFailure(problem, words, files.earlyBaseline?.refused)
        : undefined;
}
/** The failure line of a baseline that cannot be read when the inputs require one, or is refused. */
function baselineFailure(problem, words, refused = false) {
    const why = refused ? '' : ` (${words.setting('baseline-missing', 'fail')})`;
    return `${words.input('baseline')}: ${problem}${why}`;
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
    const early = await (0,_report_publish_on_demand_js__WEBPACK_IMPORTED_MODULE_3__/* .publish */ .m)(ctx, {
        outcome: 'error',
        failure: `${problem}; ${what}`,
        info: { applicationToken: ctx.config.applicationToken, resultToken: ctx.config.resultToken }
    });
    return { early };
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
        return { problem: (0,_common_text_js__WEBPACK_IMPORTED_MODULE_2__.errorText)(e, 300) };
    }
}
function runStartProblem(runStart) {
    return runStart && 'problem' in runStart ? previousUnknownStart(runStart.problem) : undefined;
}
async function loadIgnoreRules(file, name) {
    const { path, explicit } = file;
    let text;
    try {
        text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(path, 'utf8');
    }
    catch {
        if (!explicit)
            return { rules: [], policy: [] };
        return { error: `${name}: ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_2__.forLog)(path, 300)} does not exist or cannot be read` };
    }
    try {
        // Loaded only when there is a file to read: the YAML parser costs start-up time.
        const { parseAcceptedRisks } = await Promise.resolve(/* import() eager */).then(__nccwpck_require__.bind(__nccwpck_require__, 135));
        return parseAcceptedRisks(text);
    }
    catch (e) {
        return {
            error: `${name}: ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_2__.forLog)(path, 300)}: ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_2__.errorText)(e, 1000)}`
        };
    }
}
/** A host without a way to learn when its pipeline began (RunContext.runStart absent). */
const HOST_CANNOT_TELL = 'this host cannot tell';
/** Why a previous test cannot be the baseline when the pipeline's start is unknown. */
function previousUnknownStart(why) {
    return `when this run's pipeline began is unknown, so an earlier test cannot be told apart from one of its own earlier attempts: ${why}`;
}


/***/ }),

/***/ 156:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   o: () => (/* binding */ knownApplication),
/* harmony export */   w: () => (/* binding */ rememberApplication)
/* harmony export */ });
const known = new WeakMap();
function rememberApplication(run, application) {
    known.set(run, application);
}
/** The application the preflight read for `run`, when it did. */
function knownApplication(run) {
    return known.get(run);
}


/***/ }),

/***/ 157:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   LW: () => (/* binding */ latestPastResult),
/* harmony export */   m: () => (/* binding */ pastSessions),
/* harmony export */   zX: () => (/* binding */ selectPast)
/* harmony export */ });
/* harmony import */ var _api_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(99);
/* harmony import */ var _common_text_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(128);


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
            if (!(0,_api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .isRefusal */ .vu)(e) || e.code === 'NOT_AUTHORIZED')
                throw e;
            ctx.log.info(`${why}: the test ${past.resultToken} has no result (${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__.forLog)(e.message, 300)}); trying the one before`);
            skipped++;
        }
    }
    return { skipped, tooNew };
}


/***/ }),

/***/ 158:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ preflight)
/* harmony export */ });
/* harmony import */ var _api_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(99);
/* harmony import */ var _common_text_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(128);
/* harmony import */ var _known_application_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(156);



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
        if ((0,_api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .hasCode */ .up)(e, 'INVALID_APPLICATION_TOKEN')) {
            const { input, command } = ctx.words;
            throw new _api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ApiError */ .hD(`The application ${applicationToken} does not exist on the service. Check ${input('application-token')}, or create it with the register command (${command('register')}).`, { kind: 'service', operation: 'read application', code: e.code, httpStatus: e.httpStatus });
        }
        throw e;
    }
    (0,_known_application_js__WEBPACK_IMPORTED_MODULE_2__/* .rememberApplication */ .w)(ctx, app);
    if (!app.verified) {
        throw new _api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ApiError */ .hD(`The ownership of application ${applicationToken} (${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__.forLog)((0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__.visibleUrl)(app.url), 200)}) is not verified (status: ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__.forLog)(app.signatureStatus, 40) || 'unknown'}), so the service will not test it. Publish the signature from the register command's outputs, then run the verify command (${ctx.words.command('verify')}).`, { kind: 'service', operation: 'read application', code: 'NOT_VERIFIED' });
    }
    ctx.log.info(`Application: ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__.forLog)(app.name, 200)} (${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__.forLog)((0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__.visibleUrl)(app.url), 300)})`);
    return app;
}


/***/ }),

/***/ 159:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ pollPause),
/* harmony export */   H: () => (/* binding */ sharedPollPause)
/* harmony export */ });
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


/***/ }),

/***/ 160:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   o: () => (/* binding */ startRunTest)
/* harmony export */ });
/* unused harmony export startOrAttach */
/* harmony import */ var _common_clock_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(123);
/* harmony import */ var _words_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(194);
/* harmony import */ var _api_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(99);
/* harmony import */ var _common_backoff_js__WEBPACK_IMPORTED_MODULE_8__ = __nccwpck_require__(122);
/* harmony import */ var _deadline_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(150);
/* harmony import */ var _stop_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(162);
/* harmony import */ var _preflight_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(158);
/* harmony import */ var _schedule_js__WEBPACK_IMPORTED_MODULE_7__ = __nccwpck_require__(159);
/* harmony import */ var _report_test_start_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(184);









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
function attach(o, current, startedByUs, why) {
    const { resultToken, startTime } = current;
    o.log.info(`${why}: attaching to ${resultToken}`);
    o.onKnown?.(resultToken, startedByUs);
    return { resultToken, startedByUs, ...(startTime !== undefined ? { startTime } : {}) };
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
        if ((0,_api_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .isPlanLimit */ .HJ)(e) || !refusedAsRunning(e) || !o.api.running)
            throw e;
        // The running list did not show the test, yet the service has one: a team's project (its
        // tests are listed under the team), or one that started in between.
        const current = await runningTestOf(o);
        if (current)
            return whenRunning(o, current);
        throw new _api_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ApiError */ .hD(`${e.message}. The application has a test running that is not among your running tests: ` +
            (o.teamId
                ? `not among team ${o.teamId}'s either`
                : `if the application's project belongs to a team, set ${(o.words ?? _words_js__WEBPACK_IMPORTED_MODULE_1__/* .ACTION_WORDS */ .d).input('team-id')} so it can be found`) +
            ` (${(o.words ?? _words_js__WEBPACK_IMPORTED_MODULE_1__/* .ACTION_WORDS */ .d).input('if-running')} decides what happens to it)`, { kind: 'service', operation: 'start test', code: e.code, httpStatus: e.httpStatus });
    }
}
/** if-running: attach to the running test, stop it and start anew, or fail. */
async function whenRunning(o, current) {
    if (o.ifRunning === 'fail') {
        throw new _api_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ApiError */ .hD(ifRunningFailLine(current.resultToken, o.words ?? _words_js__WEBPACK_IMPORTED_MODULE_1__/* .ACTION_WORDS */ .d), {
            kind: 'service',
            operation: 'start test',
            code: 'TEST_RUNNING'
        });
    }
    if (o.ifRunning === 'attach') {
        if (!olderThanThisBuild(o, current)) {
            return attach(o, current, false, 'The application already has a test running');
        }
        await waitOutOlder(o, current, o.thisBuild);
        return startOnce(o);
    }
    o.log.info(`Stopping the running test ${current.resultToken} (${(o.words ?? _words_js__WEBPACK_IMPORTED_MODULE_1__/* .ACTION_WORDS */ .d).setting('if-running', 'stop')})`);
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
    return t === undefined || t < o.thisBuild.since + _common_clock_js__WEBPACK_IMPORTED_MODULE_0__/* .START_CLOCK_SKEW_MS */ .GT;
}
/** The service refused the start because the application has a test running. */
function refusedAsRunning(e) {
    if (!(0,_api_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .isRefusal */ .vu)(e))
        return false;
    const said = e.serviceMessage ?? '';
    return (0,_api_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .hasCode */ .up)(e, 'TEST_RUNNING') || ((0,_api_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .hasCode */ .up)(e, 'FAILED') && /\brunning\b/i.test(said));
}
/**
 * A running test that began before this build was shown to be served tested another build:
 * never attached to (its verdict would be about that build), nor stopped (it may be another
 * pipeline's). It is waited out, within the pre-start deadline, and then this build's test starts.
 */
async function waitOutOlder(o, current, build) {
    o.log.notice(`The application's running test ${current.resultToken} started before this build was deployed: not attaching to it; waiting for it to end, then starting a test of this build`);
    const ended = await (0,_deadline_js__WEBPACK_IMPORTED_MODULE_3__/* .untilDeadline */ .H)({
        clock: o.clock,
        deadline: build.deadline,
        pause: (round) => (0,_schedule_js__WEBPACK_IMPORTED_MODULE_7__/* .pollPause */ .G)(round, build.pollIntervalMs),
        pauseFirst: true,
        signal: o.signal
    }, async () => ((await runningTestOf(o)) ? undefined : true));
    if (ended === _deadline_js__WEBPACK_IMPORTED_MODULE_3__/* .TIMED_OUT */ .V) {
        throw new _api_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ApiError */ .hD(`The application's running test ${current.resultToken} started before this build was deployed and did not end within the timeout; no test of this build was started`, { kind: 'timeout', operation: 'start test' });
    }
}
async function waitUntilNotRunning(o) {
    const settled = await (0,_deadline_js__WEBPACK_IMPORTED_MODULE_3__/* .untilDeadline */ .H)({
        clock: o.clock,
        deadline: o.clock.now() + STOP_SETTLE_MS,
        pause: () => STOP_SETTLE_POLL_MS,
        pauseFirst: true,
        signal: o.signal
    }, async () => ((await runningTestOf(o)) ? undefined : true));
    if (settled === _deadline_js__WEBPACK_IMPORTED_MODULE_3__/* .TIMED_OUT */ .V) {
        throw new _api_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ApiError */ .hD('The running test did not stop within 60 s; not starting another.', {
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
            const sentAt = o.clock.now();
            const answer = o.api.start(o.applicationToken, afterGrace(o.signal, _stop_js__WEBPACK_IMPORTED_MODULE_4__/* .CANCEL_STOP_BUDGET_MS */ .ZM));
            // Whoever reads the answer after a cancellation handles its failure; nothing is left unhandled.
            answer.catch(() => undefined);
            o.onInFlight?.(answer);
            // Cancelled: the run goes on to its cancel path at once, which reads the answer there.
            const resultToken = await (0,_common_clock_js__WEBPACK_IMPORTED_MODULE_0__/* .untilAborted */ .Eu)(answer, o.signal);
            o.onKnown?.(resultToken, true);
            o.log.info(`Started test ${resultToken}`);
            return { resultToken, startedByUs: true, startTime: sentAt };
        }
        catch (e) {
            if (!(0,_api_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .isApiError */ .d7)(e) || e.kind !== 'ambiguous') {
                // Refused (or never sent): no test of ours exists. A stop sent later on its behalf would
                // hit whatever test another run has going on the same application.
                if ((0,_api_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .isApiError */ .d7)(e) && e.kind !== 'aborted')
                    o.onNotStarted?.();
                throw e;
            }
            if (!o.api.running) {
                throw new _api_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ApiError */ .hD(lostStartLine(o.words ?? _words_js__WEBPACK_IMPORTED_MODULE_1__/* .ACTION_WORDS */ .d), {
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
                const ours = current.startTime !== undefined && current.startTime >= sentAt - _common_clock_js__WEBPACK_IMPORTED_MODULE_0__/* .START_CLOCK_SKEW_MS */ .GT;
                if (ours)
                    return attach(o, current, true, 'The test did start');
                if (!olderThanThisBuild(o, current)) {
                    return attach(o, current, false, 'Another test is running, started before this run asked');
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
                return attach(o, ended, true, 'The test did start and has already ended');
            }
            if (attempt >= MAX_START_TRIES)
                throw e;
            await o.clock.sleep((0,_common_backoff_js__WEBPACK_IMPORTED_MODULE_8__/* .backoffDelay */ .E)(attempt, Math.random), o.signal);
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
        setTimeout(() => later.abort((0,_common_clock_js__WEBPACK_IMPORTED_MODULE_0__/* .abortReason */ .Js)(signal)), ms).unref();
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
    return sessions.find((s) => s.resultToken && s.startTime !== undefined && s.startTime >= sentAt - _common_clock_js__WEBPACK_IMPORTED_MODULE_0__/* .START_CLOCK_SKEW_MS */ .GT);
}
/**
 * The run's test: check the application can be tested, then start one (or attach to the running
 * one, per if-running). What a cancelled run needs to stop it is saved before the start leaves.
 */
async function startRunTest(ctx, checked, thisBuild) {
    const app = ctx.config.applicationToken;
    // `checked`: the preflight ran already (several applications check before queueing).
    const application = checked ? checked.application : await (0,_preflight_js__WEBPACK_IMPORTED_MODULE_5__/* .preflight */ .M)(ctx, app);
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
    if (started.startTime !== undefined)
        (0,_report_test_start_js__WEBPACK_IMPORTED_MODULE_6__/* .noteTestStart */ .b)(ctx, started.resultToken, started.startTime);
    const judged = {
        startedByThisRun: started.startedByUs,
        ...(started.startTime !== undefined ? { startTime: started.startTime } : {})
    };
    return { applicationToken: app, resultToken: started.resultToken, application, judged };
}
function lostStartLine(words) {
    return `The answer to the start request was lost and ${words.input('api-version')} v1 cannot list running tests, so no second test is risked. Run ${words.command('wait')} with ${words.input('result-token')}, or retry the job.`;
}
function ifRunningFailLine(resultToken, words) {
    return `The application already has a test running (result token ${resultToken}); ${words.input('if-running')} is "fail". Use ${words.setting('if-running', 'attach')} to wait for it, or stop to restart it.`;
}


/***/ }),

/***/ 161:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Cs: () => (/* binding */ mentionsCompletion),
/* harmony export */   lu: () => (/* binding */ COMPLETION_WORDS),
/* harmony export */   xo: () => (/* binding */ classifyStatus)
/* harmony export */ });
/* unused harmony export statusWords */
// What a test's status says, read as words (any case, any punctuation or spacing, camelCase and
// snake_case split). Fail closed by construction: a status is a completion only when every word
// in it belongs to the completion vocabulary below (or is one of a few harmless words beside it),
// so a word nobody listed — a new failure word, a look-alike letter, "not", "partially" — can
// only keep the test waiting, never pass it. Words of failure or stopping are looked for
// anywhere: they end the test, also beside a completion word.
/** The completion vocabulary, as the docs and the failure lines list it. */
const COMPLETION_WORDS = [
    'completed',
    'complete',
    'finished',
    'done',
    'success',
    'succeeded',
    'successful',
    'successfully'
];
const COMPLETION = new Set(COMPLETION_WORDS);
/** Words that may stand beside a completion word without changing what it says ("Test completed"). */
const BESIDE_COMPLETION = new Set([
    'test',
    'scan',
    'run',
    'status',
    'the',
    'is',
    'has',
    'was',
    'been'
]);
/**
 * Failure and stopping, in their usual forms. Any of them ends the test. A negation does not
 * undo one ("no errors" is still a word of error): a clean completion says nothing else.
 */
const FAILURE_OR_STOP = new Set([
    // failure
    'fail',
    'fails',
    'failed',
    'failing',
    'failure',
    'failures',
    'error',
    'errors',
    'errored',
    'erroneous',
    'unsuccessful',
    'unreachable',
    'unavailable',
    'crash',
    'crashed',
    'fatal',
    'exception',
    'invalid',
    'rejected',
    'refused',
    'denied',
    'timeout',
    'timed',
    'expired',
    // stopping, cancelling, aborting
    'stop',
    'stops',
    'stopped',
    'stopping',
    'cancel',
    'cancels',
    'cancelled',
    'canceled',
    'cancelling',
    'canceling',
    'cancellation',
    'abort',
    'aborts',
    'aborted',
    'aborting',
    'kill',
    'killed',
    'terminate',
    'terminated',
    'terminating',
    'interrupted',
    'halt',
    'halted'
]);
/** A test still at work: waited on quietly (any other status is waited on with a warning). */
const RUNNING = new Set([
    'running',
    'queued',
    'pending',
    'starting',
    'started',
    'progress',
    'scanning',
    'waiting',
    'initializing',
    'initialising',
    'preparing',
    'processing'
]);
/**
 * The status's words, lower case: letters only (numbers such as "100%" carry no word), split at
 * anything else; an apostrophe joins ("didn't" is one word). A word with a case change inside
 * ("CompletedWithErrors", or "fAiLeD" typed at random) is read both whole and in its parts.
 */
function statusWords(status) {
    return status
        .normalize('NFKC')
        .replace(/['’]/g, '')
        .split(/[^\p{L}\p{M}]+/u)
        .filter((w) => w !== '')
        .map((w) => ({
        whole: w.toLowerCase(),
        parts: w
            .replace(/(\p{Ll})(?=\p{Lu})/gu, '$1 ')
            .toLowerCase()
            .split(' ')
    }));
}
/** Whether a completion word stands anywhere in the status, also inside another word. */
function mentionsCompletion(status) {
    const text = status.normalize('NFKC').toLowerCase();
    return COMPLETION_STEMS.some((stem) => text.includes(stem));
}
const COMPLETION_STEMS = ['complete', 'finish', 'done', 'succe'];
function classifyStatus(status) {
    const words = statusWords(status);
    const any = (set) => words.some((w) => set.has(w.whole) || w.parts.some((p) => set.has(p)));
    const completion = any(COMPLETION);
    if (any(FAILURE_OR_STOP))
        return completion ? 'unclean' : 'ended';
    const clean = (w) => COMPLETION.has(w) || BESIDE_COMPLETION.has(w);
    if (completion && words.every((w) => clean(w.whole) || w.parts.every(clean)))
        return 'completed';
    if (!completion && any(RUNNING))
        return 'running';
    return 'unknown';
}


/***/ }),

/***/ 162:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   O5: () => (/* binding */ stopBounded),
/* harmony export */   RN: () => (/* binding */ nothingToStop),
/* harmony export */   Sy: () => (/* binding */ TIMEOUT_STOP_BUDGET_MS),
/* harmony export */   ZM: () => (/* binding */ CANCEL_STOP_BUDGET_MS),
/* harmony export */   z8: () => (/* binding */ TIMEOUT_STOP_WORDS)
/* harmony export */ });
/* unused harmony exports stopOwnTest, unansweredLine */
/* harmony import */ var _words_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(194);
/* harmony import */ var _api_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(99);
/* harmony import */ var _status_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(161);
/* harmony import */ var _common_clock_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(123);
/* harmony import */ var _common_text_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(128);
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
            (await (0,_common_clock_js__WEBPACK_IMPORTED_MODULE_3__/* .untilAborted */ .Eu)(own.answer ?? Promise.resolve(undefined), signal).catch(() => undefined));
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
            if ((0,_api_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .hasCode */ .up)(e, 'FAILED') && (await whatRuns(api, test, signal)).kind === 'not-running') {
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
    const cls = (0,_status_js__WEBPACK_IMPORTED_MODULE_2__/* .classifyStatus */ .xo)(status);
    return cls === 'running' || cls === 'unknown' ? { kind: 'ours' } : { kind: 'not-running' };
}
/**
 * The service refuses (FAILED) to stop an application that has no running test: true when that
 * is why `e` happened (the stop command's "nothing to stop"). Throws when the running tests
 * cannot be listed.
 */
async function nothingToStop(api, e, applicationToken, teamId, signal) {
    if (!(0,_api_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .hasCode */ .up)(e, 'FAILED') || !api.running)
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
    const test = own.resultToken ? `The test ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_4__.forLog)(own.resultToken, 64)}` : 'The test';
    switch (result.kind) {
        case 'unanswered':
            ctx.log.warning(unansweredLine(own.applicationToken, result.running, ctx.words ?? _words_js__WEBPACK_IMPORTED_MODULE_0__/* .ACTION_WORDS */ .d));
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
            ctx.log.warning(`The stop request failed: ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_4__.errorText)(result.error, 300)}`);
    }
    return result;
}
/**
 * One line for a start whose answer never came: nothing was stopped, which test the application
 * runs (the running list is the service's text: escaped), and how to stop it by hand.
 */
function unansweredLine(applicationToken, running, words = _words_js__WEBPACK_IMPORTED_MODULE_0__/* .ACTION_WORDS */ .d) {
    const app = (0,_common_text_js__WEBPACK_IMPORTED_MODULE_4__.forLog)(applicationToken, 64);
    const runs = running === null
        ? 'The application runs no test now'
        : running
            ? `The application runs test ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_4__.forLog)(running.resultToken, 64)}` +
                (running.startTime !== undefined && Number.isFinite(running.startTime)
                    ? ` (started ${new Date(running.startTime).toISOString()})`
                    : '')
            : 'Which test the application runs could not be read';
    return (`The start request for application ${app} had no answer: no test can be shown to be this run's, so nothing was stopped. ` +
        `${runs}; if it is this run's, stop it with ${words.command('stop')}`);
}
/** The words for what a stop on timeout did, in the failure line. */
const TIMEOUT_STOP_WORDS = {
    stopped: 'a stop request was sent',
    unanswered: "no test could be shown to be this run's, so none was stopped",
    'not-running': 'the test had already ended',
    'other-running': 'the application runs another test, which was left alone',
    failed: 'the stop request failed'
};


/***/ }),

/***/ 163:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   p: () => (/* binding */ thisBuildStart),
/* harmony export */   q: () => (/* binding */ establishBuild)
/* harmony export */ });
/* harmony import */ var _common_duration_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(125);
/* harmony import */ var _report_publish_on_demand_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(176);
/* harmony import */ var _common_text_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(128);
/* harmony import */ var _build_check_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(149);
/* harmony import */ var _deadline_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(150);
/* harmony import */ var _deployment_site_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(152);
/* harmony import */ var _schedule_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(159);







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
    // Refused before any request (no deployment waited for, no page asked): a check elsewhere
    // would otherwise count as showing the build (shownBy, the default branch's record).
    const offSite = config.buildCheck && (0,_deployment_site_js__WEBPACK_IMPORTED_MODULE_5__/* .buildCheckOriginProblem */ .gY)(config.buildCheck, application?.url);
    if (offSite)
        return early({ ctx, application, report }, build, offSite);
    if (config.deploymentEnvironment) {
        const problem = await waitForDeployment(ctx, build, config.deploymentEnvironment, deadline);
        if (problem)
            return early({ ctx, application, report }, build, problem);
        const elsewhere = placeDeployment(ctx, build, application);
        if (elsewhere)
            return early({ ctx, application, report }, build, elsewhere);
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
    const where = deploymentWhere(sha, environment);
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
    const link = (l) => (l ? ` (${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_2__.forLog)(l, 300)})` : '');
    switch (wait.kind) {
        case 'unavailable':
            return `Could not read ${where}: ${wait.problem}`;
        case 'failed':
            return `${capital(where)} ended in "${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_2__.forLog)(wait.state, 20)}"${link(wait.link)}; no test was started`;
        case 'timed-out':
            return `${capital(where)} did not succeed within the timeout (${(0,_common_duration_js__WEBPACK_IMPORTED_MODULE_0__/* .formatDuration */ .a3)(ctx.config.timeoutMs)}; ${wait.state ? `last state: ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_2__.forLog)(wait.state, 20)}` : 'no deployment found'})${link(wait.link)}; no test was started`;
    }
    build.deployment = wait.deployment;
    build.since = wait.deployment.succeededAt;
    build.shownBy = 'deployment';
    ctx.log.info(`${capital(where)} succeeded at ${new Date(build.since).toISOString()}${link(wait.deployment.environmentUrl)}`);
    return undefined;
}
/**
 * Whether the deployment speaks for the application's site (deployment-site.ts); when it does not,
 * the failure line unless a build check on the application's origin will stand in for it.
 */
function placeDeployment(ctx, build, application) {
    const deployment = build.deployment;
    const site = (0,_deployment_site_js__WEBPACK_IMPORTED_MODULE_5__/* .deploymentSite */ .Rc)(deployment.environmentUrl, application?.url);
    build.deploymentSite = site;
    if (site === 'application')
        return undefined;
    // Its success says nothing about the application's site: neither what it shows nor from when.
    build.shownBy = 'nothing';
    build.since = undefined;
    const problem = {
        where: deploymentWhere(build.commit.sha, deployment.environment),
        site,
        deploymentUrl: deployment.environmentUrl,
        applicationUrl: application?.url
    };
    // A build check stands in for it: one on another origin was refused before any request
    // (buildCheckOriginProblem), a path with no application URL is refused by checkBefore.
    if (!ctx.config.buildCheck)
        return (0,_deployment_site_js__WEBPACK_IMPORTED_MODULE_5__/* .siteProblem */ .RU)(problem);
    ctx.log.warning((0,_deployment_site_js__WEBPACK_IMPORTED_MODULE_5__/* .standInWarning */ .sl)(problem));
    return undefined;
}
function deploymentWhere(sha, environment) {
    return `the deployment of ${sha.slice(0, 12)} to ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_2__.forLog)(environment, 100)}`;
}
/** Before the start: the site must serve the commit; a mismatch waits (a rollout takes time). */
async function checkBefore(ctx, build, target, application, deadline) {
    const url = (0,_build_check_js__WEBPACK_IMPORTED_MODULE_3__/* .buildCheckUrl */ .ub)(target, application?.url);
    if (!url) {
        return `${ctx.words.input('build-check')} ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_2__.forLog)((0,_common_text_js__WEBPACK_IMPORTED_MODULE_2__.urlWithoutSecrets)(target), 100)} is a path, and the application's URL is unknown (${ctx.words.setting('api-version', 'v1')}): give a full URL`;
    }
    const sha = build.commit.sha;
    build.buildCheck = { url };
    let last = { matched: false };
    let said = false;
    const matched = await (0,_deadline_js__WEBPACK_IMPORTED_MODULE_4__/* .untilDeadline */ .H)({
        clock: ctx.clock,
        deadline,
        pause: (round) => (0,_schedule_js__WEBPACK_IMPORTED_MODULE_6__/* .pollPause */ .G)(round, ctx.config.pollIntervalMs),
        signal: ctx.signal
    }, async () => {
        last = await (0,_build_check_js__WEBPACK_IMPORTED_MODULE_3__/* .lookAtBuild */ .lW)(url, sha, ctx.signal);
        if (last.matched)
            return true;
        if (!said) {
            ctx.log.info(`${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_2__.forLog)((0,_common_text_js__WEBPACK_IMPORTED_MODULE_2__.urlWithoutSecrets)(url), 300)} does not serve ${sha.slice(0, 12)} yet (it served ${last.served}); waiting`);
            said = true;
        }
        return undefined;
    });
    const at = ctx.clock.now();
    if (matched === _deadline_js__WEBPACK_IMPORTED_MODULE_4__/* .TIMED_OUT */ .V) {
        build.buildCheck.before = { matched: false, at, served: last.served };
        return `The site did not serve commit ${sha.slice(0, 12)} within the timeout (${(0,_common_duration_js__WEBPACK_IMPORTED_MODULE_0__/* .formatDuration */ .a3)(ctx.config.timeoutMs)}): ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_2__.forLog)((0,_common_text_js__WEBPACK_IMPORTED_MODULE_2__.urlWithoutSecrets)(url), 300)} served ${last.served}; no test was started`;
    }
    build.buildCheck.before = { matched: true, at };
    build.since ??= at;
    build.shownBy = build.shownBy === 'deployment' ? 'deployment and build-check' : 'build-check';
    ctx.log.info(`${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_2__.forLog)((0,_common_text_js__WEBPACK_IMPORTED_MODULE_2__.urlWithoutSecrets)(url), 300)} serves ${sha.slice(0, 12)}`);
    return undefined;
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
    return (0,_report_publish_on_demand_js__WEBPACK_IMPORTED_MODULE_1__/* .publish */ .m)(ctx, {
        outcome: 'error',
        failure,
        info: { applicationToken: ctx.config.applicationToken, application, build }
    }).then((result) => ({ early: result }));
}
function capital(s) {
    return s.charAt(0).toUpperCase() + s.slice(1);
}


/***/ }),

/***/ 171:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   DL: () => (/* binding */ freshTemp),
/* harmony export */   Dl: () => (/* binding */ writeTextSafely),
/* harmony export */   O8: () => (/* binding */ appendTextSafely),
/* harmony export */   bf: () => (/* binding */ removeFileSafely),
/* harmony export */   fc: () => (/* binding */ makeFolder),
/* harmony export */   kv: () => (/* binding */ writeFileSafely)
/* harmony export */ });
/* unused harmony export LinkInPathError */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(205);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(209);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(214);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
// The one way the action and the tool write a file. A report path sits in the checkout, where a
// pull request can commit a symbolic link (on a self-hosted runner, pointing at any file the
// runner may write); a writer that opened the path, or a predictable temporary path beside it,
// would write through the link. So a file is written to a fresh temporary name created
// exclusively (O_CREAT|O_EXCL: a link there is refused, never followed), then renamed over the
// target (a rename replaces a link at the target instead of following it), and no folder is made
// or written into through a link below the checkout (the working directory's repository): a link in
// that part of the path is refused. Folders above it (the runner's, the user's own absolute
// paths outside the checkout) are the machine's, not the pull request's.



/** A link in the path below the working directory: the file is not written. */
class LinkInPathError extends Error {
    code = 'ELINK';
    constructor(link) {
        super(`${link} is a symbolic link: a report is never written through one`);
        this.name = 'LinkInPathError';
    }
}
/**
 * Fills `file` through `fill` (given the open descriptor of a fresh temporary file beside it),
 * then renames it into place: a failure half-way leaves the earlier file, never a cut one. The
 * temporary file is also readable (`w+`): a writer may read back what it wrote.
 */
function writeFileSafely(file, fill) {
    makeFolder(node_path__WEBPACK_IMPORTED_MODULE_2__.dirname(node_path__WEBPACK_IMPORTED_MODULE_2__.resolve(file)));
    const temp = freshTemp(file);
    let fd = temp.fd;
    try {
        fill(temp.fd);
        node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync(temp.fd);
        fd = undefined;
        node_fs__WEBPACK_IMPORTED_MODULE_1__.renameSync(temp.path, file);
    }
    catch (e) {
        if (fd !== undefined)
            node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync(fd);
        node_fs__WEBPACK_IMPORTED_MODULE_1__.rmSync(temp.path, { force: true });
        throw e;
    }
}
/** `text` as the whole of `file` (writeFileSafely). */
function writeTextSafely(file, text) {
    writeFileSafely(file, (fd) => node_fs__WEBPACK_IMPORTED_MODULE_1__.writeFileSync(fd, text));
}
/** Adds `text` at the end of `file`, refusing a link at its path (O_NOFOLLOW) and in its folders. */
function appendTextSafely(file, text) {
    refuseLinks(node_path__WEBPACK_IMPORTED_MODULE_2__.dirname(node_path__WEBPACK_IMPORTED_MODULE_2__.resolve(file)));
    const flags = node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_WRONLY |
        node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_APPEND |
        node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_CREAT |
        (node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_NOFOLLOW ?? 0);
    const fd = node_fs__WEBPACK_IMPORTED_MODULE_1__.openSync(file, flags, 0o666);
    try {
        node_fs__WEBPACK_IMPORTED_MODULE_1__.writeFileSync(fd, text, 'utf8');
    }
    finally {
        node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync(fd);
    }
}
/** Removes `file` if it is there; never through a link in its folders (refused as for a write). */
function removeFileSafely(file) {
    refuseLinks(node_path__WEBPACK_IMPORTED_MODULE_2__.dirname(node_path__WEBPACK_IMPORTED_MODULE_2__.resolve(file)));
    node_fs__WEBPACK_IMPORTED_MODULE_1__.rmSync(file, { force: true });
}
/**
 * A new name beside `file`, created by this call and no other (`wx`): a random part no one can
 * plant a link at in advance, and even then O_EXCL refuses it.
 */
function freshTemp(file) {
    const dir = node_path__WEBPACK_IMPORTED_MODULE_2__.dirname(node_path__WEBPACK_IMPORTED_MODULE_2__.resolve(file));
    const base = node_path__WEBPACK_IMPORTED_MODULE_2__.basename(file);
    for (let tries = 0;; tries++) {
        const candidate = node_path__WEBPACK_IMPORTED_MODULE_2__.join(dir, `.${base}.${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(6).toString('hex')}.tmp`);
        try {
            return { path: candidate, fd: node_fs__WEBPACK_IMPORTED_MODULE_1__.openSync(candidate, 'wx+', 0o666) };
        }
        catch (e) {
            if (e.code !== 'EEXIST' || tries >= 5)
                throw e;
        }
    }
}
/** Makes `dir` and the folders above it, refusing a link below the working directory. */
function makeFolder(dir) {
    refuseLinks(dir);
    node_fs__WEBPACK_IMPORTED_MODULE_1__.mkdirSync(dir, { recursive: true });
}
/**
 * Throws LinkInPathError for the first part of `dir` below the checkout that is a symbolic link;
 * parts that do not exist yet are made by us, as folders.
 */
function refuseLinks(dir) {
    const root = checkoutRoot();
    const target = node_path__WEBPACK_IMPORTED_MODULE_2__.resolve(dir);
    const below = node_path__WEBPACK_IMPORTED_MODULE_2__.relative(root, target);
    if (below === '' || below.startsWith('..') || node_path__WEBPACK_IMPORTED_MODULE_2__.isAbsolute(below))
        return;
    let at = root;
    for (const part of below.split(node_path__WEBPACK_IMPORTED_MODULE_2__.sep)) {
        at = node_path__WEBPACK_IMPORTED_MODULE_2__.join(at, part);
        let stat;
        try {
            stat = node_fs__WEBPACK_IMPORTED_MODULE_1__.lstatSync(at);
        }
        catch {
            return;
        }
        if (stat.isSymbolicLink())
            throw new LinkInPathError(at);
    }
}
/**
 * The checkout the working directory is in: the nearest folder up from it holding `.git` (a tool
 * run from a subfolder may name `../reports/x.json`, still the pull request's), else the working
 * directory itself.
 */
function checkoutRoot() {
    const cwd = node_path__WEBPACK_IMPORTED_MODULE_2__.resolve('.');
    for (let at = cwd;; at = node_path__WEBPACK_IMPORTED_MODULE_2__.dirname(at)) {
        if (node_fs__WEBPACK_IMPORTED_MODULE_1__.existsSync(node_path__WEBPACK_IMPORTED_MODULE_2__.join(at, '.git')))
            return at;
        if (node_path__WEBPACK_IMPORTED_MODULE_2__.dirname(at) === at)
            return cwd;
    }
}


/***/ }),

/***/ 174:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   KM: () => (/* binding */ listingText),
/* harmony export */   Yw: () => (/* binding */ listingMarkdown),
/* harmony export */   tw: () => (/* binding */ listingJson)
/* harmony export */ });
/* harmony import */ var _common_text_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(128);
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
const md = (v) => (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.forMarkdown)(v, 300) || '—';
// URLs and tokens as code spans: copyable as they are (no zero-width space), never a link.
const code = (v) => (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.forCodeSpan)(v, 500, true) || '—';
/** ECMAScript dates end 8.64e15 ms either side of 1970; a service's odd number is no time. */
const MAX_DATE_MS = 8.64e15;
function isoTime(ms) {
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
        lines.push(`| ${md(a.name)} | ${code(a.token)} | ${code((0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.visibleUrl)(a.url))} | ${md(a.type)} | ${md(a.signatureStatus)} |`);
    }
    return [...lines, ''];
}
function runningMarkdown(tests) {
    const lines = ['### Running tests', ''];
    if (tests.length === 0)
        return [...lines, '_No test is running._', ''];
    lines.push('| Application | URL | Application token | Result token | Started |', '| --- | --- | --- | --- | --- |');
    for (const t of tests) {
        lines.push(`| ${md(t.name)} | ${code((0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.visibleUrl)(t.url))} | ${code(t.applicationToken)} | ${code(t.resultToken)} | ${md(isoTime(t.startTime))} |`);
    }
    return [...lines, ''];
}
function listingMarkdown(l) {
    const apps = l.projects.reduce((n, p) => n + p.applications.length, 0);
    const lines = [
        '## Security test: projects and applications',
        '',
        `${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.plural)(l.projects.length, 'project')}, ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.plural)(apps, 'application')}, ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.plural)(l.running.length, 'running test')}.`,
        ''
    ];
    for (const n of l.notices)
        lines.push(`> ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.forMarkdown)(n)}`, '');
    for (const p of l.projects)
        lines.push(...projectMarkdown(p));
    if (l.projects.length === 0)
        lines.push('_No projects._', '');
    lines.push(...runningMarkdown(l.running));
    return lines.join('\n');
}
/** A cell of the terminal table: one neutralised line, short enough to keep a row readable. */
const cell = (v, max = 60) => (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.forLog)(v, max) || '—';
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
            cell((0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.visibleUrl)(a.url), 100),
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
            cell((0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.visibleUrl)(t.url), 100),
            cell(t.applicationToken, 64),
            cell(t.resultToken, 64),
            isoTime(t.startTime) ?? '—'
        ])));
    }
    return `${lines.join('\n')}\n`;
}
function listingJson(l, now) {
    return {
        schema: LIST_SCHEMA,
        generatedAt: now.toISOString(),
        ...(l.teamId ? { teamId: (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.forPlain)(l.teamId) } : {}),
        projects: l.projects.map((p) => ({
            name: (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.forPlain)(p.name),
            description: (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.forPlain)(p.description),
            projectKey: (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.forPlain)(p.key),
            ...(p.team ? { team: { id: (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.forPlain)(p.team.id), name: (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.forPlain)(p.team.name) } } : {}),
            applications: p.applications.map((a) => ({
                name: (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.forPlain)(a.name),
                url: (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.forPlain)((0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.visibleUrl)(a.url)),
                applicationToken: (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.forPlain)(a.token),
                applicationType: (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.forPlain)(a.type),
                signatureStatus: (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.forPlain)(a.signatureStatus)
            }))
        })),
        runningTests: l.running.map((t) => ({
            name: (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.forPlain)(t.name),
            url: (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.forPlain)((0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.visibleUrl)(t.url)),
            applicationToken: (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.forPlain)(t.applicationToken),
            resultToken: (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.forPlain)(t.resultToken),
            ...(isoTime(t.startTime) ? { startTime: isoTime(t.startTime) } : {}),
            ...(t.teamId ? { teamId: (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.forPlain)(t.teamId) } : {})
        })),
        notices: l.notices.map((n) => (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.forPlain)(n))
    };
}


/***/ }),

/***/ 176:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   m: () => (/* binding */ publish)
/* harmony export */ });
/** Write every report the inputs ask for, then give the step's outputs and verdict (./publish.js). */
async function publish(ctx, p) {
    return (await Promise.resolve(/* import() eager */).then(__nccwpck_require__.bind(__nccwpck_require__, 177))).publish(ctx, p);
}


/***/ }),

/***/ 178:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   GP: () => (/* binding */ githubRepository),
/* harmony export */   kk: () => (/* binding */ runUrlFromEnv),
/* harmony export */   l: () => (/* binding */ repositoryLink),
/* harmony export */   qP: () => (/* binding */ webUrl)
/* harmony export */ });
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
/** `https://github.com/o/r/actions/runs/1` from the runner's environment, when all parts exist. */
function runUrlFromEnv(env) {
    const server = env.GITHUB_SERVER_URL;
    const repo = env.GITHUB_REPOSITORY;
    const run = env.GITHUB_RUN_ID;
    if (!server || !repo || !run)
        return undefined;
    const attempt = env.GITHUB_RUN_ATTEMPT ? `/attempts/${env.GITHUB_RUN_ATTEMPT}` : '';
    return `${server.replace(/\/+$/, '')}/${repo}/actions/runs/${run}${attempt}`;
}
/** `text` as an http(s) URL without a user or password, else undefined (a page to link to). */
function webUrl(text) {
    if (!text)
        return undefined;
    try {
        const url = new URL(text.trim());
        if (url.protocol !== 'https:' && url.protocol !== 'http:')
            return undefined;
        if (url.username || url.password)
            return undefined;
        return url.href;
    }
    catch {
        return undefined;
    }
}


/***/ }),

/***/ 180:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Jc: () => (/* binding */ appendStepSummary),
/* harmony export */   Xb: () => (/* binding */ SUMMARY_BUDGET_BYTES),
/* harmony export */   m4: () => (/* binding */ summaryRoom),
/* harmony export */   pD: () => (/* binding */ summaryBytesUsed)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(209);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _file_write_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(171);
// The job summary of the onboarding commands (register, verify, unregister, list), and the room
// every writer of the job summary has (the reports' in ./write.js too). Callers pass Markdown
// whose untrusted parts already went through text.ts forMarkdown. Nothing here imports the report
// writers: these commands' start does not compile them.


/** GitHub drops a step summary over 1 MiB whole; we stay under 1,000,000 bytes per step. */
const SUMMARY_BUDGET_BYTES = 1_000_000;
/** What the job summary file already holds (0 when there is none yet). */
function summaryBytesUsed(file) {
    try {
        return file ? node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync(file).size : 0;
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
        (0,_file_write_js__WEBPACK_IMPORTED_MODULE_1__/* .appendTextSafely */ .O8)(room.file, fitSummary(markdown, budget));
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


/***/ }),

/***/ 184:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ testStartOf),
/* harmony export */   b: () => (/* binding */ noteTestStart)
/* harmony export */ });
// When the judged test started, as the run learnt it (its own start request, the running list,
// the application's past tests), for the reports' "tested …" line, the JSON report's startedAt
// and the trend's "This test" row. Kept per run context (the object the run passes from its start
// to its publish), so nothing outlives the run and applications of one step stay apart.
const starts = new WeakMap();
function noteTestStart(run, resultToken, at) {
    if (Number.isFinite(at))
        starts.set(run, { resultToken, at });
}
/** The start of `resultToken`'s test, as an ISO time, when this run learnt it. */
function testStartOf(run, resultToken) {
    const known = starts.get(run);
    if (!known || !resultToken || known.resultToken !== resultToken)
        return undefined;
    return new Date(known.at).toISOString();
}


/***/ }),

/***/ 187:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ writeReportFile),
/* harmony export */   f: () => (/* binding */ unwrittenFailure)
/* harmony export */ });
/* harmony import */ var _common_text_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(128);
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
        return { what: (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.forLog)(what, 600), why: whyNotWritten(err) };
    }
}
/** The system's reason in words a user acts on; the error's own message otherwise. */
function whyNotWritten(err) {
    const e = (typeof err === 'object' && err !== null ? err : {});
    // mkdir of a folder whose path passes through a file says EEXIST, open says ENOTDIR.
    if (e.code === 'ENOTDIR' || (e.code === 'EEXIST' && e.syscall === 'mkdir')) {
        return `a part of its path is a file, not a folder (${e.code})`;
    }
    // An append that will not follow a link at the path (file-write.ts) fails so.
    if (e.code === 'ELOOP')
        return 'it is a symbolic link: a report is never written through one';
    return (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__.forLog)(typeof e.message === 'string' ? e.message : String(err), 300);
}
/**
 * The run's failure line once files could not be written: the files first (the verdict line was
 * logged before them), then the failure the run had already, if any, so neither is lost.
 */
function unwrittenFailure(files, failure) {
    const line = `Could not write ${files.map((f) => `${f.what}: ${f.why}`).join('; nor ')}`;
    return failure ? `${line}. Also: ${failure}` : line;
}


/***/ }),

/***/ 189:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  J: () => (/* binding */ dispatch),
  e: () => (/* binding */ reportingErrors)
});

// EXTERNAL MODULE: ./src/lifecycle/known-application.ts
var known_application = __nccwpck_require__(156);
// EXTERNAL MODULE: ./src/report/publish-on-demand.ts
var publish_on_demand = __nccwpck_require__(176);
// EXTERNAL MODULE: ./src/run/failure.ts
var failure = __nccwpck_require__(192);
// EXTERNAL MODULE: ./src/api/errors.ts
var errors = __nccwpck_require__(99);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(214);
// EXTERNAL MODULE: ./src/common/text.ts
var common_text = __nccwpck_require__(128);
// EXTERNAL MODULE: ./src/api/applications.ts
var applications = __nccwpck_require__(98);
// EXTERNAL MODULE: ./src/report/file-write.ts
var file_write = __nccwpck_require__(171);
// EXTERNAL MODULE: ./src/report/list.ts
var list = __nccwpck_require__(174);
// EXTERNAL MODULE: ./src/report/step-summary.ts
var step_summary = __nccwpck_require__(180);
// EXTERNAL MODULE: ./src/report/unwritten.ts
var report_unwritten = __nccwpck_require__(187);
;// CONCATENATED MODULE: ./src/commands/list.ts
// list: what the access token can see — projects with their applications (the team's too with
// team-id) and the tests running now — written to the job summary and to a JSON file, so a user
// can find an application token without the service's web UI. A feature the plan lacks becomes
// a notice and a gap in the listing, never a failed step.








const LIST_FILE_NAME = 'security-test-list.json';
async function list_list(ctx) {
    const api = ctx.applications;
    const teamId = ctx.config.teamId;
    const notices = [];
    const note = (message) => {
        ctx.log.notice(message);
        notices.push(message);
    };
    const catalogue = await api.catalogue(!!teamId, ctx.log, ctx.signal);
    const projects = await withListedApplications(ctx, api, shown(catalogue, teamId, note), note);
    const running = await runningTests(ctx, api, teamId, note);
    const listing = { teamId, projects, running, notices };
    const file = ctx.config.reportFile || external_node_path_.join(ctx.reports.tempDir, LIST_FILE_NAME);
    // The listing's JSON is a report file like any other (report/unwritten.ts).
    const unwritten = (0,report_unwritten/* writeReportFile */.a)(`the listing ${file}`, () => {
        (0,file_write/* writeTextSafely */.Dl)(file, JSON.stringify((0,list/* listingJson */.tw)(listing, new Date(ctx.clock.now())), null, 2));
    });
    (0,step_summary/* appendStepSummary */.Jc)(ctx, (0,list/* listingMarkdown */.Yw)(listing));
    ctx.reports.showListing?.(listing);
    const apps = projects.reduce((n, p) => n + p.applications.length, 0);
    const where = unwritten ? '' : `; written to ${(0,common_text.forLog)(file, 500)}`;
    ctx.log.info(`Listed ${(0,common_text.plural)(projects.length, 'project')}, ${(0,common_text.plural)(apps, 'application')} and ${(0,common_text.plural)(running.length, 'running test')}${where}`);
    if (unwritten) {
        return { outcome: 'error', failure: (0,report_unwritten/* unwrittenFailure */.f)([unwritten], undefined), outputs: {} };
    }
    return { outcome: 'passed', outputs: { 'report-file': file } };
}
/** The caller's own projects, and with team-id that team's (other teams are not asked for). */
function shown(c, teamId, note) {
    const own = c.projects.filter((p) => !p.team);
    if (!teamId)
        return own;
    const team = c.projects.filter((p) => p.team?.id === teamId);
    if (team.length === 0 && !c.teams.some((t) => t.id === teamId)) {
        note(`No team ${(0,common_text.forLog)(teamId, 60)} among the teams of this access token; its projects are not listed.`);
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
        out.push({ ...project, applications: (0,applications/* mergeApplications */.qc)(listed ?? [], project.applications) });
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
        if (!(0,errors/* hasCode */.up)(e, 'PLAN_NOT_SUPPORTED'))
            throw e;
        note(`The account's plan does not include team features: the running tests of team ${(0,common_text.forLog)(teamId, 60)} are not listed.`);
        return own;
    }
}

// EXTERNAL MODULE: ./src/api/test-api.ts + 1 modules
var test_api = __nccwpck_require__(103);
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
    const url = (0,common_text.forLog)((0,common_text.visibleUrl)(s.url), 300);
    switch (type) {
        case 'DNS':
            return s.dns
                ? `add a DNS ${(0,common_text.forLog)(s.dns.type, 10)} record named ${(0,common_text.forLog)(s.dns.name, 300)} with the value ${(0,common_text.forLog)(s.dns.value, 300)} (outputs dns-record-name, dns-record-value of register); DNS changes can take minutes to propagate, so give verify a longer timeout`
                : 'add the DNS record the service shows for this application';
        case 'API':
            return s.api
                ? `make ${url} answer the path ${(0,common_text.forLog)(s.api.path, 300)} with the value ${(0,common_text.forLog)(s.api.value, 300)} (outputs api-signature-path, api-signature-value of register)`
                : `make ${url} answer the API signature the service shows for this application`;
        case 'FILE':
            return s.file
                ? `serve the file signature ${(0,common_text.forLog)(s.file, 300)} as a file at the root of ${url} (output file-signature of register)`
                : `serve the file signature the service shows for this application at the root of ${url}`;
    }
}
/** The signatures as a Markdown list for the job summary. */
function signaturesMarkdown(s) {
    const lines = [];
    if (s.file)
        lines.push(`- **File**: serve \`file-signature\` at the site root: ${(0,common_text.forMarkdown)(s.file)}`);
    if (s.dns) {
        lines.push(`- **DNS**: add a ${(0,common_text.forMarkdown)(s.dns.type)} record named ${(0,common_text.forMarkdown)(s.dns.name)} with the value ${(0,common_text.forMarkdown)(s.dns.value)}`);
    }
    if (s.api) {
        lines.push(`- **API**: answer the path ${(0,common_text.forMarkdown)(s.api.path)} with the value ${(0,common_text.forMarkdown)(s.api.value)}`);
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
    const verified = (0,test_api/* isVerified */.p4)(signatures.status);
    ctx.log.info(`Application ${r.application.token} (${(0,common_text.forLog)(r.application.url, 300)}) in ${(0,applications/* describeProject */.dU)(r.project)}: ` +
        `signature status ${(0,common_text.forLog)(signatures.status || 'unknown', 40)}` +
        (verified ? '' : '; prove ownership with the verify command'));
    (0,step_summary/* appendStepSummary */.Jc)(ctx, [
        '## Security test: application registered',
        '',
        `- Project ${(0,common_text.forMarkdown)(r.project.name)}${r.project.team ? ` (team ${(0,common_text.forMarkdown)(r.project.team.name || r.project.team.id)})` : ''}: ${r.projectChange}`,
        `- Application ${(0,common_text.forMarkdown)(r.application.name)} at ${(0,common_text.forMarkdown)(r.application.url)}: ${r.applicationChange}`,
        `- Application token: \`${(0,common_text.forMarkdown)(r.application.token)}\``,
        `- Signature status: ${(0,common_text.forMarkdown)(signatures.status || 'unknown')}`,
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
    const existing = (0,applications/* findApplicationByUrl */.OZ)(catalogue, w.url);
    const named = (0,applications/* findProject */.t1)(catalogue, w.projectName, w.teamId);
    if (existing && (!named || existing.project.key !== named.key)) {
        // An application cannot move between projects: the one that holds the URL is the answer.
        ctx.log.warning(`${(0,common_text.forLog)(w.url, 300)} is already registered in ${(0,applications/* describeProject */.dU)(existing.project)}, ` +
            `not in "${(0,common_text.forLog)(w.projectName, 200)}"; using that application.`);
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
    let project = (0,applications/* findProject */.t1)(catalogue, w.projectName, w.teamId);
    if (!project) {
        try {
            project = await api.createProject({ name: w.projectName, description: w.projectDescription ?? '', teamId: w.teamId }, ctx.signal);
            ctx.log.info(`Created ${(0,applications/* describeProject */.dU)(project)}`);
            return { project, change: 'created' };
        }
        catch (e) {
            if (!(0,errors/* hasCode */.up)(e, 'PROJECT_ALREADY_EXISTS'))
                throw e;
            // Created by a parallel run since we looked: read again and use it.
            project = (0,applications/* findProject */.t1)(await api.catalogue(!!w.teamId, ctx.log, ctx.signal), w.projectName, w.teamId);
            if (!project) {
                throw new errors/* ApiError */.hD(`create project failed: the service says a project "${(0,common_text.forLog)(w.projectName, 200)}" exists, but no project of that name is visible to this access token${w.teamId ? ` in team ${(0,common_text.forLog)(w.teamId, 60)}` : ''}. Check ${ctx.words.input('project-name')} and ${ctx.words.input('team-id')}.`, { kind: 'service', operation: 'create project', code: 'PROJECT_ALREADY_EXISTS' });
            }
            ctx.log.info(`${(0,applications/* describeProject */.dU)(project)} was created by a parallel run; using it`);
        }
    }
    const description = w.projectDescription;
    if (description === undefined || description === project.description) {
        return { project, change: 'found' };
    }
    await api.describeProject(project, description, ctx.signal);
    ctx.log.info(`Updated the description of ${(0,applications/* describeProject */.dU)(project)}`);
    return { project: { ...project, description }, change: 'updated' };
}
/**
 * The project listing may not embed every application: ask the project itself. A plan without
 * that endpoint leaves the listing as the only source.
 */
async function lookInProject(api, project, url, signal) {
    const listed = (await api.applicationsOf(project.key, signal)) ?? [];
    const all = (0,applications/* mergeApplications */.qc)(listed, project.applications);
    return (0,applications/* findApplicationByUrl */.OZ)({ projects: [{ ...project, applications: all }], teams: [] }, url)
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
        ctx.log.info(`Created application ${application.token} for ${(0,common_text.forLog)(w.url, 300)}`);
        return { application, applicationChange: 'created' };
    }
    catch (e) {
        if (!(0,errors/* hasCode */.up)(e, 'URL_ALREADY_ADDED'))
            throw e;
        // A parallel run registered the URL since we looked, maybe in a team project: read again.
        const again = (0,applications/* findApplicationByUrl */.OZ)(await api.catalogue(true, ctx.log, ctx.signal), w.url);
        const application = again?.application ?? (await lookInProject(api, project, w.url, ctx.signal));
        if (!application) {
            throw new errors/* ApiError */.hD(`create application failed: the service says ${(0,common_text.forLog)(w.url, 300)} is registered already, but not in a project this access token can see. Ask its owner, or register another URL.`, { kind: 'service', operation: 'create application', code: 'URL_ALREADY_ADDED' });
        }
        ctx.log.info(`${(0,common_text.forLog)(w.url, 300)} was registered by a parallel run; using application ${application.token}`);
        return { project: again?.project, ...(await renameIfAsked(ctx, api, application, w)) };
    }
}
async function renameIfAsked(ctx, api, application, w) {
    const name = w.applicationName;
    if (name === undefined || name === application.name)
        return { application, applicationChange: 'found' };
    await api.renameApplication(application, name, ctx.signal);
    ctx.log.info(`Renamed application ${application.token} to "${(0,common_text.forLog)(name, 200)}"`);
    return { application: { ...application, name }, applicationChange: 'updated' };
}

// EXTERNAL MODULE: ./src/commands/report.ts
var report = __nccwpck_require__(117);
// EXTERNAL MODULE: ./src/commands/scan.ts
var scan = __nccwpck_require__(118);
// EXTERNAL MODULE: ./src/commands/start.ts
var start = __nccwpck_require__(119);
// EXTERNAL MODULE: ./src/commands/stop.ts
var stop = __nccwpck_require__(120);
// EXTERNAL MODULE: ./src/common/duration.ts
var duration = __nccwpck_require__(125);
// EXTERNAL MODULE: ./src/lifecycle/schedule.ts
var schedule = __nccwpck_require__(159);
// EXTERNAL MODULE: ./src/lifecycle/deadline.ts
var deadline = __nccwpck_require__(150);
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
    const deleted = await (0,deadline/* untilDeadline */.H)({
        clock: ctx.clock,
        deadline: started + Math.min(ctx.config.timeoutMs, STOP_WAIT_MAX_MS),
        pause: (round) => (0,schedule/* pollPause */.G)(round, ctx.config.pollIntervalMs),
        signal: ctx.signal
    }, async () => {
        try {
            return await api.deleteApplication(token, ctx.signal);
        }
        catch (e) {
            if ((0,errors/* hasCode */.up)(e, 'INVALID_APPLICATION_TOKEN', 'NOT_AUTHORIZED')) {
                if (await isGone(api, token, ctx.signal))
                    return 'gone';
                throw e;
            }
            if (!(0,errors/* hasCode */.up)(e, 'TEST_RUNNING'))
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
    if (deleted !== deadline/* TIMED_OUT */.V)
        return deleted;
    return {
        failure: `Application ${token} still had a running test ${(0,duration/* formatDuration */.a3)(ctx.clock.now() - started)} after the stop request, so it was not deleted. Run unregister again later.`
    };
}
async function stopTest(ctx, api, token) {
    try {
        await api.stopTest(token, ctx.signal);
        ctx.log.info(`Application ${token} has a test running: the stop request was sent; waiting to delete`);
    }
    catch (e) {
        // FAILED: no test runs any more (it ended since the delete said otherwise): delete again.
        if (!(0,errors/* hasCode */.up)(e, 'FAILED'))
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
        if ((0,errors/* hasCode */.up)(e, 'INVALID_APPLICATION_TOKEN'))
            return true;
        return false;
    }
}
async function projectOf(ctx, api, token) {
    return (0,applications/* findProjectOfApplication */.Ef)(await api.catalogue(true, ctx.log, ctx.signal), token);
}
/** Returns the summary line saying what became of the project. */
async function deleteProjectIfEmpty(ctx, api, projectKey, before) {
    if (!projectKey) {
        ctx.log.warning('The project of the application is unknown, so it was not deleted.');
        return 'The project of the application is unknown, so it was kept.';
    }
    const left = await applicationsLeft(ctx, api, projectKey);
    const name = before ? (0,applications/* describeProject */.dU)(before) : `project ${(0,common_text.forLog)(projectKey, 60)}`;
    const shown = before ? (0,common_text.forMarkdown)(before.name) : (0,common_text.forMarkdown)(projectKey);
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
        if ((0,errors/* hasCode */.up)(e, 'NOT_AUTHORIZED', 'INVALID_PROJECT_KEY'))
            return undefined;
        throw e;
    });
    if (listed)
        return listed.length;
    const catalogue = await api.catalogue(true, ctx.log, ctx.signal);
    return catalogue.projects.find((p) => p.key === projectKey)?.applications.length;
}
function summary(ctx, lines) {
    (0,step_summary/* appendStepSummary */.Jc)(ctx, ['## Security test: application removed', '', ...lines, ''].join('\n'));
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
    if ((0,test_api/* isVerified */.p4)(signatures.status)) {
        ctx.log.info(`Application ${token} is verified already`);
        verify_summary(ctx, token, signatures, 'is verified already.');
        return { outcome: 'passed', outputs: outputs(signatures) };
    }
    const started = ctx.clock.now();
    let lastAnswer = '';
    const verified = await (0,deadline/* untilDeadline */.H)({
        clock: ctx.clock,
        deadline: started + ctx.config.timeoutMs,
        pause: (round) => (0,schedule/* pollPause */.G)(round, ctx.config.pollIntervalMs),
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
        if (!(0,test_api/* isVerified */.p4)(signatures.status))
            return undefined;
        ctx.log.info(`Application ${token} is verified`);
        verify_summary(ctx, token, signatures, 'is verified.');
        return true;
    });
    if (verified === true)
        return { outcome: 'passed', outputs: outputs(signatures) };
    const waited = (0,duration/* formatDuration */.a3)(ctx.clock.now() - started);
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
        if ((0,errors/* isTransient */.dg)(e))
            return { notYet: (0,common_text.forLog)(e.message, 200) };
        if (!(0,errors/* hasCode */.up)(e, ...NOT_YET))
            throw e;
        return { notYet: (0,common_text.forLog)(e.serviceMessage || e.message, 200) };
    }
}
/** The value, or undefined when the call failed for a passing reason. */
async function passing(call) {
    try {
        return await call();
    }
    catch (e) {
        if ((0,errors/* isTransient */.dg)(e))
            return undefined;
        throw e;
    }
}
function verify_summary(ctx, token, s, what) {
    (0,step_summary/* appendStepSummary */.Jc)(ctx, [
        '## Security test: ownership verification',
        '',
        `The application \`${(0,common_text.forMarkdown)(token)}\`${s.url ? ` (${(0,common_text.forMarkdown)(s.url)})` : ''} ${what}`,
        '',
        ...((0,test_api/* isVerified */.p4)(s.status)
            ? []
            : ['Put one of these in place, then run `verify` again:', '', signaturesMarkdown(s), ''])
    ].join('\n'));
}

// EXTERNAL MODULE: ./src/commands/wait.ts
var wait = __nccwpck_require__(121);
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
            return (0,publish_on_demand/* publish */.m)(ctx, {
                outcome: 'error',
                failure: (0,failure/* failureLine */.P)(e, ctx.words),
                info: {
                    applicationToken: ctx.config.applicationToken,
                    resultToken: ctx.config.resultToken,
                    // Read before the error (preflight): the reports name the application.
                    application: (0,known_application/* knownApplication */.o)(ctx)
                }
            });
        }
    };
}
const APPLICATION_COMMANDS = {
    scan: reportingErrors(scan/* scan */.S),
    start: start/* start */.n,
    wait: reportingErrors(wait/* wait */.u),
    stop: stop/* stop */.d,
    report: reportingErrors(report/* report */.z),
    verify: verify,
    unregister: unregister,
    // Loaded when run: it judges and writes a result, whose parser and writers a start does not
    // compile (src/report/publish-on-demand.ts).
    adopt: async (ctx) => (await Promise.resolve(/* import() eager */).then(__nccwpck_require__.bind(__nccwpck_require__, 116))).adopt(ctx)
};
function dispatch(ctx) {
    const { config } = ctx;
    switch (config.command) {
        case 'register':
            return register({ ...ctx, config });
        case 'list':
            return list_list({ ...ctx, config });
        default:
            return APPLICATION_COMMANDS[config.command]({ ...ctx, config });
    }
}


/***/ }),

/***/ 190:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ resultEntry),
/* harmony export */   k: () => (/* binding */ combine)
/* harmony export */ });
/* harmony import */ var _command_result_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(115);
/* harmony import */ var _common_text_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(128);
// The one verdict of several applications in one step: the worst outcome, one failure line
// naming each application that did not pass, summed counts, and each application's own outputs
// in `results`.


/**
 * Worst first: the step's outcome is the first of these that an application has whose outcome
 * fails the step (it has a failure line); only when none fails, the first any has. An outcome that
 * does not fail the step (a time-out with fail-on-timeout: false) never hides one that does: it
 * would pass the tool's exit code and the upload conditions written on `outcome`.
 */
const WORST_FIRST = _command_result_js__WEBPACK_IMPORTED_MODULE_0__/* .OUTCOMES_WORST_FIRST */ .v;
/** The step's one result: the worst outcome, summed counts, and each application's in `results`. */
function combine(results, tokens, folders) {
    const outcomes = results.map((r) => r.outcome);
    const failed = results.filter((r) => r.failure !== undefined).map((r) => r.outcome);
    const outcome = outcomes.every((o) => o === 'started')
        ? 'started'
        : (WORST_FIRST.find((o) => failed.includes(o)) ??
            WORST_FIRST.find((o) => outcomes.includes(o)) ??
            (outcomes.includes('passed') ? 'passed' : 'error'));
    const failing = results.flatMap((r, i) => r.failure ? [`${nameOf(r, tokens[i] ?? '')}: ${r.failure}`] : []);
    const failure = failing.length === 0
        ? undefined
        : failing.length === 1
            ? failing[0]
            : // A sentence's own full stop would read ".;" before the next application's part.
                `${failing.length} of ${results.length} applications did not pass — ${failing.map((f) => f.replace(/(?<!\.)\.$/, '')).join('; ')}`;
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
    for (const name of _command_result_js__WEBPACK_IMPORTED_MODULE_0__/* .COUNT_OUTPUTS */ .$) {
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
    return (0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__.forLog)(r.application?.name || token, 60);
}
/** One object of the `results` output (also given for a single application). */
function resultEntry(r, token) {
    const o = r.outputs;
    const entry = {
        'application-token': token,
        'application-name': r.application?.name ? (0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__.oneLine)(r.application.name, 200) : null,
        'result-token': o['result-token'] ?? null,
        outcome: r.outcome,
        status: o.status ?? null
    };
    for (const name of _command_result_js__WEBPACK_IMPORTED_MODULE_0__/* .COUNT_OUTPUTS */ .$)
        if (o[name] !== undefined)
            entry[name] = o[name];
    entry['baseline-source'] = o['baseline-source'] ?? null;
    entry['report-file'] = o['report-file'] ?? null;
    entry['sarif-file'] = o['sarif-file'] ?? null;
    return entry;
}


/***/ }),

/***/ 192:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ failureLine)
/* harmony export */ });
/* harmony import */ var _api_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(99);
/* harmony import */ var _common_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(126);
/* harmony import */ var _common_text_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(128);
/* harmony import */ var _words_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(194);




/** Every error becomes one line a user can act on; untrusted parts are already escaped. */
function failureLine(e, words = _words_js__WEBPACK_IMPORTED_MODULE_3__/* .ACTION_WORDS */ .d) {
    if (e instanceof _common_errors_js__WEBPACK_IMPORTED_MODULE_1__.InputError) {
        return `Invalid inputs (no request was sent):\n${e.problems.map((p) => `  ${p.input}: ${p.message}`).join('\n')}`;
    }
    if (e instanceof _common_errors_js__WEBPACK_IMPORTED_MODULE_1__.CancelledError)
        return `${(0,_words_js__WEBPACK_IMPORTED_MODULE_3__/* .cancelledWords */ .t)(words)} (${e.signalName})`;
    if ((0,_api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .isApiError */ .d7)(e))
        return e.message;
    return `Unexpected error: ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_2__.errorText)(e, 500)}`;
}


/***/ }),

/***/ 194:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ ACTION_WORDS),
/* harmony export */   t: () => (/* binding */ cancelledWords)
/* harmony export */ });
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


/***/ }),

/***/ 195:
/***/ ((module) => {

module.exports = require("assert");

/***/ }),

/***/ 197:
/***/ ((module) => {

module.exports = require("events");

/***/ }),

/***/ 198:
/***/ ((module) => {

module.exports = require("http");

/***/ }),

/***/ 199:
/***/ ((module) => {

module.exports = require("https");

/***/ }),

/***/ 200:
/***/ ((module) => {

module.exports = require("net");

/***/ }),

/***/ 205:
/***/ ((module) => {

module.exports = require("node:crypto");

/***/ }),

/***/ 209:
/***/ ((module) => {

module.exports = require("node:fs");

/***/ }),

/***/ 210:
/***/ ((module) => {

module.exports = require("node:fs/promises");

/***/ }),

/***/ 214:
/***/ ((module) => {

module.exports = require("node:path");

/***/ }),

/***/ 218:
/***/ ((module) => {

module.exports = require("node:tls");

/***/ }),

/***/ 226:
/***/ ((module) => {

module.exports = require("tls");

/***/ }),

/***/ 227:
/***/ ((module) => {

module.exports = require("util");

/***/ }),


});
