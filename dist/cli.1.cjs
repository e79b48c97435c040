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


var net = __nccwpck_require__(127);
var tls = __nccwpck_require__(152);
var http = __nccwpck_require__(125);
var https = __nccwpck_require__(126);
var events = __nccwpck_require__(124);
var assert = __nccwpck_require__(122);
var util = __nccwpck_require__(153);


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

/***/ 101:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

// ESM COMPAT FLAG
__nccwpck_require__.r(__webpack_exports__);

// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  runCli: () => (/* binding */ runCli)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(136);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(140);
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
var errors = __nccwpck_require__(102);
;// CONCATENATED MODULE: ./src/common/duration.ts
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

// EXTERNAL MODULE: ./src/common/text.ts
var common_text = __nccwpck_require__(103);
;// CONCATENATED MODULE: ./src/inputs/parsers.ts
// One parser per kind of input value. Each returns the typed value or throws BadValue with a
// message that says what is wrong and shows a good value; readConfig adds the input's name.


/** A value that fails its input's rule. The message never holds a secret. */
class BadValue extends Error {
}
/** Echo a (non-secret) value in a message: cleaned, cut, quoted, and safe in a log line. */
function shown(text) {
    return (0,common_text.neutraliseCommands)(JSON.stringify((0,common_text.truncate)((0,common_text.clean)(text), 60)));
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
function parsers_boolean(text) {
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
    throw new BadValue(`${shown((0,common_text.urlWithoutSecrets)(text))} is neither an http(s) URL nor a path starting with "/"; e.g. /__version__ or https://app.example.com/version`);
}

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

;// CONCATENATED MODULE: ./src/common/did-you-mean.ts
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

;// CONCATENATED MODULE: ./src/inputs/settings.ts
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
        failOnTimeout: read('fail-on-timeout', parsers_boolean),
        ifRunning: read('if-running', (v) => oneOf(v, ['attach', 'stop', 'fail'])),
        stopOnCancel: read('stop-on-cancel', parsers_boolean)
    };
}
/** Which build the verdict is about (docs/this-build.md). */
function buildSettings({ read, optional, words }) {
    return {
        commit: optional('commit', (v) => commitSha(v, words.commitExample)),
        deploymentEnvironment: optional('deployment-environment', environmentName),
        buildCheck: optional('build-check', buildCheckTarget),
        reuse: read('reuse', (v) => oneOf(v, ['same-build', 'never'])),
        // docs/every-path-to-main.md
        commitStatus: read('commit-status', (v) => oneOf(v, ['auto', 'true', 'false'])),
        mergeQueue: read('merge-queue', (v) => oneOf(v, ['verdict', 'test']))
    };
}
/** Keeping the gate on (docs/baselines-and-accepted-risks.md#adopting-the-gate). */
function adoptSettings({ read }) {
    return {
        adoptExpiryMs: read('adopt-expiry', (v) => days(v, 1, 3650, '90d')),
        adoptScan: read('adopt-scan', parsers_boolean),
        expiryWarningMs: read('expiry-warning', (v) => days(v, 0, 3650, '14d (0d: never)'))
    };
}
function reportSettings({ read, optional }) {
    return {
        summary: read('summary', parsers_boolean),
        trend: read('trend', (v) => wholeNumberUpTo(v, MAX_TREND, '5 (0: no trend)')),
        annotations: read('annotations', parsers_boolean),
        sarifFile: optional('sarif-file', String),
        reportFile: optional('report-file', String),
        comment: read('comment', parsers_boolean),
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
        deleteProject: read('delete-project', parsers_boolean)
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
        const guess = closest(word.replace(/[\s_]+/g, '-'), BASELINE_KEYWORDS);
        throw new BadValue(`${shown(value)} is neither a keyword nor a path${guess ? `; did you mean ${guess}?` : '.'} Use ${BASELINE_KEYWORDS.join(', ')}, or the path of a JSON report such as security-test-report.json`);
    }
    return { kind: 'file', path: value };
}

;// CONCATENATED MODULE: ./src/inputs/read-config.ts
// The action's inputs -> one validated Config. Every rule of the contract is checked here, before
// any request, and every problem is reported at once: a user fixing a workflow should not have
// to rerun it once per typo.







function read_config_readConfig(getInput, words = ACTION_WORDS) {
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
var report_sarif = __nccwpck_require__(120);
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
        return { what: (0,common_text.forLog)(what, 600), why: whyNotWritten(err) };
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
    return (0,common_text.forLog)(typeof e.message === 'string' ? e.message : String(err), 300);
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
            query: { application_token: applicationToken, result_token: resultToken },
            resultKey: 'result'
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
var identity = __nccwpck_require__(106);
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
    const team = p.team ? ` (team ${(0,common_text.forLog)(p.team.name || p.team.id, 200)})` : '';
    return `project "${(0,common_text.forLog)(p.name, 200)}"${team}`;
}

;// CONCATENATED MODULE: ./src/common/clock.ts
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
var external_http_ = __nccwpck_require__(125);
var external_http_namespaceObject = /*#__PURE__*/__nccwpck_require__.t(external_http_, 2);
// EXTERNAL MODULE: external "https"
var external_https_ = __nccwpck_require__(126);
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
var external_node_tls_ = __nccwpck_require__(144);
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

;// CONCATENATED MODULE: ./src/findings/json-path.ts
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
            parts.push(`[${JSON.stringify((0,common_text.forLog)(key, 40))}]`);
    }
    parts.reverse();
    if (parts.length > MAX_PATH_PARTS) {
        const hidden = parts.length - MAX_PATH_PARTS;
        parts.splice(MAX_PATH_PARTS / 2, hidden, `…(${hidden} more levels)…`);
    }
    return '$' + parts.join('');
}

;// CONCATENATED MODULE: ./src/findings/repeated-keys.ts
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
            path = at(path, element[d]);
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
        path = at(path, key);
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

;// CONCATENATED MODULE: ./src/findings/decode.ts



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
        const repeated = value !== null && typeof value === 'object' ? findRepeatedKey(text) : undefined;
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
    return (`${what} repeats the key ${JSON.stringify((0,common_text.forLog)(repeated.key, 40))} at ${pathText(repeated.path)}` +
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
        const repeated = body ? findRepeatedKey(r.text) : undefined;
        if (repeated) {
            const line = repeatedKeyLine('the answer', repeated);
            // At or inside the result: an unreadable result like any other, its text kept.
            if (body && ctx.resultKey !== undefined && topKeyOf(repeated.path) === ctx.resultKey) {
                return {
                    type: 'ok',
                    value: { ...body, [ctx.resultKey]: new UnreadableResult(line, r.text) }
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

;// CONCATENATED MODULE: ./src/common/backoff.ts
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
    const shown = (0,common_text.forLog)(`${target.origin}${target.pathname}`, TARGET_CHARS);
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
const redaction_spellings_BACKSLASH = '(?:\\\\(?:u005[cC])?)';
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
    const lead = first || !SHORT_ESCAPES.includes(c) ? `${redaction_spellings_BACKSLASH}*` : '';
    const forms = [`${lead}${literal(code)}`, `${redaction_spellings_BACKSLASH}+u${hex(code, 4)}`];
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
    const filler = `${redaction_spellings_BACKSLASH}*${literalFillers(secret)}|${redaction_spellings_BACKSLASH}+(?:${escaped}|[${SHORT_ESCAPES}])`;
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
        patterns ??= chunks(kept.map(secretPattern)).map((p) => new RegExp(guarded(p), 'g'));
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
    const clock = options.clock ?? systemClock;
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
                result = await attempt(request, signal);
            }
            catch (e) {
                if (e instanceof AttemptAborted)
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
    const test = own.resultToken ? `The test ${(0,common_text.forLog)(own.resultToken, 64)}` : 'The test';
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
            ctx.log.warning(`The stop request failed: ${(0,common_text.errorText)(result.error, 300)}`);
    }
    return result;
}
/**
 * One line for a start whose answer never came: nothing was stopped, which test the application
 * runs (the running list is the service's text: escaped), and how to stop it by hand.
 */
function unansweredLine(applicationToken, running, words = ACTION_WORDS) {
    const app = (0,common_text.forLog)(applicationToken, 64);
    const runs = running === null
        ? 'The application runs no test now'
        : running
            ? `The application runs test ${(0,common_text.forLog)(running.resultToken, 64)}` +
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

;// CONCATENATED MODULE: ./src/common/log.ts
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

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __nccwpck_require__(132);
// EXTERNAL MODULE: ./src/report/format.ts
var format = __nccwpck_require__(118);
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

// EXTERNAL MODULE: ./src/report/file-write.ts
var file_write = __nccwpck_require__(117);
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
            const severity = word + (extra ? ` (${(0,common_text.forAnnotation)(label, 30)})` : '');
            plan.push({
                level,
                severity: o.severity,
                title: (0,common_text.forAnnotation)(`${severity}: ${(0,common_text.forAnnotation)(o.name, 200)}`, 250),
                message: (0,common_text.forAnnotation)(`${(0,common_text.forAnnotation)(o.name, 200)} at ${(0,common_text.forAnnotation)(o.method, 20)} ` +
                    `${(0,common_text.forAnnotation)((0,common_text.visibleUrl)(o.url), 600)}` +
                    (o.status ? ` (status: ${(0,common_text.forAnnotation)(o.status, 60)})` : '') +
                    (o.regressed === true
                        ? ', regressed: was Fixed, open again'
                        : o.escalatedFrom
                            ? `, escalated: accepted as ${o.escalatedFrom}`
                            : o.state === 'new' && o.isNew && verdict.baselineSource
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

// EXTERNAL MODULE: ./src/findings/types.ts
var types = __nccwpck_require__(111);
// EXTERNAL MODULE: ./src/report/build-facts.ts
var build_facts = __nccwpck_require__(115);
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

// EXTERNAL MODULE: ./src/report/context.ts
var context = __nccwpck_require__(116);
;// CONCATENATED MODULE: ./src/report/trend-section.ts
// The summary's trend (input `trend`): the unfixed counts by severity of the earlier completed
// tests and this one, as a Mermaid chart (GitHub renders Mermaid in job summaries, but does not
// document it) always followed by the same numbers as a table. Only our own words and numbers go
// into the chart; the notes are escaped. Its earlier tests are the service's list of the
// application's tests, whatever ran them (pull requests' included): the section says so.




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
        test: (0,common_text.forCodeSpan)(p.resultToken.slice(0, 8), 8, true),
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
        parts.push(covers(trend.points.length), chart(columns), table(columns));
    }
    const shown = trend.points.length;
    if (shown < trend.asked) {
        const why = trend.notes.map((n) => (0,common_text.forMarkdown)(n, 400));
        parts.push(`_${trendShortfall(shown, trend.asked)}${why.length > 0 ? `: ${why.join('; ')}` : ''}._`);
    }
    return parts.join('\n\n');
}
/**
 * What the earlier columns are: the service lists an application's tests whatever ran them, so a
 * nightly run's trend holds pull requests' tests too (issue 31: said, not hidden).
 */
function covers(shown) {
    const tests = shown === 1
        ? 'last completed test on the service, whatever ran it'
        : `last ${(0,format/* formatCount */.B4)(shown)} completed tests on the service, whatever ran them`;
    return `_The application's ${tests} (pull requests' tests included), then this one._`;
}
/** "1 of the 2 earlier completed tests asked for is shown" (the summary and the log notice). */
function trendShortfall(shown, asked) {
    return (`${(0,format/* formatCount */.B4)(shown)} of the ${(0,format/* formatCount */.B4)(asked)} earlier completed test${asked === 1 ? '' : 's'} ` +
        `asked for ${shown === 1 ? 'is' : 'are'} shown`);
}
/** Severities with an occurrence in any column (the chart and table leave the rest out). */
function shownSeverities(columns) {
    const some = types/* SEVERITIES */.oC.filter((s) => columns.some((c) => c.unfixed[s] > 0));
    return some.length > 0 ? some : ['critical', 'high'];
}
/**
 * One line, the total unfixed: a chart of several lines tells them apart only by colour (Mermaid's
 * xychart has no legend, and equal series hide each other). The title says what the line is; the
 * table below has the severities.
 */
function chart(columns) {
    const totals = columns.map((c) => (0,types/* totalOf */.e6)(c.unfixed));
    return [
        '```mermaid',
        'xychart-beta',
        '  title "Total unfixed occurrences, one line (by severity in the table below)"',
        `  x-axis [${columns.map((c) => `"${c.label}"`).join(', ')}]`,
        `  y-axis "Unfixed" 0 --> ${Math.max(1, ...totals)}`,
        `  line [${totals.join(', ')}]`,
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
var order = __nccwpck_require__(108);
;// CONCATENATED MODULE: ./src/report/summary-sections.ts
// Sections of the job summary (also reused by the pull-request comment). Untrusted text enters
// only through forMarkdown / forMarkdownBlock; rows are whole lines so a cut never breaks a table.





/** Longest piece of each untrusted field in a summary cell (before escaping). */
const MAX = { name: 200, url: 500, method: 20, status: 60, reason: 300, expires: 40, id: 80 };
/** Unfixed / new / fixed / ignored / counted occurrences per severity, with a total row. */
function countsTable(ctx) {
    const v = ctx.verdict;
    if (!v)
        return '';
    const c = v.counts;
    const shown = (0,format/* shownCounts */.EK)(v);
    const columns = [shown.unfixed, shown.new, c.fixed, c.ignored, c.counted];
    const rows = types/* SEVERITIES */.oC.filter((s) => columns.some((col) => col[s] > 0) || s !== 'unknown').map((s) => tableRow([(0,format/* severityBadge */.J8)(s), ...columns.map((col) => (0,format/* formatCount */.B4)(col[s]))]));
    rows.push(tableRow(['**Total**', ...columns.map((col) => (0,format/* formatCount */.B4)((0,types/* totalOf */.e6)(col)))]));
    const header = tableHeader(['Severity', 'Unfixed', 'New', 'Marked fixed', 'Ignored', 'Counted by the gate'], ['left', 'right', 'right', 'right', 'right', 'right']);
    const monitored = (0,format/* monitoredWords */.zJ)(v);
    return `${header}\n${rows.join('\n')}${monitored ? `\n\n_${monitored}._` : ''}`;
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
            row = { finding, unfixed: 0, new: 0, fixed: 0, counted: 0, warned: 0 };
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
        if (o.state === 'warned')
            row.warned += 1;
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
            (0,common_text.forMarkdown)(r.finding.name, MAX.name) +
                (r.warned > 0 ? ` ⚠️ _warned by policy (${(0,format/* formatCount */.B4)(r.warned)})_` : ''),
            (0,format/* formatCount */.B4)(r.unfixed),
            (0,format/* formatCount */.B4)(r.new),
            (0,format/* formatCount */.B4)(r.fixed)
        ]);
    }
}
const FINDING_TABLE_HEADER = tableHeader(['Severity', 'Finding', 'Unfixed', 'New', 'Marked fixed'], ['left', 'left', 'right', 'right', 'right']);
function severityCell(f) {
    const label = format/* SEVERITY_LABEL */.Rt[f.severity];
    const given = f.severityLabel ? (0,common_text.forMarkdown)(f.severityLabel, 30) : '';
    const badge = (0,format/* severityBadge */.J8)(f.severity);
    return given && given.toLowerCase() !== label.toLowerCase() ? `${badge} (${given})` : badge;
}
/** Summary groups by state, in the order a reader cares about (titles without the heading marks). */
function occurrenceGroups(withBaseline) {
    return [
        ['new', withBaseline ? 'New or regressed since the baseline' : 'Unfixed'],
        ['existing', 'Still open (also in the baseline)'],
        ['below-threshold', 'Unfixed, below the fail threshold'],
        ['warned', 'Warned (policy: warn — shown, never fails the build)'],
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
    return (0,common_text.forCodeSpan)(value, max, true);
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
 * Rows of the "Fix first" table. With a baseline each counted occurrence is new (never in it),
 * regressed (the baseline had it fixed) or escalated (held at a less severe severity).
 */
function* fixFirstRows(occurrences, withBaseline) {
    const name = (0,common_text.memoised)((s) => (0,common_text.forMarkdown)(s, MAX.name));
    const method = (0,common_text.memoised)((s) => codeCell(s, MAX.method));
    for (const o of occurrences) {
        const cells = [
            (0,format/* severityBadge */.J8)(o.severity),
            name(o.name),
            method(o.method),
            codeCell((0,common_text.visibleUrl)(o.url), MAX.url)
        ];
        if (withBaseline)
            cells.push(o.regressed === true
                ? '↩️ Regressed'
                : o.escalatedFrom
                    ? '⬆️ Escalated'
                    : // A baseline that only labels: counted, though it was there before.
                        !o.isNew && o.state === 'new'
                            ? '📌 Open before'
                            : '🆕 New');
        yield tableRow(cells);
    }
}
/**
 * Table rows of occurrences. The returned function remembers the escaped text of repeated names,
 * methods and statuses (thousands of rows share a few dozen).
 */
function occurrenceRows() {
    const name = (0,common_text.memoised)((s) => (0,common_text.forMarkdown)(s, MAX.name));
    const method = (0,common_text.memoised)((s) => codeCell(s, MAX.method));
    const status = (0,common_text.memoised)((s) => (0,common_text.forMarkdown)(s, MAX.status));
    return function* (occurrences) {
        for (const o of occurrences) {
            const base = [
                (0,format/* severityBadge */.J8)(o.severity),
                name(o.name),
                method(o.method),
                codeCell((0,common_text.visibleUrl)(o.url), MAX.url)
            ];
            yield o.state === 'ignored'
                ? tableRow([
                    ...base,
                    (0,common_text.forMarkdown)(o.ignoredBecause?.reason ?? '', MAX.reason),
                    (0,common_text.forMarkdown)(o.ignoredBecause?.expires ?? '', MAX.expires)
                ])
                : tableRow([...base, status(o.status) + changeMark(o)]);
        }
    };
}
/** How every report marks an occurrence fixed in the baseline and open again. */
const REGRESSED_MARK = ' **regressed** (was Fixed)';
/** The mark of a regression, or of an escalation (`escalated: accepted as low` in plain reports). */
function changeMark(o) {
    if (o.regressed === true)
        return REGRESSED_MARK;
    return o.escalatedFrom ? ` **escalated** (accepted as ${o.escalatedFrom})` : '';
}
const FIXED_HEADER = tableHeader(['Finding', 'Method', 'URL', 'Occurrence id']);
function* fixedRows(entries) {
    for (const e of entries) {
        yield tableRow([
            (0,common_text.forMarkdown)(e.name ?? '', MAX.name),
            codeCell(e.method ?? '', MAX.method),
            codeCell((0,common_text.visibleUrl)(e.url ?? ''), MAX.url),
            (0,common_text.forMarkdown)(e.id, MAX.id)
        ]);
    }
}
/** Description and remediation of one finding, collapsed. */
function remediationBlock(f) {
    const title = `${format/* SEVERITY_MARK */.yD[f.severity]} ${format/* SEVERITY_LABEL */.Rt[f.severity]}: ${(0,common_text.forMarkdown)(f.name, MAX.name)}`;
    const parts = [];
    if (f.description)
        parts.push(`**What it is**\n\n${(0,common_text.forMarkdownBlock)(f.description, 4000)}`);
    parts.push(f.remediation
        ? `**How to fix it**\n\n${(0,common_text.forMarkdownBlock)(f.remediation, 4000)}`
        : '_The service gave no remediation for this finding._');
    const cwe = f.cwe.map((c) => (0,common_text.forMarkdown)(c, 20)).filter((c) => c !== '');
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
    if (place.fixFirst !== false)
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
    addWarnings(doc, ctx, h);
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
    for (const [state, title] of occurrenceGroups((0,format/* baselineHides */.Nl)(ctx))) {
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
        lines.unshift(`**Why:** ${(0,common_text.forMarkdown)(ctx.message, 1000)}`);
    if (ctx.parseError) {
        lines.push(`**The result could not be read:** ${(0,common_text.forMarkdown)(ctx.parseError, 1000)}`);
        lines.push('The raw result text is kept in the JSON report file.');
    }
    doc.add(lines.join('  \n'));
    addWarnings(doc, ctx, '#'.repeat(place.level + 1));
    return doc.finish();
}
/** Which build the verdict is about, right under the verdict (issue 21). */
function addBuildLine(doc, ctx, withBaseline = true) {
    const line = (0,build_facts/* buildLine */.hU)(ctx, withBaseline);
    if (line)
        doc.add(line);
}
/** The verdict, and one line why (with a baseline: the known criticals still open, too). */
function headline(ctx, place) {
    const heading = `${'#'.repeat(place.level)} ${place.subject}: ${STATUS_WORD[ctx.outcome]}`;
    const v = ctx.verdict;
    if (!v)
        return heading;
    return `${heading}\n\n${(0,common_text.forMarkdown)(v.line, 1000)}${knownCriticalWords(ctx)}`;
}
/**
 * With a baseline, the criticals it already had that are still open: they do not count toward
 * the gate, but the verdict line must not hide them (issue 24). '' when there are none.
 */
function knownCriticalWords(ctx) {
    const v = ctx.verdict;
    if (!v || !(0,format/* baselineHides */.Nl)(ctx))
        return '';
    const shown = (0,format/* shownCounts */.EK)(v);
    const known = shown.unfixed.critical - shown.new.critical;
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
        const more = `_… and ${(0,format/* formatCount */.B4)(left)} more counted occurrence${left === 1 ? '' : 's'}`;
        // The tables below hold MAX_OCCURRENCE_ROWS occurrences in all: never promise more.
        const unfixed = (0,format/* unfixedWorstFirst */.FN)(ctx).length;
        doc.add(unfixed <= MAX_OCCURRENCE_ROWS
            ? `${more}, listed below._`
            : `${more}; the tables below list the first ${(0,format/* formatCount */.B4)(MAX_OCCURRENCE_ROWS)} of all ` +
                `${(0,format/* formatCount */.B4)(unfixed)} unfixed occurrences, worst first, and the JSON report ` +
                '(`report-file`) lists every one._');
    }
}
/** Application, test, status and our own links, one per line. */
function aboutLines(ctx) {
    const app = ctx.application;
    const name = app.name ?? ctx.meta.applicationName;
    const url = app.url ?? ctx.meta.url;
    const lines = [
        `**Application:** ${name ? `${(0,common_text.forMarkdown)(name, 200)} (token ` : ''}${(0,common_text.forCodeSpan)(app.token, 64)}` +
            `${name ? ')' : ''}${url ? ` at ${(0,common_text.forCodeSpan)((0,common_text.visibleUrl)(url), 500)}` : ''}`
    ];
    if (ctx.meta.projectName)
        lines.push(`**Project:** ${(0,common_text.forMarkdown)(ctx.meta.projectName, 200)}`);
    if (ctx.resultToken)
        lines.push(`**Test run:** ${(0,common_text.forMarkdown)(ctx.resultToken, 64)}`);
    if (ctx.status !== undefined || ctx.progress !== undefined) {
        const progress = ctx.progress !== undefined ? ` (${(0,common_text.forMarkdown)(ctx.progress, 10)}%)` : '';
        // A test that timed out or was stopped was last seen running: say when, not what it is now.
        const label = ctx.outcome === 'timed-out' || ctx.outcome === 'stopped'
            ? 'Last status seen before the end'
            : 'Status';
        lines.push(`**${label}:** ${(0,common_text.forMarkdown)(ctx.status ?? 'unknown', 60)}${progress}`);
    }
    if (ctx.meta.generatedDate) {
        lines.push(`**Result generated:** ${(0,build_facts/* generatedWhen */.St)(ctx.meta.generatedDate) ?? ''}`);
    }
    const href = (0,common_text.safeHref)(ctx.serviceTestUrl);
    if (href)
        lines.push(`[Open this test on the service](${href})`);
    return lines;
}
function gateLine(ctx) {
    const i = ctx.inputs;
    const parts = [
        `**Gate:** fails on ${(0,format/* formatThreshold */.B6)(i.threshold)} beyond ` +
            `max&#45;unfixed ${(0,common_text.forMarkdown)((0,format/* formatBudget */.H0)(i.budget), 200)}`
    ];
    const baseline = (0,format/* baselineSource */.f0)(ctx);
    if (baseline)
        parts.push(`baseline: ${(0,common_text.forMarkdown)(baseline, 300)}`);
    else if (i.baseline.kind !== 'none') {
        parts.push(`baseline ${(0,common_text.forMarkdown)((0,format/* formatBaselineInput */.fo)(i.baseline), 300)} not used`);
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
        'The JSON report (`report-file`) lists them all.');
}
/** The warnings, under a heading at the level of the summary's other sections (`h`). */
function addWarnings(doc, ctx, h) {
    const warnings = (0,context/* allWarnings */.h)(ctx);
    if (warnings.length === 0)
        return;
    const items = warnings.slice(0, MAX_WARNINGS).map((w) => `- ${(0,common_text.forMarkdown)(w, 500)}`);
    if (warnings.length > MAX_WARNINGS) {
        items.push(`- … ${(0,format/* formatCount */.B4)(warnings.length - MAX_WARNINGS)} more in the JSON report`);
    }
    doc.add(`${h} Warnings\n\n${items.join('\n')}`);
}
function leftOutNote(left) {
    if (left.length === 0)
        return undefined;
    return `_… ${left.join(', ')} not shown; see the JSON report (\`report-file\`)._`;
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
 * of a larger comment (several applications, estate.ts) carries no link to the run, no table of
 * occurrences by severity and no "Fix first": the comment around it has the one link, the
 * overview's severities and the step's one "Fix first".
 *
 * The baseline is named once: in the "Against the baseline" line when there is a verdict, else in
 * the build line.
 */
function buildComment(ctx, budgetChars = MAX_COMMENT_CHARS, section = false) {
    const doc = new BudgetedDoc(budgetChars, (s) => s.length);
    const name = ctx.application.name ?? ctx.meta.applicationName ?? ctx.application.token;
    doc.add(`### Security test: ${STATUS_WORD[ctx.outcome]} · ${(0,common_text.forMarkdown)(name, 200)}`);
    const why = ctx.verdict?.line ?? ctx.message ?? ctx.parseError;
    if (why)
        doc.add((0,common_text.forMarkdown)(why, 1000) + knownCriticalWords(ctx));
    const againstBaseline = ctx.verdict !== undefined && (0,format/* hasBaseline */.Ku)(ctx);
    // What it judged: the commit, when it was tested and whether a test was reused, when known.
    addBuildLine(doc, ctx, !againstBaseline);
    const result = (0,build_facts/* resultLine */.ow)(ctx);
    if (result)
        doc.add(result);
    if (ctx.verdict) {
        if (againstBaseline)
            doc.add(baselineLine(ctx));
        if (!section) {
            addTopOccurrences(doc, ctx);
            doc.add(countsTable(ctx));
        }
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
    const c = ctx.verdict ? (0,format/* shownCounts */.EK)(ctx.verdict) : undefined;
    const fresh = c ? (0,types/* totalOf */.e6)(c.new) : 0;
    // Regressions the baseline had as Fixed are neither new nor still open.
    const back = (ctx.verdict?.occurrences ?? []).filter((o) => o.regressed === true && !o.isNew && o.state !== 'monitored').length;
    // Held by the baseline at a less severe severity: counted, not "still open".
    const escalated = (ctx.verdict?.occurrences ?? []).filter((o) => o.escalatedFrom !== undefined && o.counted && !o.isNew).length;
    const stillOpen = (c ? (0,types/* totalOf */.e6)(c.unfixed) : 0) - fresh - back - escalated;
    return (`${againstTheBaseline((0,format/* baselineSource */.f0)(ctx) ?? '')}${(0,format/* formatCount */.B4)(fresh)} new · ` +
        (back > 0 ? `${(0,format/* formatCount */.B4)(back)} regressed · ` : '') +
        (escalated > 0 ? `${(0,format/* formatCount */.B4)(escalated)} escalated · ` : '') +
        `${(0,format/* formatCount */.B4)(stillOpen)} still open · ` +
        `${(0,format/* formatCount */.B4)((0,format/* fixedSinceBaselineCount */.jz)(ctx))} fixed since the baseline`);
}
/**
 * The start of the "Against the baseline" line, naming its source. A comment over several
 * applications that share one baseline names it once above them, and takes it out of each
 * section's line (estate.ts: `unnamedBaseline`).
 */
function againstTheBaseline(source) {
    return source === undefined
        ? '**Against the baseline:** '
        : `**Against the baseline** (${(0,common_text.forMarkdown)(source, 300)}): `;
}
/** A comment section's text with its baseline line no longer naming `source` (named above it). */
function unnamedBaseline(comment, source) {
    return comment.replace(againstTheBaseline(source), againstTheBaseline(undefined));
}
function linkTo(text, url) {
    const href = (0,common_text.safeHref)(url);
    return href ? `[${text}](${href})` : '';
}

// EXTERNAL MODULE: ./src/report/json-report.ts
var json_report = __nccwpck_require__(119);
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
    const pct = progress !== undefined && Number.isFinite(progress) ? `, ${(0,common_text.forLog)(progress, 10)}%` : '';
    return `Test status: ${(0,common_text.forLog)(status ?? 'unknown', 60)}${pct}`;
}
function logVerdict(log, ctx, options = {}) {
    const test = ctx.resultToken ? ` (test ${(0,common_text.forLog)(ctx.resultToken, 64)})` : '';
    log.info(`Security test ${OUTCOME_WORD[ctx.outcome]}${test}`);
    if (ctx.status !== undefined || ctx.progress !== undefined) {
        log.info(progressLine(ctx.status, ctx.progress));
    }
    const v = ctx.verdict;
    if (!v) {
        if (options.reasonLast)
            return;
        if (ctx.message)
            log.info(`Why: ${(0,common_text.forLog)(ctx.message, 1000)}`);
        if (ctx.parseError)
            log.info(`The result could not be read: ${(0,common_text.forLog)(ctx.parseError, 1000)}`);
        return;
    }
    // A failed gate's failure line is the verdict's line.
    if (!(options.reasonLast && ctx.outcome === 'failed'))
        log.info(`Verdict: ${(0,common_text.forLog)(v.line, 1000)}`);
    const shown = (0,format/* shownCounts */.EK)(v);
    const monitored = (0,format/* monitoredWords */.zJ)(v);
    log.info(`Unfixed occurrences: ${(0,format/* formatCount */.B4)((0,types/* totalOf */.e6)(shown.unfixed))} ` +
        `(${(0,format/* formatSeverityCounts */.lc)(shown.unfixed)}); ` +
        `new: ${(0,format/* formatCount */.B4)((0,types/* totalOf */.e6)(shown.new))}; fixed: ${(0,format/* formatCount */.B4)((0,types/* totalOf */.e6)(v.counts.fixed))}; ` +
        `ignored: ${(0,format/* formatCount */.B4)((0,types/* totalOf */.e6)(v.counts.ignored))}; ` +
        `counted by the gate: ${(0,format/* formatCount */.B4)((0,types/* totalOf */.e6)(v.counts.counted))}` +
        (monitored ? `; ${monitored}` : ''));
    const baseline = (0,format/* baselineSource */.f0)(ctx);
    if (baseline) {
        log.info(`Baseline: ${(0,common_text.forLog)(baseline, 300)}; ` +
            `${(0,format/* formatCount */.B4)((0,format/* fixedSinceBaselineCount */.jz)(ctx))} fixed since the baseline`);
    }
    const rows = findingRows(ctx).filter((r) => r.unfixed > 0);
    for (const r of rows.slice(0, log_verdict_TOP_FINDINGS)) {
        log.info(`  ${format/* SEVERITY_LABEL */.Rt[r.finding.severity].padEnd(8)}  ${(0,common_text.forLog)(r.finding.name, 200)}: ` +
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
/** Whether the gate judged a whole result (passed, warned or failed). */
function hasVerdict(ctx) {
    return ctx.outcome === 'passed' || ctx.outcome === 'warned' || ctx.outcome === 'failed';
}
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
    if (SARIF_COMMANDS.has(ctx.command) && options.sarifOnlyWithVerdict && !hasVerdict(ctx)) {
        // The step's upload can run for another application's verdict (a tolerated time-out ranks
        // below a failure): a file with no results, or with a partial result's, would let code
        // scanning close this application's alerts that nothing showed fixed. A file an earlier run
        // left at its path would be uploaded as this run's: it goes (a link is removed, not followed).
        try {
            (0,file_write/* removeFileSafely */.bf)(options.sarifFile || defaultPath(host, ctx, 'sarif'));
        }
        catch {
            // A folder at that path, or a link in its folders, is not ours to remove through.
        }
        log.notice(`No SARIF file for this application: its test reached no verdict (${ctx.outcome}), so code scanning keeps its alerts as they were`);
    }
    else if (SARIF_COMMANDS.has(ctx.command)) {
        const sarifFile = options.sarifFile || defaultPath(host, ctx, 'sarif');
        const failed = writeReportFile(`the SARIF file ${sarifFile}`, () => {
            sarif = (0,report_sarif/* writeSarif */.lg)(sarifFile, withRun, {
                anchorFile: host.sarifAnchor(),
                category: (0,report_sarif/* sarifCategory */.ab)(ctx.application.token),
                informationUri: host.informationUri,
                ...(options.sarifMaxGzipBytes ? { maxGzipBytes: options.sarifMaxGzipBytes } : {})
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
    const append = () => (0,file_write/* appendTextSafely */.O8)(file, text);
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
        const why = (0,common_text.forLog)(err?.message ?? String(err), 300);
        log.warning(`Could not write ${(0,common_text.forLog)(what, 400)}: ${why}`);
        return false;
    }
}

;// CONCATENATED MODULE: ./src/report/test-result-predicate.ts
// The gate's verdict as an in-toto test-result v0.1 predicate
// (https://github.com/in-toto/attestation/blob/main/spec/predicates/test-result.md), for
// `actions/attest` to sign and a deploy job to check (docs: every-path-to-main).
//
// Decisions:
// - Made from the step's one CommandResult, the object that sets the `outcome` output, and the
//   gate ids it carries (publish.ts): never a second reading of the result, so the signed result
//   cannot disagree with the gate (two readings once did, in other scanners).
// - `result`: PASSED (passed), WARNED (warned), FAILED (failed, error, timed-out, stopped: no
//   passing verdict, whatever fail-on-timeout says). `started` (start) and the commands that judge
//   nothing write no predicate.
// - One predicate per step. With several applications `result` follows the step's outcome (the
//   worst of them) and `configuration` names each application with its own outcome.
// - `failedTests`: the ids (the JSON report's occurrence `id`) of the counted occurrences of every
//   gate that failed; empty when no gate failed on findings (an error before any verdict fails
//   with an empty list). `warnedTests`: the occurrences under a `warn` policy rule. An accepted
//   risk about to expire also makes the step WARNED but is a rule, not an occurrence: none is
//   listed for it. `passedTests` is left out: an occurrence the gate did not count is not a test
//   that passed (a fixed one, an accepted one, one below the threshold), and listing them would
//   say otherwise. Ids from several applications share one list: an id is a hash of the
//   finding's name, method and URL, so the same id is the same occurrence.
// - No secret (no access or GitHub token) and no text of the service's but the application's
//   name (a name in a descriptor's annotations, cleaned): finding names stay out, ids only.
// - `configuration`: the tool and its version; each application (its token as the descriptor's
//   stable name, at the service's base URL); the commit judged (digest gitCommit, when the
//   commit is a full SHA); the gate's settings, with the sha256 of their canonical JSON (keys
//   sorted, no white space) as the digest and that JSON as the content, so a policy can pin
//   the settings by one value and check the value against the text.









const TEST_RESULT_PREDICATE_TYPE = 'https://in-toto.io/attestation/test-result/v0.1';
const TEST_RESULT_OUTPUT = 'test-result-predicate';
/** The commands whose outcome is a gate's verdict. */
const JUDGING_COMMANDS = new Set(['scan', 'wait', 'report']);
/**
 * At most this many ids in a list: a signed predicate is at most 16 MB (actions/attest), and an
 * id takes 35 bytes. The application's annotations keep the full counts.
 */
const MAX_TEST_IDS = 200_000;
/** The predicate of the step's result; undefined when the step reached no verdict to sign. */
function testResultPredicate(result, settings, host = {}) {
    const verdict = resultOf(result.outcome);
    if (!verdict || !JUDGING_COMMANDS.has(settings.command))
        return undefined;
    const parts = result.parts ?? [result];
    const commit = fullSha(result.outputs.commit);
    const url = webUrl(host.runUrl);
    return {
        result: verdict,
        configuration: [
            toolDescriptor(host),
            ...parts.map((p) => applicationDescriptor(p, settings.baseUrl)),
            ...(commit ? [{ name: 'commit', digest: { gitCommit: commit } }] : []),
            settingsDescriptor(settings)
        ],
        ...(url ? { url } : {}),
        warnedTests: ids(parts.map((p) => p.gateIds?.warned ?? [])),
        failedTests: ids(parts.map((p) => p.gateIds?.failed ?? []))
    };
}
function resultOf(outcome) {
    switch (outcome) {
        case 'passed':
            return 'PASSED';
        case 'warned':
            return 'WARNED';
        case 'started':
            return undefined;
        default:
            return 'FAILED';
    }
}
function toolDescriptor(host) {
    const home = webUrl(host.informationUri) ?? report_sarif/* PROJECT_URL */.w5.replace(/#.*$/, '');
    return { name: report_sarif/* TOOL_NAME */.lH, uri: home, annotations: { version: report_sarif/* TOOL_VERSION */.wr } };
}
function applicationDescriptor(part, baseUrl) {
    const token = (0,common_text.oneLine)(part.application?.token ?? '', 64);
    const annotations = { outcome: part.outcome };
    const name = part.application?.name;
    // The service's text, kept as a label only: cleaned and bounded like the `results` output.
    if (name)
        annotations.applicationName = (0,common_text.forPlainSpelled)((0,common_text.oneLine)(name, 200), 200);
    const test = part.outputs['result-token'];
    if (typeof test === 'string' && test)
        annotations.resultToken = (0,common_text.oneLine)(test, 64);
    const baseline = part.outputs['baseline-source'];
    if (typeof baseline === 'string')
        annotations.baselineSource = (0,common_text.forPlainSpelled)(baseline, 300);
    if (part.gateIds) {
        annotations.failedCount = part.gateIds.failed.length;
        annotations.warnedCount = part.gateIds.warned.length;
    }
    return { name: token, uri: serviceUri(baseUrl), annotations };
}
/** The gate's settings: what a policy pins (a threshold lowered in a pull request shows here). */
function test_result_predicate_gateSettings(s) {
    return {
        command: s.command,
        'fail-threshold': s.threshold,
        'max-unfixed': (0,format/* formatBudget */.H0)(s.budget),
        baseline: (0,common_text.forPlainSpelled)((0,format/* formatBaselineInput */.fo)(s.baseline), 1000),
        'baseline-missing': s.baselineMissing,
        'ignore-file': (0,common_text.forPlainSpelled)(s.ignoreFile.path, 1000)
    };
}
function settingsDescriptor(s) {
    const settings = test_result_predicate_gateSettings(s);
    const text = canonicalJson(settings);
    return {
        name: 'gate-settings',
        digest: { sha256: (0,external_node_crypto_.createHash)('sha256').update(text, 'utf8').digest('hex') },
        content: Buffer.from(text, 'utf8').toString('base64'),
        mediaType: 'application/json',
        annotations: settings
    };
}
/** JSON with every object's keys sorted and no white space: one text for the same settings. */
function canonicalJson(value) {
    if (Array.isArray(value))
        return `[${value.map(canonicalJson).join(',')}]`;
    if (value !== null && typeof value === 'object') {
        const entries = Object.entries(value)
            .filter(([, v]) => v !== undefined)
            .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
        return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
    }
    return JSON.stringify(value);
}
/** Sorted, each once, at most MAX_TEST_IDS. */
function ids(lists) {
    return [...new Set(lists.flat())].sort().slice(0, MAX_TEST_IDS);
}
/** A full commit SHA (git's SHA-1 or SHA-256), lower case; a short one names no digest. */
function fullSha(value) {
    return typeof value === 'string' && /^([0-9a-f]{40}|[0-9a-f]{64})$/i.test(value)
        ? value.toLowerCase()
        : undefined;
}
/** The service's base URL without credentials, query or fragment. */
function serviceUri(baseUrl) {
    try {
        const url = new URL(baseUrl);
        return `${url.protocol}//${url.host}${url.pathname.replace(/\/+$/, '')}`;
    }
    catch {
        return 'about:invalid';
    }
}
/** `security-test-<token>.test-result.json`; with several applications, named by all of them. */
function predicateFileName(tokens) {
    if (tokens.length <= 1)
        return reportFileName(tokens[0] ?? '', 'test-result.json');
    const key = (0,external_node_crypto_.createHash)('sha256').update(tokens.join(',')).digest('hex').slice(0, 16);
    return reportFileName(`applications-${key}`, 'test-result.json');
}
/**
 * The step's result with its predicate written (the `test-result-predicate` output names it), or
 * unchanged when there is no verdict to sign. The file is a report file like the JSON report
 * (unwritten.ts): one that cannot be written makes the run an error, after its verdict — an
 * attest step would otherwise sign nothing, or an earlier run's file left at the path.
 */
function withTestResultPredicate(result, config, host) {
    const predicate = testResultPredicate(result, config, host);
    if (!predicate)
        return result;
    const tokens = 'applicationTokens' in config ? config.applicationTokens : [];
    const file = external_node_path_.join(host.tempDir, predicateFileName(tokens));
    const failed = writeReportFile(`the test-result predicate ${file}`, () => {
        (0,file_write/* writeTextSafely */.Dl)(file, `${JSON.stringify(predicate, null, 2)}\n`);
    });
    if (!failed)
        return { ...result, outputs: { ...result.outputs, [TEST_RESULT_OUTPUT]: file } };
    return { ...result, outcome: 'error', failure: unwrittenFailure([failed], result.failure) };
}

;// CONCATENATED MODULE: ./src/lifecycle/known-application.ts
const known = new WeakMap();
function rememberApplication(run, application) {
    known.set(run, application);
}
/** The application the preflight read for `run`, when it did. */
function knownApplication(run) {
    return known.get(run);
}

// EXTERNAL MODULE: ./src/findings/severity.ts
var findings_severity = __nccwpck_require__(110);
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
    const noun = !withBaseline
        ? 'unfixed occurrence'
        : (input.expiredCounted ?? 0) > 0
            ? 'counted unfixed occurrence'
            : (input.regressedCounted ?? 0) > 0
                ? 'new or regressed unfixed occurrence'
                : 'new unfixed occurrence';
    const total = (0,types/* totalOf */.e6)(counted);
    const at = (0,findings_severity/* thresholdPhrase */.vN)(threshold);
    const passed = gatePasses(threshold, budget, counted);
    if (passed) {
        const aside = setAsideClause(input.setAside);
        // Some unfixed occurrences were not counted: the line says what it counted, and what not.
        const countedNoun = aside === '' ? noun : `counted ${noun}`;
        if (total === 0)
            return `passed: no ${countedNoun}s ${at}${aside}`;
        if (budget.kind === 'total') {
            return `passed: ${plural(total, countedNoun)} ${at}, within the budget of ${(0,common_text.formatCount)(budget.max)}${aside}`;
        }
        return `passed: ${plural(total, countedNoun)} ${at} (${breakdown(counted)}), within the per-severity budgets${aside}`;
    }
    if (budget.kind === 'total') {
        return `${plural(total, noun)} ${at} (${breakdown(counted)}) ${exceed(total)} the budget of ${(0,common_text.formatCount)(budget.max)}`;
    }
    return overBudget(threshold, budget, counted)
        .map((s, i) => {
        const n = counted[s];
        const max = budget.max[s] ?? 0;
        // The first clause says it in full; the rest repeat its pattern in short.
        return i === 0
            ? `${s}: ${plural(n, noun)} ${exceed(n)} the budget of ${(0,common_text.formatCount)(max)}`
            : `${s}: ${(0,common_text.formatCount)(n)} ${exceed(n)} ${(0,common_text.formatCount)(max)}`;
    })
        .join('; ');
}
/** "; 2 warned by policy, 1 monitored, 3 accepted risks": the unfixed ones not counted. */
function setAsideClause(aside) {
    if (!aside)
        return '';
    const parts = [
        aside.warned > 0 ? `${(0,common_text.formatCount)(aside.warned)} warned by policy` : '',
        aside.monitored > 0 ? `${(0,common_text.formatCount)(aside.monitored)} monitored by policy` : '',
        aside.accepted > 0 ? `${(0,common_text.formatCount)(aside.accepted)} accepted as risks` : ''
    ].filter((p) => p !== '');
    return parts.length === 0 ? '' : `; ${parts.join(', ')}`;
}
/** "critical 1, high 3": the severities with a count, worst first. */
function breakdown(counts) {
    return types/* SEVERITIES */.oC.filter((s) => counts[s] > 0)
        .map((s) => `${s} ${(0,common_text.formatCount)(counts[s])}`)
        .join(', ');
}
function plural(n, noun) {
    return `${(0,common_text.formatCount)(n)} ${noun}${n === 1 ? '' : 's'}`;
}
function exceed(n) {
    return n === 1 ? 'exceeds' : 'exceed';
}

;// CONCATENATED MODULE: ./src/report/test-start.ts
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
/** The verdict's decision by occurrence id, for the test-result predicate; none without one. */
function gateOf(e) {
    const v = e?.verdict;
    if (!v)
        return {};
    const failed = [];
    const warned = [];
    for (const o of v.occurrences) {
        if (o.counted && !v.passed)
            failed.push(o.id);
        else if (o.state === 'warned')
            warned.push(o.id);
    }
    return { gateIds: { failed, warned } };
}
/** The gate's numbers, for the verdict record (absent when nothing was judged). */
function gateCounts(e) {
    const v = e?.verdict;
    if (!v)
        return undefined;
    return {
        counted: { ...v.counts.counted },
        unfixed: (0,types/* totalOf */.e6)(v.counts.unfixed),
        overBudget: overBudget(v.threshold, v.budget, v.counts.counted)
    };
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
        ...optionalStart(testStartOf(ctx, info.resultToken)),
        finishedAt: new Date(ctx.clock.now()).toISOString()
    };
}
function optionalGate(gate) {
    return gate ? { gate } : {};
}
function optionalStart(startedAt) {
    return startedAt ? { startedAt } : {};
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
    const files = await writeReports(buildReportContext(ctx, p, build), {
        ...ctx.config,
        annotationLimits,
        reported: ctx.estate?.reported,
        sarifMaxGzipBytes: ctx.estate?.sarifMaxGzipBytes,
        sarifOnlyWithVerdict: ctx.estate !== undefined
    }, ctx.reports, ctx.log);
    const unwritten = files.unwritten.length > 0;
    return {
        outcome: unwritten ? 'error' : p.outcome,
        failure: unwritten ? unwrittenFailure(files.unwritten, p.failure) : p.failure,
        application: {
            token: p.info.applicationToken,
            name: p.info.application?.name || p.evaluation?.parsed?.meta.applicationName
        },
        ...gateOf(p.evaluation),
        // Only what the run established: buildOf's stand-in (the host's commit) was shown by nothing
        // and judged a test the run did not start.
        build: p.info.build,
        ...optionalGate(gateCounts(p.evaluation)),
        outputs: {
            'result-token': p.info.resultToken,
            // The service's word, but an output can end up inside a later `run:` script: one clean line.
            status: p.info.status === undefined ? undefined : (0,common_text.oneLine)(p.info.status, 60),
            progress: p.info.progress,
            ...countOutputs(p.evaluation),
            // "none" also when a baseline was asked for but could not be read (the gate then had none).
            'baseline-source': (0,common_text.oneLine)(p.evaluation?.baseline?.source ?? 'none', 300),
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
    if (e instanceof errors.InputError) {
        return `Invalid inputs (no request was sent):\n${e.problems.map((p) => `  ${p.input}: ${p.message}`).join('\n')}`;
    }
    if (e instanceof errors.CancelledError)
        return `${cancelledWords(words)} (${e.signalName})`;
    if (isApiError(e))
        return e.message;
    return `Unexpected error: ${(0,common_text.errorText)(e, 500)}`;
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
    lowerName = (0,common_text.memoised)((name) => name.trim().toLowerCase(), 100_000);
    /** Some unexpired entry records a severity (only such an entry can be exceeded). */
    bounded = false;
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
            if (rule.severity !== undefined)
                this.bounded = true;
            if (rule.id !== undefined)
                push(this.byId, rule.id, compiled);
            else if (compiled.finding !== undefined)
                push(this.byName, compiled.finding, compiled);
        });
    }
    get isEmpty() {
        return this.byId.size === 0 && this.byName.size === 0;
    }
    /** The first entry that matches the occurrence and was written for its severity or a worse one. */
    match(occurrence) {
        return this.first(occurrence, true);
    }
    /**
     * The severity of the first entry that matches the occurrence but for its severity (it was
     * written for a less severe one): when `match` finds none, the occurrence is an escalation.
     */
    exceeded(occurrence) {
        // Only an entry that records a severity can be exceeded: most files have none.
        if (!this.bounded)
            return undefined;
        return this.first(occurrence, false)?.rule.severity;
    }
    first(o, covering) {
        if (this.isEmpty)
            return undefined;
        const lower = this.lowerName(o.name);
        const byId = earliest(undefined, this.byId.get(o.id), o, lower, covering);
        const best = earliest(byId, this.byName.get(lower), o, lower, covering);
        return best === undefined ? undefined : { rule: best.rule, number: best.number };
    }
}
/** The earliest candidate that fits the occurrence and covers its severity (or, `covering` false, does not). */
function earliest(best, candidates, o, lowerName, covering) {
    for (const c of candidates ?? []) {
        if (best !== undefined && c.number >= best.number)
            continue;
        if (fits(c, o, lowerName) && (0,findings_severity/* covers */.hU)(c.rule.severity, o.severity) === covering)
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
var findings_policy = __nccwpck_require__(109);
;// CONCATENATED MODULE: ./src/findings/regressions.ts
// What the accepted risks and the baseline say beyond the gate: entries about to run out (the
// outcome becomes `warned`), and entries whose occurrences are gone ("fixed — remove this entry"),
// so the files shrink as work is done instead of hiding a finding that comes back years later.



/**
 * The service's own word for an occurrence that was fixed and is open again: `Re-opened` (seen in
 * the wild), also `reopened`, `Re opened`, `regressed`, in any case.
 */
function isReopenedStatus(status) {
    if (status.length > 40)
        return false;
    const word = status.toLowerCase().replace(/[\s_-]+/g, '');
    return word === 'reopened' || word === 'regressed';
}
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
    return matchingNoOpen(rules.filter((rule, i) => !used.has(i + 1) && !isExpired(rule, now)), occurrences);
}
/** The entries of `candidates` that match no open occurrence (against maps by id and by name). */
function matchingNoOpen(candidates, occurrences) {
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
    const what = rule.finding !== undefined ? `for "${(0,common_text.forLog)(rule.finding, 200)}"` : `for occurrence ${rule.id}`;
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
        notices.push(`baseline ${(0,common_text.forLog)(baseline.source, 300)}: ${gone.length} occurrence${gone.length === 1 ? '' : 's'} it holds open ${gone.length === 1 ? 'is' : 'are'} fixed — remove ${gone.length === 1 ? 'this entry' : 'these entries'} (${shown}${more}), or run adopt again`);
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
        lines.push(`policy warn: ${n} open occurrence${n === 1 ? '' : 's'} of "${(0,common_text.forLog)(name, 200)}" (shown, never fails the build)`);
    }
    if (byName.size > names.length)
        lines.push(`policy warn: ${byName.size - names.length} more findings (see the summary and the JSON report)`);
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

;// CONCATENATED MODULE: ./src/findings/gate.ts
// The gate: every occurrence judged against the baseline, the accepted risks and the threshold;
// the counted ones measured against the budget.
//
// Decisions:
// - An occurrence's state is decided in this order: fixed, ignored (an unexpired accepted risk
//   matches), below-threshold (with fail-threshold none every unfixed one is below it), existing
//   (unfixed in the baseline), new. Only `new` ones count, and `existing` ones an expired
//   accepted risk matches (the baseline does not outlive the entry's expiry).
// - `existing` means unfixed in the baseline. An occurrence that was Fixed before and is open
//   again is a regression and counts: the baseline had it as fixed, or the application's previous
//   completed test did (`previouslyFixed`), or the service itself says so (status `Re-opened`).
// - counts.new is every unfixed occurrence not in the baseline (neither unfixed nor Fixed there),
//   whatever its state, so the `new-count` output does not depend on the threshold or the ignore
//   file; a regression the baseline had as Fixed is in counts.regressed instead. Counted ones are
//   in the state `new` either way ("new or regressed": what the gate counts with a baseline).
// - A regression is judged before the accepted risks and the
//   policy: neither hides it; only fail-threshold still applies (`none` never fails on findings).
// - An entry covers exactly what was reviewed: never an occurrence more severe than the one it
//   was written for (severity.ts `covers`). An occurrence the baseline holds at a less severe
//   severity, or that an accepted risk matches but for its severity (and none covers), is
//   escalated and counts like a regression. Only an accepted risk that records a severity
//   covering it hides one the baseline held lower: one without a severity was not written for it.
// - Policy rules (warn, monitor) apply after the accepted risks: an accepted occurrence stays
//   ignored, and counts (or warns) again when its entry expires.








function judge(parsed, options) {
    if (options.labels === undefined)
        return decide(parsed, options);
    // Decided with no baseline at all, so the labels cannot hide anything (by construction: they
    // are not passed to the decision); only then are the occurrences marked new or not.
    const { labels, ...rest } = options;
    return labelled(decide(parsed, rest), labels);
}
/**
 * What a labels-only baseline changes: which unfixed occurrences are new (isNew, new-count, the
 * monitored new ones), what was fixed since it, and its source. Never a state, a count the gate
 * adds up, the line, or passed.
 */
function labelled(verdict, labels) {
    const counts = { ...verdict.counts, new: (0,types/* zeroCounts */.Nd)(), monitoredNew: (0,types/* zeroCounts */.Nd)() };
    const open = new Set();
    for (const o of verdict.occurrences) {
        if (o.fixed)
            continue;
        open.add(o.id);
        // Known before, as open or as Fixed: not new (a Fixed one open again is labelled by the
        // gate's own regression rules, previouslyFixed and the service's Re-opened, never by these).
        o.isNew = !labels.unfixed.has(o.id) && !labels.fixed.has(o.id);
        if (!o.isNew)
            continue;
        counts.new[o.severity]++;
        if (o.state === 'monitored')
            counts.monitoredNew[o.severity]++;
    }
    let fixedSinceBaseline = 0;
    for (const id of labels.unfixed)
        if (!open.has(id))
            fixedSinceBaseline++;
    return {
        ...verdict,
        counts: { ...counts, fixedSinceBaseline },
        baselineSource: labels.source,
        baselineLabelsOnly: true
    };
}
function decide(parsed, options) {
    const { threshold, budget, baseline } = options;
    const matcher = new IgnoreMatcher(options.ignore ?? [], options.now);
    const counts = {
        unfixed: (0,types/* zeroCounts */.Nd)(),
        fixed: (0,types/* zeroCounts */.Nd)(),
        new: (0,types/* zeroCounts */.Nd)(),
        counted: (0,types/* zeroCounts */.Nd)(),
        ignored: (0,types/* zeroCounts */.Nd)(),
        warned: (0,types/* zeroCounts */.Nd)(),
        regressed: (0,types/* zeroCounts */.Nd)(),
        monitored: (0,types/* zeroCounts */.Nd)(),
        monitoredNew: (0,types/* zeroCounts */.Nd)()
    };
    const policy = new findings_policy/* PolicyMatcher */.Lu(options.policy ?? [], options.findings);
    // Expired entries, matched as if still valid: their occurrences count again even when the
    // baseline holds them (adopt writes both), or an expiry would mean nothing.
    const expiredMatcher = new IgnoreMatcher(matcher.expired.map((m) => m.rule), 0);
    /** Entries that matched an open occurrence (used to tell stale ones and expiring ones). */
    const used = new Set();
    /** Expired entries (numbered as in expiredMatcher) that no longer hide an open occurrence. */
    const biting = new Set();
    // Only a baseline needs to know what is still unfixed (for "fixed since the baseline").
    const unfixedNow = baseline === undefined ? undefined : new Set();
    /** The severity an entry held the occurrence at, when it is more severe now and nothing covers it. */
    const escalation = (o, accepted, isNew) => {
        // An accepted risk that records a severity covering it was written for it as it is now.
        if (accepted?.rule.severity !== undefined)
            return undefined;
        const held = isNew ? undefined : baseline?.severity.get(o.id);
        if (held !== undefined && !(0,findings_severity/* covers */.hU)(held, o.severity))
            return held;
        return accepted === undefined ? matcher.exceeded(o) : undefined;
    };
    const judgeOne = (o) => {
        const s = o.severity;
        if (o.fixed) {
            counts.fixed[s]++;
            return judged(o, 'fixed', false, false);
        }
        counts.unfixed[s]++;
        unfixedNow?.add(o.id);
        const isNew = baseline === undefined || !baseline.unfixed.has(o.id);
        // new-count is "unfixed and not in the baseline": one the baseline had as Fixed is in it
        // (a regression, counted in regressed-count instead).
        const fixedInBaseline = isNew && baseline?.fixed.has(o.id) === true;
        if (isNew && !fixedInBaseline)
            counts.new[s]++;
        const accepted = matcher.match(o);
        const escalatedFrom = escalation(o, accepted, isNew);
        if (fixedInBaseline ||
            options.previouslyFixed?.has(o.id) === true ||
            isReopenedStatus(o.status)) {
            // Not "in use" for the entry that matches it: it cannot hide a regression, so its expiry
            // soon is no reason for `warned`.
            counts.regressed[s]++;
            const fresh = isNew && !fixedInBaseline;
            if (!(0,findings_severity/* atOrAbove */.kU)(s, threshold))
                return judged(o, 'below-threshold', false, fresh, undefined, true);
            counts.counted[s]++;
            return judged(o, 'new', true, fresh, undefined, true);
        }
        if (escalatedFrom !== undefined) {
            if (!(0,findings_severity/* atOrAbove */.kU)(s, threshold))
                return judged(o, 'below-threshold', false, isNew, undefined, false, escalatedFrom);
            counts.counted[s]++;
            return judged(o, 'new', true, isNew, undefined, false, escalatedFrom);
        }
        if (accepted !== undefined) {
            used.add(accepted.number);
            counts.ignored[s]++;
            return judged(o, 'ignored', false, isNew, {
                reason: accepted.rule.reason,
                expires: accepted.rule.expires
            });
        }
        // No valid entry hides it: an expired one that matches is why it shows again.
        const expired = expiredMatcher.isEmpty ? undefined : expiredMatcher.match(o);
        if (expired !== undefined)
            biting.add(expired.number);
        const mode = policy.match(o)?.mode;
        if (mode === 'warn') {
            counts.warned[s]++;
            return judged(o, 'warned', false, isNew);
        }
        if (mode === 'monitor') {
            counts.monitored[s]++;
            if (isNew)
                counts.monitoredNew[s]++;
            return judged(o, 'monitored', false, isNew);
        }
        if (!(0,findings_severity/* atOrAbove */.kU)(s, threshold))
            return judged(o, 'below-threshold', false, isNew);
        if (!isNew) {
            if (expired === undefined)
                return judged(o, 'existing', false, false);
            counts.counted[s]++;
            return judged(o, 'existing', true, false);
        }
        counts.counted[s]++;
        return judged(o, 'new', true, true);
    };
    // What the line names, counted as each occurrence is judged (no pass over them afterwards).
    let regressedCounted = 0;
    let escalatedCounted = 0;
    let expiredCounted = 0;
    let monitored = 0;
    const judgedAll = new Array(parsed.occurrences.length);
    for (let i = 0; i < parsed.occurrences.length; i++) {
        const j = judgeOne(parsed.occurrences[i]);
        judgedAll[i] = j;
        if (j.counted) {
            if (j.regressed === true)
                regressedCounted++;
            if (j.escalatedFrom !== undefined)
                escalatedCounted++;
            if (j.state === 'existing')
                expiredCounted++;
        }
        else if (j.state === 'monitored')
            monitored++;
    }
    const occurrences = (0,order/* inReportOrder */.ET)(judgedAll);
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
        withBaseline: baseline !== undefined,
        // An escalation is a change for the worse, as a regression is: "new or regressed".
        regressedCounted: regressedCounted + escalatedCounted,
        expiredCounted,
        setAside: {
            warned: (0,types/* totalOf */.e6)(counts.warned),
            monitored,
            accepted: (0,types/* totalOf */.e6)(counts.ignored)
        }
    });
    // A regression is worth naming in the one line that fails the step: no accepted risk hid it.
    const regressed = passed ? 0 : regressedCounted;
    const verdict = {
        passed,
        line: line +
            (regressed === 0 ? '' : ` (${(0,common_text.formatCount)(regressed)} regressed: was Fixed, open again)`) +
            (passed || escalatedCounted === 0
                ? ''
                : ` (${(0,common_text.formatCount)(escalatedCounted)} escalated: more severe than the entry that accepted it)`) +
            (passed || expiredCounted === 0
                ? ''
                : ` (${(0,common_text.formatCount)(expiredCounted)} counted again: accepted risk expired)`),
        threshold,
        budget,
        occurrences,
        counts: { ...counts, fixedSinceBaseline, total: occurrences.length },
        expiredRules: matcher.expired.map((m) => m.rule),
        expiringRules: expiringSoon(options.ignore ?? [], used, options.now, options.expiryWarningMs),
        // An expired entry whose occurrences are gone is "fixed — remove this entry" like a valid
        // one; one whose occurrences another valid entry hides says nothing (it hides nothing).
        staleRules: [
            ...staleRules(options.ignore ?? [], used, options.now, parsed.occurrences),
            ...matchingNoOpen(matcher.expired.filter((_, i) => !biting.has(i + 1)).map((m) => m.rule), parsed.occurrences)
        ],
        warnings: [
            ...parsed.warnings,
            ...matcher.expired.filter((_, i) => biting.has(i + 1)).map(expiredWarning)
        ]
    };
    if (baseline !== undefined)
        verdict.baselineSource = baseline.source;
    return verdict;
}
// The judgement is written onto the occurrence itself: one object per occurrence for the whole
// run (a copy of 100,000 of them costs megabytes). Every field is set on every call, so judging
// the same result again with other options gives the new answer.
function judged(o, state, counted, isNew, ignoredBecause, regressed = false, escalatedFrom) {
    const j = o;
    j.state = state;
    j.counted = counted;
    j.isNew = isNew;
    j.ignoredBecause = ignoredBecause;
    j.regressed = regressed;
    j.escalatedFrom = escalatedFrom;
    return j;
}
function expiredWarning({ rule, number }) {
    const what = rule.finding !== undefined ? `for "${(0,common_text.forLog)(rule.finding, 200)}"` : `for occurrence ${rule.id}`;
    return `accepted risk #${number} ${what} expired on ${rule.expires} and counts again`;
}

// EXTERNAL MODULE: ./src/findings/fields.ts + 1 modules
var fields = __nccwpck_require__(105);
;// CONCATENATED MODULE: ./src/findings/count-keys.ts
// Which keys of a result document state a count of what was found, read from the key's words
// (`critical_count` → critical count, `openHigh` → unfixed high, `total_vulnerabilities` → a total
// of findings, `occurrence_count` → a total of occurrences). The principle: a count whose name
// speaks of a severity, of findings, vulnerabilities, issues, alerts or occurrences — or that is
// a bare "total"/"count" where such counts stand — is a claim about what was found, and the
// reader must be able to account for it (severity-summary.ts). Any other word in the key makes it
// a count of something else (`request_count`, `page_count`, `scanned_urls_count`, `duration`).
// A count named open, unfixed, active, new (or unresolved, outstanding, remaining, "not fixed")
// claims unfixed occurrences: Fixed ones never account for it. Keys come in any case and form:
// run together (`criticalcount`, `TOTALVULNS`), abbreviated (`critical_cnt`, `qty_critical`), or
// as a paged list's total (`total_results`, `totalItems`), which counts findings where a bare
// total does. The contract says "any case or suffix form": a key we cannot split is no claim, so
// the vocabulary errs on reading more keys as counts (fail closed), not fewer.


// Words that say "a count of": `critical_count`, `numHigh`, `total_low`, `no_of_issues`.
const CONNECTORS = new Set([
    'of',
    'n',
    'no',
    'nb',
    'num',
    'number',
    'all',
    'unique',
    'distinct',
    'found',
    'detected',
    'reported',
    'identified'
]);
// A bare key needs one of these to be a count at all (`number` alone may number something else).
const COUNT_WORDS = new Set(['count', 'counts', 'total', 'totals', 'cnt', 'qty']);
// What a paged list counts (`total_results`, `totalItems`, `totalElements`): with a count word
// (or `num`, `number`) a bare total; alone (`results`, `items`) no count at all.
const PAGED = new Set(['results', 'result', 'items', 'item', 'elements', 'element']);
const NUMBERED = new Set(['num', 'number']);
const UNFIXED = new Set([
    'open',
    'unfixed',
    'notfixed',
    'active',
    'new',
    'unresolved',
    'outstanding',
    'remaining'
]);
// Counts of Fixed or closed occurrences are at most all those read: compared with all of them.
const OTHER_STATUS = new Set(['fixed', 'closed', 'resolved']);
const EITHER = new Set([
    'finding',
    'findings',
    'vulnerability',
    'vulnerabilities',
    'vuln',
    'vulns',
    'issue',
    'issues',
    'alert',
    'alerts',
    // `total_risks`: a count of risks is one of findings (`risk` alone names a field: `risk_level`).
    'risks'
]);
const OCCURRENCES = new Set([
    'occurrence',
    'occurrences',
    'occurence',
    'occurences',
    'instance',
    'instances'
]);
// Words that may stand beside a severity only (`high_risk_issues`, `severity_critical`); without
// one the key names a field, not a count (`severity_count`, `risk_level`).
const SEVERITY_FILLER = new Set(['risk', 'severity', 'level', 'sev']);
// "crit", "med" as dashboards abbreviate them.
const SHORT = new Map([
    ['crit', 'critical'],
    ['crits', 'critical'],
    ['med', 'medium'],
    ['hi', 'high'],
    ['lo', 'low']
]);
const MAX_KEY_CHARS = 60;
/** The words of a key: `openCriticalCount` → open, critical, count. */
function keyWords(key) {
    return key
        .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
        .toLowerCase()
        .split(/[^a-z0-9]+/)
        .filter((w) => w !== '');
}
// Keys written without separators (`criticalcount`, `TOTALVULNS`, `opencritical`) are split into
// the words above: a word that is none of them but is made of them whole is read as those words.
// A word that does not split whole (`counter`, `lowercase`, `median`) stays one unknown word.
const SEVERITY_WORDS = ['critical', 'criticals', 'high', 'highs', 'medium', 'mediums', 'moderate'];
const VOCABULARY = new Set([
    ...CONNECTORS,
    ...COUNT_WORDS,
    ...PAGED,
    ...UNFIXED,
    'not',
    'fixed',
    ...OTHER_STATUS,
    ...EITHER,
    ...OCCURRENCES,
    ...SEVERITY_FILLER,
    ...SEVERITY_WORDS,
    ...['low', 'lows', 'very', 'info', 'informational', 'crit', 'crits', 'med'],
    ...['summary', 'stats', 'statistics', 'counts', 'totals', 'overview', 'by', 'per', 'status']
    // One-letter and two-letter abbreviations split too much (`n`, `nb`, `hi`, `lo`).
].filter((w) => w.length > 2 || w === 'of' || w === 'no' || w === 'by'));
const MAX_PIECE = Math.max(...[...VOCABULARY].map((w) => w.length));
/** `criticalcount` → critical, count; undefined when it is not made of known words whole. */
function split(word) {
    // Fewest pieces to each prefix (a word is at most MAX_KEY_CHARS long).
    const best = [[]];
    for (let end = 1; end <= word.length; end++) {
        for (let start = Math.max(0, end - MAX_PIECE); start < end; start++) {
            const before = best[start];
            const piece = word.slice(start, end);
            if (before === undefined || !VOCABULARY.has(piece))
                continue;
            const candidate = best[end];
            if (candidate === undefined || before.length + 1 < candidate.length) {
                best[end] = [...before, piece];
            }
        }
    }
    return best[word.length];
}
/** A key's words, each one that runs several together split into them. */
function countWords(key) {
    const words = [];
    for (const w of keyWords(key)) {
        if (VOCABULARY.has(w) || severityOf(w) !== undefined)
            words.push(w);
        else
            words.push(...(split(w) ?? [w]));
    }
    return words;
}
/** What a count under `key` states, or undefined when the key names no count of findings. */
const countKey = (0,common_text.memoised)((key) => (key.length > MAX_KEY_CHARS ? null : (readKey(key) ?? null)), 10_000);
function readKey(key) {
    const rest = [];
    let unfixed = false;
    let counting = false;
    let status = false;
    let occurrences = false;
    let things = false;
    let filler = false;
    let paged = false;
    let numbered = false;
    const words = countWords(key);
    for (let i = 0; i < words.length; i++) {
        const w = words[i];
        if (w === 'not' && words[i + 1] === 'fixed') {
            unfixed = true;
            i++;
        }
        else if (UNFIXED.has(w))
            unfixed = true;
        else if (COUNT_WORDS.has(w))
            counting = true;
        else if (OTHER_STATUS.has(w))
            status = true;
        else if (OCCURRENCES.has(w))
            occurrences = true;
        else if (EITHER.has(w))
            things = true;
        else if (SEVERITY_FILLER.has(w))
            filler = true;
        else if (PAGED.has(w))
            paged = true;
        else if (NUMBERED.has(w))
            numbered = true;
        else if (!CONNECTORS.has(w))
            rest.push(w);
    }
    if (rest.length > 0) {
        const severity = rest.length <= 2 ? severityOf(rest.join('')) : undefined;
        return severity === undefined ? undefined : { severity, unfixed };
    }
    if (filler)
        return undefined;
    if (occurrences) {
        const alone = !counting && !unfixed && !status && !things && !paged && words.length === 1;
        return alone ? { of: 'occurrences', unfixed, hits: true } : { of: 'occurrences', unfixed };
    }
    if (things)
        return { of: 'either', unfixed };
    if (counting || (paged && numbered))
        return { of: 'bare', unfixed };
    if (paged)
        return undefined;
    if (unfixed || status)
        return { of: 'bare', unfixed, statusOnly: true };
    return undefined;
}
function severityOf(label) {
    // "criticals", "highs".
    return (0,findings_severity/* severityOfLabel */.ze)(label) ?? (0,findings_severity/* severityOfLabel */.ze)(label.replace(/s$/, '')) ?? SHORT.get(label);
}
const DIGITS = /^\s*\d{1,400}\s*$/;
// Anything that starts like a number ("2", "-1", "1e21", "2 findings") is meant as a count.
const NUMBER_TEXT = /^\s*[-+]?(?:\d|\.\d)/;
/**
 * The count a value holds: undefined when it is not meant as a number, NaN when it is one but
 * not a safe non-negative whole number (-1, 2.5, 1e21, "2 findings"): a count that cannot be
 * checked.
 */
function countValue(value) {
    let n;
    if (typeof value === 'number')
        n = value;
    else if (typeof value === 'string' && NUMBER_TEXT.test(value.slice(0, 20))) {
        n = value.length <= 400 && DIGITS.test(value) ? Number(value.trim()) : NaN;
    }
    else
        return undefined;
    return Number.isSafeInteger(n) && n >= 0 ? n : NaN;
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
const fieldKind = (0,common_text.memoised)((key) => {
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
/**
 * A key that, holding text, a number, true, false or null, makes no check of an occurrence look
 * further: no severity or score may stand under it (`hasSeverityField`), and it states no count a
 * summary check would take (`SummaryCheck.mayHold`: a per-severity count or a named total; a
 * bare count or an occurrence's hits it passes by).
 */
const plainKey = (0,common_text.memoised)((key) => {
    if ((0,fields/* ratingNamed */.Pb)(key))
        return false;
    const count = countKey(key);
    return count === null || count.of === 'bare' || count.hits === true;
}, 10_000);
/**
 * The spec's own occurrence, and nothing more: an own `vulnerability` object (not a list), every
 * other value of the entry and every value of that object text, a number, true, false or null,
 * and every key of both plain. One walk of each answers what the shape checks would each answer
 * by their own walk — it is an occurrence (shape.ts `kindOf`: a `vulnerability` object, no list
 * of occurrences, which needs an object value), it has no severity of its own
 * (`hasSeverityField`), it holds nothing nested (`hasNested`) and it states no count
 * (`SummaryCheck.mayHold`) — so the reader skips them. Returns that `vulnerability` object, or
 * undefined when the entry is anything else (then every check runs as before).
 */
function plainOccurrence(entry) {
    const vulnerability = entry.vulnerability;
    if (!(0,fields/* isObject */.Gv)(vulnerability) || !Object.hasOwn(entry, 'vulnerability'))
        return undefined;
    for (const key in entry) {
        const value = entry[key];
        if (value !== null && typeof value === 'object' && value !== vulnerability)
            return undefined;
        if (!plainKey(key))
            return undefined;
    }
    for (const key in vulnerability) {
        const value = vulnerability[key];
        if (value !== null && typeof value === 'object')
            return undefined;
        if (!plainKey(key))
            return undefined;
    }
    return vulnerability;
}

;// CONCATENATED MODULE: ./src/findings/holder-key.ts
// What an object of a result document is about, read from the key it stands under: a summary
// of findings (`vulnerability_summary`), an object of unfixed counts (`open: {…}`), a summary-like
// object (`stats`, `by_status`) where a count named open, unfixed, new or remaining is a claim,
// or an object of shares (`risk_distribution`, `percentages`) whose numbers are not counts.


// A list's name (`vulnerabilities`, `occurrences`) or a summary's (`vulnerability_summary`,
// `finding_stats`); not one finding's own object (`vulnerability: {Method, Url}`).
const PLURAL_THINGS = new Set([...EITHER, ...OCCURRENCES].filter((w) => w.endsWith('s')));
const SUMMARY_WORDS = new Set(['summary', 'stats', 'statistics', 'counts', 'totals', 'overview']);
const SHARE_WORDS = new Set(['percent', 'percents', 'percentage', 'percentages', 'pct', 'ratio']);
const SHARE_WORDS_TOO = new Set(['ratios', 'proportion', 'proportions', 'share', 'shares']);
const DISTRIBUTION_WORDS = new Set(['distribution', 'distributions']);
// What may stand beside a status word in the name of an object of unfixed counts
// (`open_by_severity`, `unfixed_findings_summary`): any other word (`active_scan`) names
// something else.
const HOLDER_WORDS = new Set([
    ...COUNT_WORDS,
    ...CONNECTORS,
    ...EITHER,
    ...OCCURRENCES,
    ...SEVERITY_FILLER,
    ...SUMMARY_WORDS,
    'severities',
    'by',
    'per'
]);
const NONE = { unfixed: false, things: false, summary: false };
const holderKey = (0,common_text.memoised)((key) => {
    if (key.length > MAX_KEY_CHARS)
        return NONE;
    const words = countWords(key);
    const thing = (w) => EITHER.has(w) || OCCURRENCES.has(w);
    let unfixed = false;
    let other = false;
    for (let i = 0; i < words.length; i++) {
        const w = words[i];
        if (w === 'not' && words[i + 1] === 'fixed') {
            unfixed = true;
            i++;
        }
        else if (UNFIXED.has(w))
            unfixed = true;
        else if (!HOLDER_WORDS.has(w))
            other = true;
    }
    const summary = words.some((w) => SUMMARY_WORDS.has(w)) ||
        // `by_status`, `per_status`, `status_counts` (counts is a summary word already).
        (words.some((w) => w === 'status' || w === 'statuses') &&
            words.some((w) => w === 'by' || w === 'per'));
    const holder = {
        unfixed: unfixed && !other,
        things: words.some((w) => PLURAL_THINGS.has(w)) ||
            (words.some(thing) && words.some((w) => SUMMARY_WORDS.has(w))),
        summary
    };
    if (words.some((w) => SHARE_WORDS.has(w) || SHARE_WORDS_TOO.has(w)))
        holder.shares = 'all';
    else if (words.some((w) => DISTRIBUTION_WORDS.has(w)))
        holder.shares = 'fractions';
    return holder;
}, 10_000);

;// CONCATENATED MODULE: ./src/findings/count-places.ts
// Where a result document's counts may stand besides a key of their own (severity-summary.ts):
// one level down (`critical: {count: 2}`, `total_vulnerabilities: {value: 5}`), beside the
// finding list in a paging object (`{vulnerabilities: [], pagination: {total: 40}}`), and as
// buckets of a list (`severity_counts: [{key: "critical", count: 2}]`, as search engines and
// dashboards give them). Each is a claim about what was found as much as a plain key is.





// `critical: {count: 2, open: 1}`: the counts one level down, and which of them count unfixed.
const INNER_COUNTS = [
    ['count', false],
    ['total', false],
    ['n', false],
    ['value', false],
    ['open', true],
    ['unfixed', true],
    ['active', true],
    ['new', true]
];
const LIST_KEYS = [...FINDING_LIST_KEYS, ...fields/* OCCURRENCE_KEYS */.d2];
/**
 * The object holds the finding or occurrence list by its name: its own bare `total` (and one in
 * a paging object beside the list) counts that list, wherever the object stands
 * (`{report: {vulnerabilities: [], total: 3}}`).
 */
function holdsList(obj) {
    for (const key of LIST_KEYS) {
        const value = (0,fields/* own */.ZV)(obj, key);
        if (Array.isArray(value) || (0,fields/* isObject */.Gv)(value))
            return true;
    }
    return false;
}
// Objects that page a list, lower-cased with separators removed (`page_info` → pageinfo).
const PAGING = new Set(['pagination', 'paging', 'page', 'pageinfo', 'meta', 'metadata']);
/** The bare totals of the paging objects beside a list (`pagination: {total: 40}`). */
function pagingCounts(obj, path, into) {
    for (const key in obj) {
        const child = obj[key];
        if (!(0,fields/* isObject */.Gv)(child) || !Object.hasOwn(obj, key) || key.length > 40)
            continue;
        if (!PAGING.has(key.toLowerCase().replace(/[\s_-]+/g, '')))
            continue;
        for (const inner in child) {
            if (!Object.hasOwn(child, inner))
                continue;
            const count = countKey(inner);
            if (count === null || count.of !== 'bare' || count.statusOnly === true)
                continue;
            const n = countValue(child[inner]);
            if (n === undefined)
                continue;
            into.push({ path: at(path, key), key: inner, n, unfixed: count.unfixed, statusOnly: false });
        }
    }
}
// A bucket names its severity under one of these, and holds its count under an inner count's
// name (or `doc_count`, as a search engine's aggregation gives it). (An entry with a `severity`
// or a `level` is a finding, shape.ts, and read as one.)
const BUCKET_LABELS = ['key', 'name', 'label', 'type', 'category', 'bucket'];
const BUCKET_COUNTS = [
    ...INNER_COUNTS,
    ['doc_count', false]
];
/** An entry of a list that counts one severity: its severity and counts, else undefined. */
function bucketOf(obj) {
    let severity;
    for (const label of BUCKET_LABELS) {
        const value = (0,fields/* own */.ZV)(obj, label);
        if (typeof value !== 'string')
            continue;
        severity = (0,findings_severity/* severityOfLabel */.ze)(value);
        if (severity !== undefined)
            break;
    }
    if (severity === undefined)
        return undefined;
    const counts = [];
    for (const [key, unfixed] of BUCKET_COUNTS) {
        if (Object.hasOwn(obj, key))
            counts.push([key, obj[key], unfixed]);
    }
    return counts.length === 0 ? undefined : { severity, counts };
}
/** In a distribution: a share (33.3, "12.5%"), not a count. */
function isShare(value) {
    if (typeof value === 'number')
        return !Number.isInteger(value);
    return typeof value === 'string' && /[.%]/.test(value.slice(0, 40));
}

;// CONCATENATED MODULE: ./src/findings/stated-totals.ts
// Totals a result document states (`total_vulnerabilities: 5`, a finding's `occurrence_count: 3`,
// a paged list's `total: 40`), checked against what the reader accounted for. A total that says
// more was found than the document lets the reader see means findings it cannot read (another
// page, a list it does not know): the result is unreadable, never clean.
//
// What a total is compared with, so that a truthful one never refuses a result:
// - a total of occurrences, with the occurrences read (repeats included, each finding listed
//   without a location counting as one);
// - a total of findings — or of "vulnerabilities", which services count either way — or a bare
//   "total", with the larger of the finding entries and the occurrences read: more than either
//   could account for is unreadable;
// - a total named open, unfixed, active or new, with the unfixed ones only (a finding entry
//   counts when something of it is unfixed): Fixed occurrences never account for it;
// - inside a finding entry (its own fields, or a summary within it), with that entry's
//   occurrences: its own, those outside any finding that name it, or its location-unknown one;
// - inside an occurrence outside any finding, with the occurrences of its name (a lone
//   `occurrence_count: 3` says how often that vulnerability was found, not the document).
// An occurrence's own `occurrences: 3` or `instances: 2` counts its hits, and is no claim.


/** The first total that what was read cannot cover, thrown as the result's one line. */
function checkTotals(claims, document, entry) {
    const cache = new Map();
    for (const claim of claims) {
        let read = document;
        if (claim.scope !== undefined) {
            read = cache.get(claim.scope) ?? entry(claim.scope);
            cache.set(claim.scope, read);
        }
        const occurrences = claim.unfixed ? read.unfixed : read.listed;
        const entries = claim.unfixed ? read.unfixedEntries : read.entries;
        const accounted = claim.of === 'occurrences' ? occurrences : Math.max(occurrences, entries);
        if (claim.stated > accounted)
            throw excessLine(claim, accounted);
    }
}
function excessLine(claim, accounted) {
    const what = claim.of === 'occurrences' ? 'occurrences' : 'findings or occurrences';
    const unfixed = claim.unfixed ? 'unfixed ' : '';
    return new ResultParseError(`it states ${claim.stated} ${unfixed}${what} but the document lists ${accounted} ` +
        `${claim.unfixed ? 'unfixed ones ' : ''}the action can read` +
        `${claim.unfixed ? ' (Fixed ones do not count)' : ''} ` +
        `(at ${pathText(at(claim.path, claim.key))}), so some cannot be seen and it cannot be gated`);
}

;// CONCATENATED MODULE: ./src/findings/severity-summary.ts
// The counts a result document states beside its occurrences: per severity (v1 results of an
// official plugin have `vulnerability_summary: {critical, high, medium, low, very_low}`; other
// versions may name them otherwise) and totals (stated-totals.ts). The service does not say what
// a per-severity count counts — occurrences, unfixed occurrences or findings — but each of those
// is at most the number of occurrences the document lists. So a summary that reports more than
// the occurrences account for means the document holds occurrences the reader cannot see: the
// result is unreadable, never clean. A count named open, unfixed, active or new counts unfixed
// ones: only unfixed occurrences account for it (count-keys.ts says which keys are counts).
//
// A count is recognised by its key in any case or with any count-like affix (`Critical`,
// `critical_count`, `criticalCount`, `total_high`, `veryLowFindings`, `open_high`), in any object
// of the document at any depth and size (the walk in shape.ts visits them all), and in the
// places count-places.ts names (one level down, beside the list, buckets of a list). A count that is
// not a safe non-negative whole number (-1, 2.5, 1e21) cannot be checked, so it is unreadable.







const NO_HOLDER = { unfixed: false, things: false, summary: false };
/** Collects the stated counts of the objects it is shown, then checks them against what was read. */
class SummaryCheck {
    found = [];
    totals = [];
    /** For the walk outside any finding entry; the document itself is where a bare total counts. */
    visit = (obj, path) => this.visitIn(obj, path, undefined, path === undefined, false);
    /** For the walk of one finding entry: its totals count its own occurrences (`scope`). */
    visitorFor(entry, scope) {
        return (obj, path) => this.visitIn(obj, path, scope, obj === entry, false);
    }
    /** For the walk below an occurrence that holds lists: its own fields are an occurrence's. */
    occurrenceVisitor(occ, scope) {
        return (obj, path) => this.visitIn(obj, path, scope, false, obj === occ);
    }
    /**
     * `visit` for an occurrence of a list (or its `sub` object): its path is made only when needed.
     * `scope`: what a total in it counts (its finding's occurrences), else the document's.
     */
    visitEntry(obj, list, index, sub, scope) {
        if (!this.mayHold(obj))
            return;
        const path = sub === undefined ? entryPath(list, index) : at(entryPath(list, index), sub);
        this.visitIn(obj, path, scope, false, true);
    }
    // The hot path: once per flat occurrence. Only a per-severity count or a named total makes an
    // entry worth a look (a bare `count` in an occurrence counts something else, and so does an
    // `occurrences` or `instances` number: the occurrence's hits).
    mayHold(obj) {
        for (const key in obj) {
            const value = obj[key];
            if (typeof value !== 'number' && typeof value !== 'string' && !(0,fields/* isObject */.Gv)(value))
                continue;
            const count = countKey(key);
            if (count !== null && count.of !== 'bare' && count.hits !== true)
                return true;
        }
        return false;
    }
    visitIn(obj, path, scope, root, occurrence) {
        const holder = path !== undefined && typeof path.key === 'string' ? holderKey(path.key) : NO_HOLDER;
        // `percentages: {high: 33.3}`: shares of what was found, not counts of it.
        if (holder.shares === 'all')
            return;
        // An entry of a list walked through (not a finding or an occurrence) may count one severity.
        const walked = !root && !occurrence && path !== undefined && typeof path.key === 'number';
        if (walked && this.bucket(obj, path))
            return;
        let summary;
        let bare;
        // An object named for findings, or holding a count of them, is a summary: a bare `total` in it
        // is a claim too.
        let isSummary = holder.things;
        for (const key in obj) {
            if (!Object.hasOwn(obj, key))
                continue;
            const value = obj[key];
            const count = countKey(key);
            if (count === null)
                continue;
            if (holder.shares === 'fractions' && isShare(value))
                continue;
            if (occurrence && count.hits === true)
                continue;
            if ((0,fields/* isObject */.Gv)(value)) {
                // `critical: {count: 2}`, `total_vulnerabilities: {value: 5}`, `occurrence_count: {open: 3}`.
                for (const [inner, innerUnfixed] of INNER_COUNTS) {
                    if (!Object.hasOwn(value, inner))
                        continue;
                    const unfixed = innerUnfixed || count.unfixed || holder.unfixed;
                    const where = at(path, key);
                    if (count.of === 'bare') {
                        const n = countValue(value[inner]);
                        const statusOnly = count.statusOnly === true;
                        if (n !== undefined)
                            (bare ??= []).push({ path: where, key: inner, n, unfixed, statusOnly });
                        continue;
                    }
                    const what = count.severity === undefined ? 'a stated count' : 'a per-severity count';
                    const n = severity_summary_checked(value[inner], where, inner, what);
                    if (n === undefined)
                        continue;
                    if (count.severity !== undefined) {
                        summary ??= { path, counts: {}, unfixed: {} };
                        record(summary, count.severity, n, unfixed);
                    }
                    else if (count.of !== undefined)
                        this.claim(scope, where, inner, n, count.of, unfixed);
                    isSummary = true;
                }
                continue;
            }
            if (count.severity !== undefined) {
                const n = severity_summary_checked(value, path, key, 'a per-severity count');
                if (n === undefined)
                    continue;
                summary ??= { path, counts: {}, unfixed: {} };
                record(summary, count.severity, n, count.unfixed || holder.unfixed);
                isSummary = true;
            }
            else if (count.of === 'bare') {
                const n = countValue(value);
                const unfixed = count.unfixed || holder.unfixed;
                const statusOnly = count.statusOnly === true;
                if (n !== undefined)
                    (bare ??= []).push({ path, key, n, unfixed, statusOnly });
            }
            else if (count.of !== undefined) {
                const n = severity_summary_checked(value, path, key, 'a stated count');
                if (n === undefined)
                    continue;
                this.claim(scope, path, key, n, count.of, count.unfixed || holder.unfixed);
                isSummary = true;
            }
        }
        if (summary !== undefined)
            this.found.push(summary);
        // An object holding the list by its name counts it, as the document's own level does.
        const list = !occurrence && holdsList(obj);
        if (list)
            pagingCounts(obj, path, (bare ??= []));
        if (bare === undefined)
            return;
        for (const b of bare) {
            // `total` where the document or a finding states its own counts, beside the list, or in a
            // summary; `open` alone there too, or in a summary-like object (`stats`, `by_status`).
            const counts = b.statusOnly ? isSummary || root || holder.summary : isSummary || root || list;
            if (!counts)
                continue;
            if (Number.isNaN(b.n))
                throw notACount(b.path, b.key, 'a stated count');
            this.claim(scope, b.path, b.key, b.n, 'either', b.unfixed);
        }
    }
    /** `severity_counts: [{key: "critical", count: 2}]`: an entry that counts one severity. */
    bucket(obj, path) {
        const bucket = bucketOf(obj);
        if (bucket === undefined)
            return false;
        const list = path.parent?.key;
        const holder = typeof list === 'string' ? holderKey(list) : NO_HOLDER;
        if (holder.shares === 'all')
            return true;
        const summary = { path, counts: {}, unfixed: {} };
        for (const [key, value, unfixed] of bucket.counts) {
            if (holder.shares === 'fractions' && isShare(value))
                continue;
            const n = severity_summary_checked(value, path, key, 'a per-severity count');
            if (n !== undefined)
                record(summary, bucket.severity, n, unfixed || holder.unfixed);
        }
        this.found.push(summary);
        return true;
    }
    claim(scope, path, key, stated, of, unfixed) {
        this.totals.push({ scope, path, key, stated, of, unfixed });
    }
    /**
     * Throws the first stated count that what was read cannot cover. Occurrences of unknown
     * severity may stand for any severity (they are gated at every threshold anyway), so they cover
     * what a summary reports beyond the known ones.
     */
    check(read, entry) {
        for (const { path, counts, unfixed } of this.found) {
            severity_summary_excessLine(path, counts, read.bySeverity, false);
            severity_summary_excessLine(path, unfixed, read.unfixedBySeverity, true);
        }
        checkTotals(this.totals, read, entry);
    }
}
function record(summary, severity, n, unfixed) {
    const counts = unfixed ? summary.unfixed : summary.counts;
    // Two keys for one severity (`high`, `high_count`) say the same thing twice.
    counts[severity] = Math.max(counts[severity] ?? 0, n);
}
/** A value's count; throws when it is meant as a number but is not a safe whole count. */
function severity_summary_checked(value, path, key, what) {
    const n = countValue(value);
    if (Number.isNaN(n))
        throw notACount(path, key, what);
    return n;
}
function notACount(path, key, what) {
    return unreadable({ parent: path, key }, `${what} in it is not a whole number from 0 to 9007199254740991`);
}
function severity_summary_excessLine(path, counts, accounted, unfixed) {
    let first;
    let beyondKnown = 0;
    for (const [severity, reported] of Object.entries(counts)) {
        if (reported > accounted[severity]) {
            beyondKnown += reported - accounted[severity];
            first ??= [severity, reported];
        }
    }
    if (first === undefined || beyondKnown <= accounted.unknown)
        return;
    const [severity, reported] = first;
    const read = accounted[severity];
    const state = unfixed ? 'unfixed ' : '';
    throw new ResultParseError(`its ${summaryWhere(path)} reports ${reported} ${state}${severity} but the ` +
        `document lists ${read} ${state}${severity} ${read === 1 ? 'occurrence' : 'occurrences'} ` +
        `the action can read${unfixed ? ' (Fixed ones do not count)' : ''}, so some cannot be seen ` +
        'and it cannot be gated');
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

;// CONCATENATED MODULE: ./src/findings/read-tally.ts
// What the reader accounted for, kept as it reads: the counts a document states are checked
// against these once everything is read (severity-summary.ts, stated-totals.ts).

class ReadTally {
    /** Occurrences listed per severity (repeats included): what a summary is checked against. */
    bySeverity = perSeverity();
    /** The same, unfixed ones only: what a count named open, unfixed or new is checked against. */
    unfixedBySeverity = perSeverity();
    listed = 0;
    unfixed = 0;
    // The hot path: once per occurrence.
    /**
     * One listed occurrence, under its severity and every other severity its fields gave (a
     * summary may count it under any of them).
     */
    add(severity, ratings, fixed) {
        this.listed++;
        this.bySeverity[severity]++;
        if (!fixed) {
            this.unfixed++;
            this.unfixedBySeverity[severity]++;
        }
        if (ratings === undefined)
            return;
        for (const r of ratings) {
            if (r === severity)
                continue;
            this.bySeverity[r]++;
            if (!fixed)
                this.unfixedBySeverity[r]++;
        }
    }
    /** What the whole document accounts for, its finding entries included. */
    read(entries) {
        let unfixedEntries = 0;
        for (const entry of entries) {
            if (entry.ownUnfixed > 0 || entry.settled || entry.registered.namedUnfixed > 0) {
                unfixedEntries++;
            }
        }
        return {
            bySeverity: this.bySeverity,
            unfixedBySeverity: this.unfixedBySeverity,
            listed: this.listed,
            unfixed: this.unfixed,
            entries: entries.length,
            unfixedEntries
        };
    }
}
/**
 * What one finding entry accounts for, for a total stated in it: its own occurrences, those
 * outside any finding that name it, or its location-unknown one.
 */
function entryRead(entry) {
    const { named, namedUnfixed } = entry.registered;
    const settled = entry.settled ? 1 : 0;
    return {
        listed: entry.own + named + settled,
        unfixed: entry.ownUnfixed + namedUnfixed + settled,
        entries: 0,
        unfixedEntries: 0
    };
}
/** Per name, what its finding entries account for: their own occurrences and settled ones. */
function namesRead(entries) {
    const byName = new Map();
    for (const entry of entries) {
        const read = byName.get(entry.registered) ?? {
            listed: 0,
            unfixed: 0,
            entries: 0,
            unfixedEntries: 0
        };
        const settled = entry.settled ? 1 : 0;
        read.listed += entry.own + settled;
        read.unfixed += entry.ownUnfixed + settled;
        byName.set(entry.registered, read);
    }
    return byName;
}
/**
 * What the occurrences of one name account for, for a total stated in an occurrence outside any
 * finding entry: those outside any entry that name it, and every entry's of that name.
 */
function nameRead(registered, byName) {
    const entries = byName.get(registered);
    return {
        listed: registered.named + (entries?.listed ?? 0),
        unfixed: registered.namedUnfixed + (entries?.unfixed ?? 0),
        entries: 0,
        unfixedEntries: 0
    };
}
function perSeverity() {
    return Object.fromEntries(types/* SEVERITIES */.oC.map((s) => [s, 0]));
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
            .map((name) => `"${(0,common_text.forLog)(name, NAME_CHARS)}"`);
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
// - A count the document states — per severity, or a total of findings or occurrences, at the
//   top level, in a summary or in a finding — that reports more than what was read accounts for
//   (only unfixed occurrences for a count named open, unfixed, active or new), or that is not a
//   safe whole number, makes the result unreadable (ResultParseError, naming where), never clean
//   (severity-summary.ts, stated-totals.ts).
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
    normalMethod = (0,common_text.memoised)(identity/* normalizeMethod */.tA, 100_000);
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
    /** What was listed: what the counts the document states are checked against. */
    listed = new ReadTally();
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
            // The spec's occurrence shape, the hot path, is told in one walk of its keys.
            const plain = plainOccurrence(entry);
            const kind = plain !== undefined ? 'occurrence' : (shape_kindOf(entry) ?? list.kind);
            if (top.only !== undefined && kind !== top.only)
                continue;
            if (kind === 'finding')
                this.readFindingEntry(entry, entryPath(list, index));
            else
                this.readOccurrence(entry, list, index, top.owner, plain);
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
        const cwe = (0,fields/* readCwes */.xT)(sources);
        registered.sharedCwe =
            registered.entries++ === 0 ? cwe : registered.sharedCwe.filter((c) => cwe.includes(c));
        const owner = {
            registered,
            severity,
            own: 0,
            ownUnfixed: 0,
            settled: false,
            ratings: reading?.ratings,
            cwe
        };
        this.entries.push(owner);
        // Totals stated in the entry count its own occurrences.
        this.start(listsBelow(entry, path, false, this.summaries.visitorFor(entry, owner)), owner);
    }
    // The hot path: once per occurrence. Most occurrences are flat (their fields and a flat
    // `vulnerability` object, no severity of their own): nothing is allocated for them beyond the
    // occurrence itself. `plain`: its `vulnerability` object when plainOccurrence found the spec's
    // shape and nothing more (no severity, nothing nested, no stated count: no check to run).
    readOccurrence(occ, list, index, owner, plain) {
        this.tally.occurrenceLists ||= 1;
        const vulnerability = occ.vulnerability;
        const inner = (0,fields/* isObject */.Gv)(vulnerability) ? vulnerability : undefined;
        const rated = plain === undefined &&
            ((0,fields/* hasSeverityField */.ms)(occ) || (inner !== undefined && (0,fields/* hasSeverityField */.ms)(inner)));
        const sources = rated || owner === undefined ? (inner ? [occ, inner] : [occ]) : undefined;
        const ownReading = rated ? (0,fields/* readSeverityOf */.$w)(sources, this.severityCache) : undefined;
        const ownSeverity = ownReading?.severity;
        let registered;
        let severity;
        let cwe;
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
            // Its own CWE when it names one, else what every entry of its name lists (nothing else
            // ties it to one entry).
            const mine = (0,fields/* hasCweField */._i)(occ) || (inner !== undefined && (0,fields/* hasCweField */._i)(inner));
            cwe = mine ? (0,fields/* readCwes */.xT)(sources) : registered.sharedCwe;
        }
        else {
            registered = owner.registered;
            severity = ownSeverity === undefined ? owner.severity : (0,findings_severity/* stronger */.t_)(ownSeverity, owner.severity);
            owner.own++;
            cwe = owner.cwe;
        }
        const fixed = this.addOccurrence(registered, severity, occ, cwe, ownReading?.ratings ?? owner?.ratings);
        if (!fixed) {
            if (owner !== undefined)
                owner.ownUnfixed++;
            else if (registered.named > 0)
                registered.namedUnfixed++;
        }
        if (plain !== undefined)
            return;
        // A total in an occurrence counts the occurrences of its finding: its entry's, or those of
        // its name (a nameless one's, the document's).
        const scope = owner ?? (registered.named > 0 ? registered : undefined);
        if (hasNested(occ, inner)) {
            const mine = owner ?? { registered, severity, own: 0, ownUnfixed: 0, settled: false, cwe };
            const visit = this.summaries.occurrenceVisitor(occ, scope);
            this.start(listsBelow(occ, entryPath(list, index), false, visit), mine);
        }
        else {
            this.summaries.visitEntry(occ, list, index, undefined, scope);
            if (inner !== undefined)
                this.summaries.visitEntry(inner, list, index, 'vulnerability', scope);
        }
    }
    /** A stated count beyond what was read means findings or occurrences the reader cannot see. */
    checkSummaries() {
        let byName;
        this.summaries.check(this.listed.read(this.entries), (scope) => {
            if ('registered' in scope)
                return entryRead(scope);
            // A name's: those outside any entry and every entry's of that name (counted once).
            byName ??= namesRead(this.entries);
            return nameRead(scope, byName);
        });
    }
    /**
     * A finding entry with no occurrence of its own, and none elsewhere of its name that counts
     * wherever it would: one unfixed occurrence of its severity, location unknown. Its identity is
     * name + no method + its severity (identity.ts), never its place among entries of one name: a
     * baseline or an accepted risk names it like any other, and covers only that severity. Two such
     * entries of one name and severity are one occurrence, as two copies of one URL are.
     */
    settle(entry) {
        const { registered, severity, own: ownCount, cwe } = entry;
        if (ownCount > 0)
            return;
        if (registered.named > 0 && (0,findings_severity/* reach */.gl)(registered.namedReach) <= (0,findings_severity/* reach */.gl)(severity))
            return;
        entry.settled = true;
        this.unaccounted.push(registered.finding.name);
        // Counted under every severity its fields gave, as a listed occurrence is (also a repeat).
        this.listed.add(severity, entry.ratings, false);
        const id = registered.idFor((0,identity/* normalizeMethod */.tA)(''), (0,identity/* unlocatedPart */.r1)(severity));
        if (this.seenIds.has(id))
            return;
        this.push(registered, severity, {
            id,
            method: '',
            url: identity/* LOCATION_UNKNOWN */.J1,
            normalizedUrl: identity/* LOCATION_UNKNOWN */.J1,
            status: '',
            fixed: false,
            cwe
        });
    }
    /** The finding of this name, created from `sources` the first time the name is seen. */
    register(name, sources) {
        const key = name === undefined ? UNNAMED : (0,common_text.visibleName)(name);
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
            namedUnfixed: 0,
            namedReach: 'very-low',
            sharedCwe: finding.cwe,
            entries: 0
        };
        this.registry.set(key, registered);
        return registered;
    }
    // The hot path: runs once per occurrence (100,000 in a large result). Plain property reads
    // (these names are not on Object.prototype, so a missing key reads as undefined, as `own` would).
    /** Reads one listed occurrence; whether it is Fixed. */
    addOccurrence(registered, severity, occ, cwe, ratings) {
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
        // No URL: the severity stands in for it (identity.ts), so copies of other severities stay apart.
        const id = registered.idFor(method, (0,identity/* isUnlocated */.Aj)(normalizedUrl) ? (0,identity/* unlocatedPart */.r1)(severity) : normalizedUrl);
        if (severity === 'unknown')
            this.tally.unknownSeverity++;
        // Counted under a severity it was read up from, too: a summary may count it there.
        this.listed.add(severity, ratings, fixed);
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
            return fixed;
        }
        this.push(registered, severity, { id, method, url, normalizedUrl, status, fixed, cwe });
        return fixed;
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
            cwe: o.cwe,
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
const promises_namespaceObject = require("node:fs/promises");
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
/**
 * An entry says one thing to a reviewer (its name and URL) and another to the gate (its id): the
 * file is refused whatever `baseline-missing` says — it is not missing, it is wrong.
 */
class BaselineEntryError extends BaselineError {
    constructor(message) {
        super(message);
        this.name = 'BaselineEntryError';
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
    // A reviewer reads the first copy of a key written twice; JSON.parse keeps the last.
    const repeated = findRepeatedKey(text);
    if (repeated)
        throw new BaselineError(repeatedKeyLine('the baseline file', repeated));
    const doc = forApplication === undefined ? parsed : reportOf(parsed, forApplication);
    if (!(0,fields/* isObject */.Gv)(doc))
        throw new BaselineError('the baseline file is not a JSON object');
    const refused = isReport(doc) ? outcomeProblem(doc) : undefined;
    if (refused)
        throw new BaselineError(refused);
    const occurrences = (0,fields/* own */.ZV)(doc, 'occurrences');
    // A report without a verdict (the run errored, stopped or timed out) lists no occurrences:
    // that is no knowledge, not a clean baseline. Only its raw result, if any, can serve.
    const judged = !isReport(doc) || (0,fields/* own */.ZV)(doc, 'verdict') !== null;
    if (judged && Array.isArray(occurrences) && isReportList(occurrences)) {
        const from = forApplication === undefined ? 0 : Math.max(0, text.indexOf(`"${forApplication}"`));
        return toSet(readReportOccurrences(occurrences, lineFinder(text, from)), source);
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
/** The outcomes of a run whose gate passed: only such a run's report may be a baseline. */
const PASSING_OUTCOMES = ['passed', 'warned'];
/**
 * Why the report may not be a baseline, or undefined when it may. A baseline hides only what a
 * passing verdict accepted: the report of a run that failed its gate (or errored, timed out or
 * was stopped) would hide the very occurrences that failed it. `adopt`'s file is a baseline by
 * purpose whatever its outcome says (it records the verdict without a baseline of what it
 * adopted, which fails until the accepted risks it wrote beside it are read). A report with no
 * readable outcome is refused too: nothing shows it passed.
 */
function outcomeProblem(doc) {
    if ((0,fields/* own */.ZV)(doc, 'command') === 'adopt')
        return undefined;
    const outcome = (0,fields/* own */.ZV)(doc, 'outcome');
    if (typeof outcome === 'string' && PASSING_OUTCOMES.includes(outcome))
        return undefined;
    const said = typeof outcome === 'string'
        ? `its run's outcome was ${(0,common_text.forLog)(outcome, 30)}`
        : 'it states no outcome (schema security-test-action/report@1 writes one)';
    return `the baseline file is a report whose gate did not pass: ${said}; only the report of a run that passed or warned, or the file adopt writes, is a baseline (a baseline hides only what a passing verdict accepted)`;
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
function readReportOccurrences(list, lineOf) {
    const known = [];
    const problems = [];
    /** How many entries so far wrote each id: the line of the n-th is looked for. */
    const written = new Map();
    list.forEach((entry, index) => {
        const problem = readEntry(entry, known);
        const id = (0,fields/* isObject */.Gv)(entry) ? (0,fields/* own */.ZV)(entry, 'id') : undefined;
        const nth = typeof id === 'string' ? (written.get(id) ?? 0) : 0;
        if (typeof id === 'string')
            written.set(id, nth + 1);
        if (problem === undefined)
            return;
        if (typeof problem === 'string') {
            problems.push(`occurrence #${index + 1} ${problem}`);
            return;
        }
        const line = lineOf(problem.id, nth);
        throw new BaselineEntryError(`the baseline file disagrees with itself: occurrence #${index + 1}` +
            `${line === undefined ? '' : ` at line ${line}`}: ${problem.text} ` +
            '(a reviewer reads the name and URL, the gate the id); correct the entry, or run adopt again');
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
/**
 * Adds the entry to `known`, or says what is wrong with it: a damaged entry (text), or one whose
 * id disagrees with the name, method and URL beside it (refused, naming its line).
 */
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
    if (id !== undefined && id !== null && (typeof id !== 'string' || !ID.test(id)))
        return 'has an id that is not 32 hex digits';
    // What a reviewer reads is the name and URL: written at all, both must be there and agree with
    // the id (a name beside an id with no URL would show one finding and hide another).
    const writes = [name, method, url].some((v) => v !== undefined);
    if (writes && (typeof name !== 'string' || typeof url !== 'string'))
        return 'writes a name, method or URL but not both a name and a URL as text, so its id cannot be checked against them';
    if (typeof id !== 'string' && details.name === undefined)
        return 'has no id and no name and url';
    const written = (0,fields/* own */.ZV)(entry, 'severity');
    const severity = types/* SEVERITIES */.oC.includes(written)
        ? written
        : undefined;
    // Without the severity it was recorded at, an open entry would hide the occurrence at any.
    if (!fixed && severity === undefined)
        return `has no severity (${types/* SEVERITIES */.oC.join(', ')}): the one it was accepted at`;
    const recorded = { fixed, ...(severity === undefined ? {} : { severity }) };
    if (details.name === undefined || details.url === undefined) {
        if (typeof id !== 'string')
            return 'has no id and no name and url';
        // Nothing beside the id to disagree with.
        known.push({ id, ...recorded });
        return undefined;
    }
    const own_ = (0,identity/* occurrenceId */.JY)(details.name, details.method, details.url, severity);
    if (typeof id !== 'string' || id === own_) {
        known.push({ id: own_, ...recorded, ...details });
        return undefined;
    }
    // The report writes a name or URL it had to shorten or spell out (`…`, `\u001b`) as it shows
    // them: such an entry cannot be checked, so it is left out (its occurrence counts as new).
    if (altered(details.name) || altered(details.url))
        return undefined;
    return {
        id,
        text: `its id is not the id of "${(0,common_text.forLog)(details.name, 200)}" ${(0,common_text.forLog)((0,identity/* normalizeMethod */.tA)(details.method), 20)} ${(0,common_text.forLog)(details.url, 300)}`
    };
}
function altered(text) {
    return text.endsWith('…') || text.includes('\\u');
}
/**
 * The 1-based line of the `nth` (from 0) entry writing an id, in the file's text from `from` (the
 * report of the application, in a file of several): the id's JSON string, in order.
 */
function lineFinder(text, from) {
    return (id, nth) => {
        let at = from - 1;
        for (let n = 0; n <= nth; n++) {
            at = text.indexOf(`"${id}"`, at + 1);
            if (at < 0)
                return undefined;
        }
        let line = 1;
        for (let i = text.indexOf('\n'); i >= 0 && i < at; i = text.indexOf('\n', i + 1))
            line++;
        return line;
    };
}
/** An id listed both fixed and unfixed is unfixed, as the parser reads duplicates. */
function toSet(occurrences, source) {
    const unfixed = new Set();
    const fixed = new Set();
    const severity = new Map();
    const details = new Map();
    for (const o of occurrences) {
        if (o.fixed)
            continue;
        unfixed.add(o.id);
        // Listed twice: the less severe record is what both cover.
        const before = severity.get(o.id);
        const now = o.severity ?? 'very-low';
        severity.set(o.id, before === undefined || (0,findings_severity/* reach */.gl)(now) > (0,findings_severity/* reach */.gl)(before) ? now : before);
        if (o.name !== undefined && o.url !== undefined && !details.has(o.id)) {
            details.set(o.id, { name: o.name, method: o.method ?? '', url: o.url });
        }
    }
    for (const o of occurrences)
        if (o.fixed && !unfixed.has(o.id))
            fixed.add(o.id);
    return { source, unfixed, fixed, severity, details };
}

;// CONCATENATED MODULE: ./src/lifecycle/default-branch.ts
// `baseline: default-branch`: the result of the test that the newest passing run on the default
// branch judged. The host says which test that was (it keeps the records where only such runs
// write); the service gives its result, and the baseline is that result's occurrences — exactly
// what that run's JSON report held.




/**
 * How many of the application's newest tests are asked for (once per lookup) to learn when a
 * recorded test started: a record whose test is older than these cannot be checked, and is skipped.
 */
const RECORDED_TESTS_LOOKED_AT = 50;
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
        found = await ctx.defaultBranch.find(applicationToken, default_branch_testStartOf(ctx, applicationToken));
    }
    catch (e) {
        if (ctx.signal.aborted)
            throw e;
        return { problem: `the default branch's records could not be read: ${(0,common_text.errorText)(e, 300)}` };
    }
    if ('problem' in found)
        return { problem: found.problem };
    return recordTestBaseline(ctx, applicationToken, found.record, defaultBranchSource(found.record));
}
/**
 * The baseline a verified record names: its test's result, fetched from the service with the
 * application's token — exactly what the recording run judged (default-branch and previous).
 */
async function recordTestBaseline(ctx, applicationToken, record, source) {
    if (!record.siteShown) {
        // The recording run tested whatever its site served (no deployment-environment, no
        // build-check): said here, so a reader of this gate knows what it compares with.
        ctx.log.info(`The baseline's test ${record.resultToken} was not shown to be of commit ${record.commit.slice(0, 7)}: the run that recorded it (run ${record.runId}) had no deployment-environment or build-check, so it judged whatever the site served then`);
    }
    let raw;
    try {
        // Asked with the application's token: the service refuses a test of another application.
        raw = await ctx.tests.result(applicationToken, record.resultToken, ctx.signal);
    }
    catch (e) {
        if (ctx.signal.aborted)
            throw e;
        const why = isRefusal(e) ? 'the service refused its result' : 'its result could not be read';
        return { problem: `the baseline ${source}: ${why} (${(0,common_text.errorText)(e, 300)})` };
    }
    try {
        return { set: baselineFromResult(parseResult(raw), source) };
    }
    catch (e) {
        return { problem: `the baseline ${source} has no readable result: ${(0,common_text.errorText)(e, 300)}` };
    }
}
/**
 * When the service says each test of the application started, from one list of its newest tests
 * read on first use: the record's run is checked against this, never against the record's word.
 * An API that cannot list tests (v1) says nothing, so no record can be checked there.
 */
function default_branch_testStartOf(ctx, applicationToken) {
    let listed;
    const list = async () => {
        const sessions = ctx.tests.sessions
            ? await ctx.tests.sessions(applicationToken, RECORDED_TESTS_LOOKED_AT, ctx.signal)
            : [];
        const starts = new Map();
        for (const s of sessions) {
            if (typeof s.startTime !== 'number' || !Number.isFinite(s.startTime))
                continue;
            // A test listed twice with two start times says nothing certain: NaN is "not said".
            const seen = starts.get(s.resultToken);
            starts.set(s.resultToken, seen === undefined || seen === s.startTime ? s.startTime : NaN);
        }
        return starts;
    };
    return async (resultToken) => {
        const at = (await (listed ??= list())).get(resultToken);
        return at !== undefined && Number.isFinite(at) ? at : undefined;
    };
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
            ctx.log.info(`${why}: the test ${past.resultToken} has no result (${(0,common_text.forLog)(e.message, 300)}); trying the one before`);
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
        return { problem: `the baseline file ${(0,common_text.forLog)(file, 300)} could not be read` };
    }
    try {
        return { set: baselineFromReportFile(text, `file ${(0,common_text.forLog)(file, 300)}`, forApplication) };
    }
    catch (e) {
        return {
            problem: `the baseline file ${(0,common_text.forLog)(file, 300)} is not a usable report: ${(0,common_text.errorText)(e, 1000)}`,
            ...(e instanceof BaselineEntryError ? { refused: true } : {})
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
        // The newest passing verdict of this gate, where the host keeps them: a baseline hides only
        // what a passing verdict accepted (issue 30).
        const recorded = await recordedBaseline(ctx, before, judged.resultToken);
        if (!('unreadable' in recorded))
            return recorded;
        const labelsOnly = recorded.unreadable;
        const query = { exclude: judged.resultToken, before };
        const { found, skipped, tooNew } = await latestPastResult(ctx, app, 'Baseline', query, sessions);
        const later = `${tooNew} test${tooNew === 1 ? '' : 's'}`;
        if (tooNew > 0)
            ctx.log.info(`Baseline: leaving out ${later} that started at or after ${bound}`);
        if (found) {
            const source = `previous test ${found.resultToken} (labels what is new, hides nothing)`;
            return { set: baselineFromResult(parseResult(found.raw), source), labelsOnly };
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
        return { problem: `the previous test's result could not be read: ${(0,common_text.errorText)(e, 300)}` };
    }
}
/**
 * The baseline of the newest passing verdict record (PreviousRecords), its test's result read
 * from the service; `unreadable` when the host keeps no records or none can be read.
 */
async function recordedBaseline(ctx, before, exclude) {
    const app = ctx.config.applicationToken;
    if (!ctx.previousRecords)
        return { unreadable: NO_RECORDS };
    let found;
    try {
        found = await ctx.previousRecords.find(app, default_branch_testStartOf(ctx, app), before, exclude);
    }
    catch (e) {
        if (ctx.signal.aborted)
            throw e;
        return { unreadable: `the verdict records could not be read: ${(0,common_text.errorText)(e, 300)}` };
    }
    if ('unreadable' in found)
        return found;
    if ('problem' in found)
        return { problem: `no passing verdict is a baseline: ${found.problem}` };
    const { record } = found;
    const source = found.from === 'default-branch' ? defaultBranchSource(record) : previousRecordSource(record);
    return recordTestBaseline(ctx, app, record, source);
}
/** Why a host without verdict records (the command-line tool) has no passing verdict to read. */
const NO_RECORDS = 'this host keeps no verdict records';
/** "previous passing run 123 (commit abc1234, test 3f…)": the baseline's source in every report. */
function previousRecordSource(r) {
    return `previous passing run ${r.runId} (commit ${r.commit.slice(0, 7)}, test ${r.resultToken})`;
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
        return finish(ctx, trend, []);
    }
    let sessions;
    try {
        sessions = await ctx.tests.sessions(app, sessionsToList(asked), ctx.signal);
    }
    catch (e) {
        if (ctx.signal.aborted)
            throw e;
        note(ctx, trend, `the earlier tests could not be listed (${(0,common_text.errorText)(e, 300)})`);
        return finish(ctx, trend, []);
    }
    // The judged test is in the same list: its start is the reports' "This test" row and startedAt.
    const own = query.resultToken
        ? sessions.find((s) => s.resultToken === query.resultToken)
        : undefined;
    if (own?.startTime !== undefined)
        noteTestStart(ctx, own.resultToken, own.startTime);
    const { candidates } = selectPast(sessions, { exclude: query.resultToken, before: query.before });
    // Completed ones have an end time; the list also holds stopped and failed tests (no result).
    const ended = candidates.filter((s) => (s.endTime ?? 0) > 0);
    // The budget bounds each fetch too: one slow answer is cut off at it, not waited out (a real
    // timer, unref'd: the run's clock may be a test's).
    const budgetMs = query.budgetMs ?? TREND_BUDGET_MS;
    const started = ctx.clock.now();
    const signal = AbortSignal.any([ctx.signal, AbortSignal.timeout(budgetMs)]);
    const overBudget = `the earlier results took longer than ${formatDuration(budgetMs)} to fetch`;
    const newestFirst = [];
    let tried = 0;
    for (const past of ended) {
        if (newestFirst.length >= asked || tried >= triesFor(asked))
            break;
        if (signal.aborted || ctx.clock.now() - started > budgetMs) {
            if (ctx.signal.aborted)
                throw ctx.signal.reason;
            note(ctx, trend, overBudget);
            break;
        }
        tried++;
        const point = await countOne(ctx, trend, past, query.ignore, signal, overBudget, query.known);
        if (point === 'over budget')
            break;
        if (point)
            newestFirst.push(point);
    }
    if (newestFirst.length < asked && trend.notes.length === 0) {
        note(ctx, trend, `the service has ${newestFirst.length} earlier completed test${newestFirst.length === 1 ? '' : 's'} with a result`);
    }
    return finish(ctx, trend, newestFirst.reverse());
}
/** The trend with its points; one notice, whatever the reason, when fewer than asked are shown. */
function finish(ctx, trend, points) {
    trend.points = points;
    if (points.length < trend.asked) {
        ctx.log.notice(`Trend: ${trendShortfall(points.length, trend.asked)}: ${trend.notes.join('; ')}`);
    }
    return trend;
}
/** One earlier test's unfixed counts, or undefined (with a note) when it has no readable result. */
async function countOne(ctx, trend, past, ignore, signal, overBudget, known) {
    const token = (0,common_text.forLog)(past.resultToken, 64);
    let raw;
    try {
        if (known?.resultToken === past.resultToken)
            return pointOf(ctx, past, known.parsed, ignore);
        raw = await ctx.tests.result(ctx.config.applicationToken, past.resultToken, signal);
    }
    catch (e) {
        if (ctx.signal.aborted)
            throw e;
        if (signal.aborted) {
            note(ctx, trend, overBudget);
            return 'over budget';
        }
        const why = isRefusal(e) ? (0,common_text.forLog)(e.message, 300) : (0,common_text.errorText)(e, 300);
        note(ctx, trend, `test ${token} was skipped: the service gave no result (${why})`);
        return undefined;
    }
    try {
        return pointOf(ctx, past, parseResult(raw), ignore);
    }
    catch (e) {
        if (!(e instanceof ResultParseError))
            throw e;
        note(ctx, trend, `test ${token} was skipped: its result could not be read (${(0,common_text.forLog)(e.message, 300)})`);
        return undefined;
    }
}
function pointOf(ctx, past, parsed, ignore) {
    const verdict = judge(parsed, {
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
function note(ctx, trend, words) {
    trend.notes.push(words);
    ctx.log.info(`Trend: ${words}`);
}

;// CONCATENATED MODULE: ./src/lifecycle/previous-fixed.ts
// Regressions a baseline file cannot see: an occurrence the application's previous completed test
// had as Fixed and that is open now (issue 25). A baseline file is as old as the last `adopt`; an
// occurrence fixed after it and open again would look like the adopted one it was, hidden by its
// valid accepted risk. So, with a baseline file (or none, or the default branch's), the previous
// completed test's result is read too, with the same past-results machinery as `baseline:
// previous` and `trend` (past-results.ts), and its Fixed occurrences are handed to the gate.
//
// Decisions:
// - Which test: the newest completed one before the judged test (its start time, from the list
//   or from `report`). The run-start cutoff of `baseline: previous` is not applied: it keeps a
//   test of this run's own earlier attempt from being a baseline that hides; this comparison can
//   only count more, and a Fixed seen in any earlier test is a Fixed.
// - Bounded: one list of sessions and at most MAX_TRIED results asked for (a stopped test has
//   none; the one before it is tried), one parsed, all within PREVIOUS_FIXED_BUDGET_MS.
// - Which test it compared with is logged when it matters: when something regressed, or when a
//   baseline was asked for (a line with nothing to say about a run without one is noise).
// - Never fails the step for what it could not read: a notice says regressions are then compared
//   with the baseline only (with `baseline: none`, a log line: a regression is then only a label,
//   every unfixed occurrence counting anyway). What it did read counts (gate.ts).
// - With `baseline: previous` the baseline is that test already; on v1 there is no list of tests.




const PREVIOUS_FIXED_BUDGET_MS = 30_000;
const previous_fixed_MAX_TRIED = 3;
const SESSIONS_LISTED = 10;
/** The previous completed test and what it had as Fixed; undefined: none known. */
async function previouslyFixed(ctx, judged) {
    if (ctx.config.baseline.kind === 'previous' || !ctx.tests.sessions)
        return undefined;
    const app = ctx.config.applicationToken;
    const skip = (why) => {
        // Without a baseline every unfixed occurrence counts already: a regression is only a label,
        // so what could not be read is a log line, not a notice about a baseline there is none of.
        if (ctx.config.baseline.kind === 'none') {
            ctx.log.info(`Regressions: ${why}; no occurrence is marked regressed from an earlier test`);
        }
        else {
            ctx.log.notice(`Regressions: ${why}; only the baseline's Fixed occurrences are compared with this result`);
        }
        return undefined;
    };
    const signal = AbortSignal.any([ctx.signal, AbortSignal.timeout(PREVIOUS_FIXED_BUDGET_MS)]);
    try {
        const sessions = await ctx.tests.sessions(app, SESSIONS_LISTED, signal);
        const current = judged.resultToken
            ? sessions.find((s) => s.resultToken === judged.resultToken)
            : undefined;
        const before = judged.reported?.startTime ?? current?.startTime;
        if (judged.reported && before === undefined) {
            return skip(`the reported test ${(0,common_text.forLog)(judged.resultToken ?? '', 64)} is not among the application's recent tests, so which test came before it is unknown`);
        }
        const { candidates } = selectPast(sessions, { exclude: judged.resultToken, before });
        const ended = candidates.filter((s) => (s.endTime ?? 0) > 0).slice(0, previous_fixed_MAX_TRIED);
        for (const past of ended) {
            let raw;
            try {
                raw = await ctx.tests.result(app, past.resultToken, signal);
            }
            catch (e) {
                // A stopped or failed test has no result: the one before it may.
                if (isRefusal(e) && e.code !== 'NOT_AUTHORIZED')
                    continue;
                throw e;
            }
            const parsed = parseResult(raw);
            const fixed = new Set();
            for (const o of parsed.occurrences)
                if (o.fixed)
                    fixed.add(o.id);
            return {
                resultToken: past.resultToken,
                fixed,
                line: `Regressions: compared with the previous test ${(0,common_text.forLog)(past.resultToken, 64)} (${fixed.size} occurrence${fixed.size === 1 ? '' : 's'} Fixed there)`,
                ...(ctx.config.trend > 0 ? { parsed } : {})
            };
        }
        if (ended.length > 0)
            return skip(`the last ${ended.length} earlier tests have no result`);
        return undefined;
    }
    catch (e) {
        if (ctx.signal.aborted)
            throw e;
        return skip(`the previous test's result could not be read (${(0,common_text.errorText)(e, 300)})`);
    }
}

;// CONCATENATED MODULE: ./src/lifecycle/evaluate.ts












function rawResultText(raw) {
    if (typeof raw === 'string')
        return raw;
    // The answer around a result it repeats a key in: kept whole (decoding it is refused).
    if (raw instanceof UnreadableResult)
        return raw.text;
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
    // Regressions since the previous completed test, which a baseline file may predate. Read
    // before this result is parsed, so two parsed results are never in memory at once (the
    // previous one is let go here unless the trend counts it).
    const previous = 'error' in files.ignore ? undefined : await previouslyFixed(ctx, { resultToken, reported });
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
        if (ctx.config.baselineMissing === 'fail' || baseline.refused === true) {
            return {
                rawText,
                parsed,
                setupError: baselineFailure(baseline.problem, ctx.words, baseline.refused)
            };
        }
        ctx.log.warning(`${ctx.words.input('baseline')}: ${baseline.problem}; gating on every unfixed occurrence instead (${ctx.words.setting('baseline-missing', 'ignore')})`);
    }
    if (baseline.labelsOnly !== undefined && baseline.set) {
        ctx.log.notice(`${ctx.words.setting('baseline', 'previous')}: no passing verdict record can be read (${baseline.labelsOnly}); the previous test labels what is new but hides nothing from the gate`);
    }
    const verdict = judge(parsed, {
        threshold: ctx.config.threshold,
        budget: ctx.config.budget,
        // Only a passing verdict's test hides what it held; any other only labels what is new.
        ...(baseline.labelsOnly === undefined ? { baseline: baseline.set } : { labels: baseline.set }),
        ...(previous ? { previouslyFixed: previous.fixed } : {}),
        ignore: ignore.rules,
        policy: ignore.policy,
        findings: parsed.findings,
        now: ctx.clock.now(),
        expiryWarningMs: ctx.config.expiryWarningMs
    });
    // Which test the regressions were compared with: said when something regressed or a baseline
    // was asked for, not on every run without one.
    if (previous && (ctx.config.baseline.kind !== 'none' || (0,types/* totalOf */.e6)(verdict.counts.regressed) > 0)) {
        ctx.log.info(previous.line);
    }
    const trend = await readTrend(ctx, {
        resultToken,
        before: reported?.startTime,
        ignore: ignore.rules,
        // Read once for the regressions: the trend does not fetch it again.
        ...(previous?.parsed
            ? { known: { resultToken: previous.resultToken, parsed: previous.parsed } }
            : {})
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
        return { problem: (0,common_text.errorText)(e, 300) };
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
        return { error: `${name}: ${(0,common_text.forLog)(path, 300)} does not exist or cannot be read` };
    }
    try {
        // Loaded only when there is a file to read: the YAML parser costs start-up time.
        const { parseAcceptedRisks } = await Promise.resolve(/* import() eager */).then(__nccwpck_require__.bind(__nccwpck_require__, 107));
        return parseAcceptedRisks(text);
    }
    catch (e) {
        return {
            error: `${name}: ${(0,common_text.forLog)(path, 300)}: ${(0,common_text.errorText)(e, 1000)}`
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
        (0,file_write/* appendTextSafely */.O8)(room.file, fitSummary(markdown, budget));
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

;// CONCATENATED MODULE: ./src/report/write-together.ts
// Files that belong together (adopt's baseline and accepted-risks file): all of them written, or
// none. A half-written pair is worse than none: a baseline without its accepted risks (or the
// other way round) changes what the gate counts without anyone having reviewed it.
//
// Every target is checked first (a folder where a file should be, a file that cannot be read);
// each file is then written to a temporary file beside its target, and only when all are written
// are they renamed into place, in order. If a rename fails, the targets renamed before it are put
// back as they were (their earlier text, their link, or no file). The temporary names are fresh
// and created exclusively, and a link at a target is replaced, never written through
// (file-write.ts).





/**
 * A file's text, `undefined` when there is no file. Only "no such file" means no file: a folder,
 * a file that cannot be read, anything else throws (the caller must not overwrite what it could
 * not read).
 */
function readIfThere(file) {
    try {
        return external_node_fs_.readFileSync(file, 'utf8');
    }
    catch (e) {
        if (e.code === 'ENOENT')
            return undefined;
        throw e;
    }
}
/** The problem with writing to `file`, before anything is written: a folder is in the way. */
function blocked(file) {
    try {
        if (external_node_fs_.statSync(file).isDirectory())
            return 'it is a folder, not a file';
    }
    catch (e) {
        const code = e.code;
        if (code === 'ENOENT')
            return undefined;
        if (code === 'ENOTDIR')
            return 'a part of its path is a file, not a folder (ENOTDIR)';
        return (0,common_text.forLog)(e.message, 300);
    }
    return undefined;
}
/** Writes every file, or none: the problems (nothing was changed) when any cannot be written. */
function writeTogether(files) {
    const problems = [];
    for (const f of files) {
        const why = blocked(f.path);
        if (why !== undefined)
            problems.push({ what: (0,common_text.forLog)(`${f.what} ${f.path}`, 600), why });
    }
    if (problems.length > 0)
        return problems;
    const temps = [];
    const removeTemps = () => {
        for (const t of temps)
            external_node_fs_.rmSync(t, { force: true });
    };
    for (const f of files) {
        const problem = writeReportFile(`${f.what} ${f.path}`, () => {
            (0,file_write/* makeFolder */.fc)(external_node_path_.dirname(external_node_path_.resolve(f.path)));
            const temp = (0,file_write/* freshTemp */.DL)(f.path);
            external_node_fs_.closeSync(temp.fd);
            temps.push(temp.path);
            f.write(temp.path);
        });
        if (problem) {
            removeTemps();
            return [problem];
        }
    }
    // What each target was, to put back if a later rename fails.
    const before = [];
    for (const [i, f] of files.entries()) {
        const temp = temps[i];
        let was = { kind: 'none' };
        const problem = writeReportFile(`${f.what} ${f.path}`, () => {
            was = earlier(f.path);
            external_node_fs_.renameSync(temp, f.path);
        });
        if (problem) {
            for (const b of before.reverse())
                putBack(b.path, b.was);
            removeTemps();
            return [problem];
        }
        before.push({ path: f.path, was });
    }
    return [];
}
function earlier(file) {
    try {
        if (external_node_fs_.lstatSync(file).isSymbolicLink())
            return { kind: 'link', to: external_node_fs_.readlinkSync(file) };
        return { kind: 'file', text: external_node_fs_.readFileSync(file) };
    }
    catch (e) {
        if (e.code === 'ENOENT')
            return { kind: 'none' };
        throw e;
    }
}
function putBack(file, was) {
    if (was.kind === 'file')
        return (0,file_write/* writeTextSafely */.Dl)(file, was.text);
    external_node_fs_.rmSync(file, { force: true });
    if (was.kind === 'link')
        external_node_fs_.symlinkSync(was.to, file);
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
            const why = (0,common_text.errorText)(e, 300);
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
            logProgress(o.log, `Test ${(0,common_text.forLog)(current.status, 40) || '(no status)'}${pct}`);
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
                return { matched: false, served: `no answer (${(0,common_text.forLog)(answer.code, 40)})` };
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
    const shown = (0,common_text.forLog)(`${next.origin}${next.pathname}`, SERVED_CHARS);
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
    const words = (0,common_text.forLog)(shown.replace(/\s+/g, ' ').trim(), SERVED_CHARS);
    const ok = status >= 200 && status < 300;
    return `${ok ? '' : `HTTP ${status}`}${!ok && words ? ': ' : ''}${words || (ok ? 'an empty page' : '')}`;
}

;// CONCATENATED MODULE: ./src/lifecycle/deployment-site.ts

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
    return `The build-check ${(0,common_text.forLog)((0,common_text.urlWithoutSecrets)(target), 300)} is on ${(0,common_text.forLog)((0,common_text.visibleUrl)(check), 200)}, not on the application's origin ${(0,common_text.forLog)((0,common_text.visibleUrl)(app), 200)}: it would show only what that site serves, not what the test judges, and no test was started. Give a path (such as /__version__, taken on the application's origin) or a full URL on ${(0,common_text.forLog)((0,common_text.visibleUrl)(app), 200)}`;
}
/** The failure line: both origins (as far as known), why no test started, and the fixes. */
function siteProblem(p) {
    const app = originOf(p.applicationUrl);
    const appShown = app ? (0,common_text.forLog)((0,common_text.visibleUrl)(app), 200) : undefined;
    const what = p.site === 'elsewhere'
        ? `${p.where} is at ${(0,common_text.forLog)((0,common_text.visibleUrl)(originOf(p.deploymentUrl)), 200)}, not at the application's origin ${appShown}: it does not show what the test would judge`
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
    return `${deployment_site_capital(what)}, and no test was started. ${fixes.join(', ')}`;
}
/** The warning when a build check stands in for a deployment elsewhere (the run goes on). */
function standInWarning(site) {
    const app = (0,common_text.forLog)((0,common_text.visibleUrl)(originOf(site.applicationUrl) ?? 'unknown'), 200);
    return site.site === 'elsewhere'
        ? `The deployment's URL (${(0,common_text.forLog)((0,common_text.visibleUrl)(site.deploymentUrl), 200)}) is not on the application's origin (${app}): only the build check shows what the test judges`
        : `The deployment names no URL on the application's origin (${app}): only the build check shows what the test judges`;
}
function deployment_site_capital(s) {
    return s.charAt(0).toUpperCase() + s.slice(1);
}

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
    let look = await lookAtBuild(check.url, sha, ctx.signal);
    for (let i = 1; i < AFTER_LOOKS && !look.matched; i++) {
        await ctx.clock.sleep(AFTER_PAUSE_MS, ctx.signal);
        look = await lookAtBuild(check.url, sha, ctx.signal);
    }
    check.after = { matched: look.matched, at: ctx.clock.now(), served: look.served };
    if (look.matched)
        return undefined;
    return `The site served another build during the test: after the test ${(0,common_text.forLog)((0,common_text.urlWithoutSecrets)(check.url), 300)} served ${look.served}, not commit ${sha.slice(0, 12)}`;
}
async function deployedMeanwhile(ctx, build, applicationUrl) {
    const deployment = build.deployment;
    if (!deployment || !deploymentShows(build))
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
            const evaluation = await evaluate(ctx, files, raw, info.resultToken);
            if (changed)
                return publish(ctx, { outcome: 'error', failure: changed, info, evaluation });
            return publishEvaluation(ctx, info, evaluation);
        });
    }
    // main.ts stops the test (when this run owns it) for every kind of cancellation.
    if (outcome.kind === 'cancelled')
        throw new errors.CancelledError('cancel');
    if (outcome.kind === 'ended' || outcome.kind === 'unclean') {
        ctx.state.testDone();
        const status = (0,common_text.forLog)(info.status, 40);
        return oneAtATime(async () => publish(ctx, {
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
        const stop = await stopBounded(ctx, info, TIMEOUT_STOP_BUDGET_MS);
        what = TIMEOUT_STOP_WORDS[stop.kind];
    }
    else {
        ctx.state.testDone(); // left running on purpose: the post phase must not stop it
        what = `the test was left running (${ctx.words.setting('on-timeout', 'leave')})`;
    }
    const within = formatDuration(config.timeoutMs);
    // A test the service puts at 100 % under words that do not say it completed is not a test
    // still running: no time-out is tolerated for it, whatever fail-on-timeout says.
    const unread = outcome.last !== undefined && unreadEnd(outcome.last);
    if (unread) {
        const failure = `The test's status "${(0,common_text.forLog)(info.status, 40)}"${outcome.last?.progress === 100 ? ' at 100 %' : ''} is not one that says it completed ` +
            `(${COMPLETION_WORDS.join(', ')}) and did not change within the timeout (${within}); ${what}`;
        return oneAtATime(async () => publish(ctx, {
            outcome: 'error',
            failure,
            info,
            evaluation: await partialResult(ctx, files, info)
        }));
    }
    const line = `The test did not finish within the timeout (${within}); ${what}`;
    return oneAtATime(async () => publish(ctx, {
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
    return (classifyStatus(last.status) === 'unknown' &&
        (last.progress === 100 || mentionsCompletion(last.status)));
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
        ctx.log.debug(`No partial result: ${(0,common_text.errorText)(e, 300)}`);
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
    // The warn findings and the accepted risks running out, as warnings (annotations on GitHub):
    // what made a passing gate `warned`, and on a failed gate too, where they are no less true.
    const why = warnedLines(v, rules);
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
    // A deployment elsewhere (or with no URL) says nothing of when the application's site changed.
    if (ctx.config.reuse !== 'same-build' || !deployment || build.since === undefined)
        return undefined;
    if (!deploymentShows(build))
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
        ctx.log.warning(`reuse: could not tell whether a finished test is of this build (${(0,common_text.errorText)(e, 300)}); starting a new one`);
    }
    return undefined;
}
function when(t) {
    return t === undefined ? 'an unknown time' : (0,common_text.forLog)(new Date(t).toISOString(), 40);
}

;// CONCATENATED MODULE: ./src/lifecycle/this-build.ts







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
    const offSite = config.buildCheck && buildCheckOriginProblem(config.buildCheck, application?.url);
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
    const link = (l) => (l ? ` (${(0,common_text.forLog)(l, 300)})` : '');
    switch (wait.kind) {
        case 'unavailable':
            return `Could not read ${where}: ${wait.problem}`;
        case 'failed':
            return `${this_build_capital(where)} ended in "${(0,common_text.forLog)(wait.state, 20)}"${link(wait.link)}; no test was started`;
        case 'timed-out':
            return `${this_build_capital(where)} did not succeed within the timeout (${formatDuration(ctx.config.timeoutMs)}; ${wait.state ? `last state: ${(0,common_text.forLog)(wait.state, 20)}` : 'no deployment found'})${link(wait.link)}; no test was started`;
    }
    build.deployment = wait.deployment;
    build.since = wait.deployment.succeededAt;
    build.shownBy = 'deployment';
    ctx.log.info(`${this_build_capital(where)} succeeded at ${new Date(build.since).toISOString()}${link(wait.deployment.environmentUrl)}`);
    return undefined;
}
/**
 * Whether the deployment speaks for the application's site (deployment-site.ts); when it does not,
 * the failure line unless a build check on the application's origin will stand in for it.
 */
function placeDeployment(ctx, build, application) {
    const deployment = build.deployment;
    const site = deploymentSite(deployment.environmentUrl, application?.url);
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
        return siteProblem(problem);
    ctx.log.warning(standInWarning(problem));
    return undefined;
}
function deploymentWhere(sha, environment) {
    return `the deployment of ${sha.slice(0, 12)} to ${(0,common_text.forLog)(environment, 100)}`;
}
/** Before the start: the site must serve the commit; a mismatch waits (a rollout takes time). */
async function checkBefore(ctx, build, target, application, deadline) {
    const url = buildCheckUrl(target, application?.url);
    if (!url) {
        return `${ctx.words.input('build-check')} ${(0,common_text.forLog)((0,common_text.urlWithoutSecrets)(target), 100)} is a path, and the application's URL is unknown (${ctx.words.setting('api-version', 'v1')}): give a full URL`;
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
            ctx.log.info(`${(0,common_text.forLog)((0,common_text.urlWithoutSecrets)(url), 300)} does not serve ${sha.slice(0, 12)} yet (it served ${last.served}); waiting`);
            said = true;
        }
        return undefined;
    });
    const at = ctx.clock.now();
    if (matched === TIMED_OUT) {
        build.buildCheck.before = { matched: false, at, served: last.served };
        return `The site did not serve commit ${sha.slice(0, 12)} within the timeout (${formatDuration(ctx.config.timeoutMs)}): ${(0,common_text.forLog)((0,common_text.urlWithoutSecrets)(url), 300)} served ${last.served}; no test was started`;
    }
    build.buildCheck.before = { matched: true, at };
    build.since ??= at;
    build.shownBy = build.shownBy === 'deployment' ? 'deployment and build-check' : 'build-check';
    ctx.log.info(`${(0,common_text.forLog)((0,common_text.urlWithoutSecrets)(url), 300)} serves ${sha.slice(0, 12)}`);
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
    return publish(ctx, {
        outcome: 'error',
        failure,
        info: { applicationToken: ctx.config.applicationToken, application, build }
    }).then((result) => ({ early: result }));
}
function this_build_capital(s) {
    return s.charAt(0).toUpperCase() + s.slice(1);
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
/**
 * The test's info for followTest, with the build it judged and how this run came to the test: a
 * test this run attached to may have started before the run, and is then not its baseline.
 */
function withJudged(test, build) {
    const { judged, ...info } = test;
    return { ...info, build: build && { ...build, judged } };
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
    rememberApplication(ctx, app);
    if (!app.verified) {
        throw new ApiError(`The ownership of application ${applicationToken} (${(0,common_text.forLog)((0,common_text.visibleUrl)(app.url), 200)}) is not verified (status: ${(0,common_text.forLog)(app.signatureStatus, 40) || 'unknown'}), so the service will not test it. Publish the signature from the register command's outputs, then run the verify command (${ctx.words.command('verify')}).`, { kind: 'service', operation: 'read application', code: 'NOT_VERIFIED' });
    }
    ctx.log.info(`Application: ${(0,common_text.forLog)(app.name, 200)} (${(0,common_text.forLog)((0,common_text.visibleUrl)(app.url), 300)})`);
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
            return attach(o, current, false, 'The application already has a test running');
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
            const sentAt = o.clock.now();
            const answer = o.api.start(o.applicationToken, afterGrace(o.signal, CANCEL_STOP_BUDGET_MS));
            // Whoever reads the answer after a cancellation handles its failure; nothing is left unhandled.
            answer.catch(() => undefined);
            o.onInFlight?.(answer);
            // Cancelled: the run goes on to its cancel path at once, which reads the answer there.
            const resultToken = await untilAborted(answer, o.signal);
            o.onKnown?.(resultToken, true);
            o.log.info(`Started test ${resultToken}`);
            return { resultToken, startedByUs: true, startTime: sentAt };
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
    if (started.startTime !== undefined)
        noteTestStart(ctx, started.resultToken, started.startTime);
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
    return followTest(ctx, gate.files, withJudged(test, before.build));
}

;// CONCATENATED MODULE: ./src/commands/adopt.ts
// adopt: take the site as it is today as the starting point of the gate, for review in a pull
// request. From the application's latest completed result (or a new test first, with
// adopt-scan: true) it writes one accepted risk per counted occurrence (reason: adopted, expiring
// after adopt-expiry) to the accepted-risks file, leaving its existing entries and comments as
// they are, and the baseline file (the JSON report form `baseline: <path>` reads) holding open
// exactly the occurrences it adopted, and every fixed one (so a finding that comes back is a
// regression). Both files are written or neither. It succeeds with a summary of what it wrote; a
// file it cannot read or write is an error.














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
    let existing;
    try {
        existing = readIfThere(ignorePath);
    }
    catch (e) {
        // A folder, a file it may not read: never overwritten blind.
        return fail(`${ctx.words.input('ignore-file')}: ${(0,common_text.forLog)(ignorePath, 300)} cannot be read: ${(0,common_text.errorText)(e, 300)}; nothing was adopted`);
    }
    // Today's accepted risks and policy decide what counts; a missing file is made (adopt creates it).
    const ignore = existing === undefined
        ? { rules: [], policy: [] }
        : await loadIgnoreRules({ path: ignorePath, explicit: true }, ctx.words.input('ignore-file'));
    if ('error' in ignore)
        return fail(`${ignore.error}; nothing was adopted`);
    const now = ctx.clock.now();
    // No baseline: adopt records the whole of today, whatever an older baseline held.
    const gateOptions = {
        threshold: ctx.config.threshold,
        budget: ctx.config.budget,
        ignore: ignore.rules,
        policy: ignore.policy,
        findings: parsed.findings,
        now,
        expiryWarningMs: 0
    };
    const verdict = judge(parsed, gateOptions);
    const counted = verdict.occurrences.filter((o) => o.counted);
    let entries;
    try {
        // Loaded only by adopt: the YAML parser costs every other command start-up time.
        const { addAdoptedEntries } = await Promise.resolve(/* import() eager */).then(__nccwpck_require__.bind(__nccwpck_require__, 104));
        entries = addAdoptedEntries(existing ?? '', counted, now, ctx.config.adoptExpiryMs);
    }
    catch (e) {
        return fail(`ignore-file: ${(0,common_text.forLog)(ignorePath, 300)}: ${(0,common_text.errorText)(e, 1000)}; nothing was adopted`);
    }
    const baselinePath = ctx.config.baseline.kind === 'file' ? ctx.config.baseline.path : DEFAULT_BASELINE_FILE;
    // The baseline holds open only what was adopted (an accepted risk written for it), and every
    // fixed occurrence (so its return is a regression). An open occurrence adopt did not take
    // (below the threshold, under a warn or monitor policy, already accepted, beyond the cap) is
    // new to this baseline: it counts as soon as the threshold, the policy or its entry says so,
    // instead of being hidden by the baseline for ever. One an earlier adopt already accepted (an
    // unexpired `reason: adopted` entry) is adopted too: a second adopt keeps it in the baseline.
    const adoptedIds = new Set(counted.slice(0, entries.added).map((o) => o.id));
    for (const o of verdict.occurrences) {
        if (o.state === 'ignored' && o.ignoredBecause?.reason === types/* ADOPTED_REASON */.DD)
            adoptedIds.add(o.id);
    }
    const inBaseline = {
        ...parsed,
        occurrences: parsed.occurrences.filter((o) => o.fixed || adoptedIds.has(o.id))
    };
    const baselineVerdict = judge(inBaseline, gateOptions);
    const report = {
        ...buildReportContext(ctx, {
            // The outcome agrees with the verdict the file carries (judged without a baseline).
            outcome: baselineVerdict.passed ? 'passed' : 'failed',
            info: { applicationToken: app, resultToken, status: 'completed', progress: 100 },
            evaluation: { rawText: '', parsed: inBaseline, verdict: baselineVerdict }
        }),
        // The baseline is for review in a pull request: the raw result stays out of it.
        rawResult: undefined,
        message: `Written by adopt on ${entries.adopted}: the baseline of the gate`
    };
    // Both files or neither: a baseline without its accepted risks would change the gate unseen.
    const unwritten = writeTogether([
        {
            what: 'the accepted-risks file',
            path: ignorePath,
            write: (file) => (0,file_write/* writeTextSafely */.Dl)(file, entries.text)
        },
        {
            what: 'the baseline file',
            path: baselinePath,
            write: (file) => (0,json_report/* writeJsonReport */.a_)(file, report, new Date(now))
        }
    ]);
    if (unwritten.length > 0) {
        return fail(`${unwrittenFailure(unwritten, undefined)}; nothing was adopted`);
    }
    const facts = {
        parsed,
        inBaseline: inBaseline.occurrences.length,
        counted: counted.length,
        entries,
        baselinePath,
        resultToken
    };
    // Each from the raw text: the log's escaping for the log, Markdown's for the summary.
    for (const line of summaryLines(ctx, facts, common_text.forLog))
        ctx.log.info(line);
    if (entries.left > 0) {
        ctx.log.warning(`adopt: ${entries.left} counted occurrences were not adopted (at most ${entries.added} entries are written); they still count`);
    }
    const lines = summaryLines(ctx, facts, common_text.forMarkdown);
    appendStepSummary(ctx, `## Security test: adopted\n\n${lines.map((l) => `- ${l}`).join('\n')}\n`);
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
    ctx.log.info(`Adopting the latest completed test ${(0,common_text.forLog)(found.resultToken, 64)}`);
    return { resultToken: found.resultToken, raw: found.raw };
}
/** What adopt wrote, each untrusted part through `esc` (forLog or forMarkdown). */
function summaryLines(ctx, facts, esc) {
    const { parsed, entries, baselinePath } = facts;
    const open = parsed.occurrences.filter((o) => !o.fixed).length;
    const fixed = parsed.occurrences.length - open;
    const adoptedOpen = facts.inBaseline - fixed;
    const notTaken = open - adoptedOpen;
    return [
        `Adopted test ${esc(facts.resultToken, 64)} of application ${esc(ctx.config.applicationToken, 64)}`,
        `Baseline: ${esc(baselinePath, 300)} with ${facts.inBaseline} occurrences (${adoptedOpen} adopted open, ${fixed} fixed)` +
            (notTaken > 0
                ? `; the other ${notTaken} open occurrences are not in it: they count as soon as the threshold, a policy or their accepted risk says so`
                : ''),
        `Accepted risks: ${entries.added} of ${facts.counted} counted occurrences added to ${esc(ctx.config.ignoreFile.path, 300)} (reason: adopted, adopted ${entries.adopted}, expires ${entries.expires}); its existing entries are unchanged`,
        `Next: commit both files for review, and gate with baseline: ${esc(baselinePath, 300)}`
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
const md = (v) => (0,common_text.forMarkdown)(v, 300) || '—';
// URLs and tokens as code spans: copyable as they are (no zero-width space), never a link.
const code = (v) => (0,common_text.forCodeSpan)(v, 500, true) || '—';
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
        lines.push(`| ${md(a.name)} | ${code(a.token)} | ${code((0,common_text.visibleUrl)(a.url))} | ${md(a.type)} | ${md(a.signatureStatus)} |`);
    }
    return [...lines, ''];
}
function runningMarkdown(tests) {
    const lines = ['### Running tests', ''];
    if (tests.length === 0)
        return [...lines, '_No test is running._', ''];
    lines.push('| Application | URL | Application token | Result token | Started |', '| --- | --- | --- | --- | --- |');
    for (const t of tests) {
        lines.push(`| ${md(t.name)} | ${code((0,common_text.visibleUrl)(t.url))} | ${code(t.applicationToken)} | ${code(t.resultToken)} | ${md(list_isoTime(t.startTime))} |`);
    }
    return [...lines, ''];
}
function listingMarkdown(l) {
    const apps = l.projects.reduce((n, p) => n + p.applications.length, 0);
    const lines = [
        '## Security test: projects and applications',
        '',
        `${(0,common_text.plural)(l.projects.length, 'project')}, ${(0,common_text.plural)(apps, 'application')}, ${(0,common_text.plural)(l.running.length, 'running test')}.`,
        ''
    ];
    for (const n of l.notices)
        lines.push(`> ${(0,common_text.forMarkdown)(n)}`, '');
    for (const p of l.projects)
        lines.push(...projectMarkdown(p));
    if (l.projects.length === 0)
        lines.push('_No projects._', '');
    lines.push(...runningMarkdown(l.running));
    return lines.join('\n');
}
/** A cell of the terminal table: one neutralised line, short enough to keep a row readable. */
const cell = (v, max = 60) => (0,common_text.forLog)(v, max) || '—';
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
            cell((0,common_text.visibleUrl)(a.url), 100),
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
            cell((0,common_text.visibleUrl)(t.url), 100),
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
        ...(l.teamId ? { teamId: (0,common_text.forPlain)(l.teamId) } : {}),
        projects: l.projects.map((p) => ({
            name: (0,common_text.forPlain)(p.name),
            description: (0,common_text.forPlain)(p.description),
            projectKey: (0,common_text.forPlain)(p.key),
            ...(p.team ? { team: { id: (0,common_text.forPlain)(p.team.id), name: (0,common_text.forPlain)(p.team.name) } } : {}),
            applications: p.applications.map((a) => ({
                name: (0,common_text.forPlain)(a.name),
                url: (0,common_text.forPlain)((0,common_text.visibleUrl)(a.url)),
                applicationToken: (0,common_text.forPlain)(a.token),
                applicationType: (0,common_text.forPlain)(a.type),
                signatureStatus: (0,common_text.forPlain)(a.signatureStatus)
            }))
        })),
        runningTests: l.running.map((t) => ({
            name: (0,common_text.forPlain)(t.name),
            url: (0,common_text.forPlain)((0,common_text.visibleUrl)(t.url)),
            applicationToken: (0,common_text.forPlain)(t.applicationToken),
            resultToken: (0,common_text.forPlain)(t.resultToken),
            ...(list_isoTime(t.startTime) ? { startTime: list_isoTime(t.startTime) } : {}),
            ...(t.teamId ? { teamId: (0,common_text.forPlain)(t.teamId) } : {})
        })),
        notices: l.notices.map((n) => (0,common_text.forPlain)(n))
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
        (0,file_write/* writeTextSafely */.Dl)(file, JSON.stringify(listingJson(listing, new Date(ctx.clock.now())), null, 2));
    });
    appendStepSummary(ctx, listingMarkdown(listing));
    ctx.reports.showListing?.(listing);
    const apps = projects.reduce((n, p) => n + p.applications.length, 0);
    const where = unwritten ? '' : `; written to ${(0,common_text.forLog)(file, 500)}`;
    ctx.log.info(`Listed ${(0,common_text.plural)(projects.length, 'project')}, ${(0,common_text.plural)(apps, 'application')} and ${(0,common_text.plural)(running.length, 'running test')}${where}`);
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
        note(`The account's plan does not include team features: the running tests of team ${(0,common_text.forLog)(teamId, 60)} are not listed.`);
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
    const verified = isVerified(signatures.status);
    ctx.log.info(`Application ${r.application.token} (${(0,common_text.forLog)(r.application.url, 300)}) in ${describeProject(r.project)}: ` +
        `signature status ${(0,common_text.forLog)(signatures.status || 'unknown', 40)}` +
        (verified ? '' : '; prove ownership with the verify command'));
    appendStepSummary(ctx, [
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
    const existing = findApplicationByUrl(catalogue, w.url);
    const named = findProject(catalogue, w.projectName, w.teamId);
    if (existing && (!named || existing.project.key !== named.key)) {
        // An application cannot move between projects: the one that holds the URL is the answer.
        ctx.log.warning(`${(0,common_text.forLog)(w.url, 300)} is already registered in ${describeProject(existing.project)}, ` +
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
                throw new ApiError(`create project failed: the service says a project "${(0,common_text.forLog)(w.projectName, 200)}" exists, but no project of that name is visible to this access token${w.teamId ? ` in team ${(0,common_text.forLog)(w.teamId, 60)}` : ''}. Check ${ctx.words.input('project-name')} and ${ctx.words.input('team-id')}.`, { kind: 'service', operation: 'create project', code: 'PROJECT_ALREADY_EXISTS' });
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
        ctx.log.info(`Created application ${application.token} for ${(0,common_text.forLog)(w.url, 300)}`);
        return { application, applicationChange: 'created' };
    }
    catch (e) {
        if (!hasCode(e, 'URL_ALREADY_ADDED'))
            throw e;
        // A parallel run registered the URL since we looked, maybe in a team project: read again.
        const again = findApplicationByUrl(await api.catalogue(true, ctx.log, ctx.signal), w.url);
        const application = again?.application ?? (await lookInProject(api, project, w.url, ctx.signal));
        if (!application) {
            throw new ApiError(`create application failed: the service says ${(0,common_text.forLog)(w.url, 300)} is registered already, but not in a project this access token can see. Ask its owner, or register another URL.`, { kind: 'service', operation: 'create application', code: 'URL_ALREADY_ADDED' });
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
        raw = await readGivenResult(ctx, app, resultToken);
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
    if (startTime !== undefined && resultToken)
        noteTestStart(ctx, resultToken, startTime);
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
        if (!hasCode(e, 'INVALID_SESSION'))
            throw e;
        // The client's message (redacted, the service's words bounded) without its access-token hint.
        const said = e.message.replace(/ \(the access token is invalid or has expired\)$/, '');
        throw new ApiError(`${said} (${ctx.words.input('result-token')} ${resultToken} may name no test of application ${app}: check it; else the access token is invalid or has expired)`, { kind: 'service', operation: e.operation, httpStatus: e.httpStatus, code: e.code }, e.serviceMessage);
    }
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
    const name = before ? describeProject(before) : `project ${(0,common_text.forLog)(projectKey, 60)}`;
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
            return { notYet: (0,common_text.forLog)(e.message, 200) };
        if (!hasCode(e, ...NOT_YET))
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
        if (isTransient(e))
            return undefined;
        throw e;
    }
}
function verify_summary(ctx, token, s, what) {
    appendStepSummary(ctx, [
        '## Security test: ownership verification',
        '',
        `The application \`${(0,common_text.forMarkdown)(token)}\`${s.url ? ` (${(0,common_text.forMarkdown)(s.url)})` : ''} ${what}`,
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
                    resultToken: ctx.config.resultToken,
                    // Read before the error (preflight): the reports name the application.
                    application: knownApplication(ctx)
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

;// CONCATENATED MODULE: ./src/report/estate-fix-first.ts
// "Fix first" for a step over several applications: the counted occurrences of every application
// in one table, in the one order of every report (findings/order.ts) across applications, so the
// step's summary and comment answer "what do I fix first?" before any application's section.
//
// Bounded: each application keeps only its first FIX_FIRST_ROWS counted occurrences (its report
// already has them in the one order), as plain values, the moment its report is written; the
// step merges those at the end. The whole table is at most FIX_FIRST_ROWS rows.






const estate_fix_first_FIX_FIRST_ROWS = 20;
/** Cells are cut shorter than in an application's own table: the room is the step's overview's. */
const CELL = { application: 80, name: 120, method: 20, url: 300 };
/** What the table may take of the overview's room, at most. */
const FIX_FIRST_BYTES = 2000 + estate_fix_first_FIX_FIRST_ROWS * 700;
/** An application's first counted occurrences, in its report's order. */
function fixFirstItems(report, application) {
    const counted = (0,format/* unfixedWorstFirst */.FN)(report).filter((o) => o.counted);
    const perFinding = new Map();
    for (const o of counted)
        perFinding.set(o.findingKey, (perFinding.get(o.findingKey) ?? 0) + 1);
    return counted.slice(0, estate_fix_first_FIX_FIRST_ROWS).map((o) => ({
        application,
        severity: o.severity,
        findingCounted: perFinding.get(o.findingKey) ?? 0,
        name: o.name,
        method: o.method,
        url: o.url,
        regressed: o.regressed === true,
        escalated: o.escalatedFrom !== undefined
    }));
}
/**
 * The table over every application's items: worst severity, then the findings with the most
 * counted occurrences, then URL and method (the one order); '' when nothing is counted.
 * `total`: every counted occurrence of the step, for the line that says how many more there are.
 */
function estateFixFirst(items, total) {
    if (items.length === 0)
        return '';
    const ordered = [...items].sort((a, b) => (0,findings_severity/* severityRank */.qs)(a.severity) - (0,findings_severity/* severityRank */.qs)(b.severity) ||
        b.findingCounted - a.findingCounted ||
        (0,order/* cmp */.r2)(a.name, b.name) ||
        (0,order/* cmp */.r2)(a.url, b.url) ||
        (0,order/* cmp */.r2)(a.method, b.method) ||
        (0,order/* cmp */.r2)(a.application, b.application));
    const shown = ordered.slice(0, estate_fix_first_FIX_FIRST_ROWS);
    const rows = shown.map((i) => tableRow([
        (0,common_text.forMarkdown)(i.application, CELL.application),
        (0,format/* severityBadge */.J8)(i.severity),
        (0,common_text.forMarkdown)(i.name, CELL.name) +
            (i.regressed ? ' ↩️ _regressed_' : i.escalated ? ' ⬆️ _escalated_' : ''),
        codeCell(i.method, CELL.method),
        codeCell(i.url, CELL.url)
    ]));
    const left = total - shown.length;
    const more = left > 0
        ? `\n\n_… and ${(0,format/* formatCount */.B4)(left)} more counted occurrence${left === 1 ? '' : 's'}: each application's section lists its own._`
        : '';
    return (`### Fix first\n\n` +
        `${tableHeader(['Application', 'Severity', 'Finding', 'Method', 'URL'])}\n${rows.join('\n')}${more}`);
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
        const overview = OVERVIEW_BASE_BYTES + FIX_FIRST_BYTES + OVERVIEW_BYTES_PER_APP * tokens.length;
        this.sectionBytes = Math.max(0, Math.floor((summaryBytes - overview) / tokens.length));
        this.commentChars = Math.floor((MAX_COMMENT_CHARS - overview) / tokens.length);
    }
    /** One application's report, as `writeReports` hands it over. */
    add(report) {
        const token = report.application.token;
        const name = report.application.name ?? report.meta.applicationName;
        const v = report.verdict;
        const subject = (0,common_text.forMarkdown)(name ?? token, 120);
        const room = this.sectionBytes;
        const comment = this.options.comment ? commentSection(report, this.commentChars, subject) : '';
        const source = (0,format/* baselineSource */.f0)(report);
        this.entries.set(token, {
            token,
            name,
            outcome: report.outcome,
            unfixed: v ? (0,format/* shownCounts */.EK)(v).unfixed : undefined,
            fresh: v ? (0,types/* totalOf */.e6)((0,format/* shownCounts */.EK)(v).new) : undefined,
            section: this.options.summary && room >= 1024 ? section(report, room, subject) : '',
            comment,
            ...(source !== undefined && comment.includes(againstTheBaseline(source))
                ? { commentBaseline: source }
                : {}),
            annotations: this.options.annotations && v
                ? planAnnotations(v, report.findings, ANNOTATION_LIMITS).filter((a) => a.severity)
                : [],
            counted: v ? (0,types/* totalOf */.e6)(v.counts.counted) : 0,
            fixFirst: v ? fixFirstItems(report, name ?? token) : []
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
    const quiet = quietPass(report);
    if (quiet !== undefined)
        return `### ${subject}: ${STATUS_WORD.passed}\n\n${quiet}\n`;
    return buildSummary(report, room, { subject, level: 3, fixFirst: false });
}
/** Its comment section: like the summary's, one line for a passing application with nothing open. */
function commentSection(report, room, subject) {
    const quiet = quietPass(report);
    if (quiet !== undefined)
        return `### Security test: ${STATUS_WORD.passed} · ${subject}\n\n${quiet}`;
    return buildComment(report, room, true);
}
/**
 * The verdict of an application that passed with nothing open, as a sentence under its heading
 * ("No counted unfixed occurrences at high or worse."; the heading already says it passed).
 * Undefined for any other application.
 */
function quietPass(report) {
    const v = report.verdict;
    if (report.outcome !== 'passed' || !v || (0,types/* totalOf */.e6)(v.counts.unfixed) !== 0)
        return undefined;
    const line = v.line.replace(/^passed: /, '');
    return ((0,common_text.forMarkdown)(line.charAt(0).toUpperCase() + line.slice(1), 1000) +
        (/[.!?]$/.test(line) ? '' : '.'));
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
        (0,common_text.forMarkdown)(label(e), 120),
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
/**
 * "❌ Failed · 3 applications (1 passed, 1 passed with warnings, 1 did not)": the groups that
 * have any. A warned application passed, so it is neither left out nor counted as "did not".
 */
function estate_headline(entries, outcome) {
    const passed = entries.filter((e) => e.outcome === 'passed').length;
    const warned = entries.filter((e) => e.outcome === 'warned').length;
    const groups = [
        [passed, 'passed'],
        [warned, 'passed with warnings'],
        [entries.length - passed - warned, 'did not']
    ];
    const named = groups.filter(([n]) => n > 0).map(([n, what]) => `${(0,format/* formatCount */.B4)(n)} ${what}`);
    return `${STATUS_WORD[outcome]} · ${(0,format/* formatCount */.B4)(entries.length)} applications (${named.join(', ')})`;
}
function appendEstateSummary(host, log, entries, outcome, unwritten) {
    const fixFirst = stepFixFirst(entries);
    const overview = `## Security test: ${estate_headline(entries, outcome)}\n\n${overviewTable(entries)}\n` +
        (fixFirst ? `\n${fixFirst}\n` : '');
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
        text += `\n_${left === 1 ? 'One application section was' : `${(0,format/* formatCount */.B4)(left)} application sections were`} left out: the job summary holds at most 1 MB per step. Each application's JSON report has everything._\n`;
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
                title: (0,common_text.forAnnotation)(`${(0,common_text.forAnnotation)(label(e), 80)}: ${a.title}`, 300),
                message: (0,common_text.forAnnotation)(`${(0,common_text.forAnnotation)(label(e), 80)}: ${a.message}`, 1100)
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
    const href = (0,common_text.safeHref)(runUrl);
    const runLink = href ? `[Workflow run and job summary](${href})` : '';
    const shared = sharedBaseline(entries);
    const head = [
        `## Security test: ${estate_headline(entries, outcome)}`,
        overviewTable(entries),
        shared === undefined ? '' : `**Baseline:** ${(0,common_text.forMarkdown)(shared, 300)}`,
        stepFixFirst(entries)
    ].filter((p) => p !== '');
    const sections = entries
        .map((e) => (shared === undefined ? e.comment : unnamedBaseline(e.comment, shared)))
        .filter((c) => c !== '');
    const parts = [...head, ...sections];
    const end = runLink ? `\n\n${runLink}` : '';
    const text = parts.join('\n\n');
    if (text.length + end.length <= MAX_COMMENT_CHARS)
        return `${text}${end}\n`;
    // Sections are built to fit; if they still do not, the overview, Fix first and a link stay.
    const link = href ? `\n\nEach application's section is in the [job summary](${href}).` : '';
    return `${head.join('\n\n')}${link}\n`;
}
/**
 * The baseline every section compares with, when more than one section names it and all name the
 * same: the comment then names it once, above them.
 */
function sharedBaseline(entries) {
    const named = entries.flatMap((e) => (e.commentBaseline === undefined ? [] : [e.commentBaseline]));
    const first = named[0];
    return named.length > 1 && named.every((s) => s === first) ? first : undefined;
}
/** The step's one "Fix first", across its applications (estate-fix-first.ts). */
function stepFixFirst(entries) {
    return estateFixFirst(entries.flatMap((e) => e.fixFirst), entries.reduce((n, e) => n + e.counted, 0));
}

;// CONCATENATED MODULE: external "node:v8"
const external_node_v8_namespaceObject = require("node:v8");
;// CONCATENATED MODULE: external "node:vm"
const external_node_vm_namespaceObject = require("node:vm");
;// CONCATENATED MODULE: ./src/common/memory.ts
// Giving a result's memory back between applications (several in one step, src/run/estate.ts).
//
// Each result passes through the step one at a time and leaves only its summary section, comment
// section and planned annotations: the live heap stays small. But V8 sizes its heap by what the
// last collections saw while a result was being read (tens of megabytes of short-lived objects),
// and ten results one after the other grew it from 32 to 89 MB, so the step's peak memory was
// 1.47× a single application's. A full collection once an application is done returns that room
// before the next result comes. An action cannot pass V8 flags (the runner runs `node
// dist/index.js`) and `global.gc` is not there, so the collector is asked for as jest's leak
// detector does: `--expose-gc` set at run time, which gives a `gc` to contexts made after it.
// Measured against the alternatives in bench/README.md (a worker per result costs its start-up,
// and dropping references changes nothing when nothing large is held).


let collector;
/** A full garbage collection, or nothing when the runtime offers none. */
function collectGarbage() {
    if (collector === undefined)
        collector = makeCollector();
    collector?.();
}
function makeCollector() {
    const own = globalThis.gc;
    if (typeof own === 'function')
        return own;
    try {
        (0,external_node_v8_namespaceObject.setFlagsFromString)('--expose-gc');
        const gc = (0,external_node_vm_namespaceObject.runInNewContext)('gc');
        return typeof gc === 'function' ? gc : null;
    }
    catch {
        return null;
    }
}

;// CONCATENATED MODULE: ./src/command-result.ts
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

;// CONCATENATED MODULE: ./src/run/estate-verdict.ts
// The one verdict of several applications in one step: the worst outcome, one failure line
// naming each application that did not pass, summed counts, and each application's own outputs
// in `results`.



/**
 * Worst first: the step's outcome is the first of these that an application has whose outcome
 * fails the step (it has a failure line); only when none fails, the first any has. An outcome that
 * does not fail the step (a time-out with fail-on-timeout: false) never hides one that does: it
 * would pass the tool's exit code and the upload conditions written on `outcome`.
 */
const WORST_FIRST = OUTCOMES_WORST_FIRST;
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
    return (0,common_text.forLog)(r.application?.name || token, 60);
}
/** One object of the `results` output (also given for a single application). */
function resultEntry(r, token) {
    const o = r.outputs;
    const entry = {
        'application-token': token,
        'application-name': r.application?.name ? (0,common_text.oneLine)(r.application.name, 200) : null,
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
    const sarifPlan = (0,report_sarif/* sarifFolderPlan */.D1)(tokens.length);
    const sarifFolders = [
        ...new Set(sarifPlan.map((p) => external_node_path_.join(folders.sarif, p.subfolder ?? '')))
    ];
    if (writesFiles) {
        if (sarifFolders.length > 1) {
            ctx.log.notice(`${tokens.length} applications: their SARIF files are in ${sarifFolders.length} ` +
                `folders of at most ${report_sarif/* GITHUB_SARIF_LIMITS */.RC.runsPerFile} (code scanning takes at most ` +
                `${report_sarif/* GITHUB_SARIF_LIMITS */.RC.runsPerFile} runs per upload): upload each of ` +
                `${sarifFolders.map((f) => (0,common_text.forLog)(f, 300)).join(', ')} in its own step, not the ` +
                `folder ${(0,common_text.forLog)(folders.sarif, 300)}, which holds them all`);
        }
        try {
            (0,file_write/* makeFolder */.fc)(folders.reports);
            for (const folder of sarifFolders)
                (0,file_write/* makeFolder */.fc)(folder);
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
            sarifFile: external_node_path_.join(folders.sarif, sarifPlan[i]?.subfolder ?? '', reportFileName(token, 'sarif'))
        };
        return {
            label,
            ctx: {
                ...ctx,
                config: partConfig,
                log: estate_labelled(ctx.log, label),
                state: ownership.stateFor(token),
                estate: { ...shared, sarifMaxGzipBytes: sarifPlan[i]?.maxGzipBytes }
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
        part.label.text = (0,common_text.oneLine)(application.name, 60);
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
                ctx.log.notice(`The service refused to start another test now (${(0,common_text.forLog)(e.serviceMessage || e.message, 200)}): the plan runs fewer tests at once; waiting for a turn`);
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
            return await followTest(ctx, gate.files, withJudged(test, before.build));
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
        ? ` (the service: ${(0,common_text.forLog)(refusal.serviceMessage || refusal.message, 200)})`
        : '';
    return publish(ctx, {
        outcome: 'error',
        failure: `The test could not start within the timeout (${formatDuration(ctx.config.timeoutMs)}): the plan runs fewer tests at once than the ${ctx.words.step} asked for, and no turn came free${said}`,
        info: { applicationToken: ctx.config.applicationToken, application }
    });
}
/**
 * Work that runs one at a time, in the order asked for: each application's result, read, judged
 * and reported. What it leaves is given back before the next one (common/memory.ts).
 */
function serialised() {
    let tail = Promise.resolve();
    return (work) => {
        const next = tail.then(work, work);
        tail = next.then(collectGarbage, collectGarbage);
        return next;
    };
}
/** Each line of one application's part says which application it is about. */
function estate_labelled(log, label) {
    const p = (m) => `[${(0,common_text.forLog)(label.text, 60)}] ${m}`;
    return {
        info: (m) => log.info(p(m)),
        debug: (m) => log.debug(p(m)),
        notice: (m, props) => log.notice(p(m), props),
        warning: (m, props) => log.warning(p(m), props),
        error: (m, props) => log.error(p(m), props)
    };
}

;// CONCATENATED MODULE: ./src/run/merge-queue-summary.ts


function queueSummary(judged, parts, queueCommit, runUrl) {
    const outcome = worst(parts);
    const commit = queueCommit ? ` ${(0,common_text.forCodeSpan)(queueCommit.slice(0, 7))}` : '';
    const lines = [`## Security test: merge queue — ${STATUS_WORD[outcome]}`, ''];
    if ('problem' in judged) {
        lines.push(`The merge queue's commit${commit} could not be judged: ${(0,common_text.forMarkdown)(judged.problem, 600)}. No test was run (\`merge-queue: verdict\`).`, '');
    }
    else {
        const pr = judged.pullRequest;
        lines.push(`The merge queue's commit${commit} merges pull request #${pr.number} (head ${(0,common_text.forCodeSpan)(pr.headSha.slice(0, 7))}) into ${(0,common_text.forCodeSpan)(pr.base, 100)}. It was judged by the verdict the pull request's own run recorded on that head: **no test was run** (\`merge-queue: verdict\`).`, '', '| Application | Outcome | The head\u2019s recorded verdict | Recorded by |', '|---|---|---|---|', ...parts.map((p) => row(p, judged.verdicts)), '');
        const failing = parts.filter((p) => p.failure);
        if (failing.length > 0) {
            lines.push(...failing.map((p) => `- ${(0,common_text.forCodeSpan)(p.application?.token ?? '', 40)}: ${(0,common_text.forMarkdown)(p.failure, 600)}`), '');
        }
        lines.push(`**Not tested:** what the queue's merge adds beyond the head (the changes on ${(0,common_text.forCodeSpan)(pr.base, 100)} since the pull request's base) was not tested. \`merge-queue: test\`, or a deployment of the queue's commit to the \`deployment-environment\`, tests the queue's commit itself.`, '');
    }
    lines.push('No SARIF file and no JSON report of findings were written for this commit: the findings are those of the head\u2019s test, in the reports of the run that recorded it.');
    const here = (0,common_text.safeHref)(runUrl);
    if (here)
        lines.push('', `[This run](${here})`);
    return `${lines.join('\n')}\n`;
}
function row(p, verdicts) {
    const token = p.application?.token ?? '';
    const record = verdicts.find((v) => v.applicationToken === token)?.record;
    const recorded = record
        ? `${(0,common_text.forMarkdown)(record.outcome, 20)}: ${(0,common_text.forMarkdown)(record.counts, 100)}${record.resultToken ? ` (test ${(0,common_text.forCodeSpan)(record.resultToken, 40, true)})` : ''}`
        : 'none';
    const href = (0,common_text.safeHref)(record?.runUrl);
    const run = record
        ? href
            ? `[run ${(0,common_text.forMarkdown)(record.runId, 20)}](${href})`
            : `run ${(0,common_text.forMarkdown)(record.runId, 20)}`
        : '—';
    const outcome = p.outcome === 'started' ? 'error' : p.outcome;
    return `| ${(0,common_text.forCodeSpan)(token, 40, true)} | ${STATUS_WORD[outcome]} | ${recorded} | ${run} |`;
}
/** The summary's heading: failed when any application failed, else warned when any warned. */
function worst(parts) {
    if (parts.some((p) => p.outcome === 'failed'))
        return 'failed';
    return parts.some((p) => p.outcome === 'warned') ? 'warned' : 'passed';
}

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
        results: JSON.stringify(parts.map((p) => resultEntry(p, p.application?.token ?? '')))
    };
    appendStepSummary(context, queueSummary(judged, parts, commit?.sha, context.reports.runUrl));
    const [only] = parts;
    if (parts.length === 1 && only) {
        const failure = only.failure ? `Merge queue: ${only.failure}` : undefined;
        return { ...only, ...(failure ? { failure } : {}), outputs };
    }
    const step = combine(parts, config.applicationTokens);
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
        return tokens.map((token) => merge_queue_failedPart(token, judged.problem, counts));
    }
    const { pullRequest: pr } = judged;
    const head = `head ${pr.headSha.slice(0, 7)} of #${pr.number}`;
    return tokens.map((token) => {
        const v = judged.verdicts.find((x) => x.applicationToken === token);
        if (!v) {
            return merge_queue_failedPart(token, `pull request #${pr.number}: no verdict was judged`, `${head} not judged`);
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
        return merge_queue_failedPart(token, reason, RECORD_WORDS[v.finding](head, recorded));
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
function merge_queue_failedPart(token, failure, recordCounts) {
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
        // A GitHub token the service echoes (a scanned page that shows it) is a secret all the same.
        secrets: ['githubToken' in config ? config.githubToken : undefined],
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
            host.log.info(`${cancelledWords(context.words)}: stopping the test${owned.length > 1 ? 's' : ''}` +
                (owned.some((t) => t.resultToken === '')
                    ? " (a start's answer is awaited first: only the test it names is stopped)"
                    : ''));
            await stopInParallel(context, ownership, owned, CANCEL_STOP_BUDGET_MS);
        }
        const outcome = cancelled ? 'stopped' : 'error';
        if (context && verdicts)
            await recordEnding(verdicts, context, outcome);
        host.setOutput('outcome', outcome);
        const words = host.words ?? ACTION_WORDS;
        host.fail(cancelled ? failureLine(signal.reason, words) : failureLine(e, words));
        if (!cancelled && !(e instanceof errors.InputError) && !(e instanceof ApiError)) {
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
        return dispatch(context);
    }
    if (config.applicationTokens.length > 1)
        return runEstate({ ...context, config }, ownership);
    const result = await dispatch(context);
    const entry = resultEntry(result, config.applicationToken);
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
        const stop = await stopBounded(ctx, test, budgetMs);
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
var exit_code = __nccwpck_require__(99);
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
    const at = parseInstant(text);
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
        'SECURITY_TEST_COMMIT, else the CI',
        "system's own variable (CI_COMMIT_SHA, BUILD_SOURCEVERSION, GIT_COMMIT, BITBUCKET_COMMIT,",
        'CIRCLE_SHA1).',
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

;// CONCATENATED MODULE: ./src/cli/job-url.ts
// The page of the CI job the tool runs in, from the variables each system sets on every job: the
// test-result predicate's `url` (where the run and its log are). Only an http(s) address without
// credentials; a system whose page is not known gives none.

function ciJobUrl(env, ci) {
    return webUrl(jobAddress(env, ci));
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
            return runUrlFromEnv(env);
        case 'none':
            return undefined;
    }
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

// EXTERNAL MODULE: ./src/native-reports/app-report.ts
var app_report = __nccwpck_require__(112);
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
            const why = (0,common_text.errorText)(e, 300);
            log.warning(`Could not read the report file ${(0,common_text.forLog)(ref.file, 400)}: ${why}`);
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
    const { buildJunit } = await Promise.resolve(/* import() eager */).then(__nccwpck_require__.bind(__nccwpck_require__, 114));
    const { buildGitlabDast } = await Promise.resolve(/* import() eager */).then(__nccwpck_require__.bind(__nccwpck_require__, 113));
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
        (0,file_write/* writeTextSafely */.Dl)(file, make());
    });
    if (!failed)
        log.info(`Wrote ${what} ${(0,common_text.forLog)(file, 400)}`);
    return failed;
}

;// CONCATENATED MODULE: ./src/cli/gather-read.ts
// What `security-test gather` reads: the plan (the matrix `shard` printed, or only how many shards
// it made) and each shard's `results` output (the action's JSON array, one object per
// application), checked field by field. Fail closed: a file or an entry not understood is a
// problem, never a pass, and an application of the plan with no entry is missing.






/** The outcomes a shard's `scan` step gives an application. */
const SCAN_OUTCOMES = OUTCOMES_WORST_FIRST;
/** The counts shown, in the table's order. */
const SHOWN_COUNTS = [
    'unfixed-count',
    'new-count',
    ...types/* SEVERITIES */.oC.map((s) => `${s}-count`)
];
/** Every count an entry may carry (the action's count outputs). */
const COUNT_FIELDS = new Set([
    ...SHOWN_COUNTS,
    'fixed-count',
    'total-count',
    'warned-count',
    'regressed-count'
]);
const TEXT_FIELDS = new Set([
    'application-name',
    'result-token',
    'status',
    'baseline-source',
    'report-file',
    'sarif-file'
]);
/** The plan from the matrix JSON (`shard`'s output), or a problem. */
function expectedFromMatrix(text) {
    let plan;
    try {
        plan = JSON.parse(text);
    }
    catch {
        return "is not JSON; pass the plan job's matrix output as it is";
    }
    const include = plan?.include;
    if (!Array.isArray(include) || include.length === 0) {
        return 'has no "include" list of shards; pass the plan job\'s matrix output as it is';
    }
    const tokens = new Map();
    for (const [i, shard] of include.entries()) {
        const s = shard;
        if (s?.shard !== i + 1 || s.of !== include.length || typeof s.tokens !== 'string') {
            return `shard ${i + 1} is not {"shard": ${i + 1}, "of": ${include.length}, "tokens": "..."}`;
        }
        let list;
        try {
            list = serviceTokens(s.tokens, 'an application token');
        }
        catch (e) {
            if (e instanceof BadValue)
                return `shard ${i + 1}'s tokens: ${e.message}`;
            throw e;
        }
        for (const token of list) {
            if (tokens.has(token))
                return `names ${token} in two shards`;
            tokens.set(token, i + 1);
        }
    }
    return { shards: include.length, tokens };
}
/**
 * Every results file under the paths given (folders: their .json files, sorted, at any depth); a
 * symbolic link, given or found, is a problem and never followed.
 */
function resultFiles(paths, cwd) {
    const files = [];
    const problems = [];
    const walk = (dir) => {
        for (const e of external_node_fs_.readdirSync(dir, { withFileTypes: true })
            .sort((a, b) => (a.name < b.name ? -1 : 1))) {
            const full = external_node_path_.join(dir, e.name);
            // A link is never followed: its shard's applications would be read from anywhere.
            if (e.isSymbolicLink())
                problems.push(`${shown(full)} is a symbolic link, not read`);
            else if (e.isDirectory())
                walk(full);
            else if (e.isFile() && e.name.endsWith('.json'))
                files.push(full);
        }
    };
    for (const given of paths) {
        const full = external_node_path_.resolve(cwd, given);
        try {
            const stat = external_node_fs_.lstatSync(full);
            if (stat.isSymbolicLink())
                problems.push(`${shown(given)} is a symbolic link, not read`);
            else if (stat.isDirectory())
                walk(full);
            else
                files.push(full);
        }
        catch (e) {
            problems.push(`${shown(given)} cannot be read (${e.code ?? (0,common_text.errorText)(e, 100)})`);
        }
    }
    return { files, problems };
}
/** One shard's results file: its entries, or why it is not understood. */
function readResults(text) {
    if (text.trim() === '') {
        return "is empty: the shard's step gave no results (it failed before reaching a verdict)";
    }
    let doc;
    try {
        doc = JSON.parse(text);
    }
    catch {
        return 'is not JSON';
    }
    if (!Array.isArray(doc) || doc.length === 0) {
        return "is not the action's results output (a JSON array with one object per application)";
    }
    const entries = [];
    for (const [i, item] of doc.entries()) {
        const entry = gather_read_readEntry(item);
        if (typeof entry === 'string')
            return `entry ${i + 1}: ${entry}`;
        entries.push(entry);
    }
    return entries;
}
function gather_read_readEntry(item) {
    if (typeof item !== 'object' || item === null || Array.isArray(item))
        return 'is not an object';
    const fields = item;
    const token = fields['application-token'];
    if (typeof token !== 'string' || !/^[a-z0-9]{32}$/.test(token)) {
        return 'has no application-token of 32 lowercase letters/digits';
    }
    const outcome = fields.outcome;
    if (typeof outcome !== 'string' || !SCAN_OUTCOMES.includes(outcome)) {
        return `${token}: outcome ${shown(String(outcome))} is not one of ${SCAN_OUTCOMES.join(', ')}`;
    }
    const counts = {};
    for (const [key, value] of Object.entries(fields)) {
        if (key === 'application-token' || key === 'outcome')
            continue;
        if (COUNT_FIELDS.has(key)) {
            const n = typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value;
            if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < 0) {
                return `${token}: ${key} is not a whole number from 0 up`;
            }
            counts[key] = n;
        }
        else if (TEXT_FIELDS.has(key)) {
            if (value !== null && typeof value !== 'string')
                return `${token}: ${key} is not text`;
        }
        else
            return `${token}: ${shown(key)} is not a field of the results output`;
    }
    const name = fields['application-name'];
    return {
        token,
        name: typeof name === 'string' && name.trim() !== '' ? (0,common_text.oneLine)(name, 200) : undefined,
        outcome: outcome,
        counts
    };
}
/**
 * Every shard's entries against the plan: with the matrix, in the plan's order, each planned
 * application once (missing ones as `missing`), none from outside it; with only the number of
 * shards, one file per shard.
 */
function gather(expected, files, problems) {
    const all = [...problems];
    const found = [];
    for (const { file, read } of files) {
        if (typeof read === 'string')
            all.push(`${file} ${read}`);
        else
            found.push(...read.map((e) => ({ ...e, file })));
    }
    if (expected.tokens === undefined) {
        if (files.length !== expected.shards) {
            all.push(`${(0,common_text.plural)(expected.shards, 'shard')} planned, ${(0,common_text.plural)(files.length, 'results file')} found`);
        }
        const seen = new Set();
        for (const e of found) {
            if (seen.has(e.token))
                all.push(`${e.token} has results in two places`);
            seen.add(e.token);
        }
        return { entries: found, problems: all };
    }
    const byToken = new Map();
    for (const e of found) {
        if (!expected.tokens.has(e.token))
            all.push(`${e.file}: ${e.token} is not in the plan`);
        else if (byToken.has(e.token))
            all.push(`${e.token} has results in two places`);
        else
            byToken.set(e.token, e);
    }
    if (files.length > expected.shards) {
        all.push(`${(0,common_text.plural)(expected.shards, 'shard')} planned, ${(0,common_text.plural)(files.length, 'results file')} found`);
    }
    const entries = [...expected.tokens].map(([token, shard]) => ({
        ...(byToken.get(token) ?? { token, outcome: 'missing', counts: {} }),
        shard
    }));
    const missingShards = new Set(entries.filter((e) => e.outcome === 'missing').map((e) => e.shard));
    if (missingShards.size > 0) {
        all.push(`no results for ${(0,common_text.plural)(entries.filter((e) => e.outcome === 'missing').length, 'application')} of shard${missingShards.size === 1 ? '' : 's'} ${[...missingShards].join(', ')}`);
    }
    return { entries, problems: all };
}

;// CONCATENATED MODULE: ./src/cli/github-output.ts
// The tool's own commands (`shard`, `gather`) run as steps of a GitHub workflow too, without the
// action's host: their outputs go to the file GITHUB_OUTPUT names, in the runner's multi-line form
// with a delimiter that cannot occur in the value.



/** Append the outputs when GITHUB_OUTPUT is set; a problem line when the file cannot be written. */
function appendGithubOutputs(env, outputs) {
    const file = env.GITHUB_OUTPUT;
    if (!file)
        return undefined;
    const text = Object.entries(outputs)
        .map(([name, value]) => {
        let delimiter;
        do
            delimiter = `ghadelimiter_${(0,external_node_crypto_.randomBytes)(16).toString('hex')}`;
        while (value.includes(delimiter));
        return `${name}<<${delimiter}\n${value}\n${delimiter}\n`;
    })
        .join('');
    try {
        (0,file_write/* appendTextSafely */.O8)(file, text);
        return undefined;
    }
    catch (e) {
        return `the outputs could not be written to GITHUB_OUTPUT: ${(0,common_text.errorText)(e, 300)}`;
    }
}

;// CONCATENATED MODULE: ./src/cli/tool-args.ts
// The arguments of the tool's own commands (`shard`, `gather`): `--name value` or `--name=value`
// flags from a fixed list, and the words left over. Every problem is collected, as for the
// action's inputs, so one run names them all.


function parseToolArgs(command, argv, known) {
    const args = { flags: {}, words: [], help: false, problems: [] };
    for (let i = 0; i < argv.length; i++) {
        const arg = argv[i];
        if (arg === '--help' || arg === '-h') {
            args.help = true;
            continue;
        }
        if (!arg.startsWith('--')) {
            args.words.push(arg);
            continue;
        }
        const eq = arg.indexOf('=');
        const name = (eq < 0 ? arg.slice(2) : arg.slice(2, eq)).toLowerCase();
        const flag = `--${name}`;
        if (!known.includes(name)) {
            const guess = closest(name, known);
            args.problems.push({
                argument: shown(flag),
                message: `is not a flag of security-test ${command}${guess ? `; did you mean --${guess}?` : `; see security-test ${command} --help`}`
            });
            continue;
        }
        let value;
        // A value may be empty (`--applications ""` from an unset workflow input) but not a flag.
        if (eq >= 0)
            value = arg.slice(eq + 1);
        else if (i + 1 < argv.length && !argv[i + 1].startsWith('--'))
            value = argv[++i];
        if (value === undefined) {
            args.problems.push({ argument: flag, message: 'needs a value' });
        }
        else if (args.flags[name] !== undefined) {
            args.problems.push({ argument: flag, message: 'is given twice; give it once' });
        }
        else
            args.flags[name] = value;
    }
    return args;
}
/** The problems as the tool prints them: one line each, under one heading. */
function problemText(command, problems) {
    return ('Invalid arguments:\n' +
        problems.map((p) => `  ${p.argument}: ${p.message}`).join('\n') +
        `\nSee security-test ${command} --help.`);
}

;// CONCATENATED MODULE: ./src/cli/shard.ts
// `security-test shard`: split an estate's application tokens into the matrix of a workflow's
// jobs (.github/workflows/estate.yml), one shard of at most `--shard-size` applications per job.
// Every token is checked as the action's `application-token` checks it, before any job starts:
// a bad token found by shard 137 of 200 would have cost the other 199 their runners.







/** GitHub runs at most 256 jobs of one matrix. */
const MATRIX_LIMIT = 256;
/**
 * Code scanning takes at most 20 runs per upload, and a shard job uploads its SARIF folder as one
 * (one run per application): a larger shard would need several uploads per job.
 */
const MAX_SHARD_SIZE = 20;
const DEFAULT_SHARD_SIZE = 20;
const FLAGS = ['applications', 'applications-file', 'shard-size'];
const SHARD_HELP = `Usage: security-test shard (--applications "TOKEN ..." | --applications-file FILE) [--shard-size 20]

Splits application tokens into a GitHub Actions matrix, one shard per job, in the order given,
the applications spread evenly (21 at --shard-size 20: 11 and 10). Prints the matrix as JSON,
{"include":[{"shard":1,"of":2,"tokens":"t1 t2 ..."},...]}, and with GITHUB_OUTPUT set writes the
outputs matrix and shards.

  --applications       tokens separated by commas, spaces or newlines
  --applications-file  a file of tokens, likewise separated; # starts a comment to the line's end
  --shard-size         at most this many applications per shard, 1 to ${MAX_SHARD_SIZE} (code scanning's
                       runs per SARIF upload; default: ${DEFAULT_SHARD_SIZE})

Each token is checked as the action's application-token is; the same token twice is refused. No
application, or more than ${MATRIX_LIMIT} shards (GitHub's matrix limit), is an error (exit code 2).
`;
/** The matrix: `tokens` in order, in ceil(n / size) shards whose sizes differ by at most one. */
function shardPlan(tokens, size) {
    const of = Math.ceil(tokens.length / size);
    const include = [];
    let start = 0;
    for (let i = 0; i < of; i++) {
        // The first (n mod of) shards take one more.
        const count = Math.floor(tokens.length / of) + (i < tokens.length % of ? 1 : 0);
        include.push({ shard: i + 1, of, tokens: tokens.slice(start, start + count).join(' ') });
        start += count;
    }
    return { include };
}
/** The shard size, or a problem naming the flag. */
function shardSize(text) {
    if (text === undefined || text.trim() === '')
        return DEFAULT_SHARD_SIZE;
    const n = /^\d{1,6}$/.test(text.trim()) ? Number(text.trim()) : NaN;
    if (n >= 1 && n <= MAX_SHARD_SIZE)
        return n;
    return {
        argument: '--shard-size',
        message: `${shown(text)} is not a whole number from 1 to ${MAX_SHARD_SIZE} (code scanning takes at most ${MAX_SHARD_SIZE} runs per SARIF upload, one run per application), e.g. ${DEFAULT_SHARD_SIZE}`
    };
}
/** The tokens as given, checked; or the problem. A file's `#` comments are left out. */
function readApplications(flags, cwd) {
    const inline = flags.applications?.trim() ? flags.applications : undefined;
    const file = flags['applications-file']?.trim() ? flags['applications-file'] : undefined;
    if (inline !== undefined && file !== undefined) {
        return {
            argument: '--applications',
            message: 'and --applications-file are both given; give the tokens one way'
        };
    }
    let text;
    let argument;
    if (file !== undefined) {
        argument = '--applications-file';
        try {
            text = external_node_fs_.readFileSync(external_node_path_.resolve(cwd, file.trim()), 'utf8');
        }
        catch (e) {
            const code = e.code ?? 'unreadable';
            return { argument, message: `${shown(file)} cannot be read (${code})` };
        }
        text = text.replace(/#[^\n]*/g, ' ');
    }
    else {
        argument = '--applications';
        text = inline ?? '';
    }
    if (text.trim() === '') {
        return {
            argument,
            message: file !== undefined
                ? `${shown(file)} names no application; list one token a line (GitHub refuses a matrix with no job)`
                : 'names no application; give the tokens here or in --applications-file (GitHub refuses a matrix with no job)'
        };
    }
    try {
        return serviceTokens(text, 'an application token');
    }
    catch (e) {
        if (e instanceof BadValue)
            return { argument, message: e.message };
        throw e;
    }
}
/** More shards than one matrix runs is an error naming the limit and what would fit. */
function matrixProblem(count, size) {
    const shards = Math.ceil(count / size);
    if (shards <= MATRIX_LIMIT)
        return undefined;
    const fits = Math.ceil(count / MATRIX_LIMIT);
    const advice = fits <= MAX_SHARD_SIZE
        ? `use --shard-size ${fits} or more`
        : `that many applications need more than one matrix (${(0,common_text.formatCount)(MATRIX_LIMIT * MAX_SHARD_SIZE)} applications at most in one): split them between several callers of the workflow`;
    return {
        argument: '--shard-size',
        message: `${size} makes ${(0,common_text.formatCount)(shards)} shards of ${(0,common_text.plural)(count, 'application')}, but GitHub runs at most ${MATRIX_LIMIT} jobs in a matrix; ${advice}`
    };
}
function runShard(argv, io) {
    const args = parseToolArgs('shard', argv, FLAGS);
    if (args.help) {
        io.stdout(SHARD_HELP);
        return exit_code.EXIT.passed;
    }
    const problems = [...args.problems];
    for (const word of args.words) {
        problems.push({ argument: shown(word), message: 'is one word too many; flags start with --' });
    }
    const size = shardSize(args.flags['shard-size']);
    if (typeof size !== 'number')
        problems.push(size);
    const tokens = readApplications(args.flags, io.cwd);
    if (!Array.isArray(tokens))
        problems.push(tokens);
    if (Array.isArray(tokens) && typeof size === 'number') {
        const tooMany = matrixProblem(tokens.length, size);
        if (tooMany)
            problems.push(tooMany);
    }
    if (problems.length > 0 || !Array.isArray(tokens) || typeof size !== 'number') {
        io.stderr(`Error: ${problemText('shard', problems)}\n`);
        return exit_code.EXIT.error;
    }
    const plan = shardPlan(tokens, size);
    const matrix = JSON.stringify(plan);
    io.stdout(`${matrix}\n`);
    io.stderr(`${(0,common_text.plural)(tokens.length, 'application')} in ${(0,common_text.plural)(plan.include.length, 'shard')} of at most ${size}\n`);
    const written = appendGithubOutputs(io.env, { matrix, shards: String(plan.include.length) });
    if (written !== undefined) {
        io.stderr(`Error: ${written}\n`);
        return exit_code.EXIT.error;
    }
    return exit_code.EXIT.passed;
}

;// CONCATENATED MODULE: ./src/cli/gather.ts
// `security-test gather`: the shards of .github/workflows/estate.yml back into one verdict. Reads
// every shard's `results` output (files, or folders of them), checks them against the plan, prints
// one table (and writes it to the job summary), and exits with the worst outcome: any application
// that failed, errored, timed out, was stopped or is missing, and any file not understood, fails
// the gather. A shard that errored is never read as passed.












const gather_FLAGS = ['matrix', 'matrix-file', 'shards', 'summary-file'];
const GATHER_HELP = `Usage: security-test gather (--matrix JSON | --matrix-file FILE | --shards N) [--summary-file FILE] PATH ...

Reads each shard's results (the action's results output, one JSON file per shard; a PATH that is
a folder is searched for .json files), prints one table of every application and exits with one
verdict, the worst of them: error > timed-out > stopped > failed > warned > passed. An application
of the plan without results, a file that is not the results output, or fewer results than shards
planned is an error: nothing missing or not understood reads as passed.

  --matrix        the matrix security-test shard printed (every planned application is expected)
  --matrix-file   the same, from a file
  --shards        only the number of shards planned (one results file each)
  --summary-file  also write the table there (Markdown); GITHUB_STEP_SUMMARY is written when set

With GITHUB_OUTPUT set it writes the output outcome. Exit codes as for the other commands: 0 passed
(or warned), 1 failed, 2 error, 3 timed out, 4 stopped.
`;
/** Worst first, as the action's several applications. */
const gather_WORST_FIRST = OUTCOMES_WORST_FIRST;
/** GitHub shows at most 1 MiB of a step's summary: the table stays under it. */
const SUMMARY_BUDGET = 1_000_000;
function runGather(argv, io) {
    const args = parseToolArgs('gather', argv, gather_FLAGS);
    if (args.help) {
        io.stdout(GATHER_HELP);
        return exit_code.EXIT.passed;
    }
    const problems = [...args.problems];
    const expected = readExpected(args.flags, io.cwd, problems);
    if (args.words.length === 0) {
        problems.push({
            argument: 'PATH',
            message: "is missing; name the shards' results files or the folder holding them"
        });
    }
    if (problems.length > 0 || expected === undefined) {
        io.stderr(`Error: ${problemText('gather', problems)}\n`);
        return exit_code.EXIT.error;
    }
    const found = resultFiles(args.words, io.cwd);
    const files = found.files.map((file) => {
        const name = external_node_path_.relative(io.cwd, file) || file;
        let read;
        try {
            read = readResults(external_node_fs_.readFileSync(file, 'utf8'));
        }
        catch (e) {
            read = `cannot be read (${(0,common_text.errorText)(e, 200)})`;
        }
        return { file: name, read };
    });
    const gathered = gather(expected, files, found.problems);
    const outcome = verdict(gathered);
    const line = gather_verdictLine(gathered, expected, outcome);
    io.stdout(gather_textTable(gathered));
    const markdown = gather_summary(gathered, expected, outcome);
    const written = [];
    for (const file of [args.flags['summary-file'], io.env.GITHUB_STEP_SUMMARY]) {
        if (!file)
            continue;
        try {
            (0,file_write/* appendTextSafely */.O8)(external_node_path_.resolve(io.cwd, file), markdown);
        }
        catch (e) {
            written.push(`the summary could not be written to ${shown(file)}: ${(0,common_text.errorText)(e, 200)}`);
        }
    }
    const outputs = appendGithubOutputs(io.env, { outcome: written.length > 0 ? 'error' : outcome });
    if (outputs !== undefined)
        written.push(outputs);
    const final = written.length > 0 ? 'error' : outcome;
    const passed = final === 'passed' || final === 'warned';
    io.stderr(passed ? `${line}\n` : `Error: ${[line, ...written].join('; ')}\n`);
    return (0,exit_code.exitCode)(final, !passed);
}
function readExpected(flags, cwd, problems) {
    const given = ['matrix', 'matrix-file', 'shards'].filter((f) => flags[f]?.trim());
    if (given.length !== 1) {
        problems.push({
            argument: '--matrix',
            message: given.length === 0
                ? 'is missing: say what was planned with --matrix, --matrix-file or --shards, so a shard that never reported is seen'
                : `--${given.join(', --')} are all given; give the plan once`
        });
        return undefined;
    }
    const flag = given[0];
    const value = flags[flag].trim();
    if (flag === 'shards') {
        const n = /^\d{1,3}$/.test(value) ? Number(value) : NaN;
        if (n >= 1 && n <= MATRIX_LIMIT)
            return { shards: n };
        problems.push({
            argument: '--shards',
            message: `${shown(value)} is not a whole number from 1 to ${MATRIX_LIMIT}`
        });
        return undefined;
    }
    let text = value;
    if (flag === 'matrix-file') {
        try {
            text = external_node_fs_.readFileSync(external_node_path_.resolve(cwd, value), 'utf8');
        }
        catch (e) {
            problems.push({
                argument: '--matrix-file',
                message: `${shown(value)} cannot be read (${e.code ?? 'unreadable'})`
            });
            return undefined;
        }
    }
    const plan = expectedFromMatrix(text);
    if (typeof plan === 'string') {
        problems.push({ argument: `--${flag}`, message: plan });
        return undefined;
    }
    return plan;
}
/** The worst outcome; anything missing or not understood is an error. */
function verdict(g) {
    if (g.problems.length > 0 || g.entries.length === 0)
        return 'error';
    const outcomes = g.entries.map((e) => (e.outcome === 'missing' ? 'error' : e.outcome));
    return gather_WORST_FIRST.find((o) => outcomes.includes(o)) ?? 'error';
}
const notPassing = (e) => e.outcome !== 'passed' && e.outcome !== 'warned';
const gather_nameOf = (e) => e.name ?? e.token;
function gather_verdictLine(g, expected, outcome) {
    const failing = g.entries.filter(notPassing);
    const head = `${(0,common_text.plural)(g.entries.length, 'application')} in ${(0,common_text.plural)(expected.shards, 'shard')}: ${outcome}`;
    const parts = failing.slice(0, 10).map((e) => `${(0,common_text.forLog)(gather_nameOf(e), 60)}: ${e.outcome}`);
    if (failing.length > 10)
        parts.push(`and ${(0,common_text.formatCount)(failing.length - 10)} more`);
    const details = [
        failing.length > 0 ? `${(0,common_text.formatCount)(failing.length)} did not pass — ${parts.join('; ')}` : '',
        ...g.problems.slice(0, 5).map((p) => (0,common_text.forLog)(p, 300)),
        g.problems.length > 5 ? `and ${(0,common_text.plural)(g.problems.length - 5, 'more problem')}` : ''
    ].filter(Boolean);
    return details.length > 0 ? `${head} — ${details.join('; ')}` : head;
}
const HEADERS = [
    'shard',
    'application',
    'outcome',
    'unfixed',
    'new',
    'critical',
    'high',
    'medium',
    'low',
    'very low',
    'unknown'
];
function cells(e, shownName) {
    return [
        e.shard === undefined ? '' : String(e.shard),
        shownName(gather_nameOf(e)),
        e.outcome,
        ...SHOWN_COUNTS.map((k) => e.counts[k] === undefined ? '' : (0,common_text.formatCount)(e.counts[k]))
    ];
}
/** The table for a terminal or a log: every row, columns padded; service text made log-safe. */
function gather_textTable(g) {
    const rows = [HEADERS, ...g.entries.map((e) => cells(e, (s) => (0,common_text.forLog)(s, 40)))];
    const widths = HEADERS.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
    return (rows
        .map((r) => r
        .map((c, i) => c.padEnd(widths[i] ?? 0))
        .join('  ')
        .trimEnd())
        .join('\n') + '\n');
}
/** The job summary: a headline, the table (passing rows left out when it would not fit), problems. */
function gather_summary(g, expected, outcome) {
    const failing = g.entries.filter(notPassing).length;
    const icon = outcome === 'passed' ? '✅' : outcome === 'warned' ? '⚠️' : '❌';
    const head = `## ${icon} Security test estate: ${outcome}\n\n${(0,common_text.plural)(g.entries.length, 'application')} in ${(0,common_text.plural)(expected.shards, 'shard')}; ${(0,common_text.formatCount)(g.entries.length - failing)} passed, ${(0,common_text.formatCount)(failing)} did not.\n\n`;
    const problems = g.problems.length === 0
        ? ''
        : `\n**Not understood or missing** (each an error):\n\n${g.problems
            .slice(0, 50)
            .map((p) => `- ${(0,common_text.forMarkdown)(p, 500)}`)
            .join('\n')}\n${g.problems.length > 50 ? `- and ${(0,common_text.plural)(g.problems.length - 50, 'more problem')}\n` : ''}`;
    const row = (e) => tableRow(cells(e, (s) => (s === e.token ? (0,common_text.forCodeSpan)(s, 40, true) : (0,common_text.forMarkdown)(s, 100))));
    const header = tableHeader(HEADERS, [
        'right',
        'left',
        'left',
        ...SHOWN_COUNTS.map(() => 'right')
    ]);
    let rows = g.entries.map(row);
    let note = '';
    const size = (r) => Buffer.byteLength(head + header + problems) + r.reduce((n, x) => n + x.length * 3 + 1, 0) + 400;
    if (size(rows) > SUMMARY_BUDGET) {
        const kept = g.entries.filter(notPassing);
        note = `\n${(0,common_text.plural)(g.entries.length - kept.length, 'passing application')} left out to stay within GitHub's summary size (the shards' own summaries have them).\n`;
        rows = kept.map(row);
        while (rows.length > 0 && size(rows) > SUMMARY_BUDGET)
            rows.pop();
        if (rows.length < kept.length)
            note += `${(0,common_text.plural)(kept.length - rows.length, 'failing application')} left out as well: the log of this step lists every one.\n`;
    }
    return `${head}${header}\n${rows.join('\n')}\n${note}${problems}\n`;
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
    if (io.argv[0] === 'shard')
        return runShard(io.argv.slice(1), io);
    if (io.argv[0] === 'gather')
        return runGather(io.argv.slice(1), io);
    const args = parseArgs(io.argv);
    if (args.help) {
        io.stdout(helpText(report_sarif/* TOOL_VERSION */.wr, ACTION_DESCRIPTIONS));
        return exit_code.EXIT.passed;
    }
    if (args.version) {
        io.stdout(`${report_sarif/* TOOL_VERSION */.wr}\n`);
        return exit_code.EXIT.passed;
    }
    if (args.empty) {
        io.stderr(helpText(report_sarif/* TOOL_VERSION */.wr, ACTION_DESCRIPTIONS));
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
            await writeNativeReports(command, { junit: files.junit, gitlab: files.gitlab }, host.outputs, log, { started, ended: new Date() }, { outcome: 'error', failure: log.redact(line) });
        }
        writeOutputsFile(files.outputs, host, log);
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
            const guess = p.input === 'command' ? closest(host.input('command').toLowerCase(), COMMANDS) : undefined;
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
function writeOutputsFile(file, host, log) {
    if (!file)
        return undefined;
    const outputs = Object.fromEntries(host.outputs);
    return writeText(file, () => `${JSON.stringify(outputs, null, 2)}\n`, 'the outputs file', log);
}


/***/ }),

/***/ 122:
/***/ ((module) => {

module.exports = require("assert");

/***/ }),

/***/ 124:
/***/ ((module) => {

module.exports = require("events");

/***/ }),

/***/ 125:
/***/ ((module) => {

module.exports = require("http");

/***/ }),

/***/ 126:
/***/ ((module) => {

module.exports = require("https");

/***/ }),

/***/ 127:
/***/ ((module) => {

module.exports = require("net");

/***/ }),

/***/ 144:
/***/ ((module) => {

module.exports = require("node:tls");

/***/ }),

/***/ 152:
/***/ ((module) => {

module.exports = require("tls");

/***/ }),

/***/ 153:
/***/ ((module) => {

module.exports = require("util");

/***/ }),


});
