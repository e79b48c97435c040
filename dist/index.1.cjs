"use strict";
// Modules of dist/index.js that its start does not evaluate, loaded when first required
// (scripts/normalise-bundle.mjs). Their licences are in the list beside dist/index.js.
module.exports = ({

/***/ 0:
/***/ (function(__unused_webpack_module, exports, __nccwpck_require__) {


/* eslint-disable @typescript-eslint/no-explicit-any */
var __createBinding = (this && this.__createBinding) || (Object.create ? (function(o, m, k, k2) {
    if (k2 === undefined) k2 = k;
    var desc = Object.getOwnPropertyDescriptor(m, k);
    if (!desc || ("get" in desc ? !m.__esModule : desc.writable || desc.configurable)) {
      desc = { enumerable: true, get: function() { return m[k]; } };
    }
    Object.defineProperty(o, k2, desc);
}) : (function(o, m, k, k2) {
    if (k2 === undefined) k2 = k;
    o[k2] = m[k];
}));
var __setModuleDefault = (this && this.__setModuleDefault) || (Object.create ? (function(o, v) {
    Object.defineProperty(o, "default", { enumerable: true, value: v });
}) : function(o, v) {
    o["default"] = v;
});
var __importStar = (this && this.__importStar) || (function () {
    var ownKeys = function(o) {
        ownKeys = Object.getOwnPropertyNames || function (o) {
            var ar = [];
            for (var k in o) if (Object.prototype.hasOwnProperty.call(o, k)) ar[ar.length] = k;
            return ar;
        };
        return ownKeys(o);
    };
    return function (mod) {
        if (mod && mod.__esModule) return mod;
        var result = {};
        if (mod != null) for (var k = ownKeys(mod), i = 0; i < k.length; i++) if (k[i] !== "default") __createBinding(result, mod, k[i]);
        __setModuleDefault(result, mod);
        return result;
    };
})();
var __awaiter = (this && this.__awaiter) || function (thisArg, _arguments, P, generator) {
    function adopt(value) { return value instanceof P ? value : new P(function (resolve) { resolve(value); }); }
    return new (P || (P = Promise))(function (resolve, reject) {
        function fulfilled(value) { try { step(generator.next(value)); } catch (e) { reject(e); } }
        function rejected(value) { try { step(generator["throw"](value)); } catch (e) { reject(e); } }
        function step(result) { result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected); }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
    });
};
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.HttpClient = exports.HttpClientResponse = exports.HttpClientError = exports.MediaTypes = exports.Headers = exports.HttpCodes = void 0;
exports.getProxyUrl = getProxyUrl;
exports.isHttps = isHttps;
const http = __importStar(__nccwpck_require__(211));
const https = __importStar(__nccwpck_require__(212));
const pm = __importStar(__nccwpck_require__(1));
const tunnel = __importStar(__nccwpck_require__(2));
const undici_1 = __nccwpck_require__(4);
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
})(HttpCodes || (exports.HttpCodes = HttpCodes = {}));
var Headers;
(function (Headers) {
    Headers["Accept"] = "accept";
    Headers["ContentType"] = "content-type";
})(Headers || (exports.Headers = Headers = {}));
var MediaTypes;
(function (MediaTypes) {
    MediaTypes["ApplicationJson"] = "application/json";
})(MediaTypes || (exports.MediaTypes = MediaTypes = {}));
/**
 * Returns the proxy URL, depending upon the supplied url and proxy environment variables.
 * @param serverUrl  The server URL where the request will be sent. For example, https://api.github.com
 */
function getProxyUrl(serverUrl) {
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
exports.HttpClientError = HttpClientError;
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
exports.HttpClientResponse = HttpClientResponse;
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
        const proxyUrl = pm.getProxyUrl(parsedUrl);
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
        info.httpModule = usingSsl ? https : http;
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
        const proxyUrl = pm.getProxyUrl(parsedUrl);
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
            maxSockets = this.requestOptions.maxSockets || http.globalAgent.maxSockets;
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
            agent = usingSsl ? new https.Agent(options) : new http.Agent(options);
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
        proxyAgent = new undici_1.ProxyAgent(Object.assign({ uri: proxyUrl.href, pipelining: !this._keepAlive ? 0 : 1 }, ((proxyUrl.username || proxyUrl.password) && {
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
exports.HttpClient = HttpClient;
const lowercaseKeys = (obj) => Object.keys(obj).reduce((c, k) => ((c[k.toLowerCase()] = obj[k]), c), {});
//# sourceMappingURL=index.js.map

/***/ }),

/***/ 1:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.getProxyUrl = getProxyUrl;
exports.checkBypass = checkBypass;
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

/***/ }),

/***/ 137:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   M$: () => (/* binding */ recordsOf),
/* harmony export */   Np: () => (/* binding */ RECORDER)
/* harmony export */ });
/* unused harmony exports legacyContext, recordOf, legacyRecordOf, newestRecord */
/* harmony import */ var _verdict_records_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(157);

/** The older record's name (read only): one per application. */
function legacyContext(applicationToken) {
    return `security-test-action/baseline/${applicationToken}`;
}
// The form without the suffix is also what records written before the suffix existed say; those
// were not checked either, so only the suffix-less form is "shown" (see recordOf).
const DESCRIPTION = /^Gate passed: test ([a-z0-9]{32}) of run (\d{1,20})(; site not shown to serve it)?$/;
const CONTEXT = /^security-test-action\/baseline\/([a-z0-9]{32})$/;
/**
 * The identity of the `GITHUB_TOKEN` a workflow gets: the records the action writes carry it. A
 * status of anyone else (a person's token, another app's) is not a record of a passing gate.
 */
const RECORDER = { login: 'github-actions[bot]', type: 'Bot' };
/**
 * The default-branch record a status holds: a verdict record that may serve as a baseline (a
 * passing verdict on a test its run established), or a record of the older form.
 */
function recordOf(status, commit) {
    const verdict = (0,_verdict_records_js__WEBPACK_IMPORTED_MODULE_0__/* .verdictOf */ .Vj)(status, commit);
    if (verdict) {
        if (!verdict.baseline || !verdict.resultToken)
            return undefined;
        return {
            applicationToken: verdict.applicationToken,
            resultToken: verdict.resultToken,
            runId: verdict.runId,
            commit,
            siteShown: verdict.siteShown,
            targetUrl: verdict.targetUrl
        };
    }
    return legacyRecordOf(status, commit);
}
/** The record a status of the older form holds, when the action wrote it after a passing gate. */
function legacyRecordOf(status, commit) {
    if (status.state !== 'success')
        return undefined;
    if (status.creator?.login !== RECORDER.login || status.creator?.type !== RECORDER.type) {
        return undefined;
    }
    const context = typeof status.context === 'string' ? CONTEXT.exec(status.context) : null;
    const words = typeof status.description === 'string' ? DESCRIPTION.exec(status.description) : null;
    if (!context?.[1] || !words?.[1] || !words[2])
        return undefined;
    return {
        applicationToken: context[1],
        resultToken: words[1],
        runId: words[2],
        commit,
        siteShown: words[3] === undefined,
        targetUrl: typeof status.target_url === 'string' ? status.target_url : undefined
    };
}
/**
 * The application's records, newest first (the commits newest first, each commit's statuses
 * newest first), never one this workflow run wrote: a re-run must not compare with its own
 * earlier attempt. `ownLeftOut`: how many of this run's records were passed over, for the log.
 * The reader takes the first whose run checks out (recordRunProblem).
 */
function recordsOf(commits, applicationToken, thisRunId) {
    let ownLeftOut = 0;
    const records = [];
    for (const { commit, statuses } of commits) {
        for (const status of statuses) {
            const record = recordOf(status, commit);
            if (record?.applicationToken !== applicationToken)
                continue;
            if (record.runId === thisRunId)
                ownLeftOut++;
            else
                records.push(record);
        }
    }
    return { records, ownLeftOut };
}
/** The newest of recordsOf, unchecked. */
function newestRecord(commits, applicationToken, thisRunId) {
    const { records, ownLeftOut } = recordsOf(commits, applicationToken, thisRunId);
    return records[0] ? { record: records[0], ownLeftOut } : { ownLeftOut };
}


/***/ }),

/***/ 138:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.r(__webpack_exports__);
/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   COMMITS_SEARCHED: () => (/* binding */ COMMITS_SEARCHED),
/* harmony export */   RECORDS_CHECKED: () => (/* binding */ RECORDS_CHECKED),
/* harmony export */   githubBaselineStore: () => (/* binding */ githubBaselineStore)
/* harmony export */ });
/* harmony import */ var _rest_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(154);
/* harmony import */ var _common_clock_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(115);
/* harmony import */ var _common_text_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(119);
/* harmony import */ var _baseline_records_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(137);
/* harmony import */ var _record_run_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(152);
/* harmony import */ var _record_lookup_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(151);
/* harmony import */ var _explain_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(144);
/* harmony import */ var _verdict_records_js__WEBPACK_IMPORTED_MODULE_7__ = __nccwpck_require__(157);
// `baseline: default-branch` on GitHub: the verdict records on the default branch's commits (the
// rules in baseline-records.ts; verdict-status.ts writes them). Loaded only with that baseline:
// Octokit is most of the bundle's start-up.








/** How many of the default branch's newest commits are searched for a record (one page). */
const COMMITS_SEARCHED = 30;
/** The statuses of a commit read (one page, newest first). */
const STATUSES_READ = 100;
/**
 * How many records one lookup checks against the runs they name before it gives up: a few forged
 * records must not hide the genuine one behind them, nor may many make a lookup endless.
 */
const RECORDS_CHECKED = 10;
/** The requests of one lookup together. */
const LOOKUP_BUDGET_MS = 60_000;
function githubBaselineStore(o) {
    const [owner = '', repo = '', extra] = (o.env.GITHUB_REPOSITORY ?? '').split('/');
    const where = { owner, repo };
    const client = () => (0,_rest_js__WEBPACK_IMPORTED_MODULE_0__.restClient)(o.githubToken ?? '', o.env, AbortSignal.any([o.signal, AbortSignal.timeout(o.budgetMs ?? LOOKUP_BUDGET_MS)]));
    const setupProblem = !owner || !repo || extra !== undefined
        ? 'GITHUB_REPOSITORY is not set'
        : !o.githubToken
            ? 'the github-token input is empty'
            : undefined;
    // What has been read, shared by every application of the step: the commits once, each
    // commit's statuses when a lookup first needs them (most end at the newest commit or two).
    let commits;
    const statuses = new Map();
    const statusesOf = (octokit, commit) => {
        let got = statuses.get(commit);
        if (!got) {
            got = octokit.rest.repos
                .listCommitStatusesForRef({ ...where, ref: commit, per_page: STATUSES_READ })
                .then(({ data }) => ({ commit, statuses: data }));
            statuses.set(commit, got);
        }
        return got;
    };
    // The runs records name, each asked once for every application of the step.
    const runOf = (0,_record_lookup_js__WEBPACK_IMPORTED_MODULE_5__/* .runReader */ .f$)(where);
    const attemptOf = (0,_record_lookup_js__WEBPACK_IMPORTED_MODULE_5__/* .attemptReader */ .DH)(where);
    return {
        async find(applicationToken, testStart) {
            if (setupProblem) {
                return {
                    problem: `${setupProblem}: the default branch's records cannot be read (a token with ${READ_PERMISSIONS} can)`,
                    unreadable: true
                };
            }
            // A record counts only for a run of this workflow file: without it, none can be matched.
            const workflowPath = (0,_record_run_js__WEBPACK_IMPORTED_MODULE_4__/* .workflowPathOf */ ._Z)(o.env.GITHUB_WORKFLOW_REF, `${owner}/${repo}`);
            if (!workflowPath) {
                return {
                    problem: `GITHUB_WORKFLOW_REF (${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_2__/* .forLog */ .Ig)(o.env.GITHUB_WORKFLOW_REF ?? 'unset', 200)}) does not name a workflow file of ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_2__/* .forLog */ .Ig)(`${owner}/${repo}`, 200)}, so no record can be matched to this workflow`,
                    unreadable: true
                };
            }
            const octokit = client();
            const listed = await (commits ??= listCommits(octokit, where, o.signal));
            if ('problem' in listed)
                return listed;
            const reader = {
                repositoryId: listed.repositoryId,
                repository: `${owner}/${repo}`,
                defaultBranch: listed.branch,
                workflowPath,
                clockMarginMs: _common_clock_js__WEBPACK_IMPORTED_MODULE_1__/* .START_CLOCK_SKEW_MS */ .GT
            };
            const thisRun = o.env.GITHUB_RUN_ID ?? '';
            const read = [];
            let ownLeftOut = 0;
            // Records already checked: each commit read only adds records after them (oldest last).
            let tried = 0;
            try {
                for (const sha of listed.shas) {
                    read.push(await statusesOf(octokit, sha));
                    const found = (0,_baseline_records_js__WEBPACK_IMPORTED_MODULE_3__/* .recordsOf */ .M$)(read, applicationToken, thisRun);
                    ownLeftOut = found.ownLeftOut;
                    // Each record once, newest first; every one but the first that checks out was skipped.
                    for (const record of found.records.slice(tried)) {
                        if (tried >= RECORDS_CHECKED) {
                            return {
                                problem: `none of the ${RECORDS_CHECKED} newest records on the default branch (${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_2__/* .forLog */ .Ig)(listed.branch, 100)}) for this application was written by a default-branch run of its commit (commit status ${(0,_verdict_records_js__WEBPACK_IMPORTED_MODULE_7__/* .verdictContext */ .xI)(applicationToken)})`
                            };
                        }
                        tried++;
                        const why = await (0,_record_lookup_js__WEBPACK_IMPORTED_MODULE_5__/* .recordProblem */ .hN)((id) => runOf(octokit, id), testStart, record, reader, (id, n) => attemptOf(octokit, id, n));
                        if (why === undefined)
                            return { record };
                        o.log.warning(`baseline: a record on ${record.commit.slice(0, 7)} naming test ${record.resultToken} is skipped: ${why}`);
                    }
                }
            }
            catch (e) {
                // A cancelled run ends with the cancellation itself, not the words of a lookup that ended.
                if (o.signal.aborted)
                    throw e instanceof _record_lookup_js__WEBPACK_IMPORTED_MODULE_5__/* .LookupEnded */ .d8 ? e.cause : e;
                if (e instanceof _record_lookup_js__WEBPACK_IMPORTED_MODULE_5__/* .LookupEnded */ .d8)
                    return { problem: e.message, unreadable: true };
                return {
                    problem: `commit statuses could not be read: ${(0,_explain_js__WEBPACK_IMPORTED_MODULE_6__/* .explain */ .W)(e, '`statuses: read`')}`,
                    unreadable: true
                };
            }
            const own = ownLeftOut;
            const left = own > 0 ? `; ${own} record${own === 1 ? '' : 's'} of this workflow run left out` : '';
            const n = listed.shas.length;
            return {
                problem: `no passing run of the default branch (${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_2__/* .forLog */ .Ig)(listed.branch, 100)}) is recorded for this application on its ${n} newest commit${n === 1 ? '' : 's'} (commit status ${(0,_verdict_records_js__WEBPACK_IMPORTED_MODULE_7__/* .verdictContext */ .xI)(applicationToken)})${left}. ${startTheRatchet(workflowPath, listed.branch)}`
            };
        }
    };
}
const READ_PERMISSIONS = '`contents: read`, `statuses: read` and `actions: read`';
/** The default branch's newest commits, newest first; or why they cannot be read. */
async function listCommits(octokit, where, signal) {
    try {
        const { branch, id } = await repositoryOf(octokit, where);
        const { data } = await octokit.rest.repos.listCommits({
            ...where,
            sha: branch,
            per_page: COMMITS_SEARCHED
        });
        return { branch, repositoryId: id, shas: data.slice(0, COMMITS_SEARCHED).map((c) => c.sha) };
    }
    catch (e) {
        if (signal.aborted)
            throw e;
        return {
            problem: `the default branch's commits could not be read: ${(0,_explain_js__WEBPACK_IMPORTED_MODULE_6__/* .explain */ .W)(e, '`contents: read`')}`,
            unreadable: true
        };
    }
}
/**
 * The repository's default branch and id (every token may read the repository's metadata); the
 * id tells this repository's runs from a fork's.
 */
async function repositoryOf(octokit, where) {
    const { data } = await octokit.rest.repos.get(where);
    return { branch: data.default_branch, id: data.id };
}
/**
 * The next step for a site with no default-branch record yet, in the words a user acts on: the
 * first passing run of the default branch records it; on a site that already has findings, one
 * run that accepts them does (or the adopt command's files, reviewed in a pull request).
 */
function startTheRatchet(workflowPath, branch) {
    const where = `${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_2__/* .forLog */ .Ig)(workflowPath, 200)} on ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_2__/* .forLog */ .Ig)(branch, 100)}`;
    return `Next step: run ${where} once with fail-threshold: none (its passing run records today's findings as the baseline; docs/baselines-and-accepted-risks.md#the-default-branchs-baseline), or run the adopt command and commit its files in a reviewed pull request`;
}


/***/ }),

/***/ 140:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.r(__webpack_exports__);
/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   statusOf: () => (/* binding */ statusOf),
/* harmony export */   upsertComment: () => (/* binding */ upsertComment)
/* harmony export */ });
/* harmony import */ var _actions_github__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(316);
/* harmony import */ var _rest_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(154);
/* harmony import */ var _common_text_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(119);
/* harmony import */ var _comment_marker_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(139);
// The pull-request comment on GitHub: the step's one comment, found again by its hidden marker
// (comment-marker.ts) and updated in place, also when the step's applications changed.
// Loaded only when a comment is written: Octokit is most of the bundle's start-up.
// Writing it is best effort: a read-only token (forks), a missing permission or a network
// failure is a warning, never a failed build.




/** Comments read while looking for ours: 10 pages of 100. */
const MAX_PAGES = 10;
async function upsertComment(o) {
    const body = `${(0,_comment_marker_js__WEBPACK_IMPORTED_MODULE_3__/* .formatMarker */ .gJ)(o.key)}\n${o.body}`;
    const octokit = (0,_actions_github__WEBPACK_IMPORTED_MODULE_0__/* .getOctokit */ .Q)(o.token, {
        baseUrl: o.apiUrl.replace(/\/+$/, ''),
        request: (0,_rest_js__WEBPACK_IMPORTED_MODULE_1__/* .requestOptions */ .a)(AbortSignal.timeout(o.timeoutMs ?? 30_000))
    });
    const where = { owner: o.repo.owner, repo: o.repo.repo };
    try {
        const found = await markedComments(octokit, { ...where, issue_number: o.issueNumber });
        const { update, remove } = (0,_comment_marker_js__WEBPACK_IMPORTED_MODULE_3__/* .chooseComment */ .p)(found, o.key);
        let result;
        if (update !== undefined) {
            try {
                await octokit.rest.issues.updateComment({ ...where, comment_id: update, body });
                o.log.info(`Updated the pull-request comment (#${o.issueNumber}).`);
                result = 'updated';
            }
            catch (err) {
                // Someone else's comment carrying our marker cannot be edited: write our own instead.
                if (statusOf(err) !== 403 && statusOf(err) !== 404)
                    throw err;
            }
        }
        if (result === undefined) {
            await octokit.rest.issues.createComment({ ...where, issue_number: o.issueNumber, body });
            o.log.info(`Wrote the pull-request comment (#${o.issueNumber}).`);
            result = 'created';
        }
        await removeSuperseded(octokit, where, remove, o.log);
        return result;
    }
    catch (err) {
        o.log.warning(`Could not write the pull-request comment: ${explain(err)}`);
        return 'failed';
    }
}
/** The pull request's comments that carry one of our markers (the first 10 pages of 100). */
async function markedComments(octokit, where) {
    const ours = [];
    for (let page = 1; page <= MAX_PAGES; page++) {
        const { data } = await octokit.rest.issues.listComments({ ...where, per_page: 100, page });
        for (const c of data) {
            const key = c.body?.startsWith(_comment_marker_js__WEBPACK_IMPORTED_MODULE_3__/* .MARKER_PREFIX */ .Km) ? (0,_comment_marker_js__WEBPACK_IMPORTED_MODULE_3__/* .parseMarker */ .gY)(c.body) : undefined;
            if (key)
                ours.push({ id: c.id, bot: c.user?.type === 'Bot', key });
        }
        if (data.length < 100)
            break;
    }
    return ours;
}
/** Delete the step's comments the updated one replaces; one that will not go is a warning. */
async function removeSuperseded(octokit, where, ids, log) {
    for (const id of ids) {
        try {
            await octokit.rest.issues.deleteComment({ ...where, comment_id: id });
            log.info(`Deleted an earlier pull-request comment of this step (${id}): the one above replaces it.`);
        }
        catch (err) {
            log.warning(`Could not delete an earlier pull-request comment of this step: ${explain(err)}`);
        }
    }
}
function statusOf(err) {
    const s = err?.status;
    return typeof s === 'number' ? s : undefined;
}
/** One safe sentence: the status decides the words; GitHub's own message is escaped, short. */
function explain(err) {
    const status = statusOf(err);
    if (status === 403) {
        return ('HTTP 403: the token may not write comments (the workflow needs `pull-requests: write`; ' +
            'pull requests from forks get a read-only token).');
    }
    if (status === 404)
        return 'HTTP 404: the pull request was not found or the token cannot see it.';
    const message = (0,_common_text_js__WEBPACK_IMPORTED_MODULE_2__/* .forLog */ .Ig)(err?.message ?? String(err), 200);
    return status ? `HTTP ${status}: ${message}` : message;
}


/***/ }),

/***/ 142:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ deploymentState),
/* harmony export */   q: () => (/* binding */ httpUrl)
/* harmony export */ });
/* harmony import */ var _common_clock_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(115);
// What a deployment's statuses say, newest first as GitHub lists them. Pure, so each state's
// meaning is tested without GitHub: only `success` lets the test start; `failure` and `error` end
// the wait; `inactive` (replaced by a newer deployment) is not success; `pending`, `queued`,
// `in_progress` and an unknown state keep waiting.

function deploymentState(statuses) {
    const newest = statuses[0];
    if (!newest)
        return { kind: 'waiting' };
    const state = typeof newest.state === 'string' ? newest.state.toLowerCase() : '';
    const link = httpUrl(newest.log_url) ?? httpUrl(newest.target_url);
    if (state === 'success') {
        // The success time decides which tests are of this build: never guessed (our clock would be
        // later than the truth and let nothing older through, but GitHub's own time is the rule).
        const at = typeof newest.created_at === 'string' ? (0,_common_clock_js__WEBPACK_IMPORTED_MODULE_0__/* .parseInstant */ .nV)(newest.created_at) : undefined;
        if (at === undefined)
            return { kind: 'waiting', state, link };
        return { kind: 'succeeded', at, environmentUrl: httpUrl(newest.environment_url), link };
    }
    if (state === 'failure' || state === 'error')
        return { kind: 'failed', state, link };
    return { kind: 'waiting', state: state || undefined, link };
}
/** An http(s) address GitHub gave, or nothing (a link is shown to users: no other scheme). */
function httpUrl(value) {
    if (typeof value !== 'string' || !URL.canParse(value))
        return undefined;
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
}


/***/ }),

/***/ 143:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.r(__webpack_exports__);
/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   SETTLED: () => (/* binding */ SETTLED),
/* harmony export */   client: () => (/* binding */ client),
/* harmony export */   explain: () => (/* binding */ explain),
/* harmony export */   githubDeploymentExists: () => (/* binding */ githubDeploymentExists),
/* harmony export */   nextGithubDeployment: () => (/* binding */ nextGithubDeployment),
/* harmony export */   request: () => (/* binding */ request),
/* harmony export */   waitForGithubDeployment: () => (/* binding */ waitForGithubDeployment)
/* harmony export */ });
/* harmony import */ var _common_clock_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(115);
/* harmony import */ var _lifecycle_deadline_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(163);
/* harmony import */ var _lifecycle_schedule_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(172);
/* harmony import */ var _common_text_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(119);
/* harmony import */ var _comment_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(140);
/* harmony import */ var _rest_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(154);
/* harmony import */ var _deployment_state_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(142);







/** The permission every refusal names, so the fix is one line away. */
const PERMISSION = '`deployments: read`';
/** One request's deadline (a poll that hangs must not eat the whole wait). */
const REQUEST_TIMEOUT_MS = 30_000;
/** Deployments to the environment read when looking for a later one (newest first). */
const LATER_PAGE = 100;
/** Deployments older than this build's whose newest status is asked (each costs a request). */
const OLDER_ASKED = 3;
/** A deployment's newest state that no longer changes the site (anything else may still do). */
const SETTLED = ['success', 'failure', 'error', 'inactive'];
/** Why GitHub cannot be asked, or the repository and a client. */
function client(o) {
    const [owner, repo, extra] = (o.env.GITHUB_REPOSITORY ?? '').split('/');
    if (!owner || !repo || extra !== undefined)
        return { problem: 'GITHUB_REPOSITORY is not set' };
    if (!o.githubToken) {
        return { problem: `the github-token input is empty (reading deployments needs ${PERMISSION})` };
    }
    const octokit = (0,_rest_js__WEBPACK_IMPORTED_MODULE_4__.restClient)(o.githubToken, o.env);
    return { octokit, owner, repo };
}
/** A request's options: cancelled with the run, and given up after `timeoutMs` (at most 30 s). */
function request(signal, timeoutMs = REQUEST_TIMEOUT_MS) {
    const ms = Math.max(1, Math.min(REQUEST_TIMEOUT_MS, timeoutMs));
    return { request: { signal: AbortSignal.any([signal, AbortSignal.timeout(ms)]) } };
}
/**
 * GitHub's refusal of the token (no `deployments: read`, no such repository): asking again will
 * not help. Anything else (a network error, a request that timed out, 429, 5xx) is one missed poll.
 */
function refusal(err) {
    const status = (0,_comment_js__WEBPACK_IMPORTED_MODULE_3__.statusOf)(err);
    return status === 401 || status === 403 || status === 404;
}
async function waitForGithubDeployment(o) {
    const gh = client(o);
    if ('problem' in gh)
        return { kind: 'unavailable', problem: gh.problem };
    const { octokit, owner, repo } = gh;
    let last = {};
    /** The newest deployment of the commit and its newest status; no request outlasts the wait. */
    const newestWithStatus = async () => {
        const { data: deployments } = await octokit.rest.repos.listDeployments({
            owner,
            repo,
            sha: o.commit,
            environment: o.environment,
            per_page: 1,
            ...request(o.signal, o.deadline - _common_clock_js__WEBPACK_IMPORTED_MODULE_0__/* .systemClock */ .ml.now())
        });
        const newest = deployments[0];
        if (!newest)
            return undefined;
        const { data: statuses } = await octokit.rest.repos.listDeploymentStatuses({
            owner,
            repo,
            deployment_id: newest.id,
            per_page: 1,
            ...request(o.signal, o.deadline - _common_clock_js__WEBPACK_IMPORTED_MODULE_0__/* .systemClock */ .ml.now())
        });
        return { id: newest.id, statuses: statuses };
    };
    try {
        const answer = await (0,_lifecycle_deadline_js__WEBPACK_IMPORTED_MODULE_1__/* .untilDeadline */ .H)({
            clock: _common_clock_js__WEBPACK_IMPORTED_MODULE_0__/* .systemClock */ .ml,
            deadline: o.deadline,
            pause: (round) => (0,_lifecycle_schedule_js__WEBPACK_IMPORTED_MODULE_6__/* .pollPause */ .G)(round, o.pollIntervalMs),
            signal: o.signal
        }, async () => {
            let look;
            try {
                look = await newestWithStatus();
            }
            catch (err) {
                if (o.signal.aborted || refusal(err))
                    throw err;
                // Transient: a missed poll, tried again on the schedule until the deadline.
                last = { ...last, problem: explain(err) };
                return undefined;
            }
            if (!look)
                return undefined;
            const { id, statuses } = look;
            const state = (0,_deployment_state_js__WEBPACK_IMPORTED_MODULE_5__/* .deploymentState */ .D)(statuses);
            if (state.kind === 'waiting') {
                last = { state: state.state ?? 'no status yet', link: state.link };
                return undefined;
            }
            if (state.kind === 'failed')
                return { kind: 'failed', state: state.state, link: state.link };
            const deployment = {
                id: String(id),
                environment: o.environment,
                environmentUrl: state.environmentUrl,
                link: state.link,
                succeededAt: state.at
            };
            return { kind: 'succeeded', deployment };
        });
        if (answer === _lifecycle_deadline_js__WEBPACK_IMPORTED_MODULE_1__/* .TIMED_OUT */ .V) {
            // Only GitHub's trouble seen, never a state: say what went wrong, not "no deployment".
            if (last.state === undefined && last.problem !== undefined) {
                return { kind: 'unavailable', problem: last.problem };
            }
            return { kind: 'timed-out', state: last.state, link: last.link };
        }
        return answer;
    }
    catch (err) {
        if (o.signal.aborted)
            throw err;
        return { kind: 'unavailable', problem: explain(err) };
    }
}
/**
 * Whether any deployment of `commit` to `environment` exists (one request, no waiting: the merge
 * queue's commit is either deployed already or tested by no one within the queue's timeout).
 */
async function githubDeploymentExists(o) {
    const gh = client(o);
    if ('problem' in gh)
        return gh;
    try {
        const { data } = await gh.octokit.rest.repos.listDeployments({
            owner: gh.owner,
            repo: gh.repo,
            sha: o.commit,
            environment: o.environment,
            per_page: 1,
            ...request(o.signal)
        });
        return data.length > 0;
    }
    catch (err) {
        if (o.signal.aborted)
            throw err;
        return { problem: explain(err) };
    }
}
/**
 * From when the site may serve another build than this one: the creation time of the first other
 * deployment to `environment` created after `after` (this build's success) less the clocks'
 * margin, or of an older deployment still under way; undefined when there is none. Its creation,
 * not its success: the site may change from the moment a deployment begins. Fail closed: when the
 * page read holds only later deployments (more may hide beyond it), `after` itself, which no test
 * of this build can have ended before.
 */
async function nextGithubDeployment(o) {
    const gh = client(o);
    if ('problem' in gh)
        throw new Error(gh.problem);
    try {
        const { data } = await gh.octokit.rest.repos.listDeployments({
            owner: gh.owner,
            repo: gh.repo,
            environment: o.environment,
            per_page: LATER_PAGE,
            ...request(o.signal)
        });
        const others = data.filter((d) => String(d.id) !== o.deploymentId);
        // GitHub's created_at against this build's success, both GitHub's clock; the margin covers
        // a deployment that began just before the success was recorded. Unreadable: taken as later.
        const from = o.after - _common_clock_js__WEBPACK_IMPORTED_MODULE_0__/* .START_CLOCK_SKEW_MS */ .GT;
        const created = (d) => (0,_common_clock_js__WEBPACK_IMPORTED_MODULE_0__/* .parseInstant */ .nV)(d.created_at) ?? from;
        const later = others.map(created).filter((t) => t >= from);
        if (data.length >= LATER_PAGE && later.length === others.length)
            return o.after;
        // An older deployment still under way (queued, in progress, no status yet) may replace the
        // site at any moment, even before a later one: the nearest few are asked.
        const older = others.filter((d) => created(d) < from);
        for (const d of older.slice(0, OLDER_ASKED)) {
            const { data: statuses } = await gh.octokit.rest.repos.listDeploymentStatuses({
                owner: gh.owner,
                repo: gh.repo,
                deployment_id: d.id,
                per_page: 1,
                ...request(o.signal)
            });
            const state = statuses[0]?.state;
            if (typeof state !== 'string' || !SETTLED.includes(state.toLowerCase()))
                return created(d);
        }
        if (later.length > 0)
            return Math.min(...later);
        return undefined;
    }
    catch (err) {
        if (o.signal.aborted)
            throw err;
        throw new Error(explain(err), { cause: err });
    }
}
/** One safe sentence: the status decides the words; GitHub's own message is escaped, short. */
function explain(err) {
    const status = (0,_comment_js__WEBPACK_IMPORTED_MODULE_3__.statusOf)(err);
    if (status === 401 || status === 403 || status === 404) {
        return `HTTP ${status} from GitHub: the github-token may not read deployments (the job needs ${PERMISSION})`;
    }
    const message = (0,_common_text_js__WEBPACK_IMPORTED_MODULE_2__/* .forLog */ .Ig)(err?.message ?? String(err), 200);
    return `GitHub answered ${status ? `HTTP ${status}: ` : ''}${message}`;
}


/***/ }),

/***/ 144:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ explain)
/* harmony export */ });
/* harmony import */ var _common_text_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(119);
/* harmony import */ var _comment_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(140);
// A failed GitHub request in one safe sentence, for the log: the HTTP status decides the words
// and names the permission the job needs; GitHub's own message is escaped and short.


function explain(err, permission) {
    const status = (0,_comment_js__WEBPACK_IMPORTED_MODULE_1__.statusOf)(err);
    if (status === 403 || status === 401) {
        return `HTTP ${status} from GitHub: the github-token is not allowed (the job needs ${permission})`;
    }
    if (status === 404) {
        return `HTTP 404 from GitHub: not found, or the github-token cannot see it (the job needs ${permission})`;
    }
    const message = (0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .errorText */ .kc)(err, 200);
    return status
        ? `HTTP ${status} from GitHub: ${message}`
        : `GitHub could not be reached: ${message}`;
}


/***/ }),

/***/ 146:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.r(__webpack_exports__);
/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   LATER_ASKED: () => (/* binding */ LATER_ASKED),
/* harmony export */   LATER_PAGE: () => (/* binding */ LATER_PAGE),
/* harmony export */   OLDER_ASKED: () => (/* binding */ OLDER_ASKED),
/* harmony export */   laterDeploymentOf: () => (/* binding */ laterDeploymentOf),
/* harmony export */   laterGithubDeployment: () => (/* binding */ laterGithubDeployment)
/* harmony export */ });
/* harmony import */ var _common_clock_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(115);
/* harmony import */ var _deployments_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(143);
/* harmony import */ var _deployment_state_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(142);



/** Deployments to the environment read (newest first). */
const LATER_PAGE = 100;
/** Statuses asked of deployments that began after this build's success. */
const LATER_ASKED = 5;
/** Statuses asked of the nearest deployments that began before it. */
const OLDER_ASKED = 3;
/** Statuses read per deployment: enough to find its success under a later `inactive`. */
const STATUSES_READ = 10;
/** More deployments since this build's than one page shows: the span cannot be seen whole. */
class TooMany extends Error {
}
/**
 * The decision, given the environment's deployments (newest first) and a reader of a deployment's
 * statuses (newest first). All times are GitHub's own clock: a status is compared with this
 * build's success as it is; the margin only widens which deployments are looked at.
 */
async function laterDeploymentOf(listed, o, statusesOf) {
    const since = o.deployment.succeededAt;
    const from = since - _common_clock_js__WEBPACK_IMPORTED_MODULE_0__/* .START_CLOCK_SKEW_MS */ .GT;
    const readCreated = (d) => typeof d.created_at === 'string' ? (0,_common_clock_js__WEBPACK_IMPORTED_MODULE_0__/* .parseInstant */ .nV)(d.created_at) : undefined;
    // Unreadable: taken as later (it is looked at, never skipped).
    const created = (d) => readCreated(d) ?? from;
    const others = listed.filter((d) => String(d.id) !== o.deployment.id);
    const same = (d) => typeof d.sha === 'string' && d.sha.toLowerCase() === o.commit.toLowerCase();
    const later = others.filter((d) => created(d) >= from);
    if (o.pageFull && listed.every((d) => created(d) >= from)) {
        throw new TooMany(`more than ${LATER_PAGE} deployments to the environment since this build's: the older ones cannot be read`);
    }
    const redeploys = later.filter(same).length;
    const foreignLater = later.filter((d) => !same(d)).sort((a, b) => created(a) - created(b));
    const foreignOlder = others.filter((d) => created(d) < from && !same(d)).slice(0, OLDER_ASKED);
    for (const [i, d] of foreignLater.entries()) {
        if (i >= LATER_ASKED)
            return another(d, readCreated(d), { unread: true });
        const verdict = judge(await statusesOf(d.id), since, true, o.applicationOrigin);
        if (verdict)
            return another(d, readCreated(d), verdict);
    }
    for (const d of foreignOlder) {
        const verdict = judge(await statusesOf(d.id), since, false, o.applicationOrigin);
        if (verdict)
            return another(d, readCreated(d), verdict);
    }
    return { kind: 'none', redeploys };
}
/** A host as people write one site's: case, a trailing dot and a leading "www." change nothing. */
function siteHost(url) {
    return new URL(url).hostname
        .toLowerCase()
        .replace(/\.$/, '')
        .replace(/^www\./, '');
}
/**
 * Whether one deployment of another commit may have replaced this build after `since`: still under
 * way (no status, or a state that may yet change the site), or a success at or after `since`; for
 * one that began after `since`, any state but a plain failure (an `inactive` one served before it
 * was replaced). Undefined: it did not — or it names its URL on another host than the
 * application's (a shared environment's other site, such as another pull request's preview: it
 * speaks for that site only). Only the host tells sites apart here, and loosely (siteHost): this
 * rule lets a deployment go unnoticed, so a URL written another way (another scheme or port, a
 * trailing dot, "www.") still counts as the application's. One that names no URL counts too.
 */
function judge(statuses, since, began, applicationOrigin) {
    const named = statuses.map((s) => (0,_deployment_state_js__WEBPACK_IMPORTED_MODULE_2__/* .httpUrl */ .q)(s.environment_url)).find((u) => u !== undefined);
    if (named !== undefined && siteHost(named) !== siteHost(applicationOrigin))
        return undefined;
    const newest = statuses[0];
    const state = typeof newest?.state === 'string' ? newest.state.toLowerCase() : undefined;
    const at = (s) => typeof s?.created_at === 'string' ? (0,_common_clock_js__WEBPACK_IMPORTED_MODULE_0__/* .parseInstant */ .nV)(s.created_at) : undefined;
    if (!state || !_deployments_js__WEBPACK_IMPORTED_MODULE_1__.SETTLED.includes(state))
        return { state, stateAt: at(newest) };
    const success = statuses.find((s) => typeof s.state === 'string' && s.state.toLowerCase() === 'success');
    const successAt = success ? (at(success) ?? since) : undefined;
    if (successAt !== undefined && successAt >= since)
        return { state: 'success', stateAt: successAt };
    if (began && state !== 'failure' && state !== 'error' && successAt === undefined) {
        return { state, stateAt: at(newest) };
    }
    return undefined;
}
function another(d, createdAt, j) {
    return {
        kind: 'another',
        sha: typeof d.sha === 'string' ? d.sha : 'unknown',
        ...(createdAt === undefined ? {} : { createdAt }),
        ...j
    };
}
/** The lookup on GitHub; throws a safe sentence when it cannot be made (the caller fails closed). */
async function laterGithubDeployment(o) {
    const gh = (0,_deployments_js__WEBPACK_IMPORTED_MODULE_1__.client)(o);
    if ('problem' in gh)
        throw new Error(gh.problem);
    const { octokit, owner, repo } = gh;
    try {
        const { data } = await octokit.rest.repos.listDeployments({
            owner,
            repo,
            environment: o.environment,
            per_page: LATER_PAGE,
            ...(0,_deployments_js__WEBPACK_IMPORTED_MODULE_1__.request)(o.signal)
        });
        return await laterDeploymentOf(data, {
            deployment: o.deployment,
            commit: o.commit,
            pageFull: data.length >= LATER_PAGE,
            applicationOrigin: new URL(o.applicationUrl).origin
        }, async (id) => (await octokit.rest.repos.listDeploymentStatuses({
            owner,
            repo,
            deployment_id: Number(id),
            per_page: STATUSES_READ,
            ...(0,_deployments_js__WEBPACK_IMPORTED_MODULE_1__.request)(o.signal)
        })).data);
    }
    catch (err) {
        if (err instanceof TooMany)
            throw err;
        // Cancelled runs are told apart by the caller; here the lookup's own deadline passed.
        if (o.signal.aborted)
            throw new Error('GitHub did not answer in time', { cause: err });
        throw new Error((0,_deployments_js__WEBPACK_IMPORTED_MODULE_1__.explain)(err), { cause: err });
    }
}


/***/ }),

/***/ 148:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.r(__webpack_exports__);
/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   RUN_POLL_MS: () => (/* binding */ RUN_POLL_MS),
/* harmony export */   RUN_WAIT_MS: () => (/* binding */ RUN_WAIT_MS),
/* harmony export */   githubMergeQueue: () => (/* binding */ githubMergeQueue),
/* harmony export */   queueRefOf: () => (/* binding */ queueRefOf)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(222);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _common_clock_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(115);
/* harmony import */ var _common_text_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(119);
/* harmony import */ var _explain_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(144);
/* harmony import */ var _record_lookup_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(151);
/* harmony import */ var _record_run_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(152);
/* harmony import */ var _rest_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(154);
/* harmony import */ var _verdict_records_js__WEBPACK_IMPORTED_MODULE_7__ = __nccwpck_require__(157);
// The merge queue on GitHub (`merge_group`, docs/every-path-to-main.md): which pull request the
// queue's commit merges, and each application's verdict recorded on that pull request's head,
// checked. The event has no pull request object: its number is read from the queue's ref,
// `refs/heads/gh-readonly-queue/<base>/pr-<N>-<head sha>`, and the pull request is re-read
// through the API, which must still have that head and belong to this repository. A record is
// only a claim: the run it names is checked (record-run.ts) as a pull request's run of this
// workflow at that head, completed with success. The head's status is written at the end of its
// gate step, while the rest of that run goes on (uploads, post steps, other jobs), and auto-merge
// queues the pull request as soon as the status is green: a run whose only fault is that it has
// not finished yet is waited for (RUN_WAIT_MS), then checked again in full, never passed
// unfinished. Loaded only on a queue's run with `merge-queue: verdict`: Octokit is most of the
// bundle's start-up.








/** The queue's branch prefix GitHub writes. */
const QUEUE_PREFIX = 'refs/heads/gh-readonly-queue/';
/** `<base>/pr-<N>-<sha>`: the base may hold slashes; the number and the sha end the ref. */
const QUEUE_TAIL = /^(.+)\/pr-([1-9]\d{0,15})-([0-9a-f]{40})$/;
/** The statuses of the head read (one page, newest first). */
const STATUSES_READ = 100;
/**
 * Every request of one judgement together, up to a wait for the head's run: the queue waits on
 * it. Each request while waiting has the same budget of its own (REQUEST_BUDGET_MS).
 */
const BUDGET_MS = 60_000;
/** One request while waiting for the head's run (the wait itself is RUN_WAIT_MS). */
const REQUEST_BUDGET_MS = 60_000;
/**
 * How long the queue's run waits for the head's run to finish when that is all its record lacks.
 * The record is written when the gate step ends; the steps after it (SARIF and artifact uploads,
 * post steps, other jobs of the run) take minutes at most. Ten minutes leaves the queue's own
 * check timeout (60 minutes is usual) far ahead, so a run that never finishes fails the entry with
 * its reason rather than the queue timing it out without one.
 */
const RUN_WAIT_MS = 10 * 60_000;
/** How often GitHub is asked again whether the head's run has finished. */
const RUN_POLL_MS = 10_000;
/**
 * A run's `status` until it has finished (GitHub: requested, queued, pending, waiting,
 * in_progress; then completed). Only these are waited for: any other answer is judged as it is.
 */
const UNFINISHED = ['requested', 'queued', 'pending', 'waiting', 'in_progress'];
/**
 * The pull request a queue's ref names, or why the ref is not a queue's: exactly
 * `refs/heads/gh-readonly-queue/<base>/pr-<N>-<40 lower-case hex>`, the base a plain branch name
 * (no empty, `.` or `..` part, no space, control or character git refuses), N a positive number
 * written without leading zeros. Anything else names no pull request.
 */
function queueRefOf(ref) {
    const shown = typeof ref === 'string' ? (0,_common_text_js__WEBPACK_IMPORTED_MODULE_2__/* .forLog */ .Ig)(ref, 200) : 'none';
    const bad = {
        problem: `the merge queue's ref (${shown}) is not refs/heads/gh-readonly-queue/<base>/pr-<number>-<commit>, so it names no pull request`
    };
    if (typeof ref !== 'string' || !ref.startsWith(QUEUE_PREFIX))
        return bad;
    const m = QUEUE_TAIL.exec(ref.slice(QUEUE_PREFIX.length));
    const [, base, number, headSha] = m ?? [];
    if (!base || !number || !headSha || !branchName(base))
        return bad;
    const n = Number(number);
    if (!Number.isSafeInteger(n))
        return bad;
    return { ref: { base, number: n, headSha } };
}
/** A branch name as git allows it (git check-ref-format), conservatively. */
function branchName(name) {
    // eslint-disable-next-line no-control-regex
    if (/[\u0000-\u0020\u007f~^:?*[\\]|\.\.|@\{|\/\/|\.lock(\/|$)|^\/|\/$|\.$/.test(name)) {
        return false;
    }
    return name.split('/').every((part) => part !== '' && !part.startsWith('.'));
}
const PULL_PERMISSION = '`pull-requests: read`';
function githubMergeQueue(o) {
    return { judge: (tokens) => judge(o, tokens) };
}
async function judge(o, tokens) {
    const [owner = '', repo = '', extra] = (o.env.GITHUB_REPOSITORY ?? '').split('/');
    if (!owner || !repo || extra !== undefined)
        return { problem: 'GITHUB_REPOSITORY is not set' };
    const queued = queueRefOf(headRefOf(o));
    if ('problem' in queued)
        return queued;
    const { ref } = queued;
    const name = `pull request #${ref.number}`;
    if (!o.githubToken) {
        return {
            problem: `${name} cannot be read: the github-token input is empty (reading it needs ${PULL_PERMISSION}, \`statuses: read\` and \`actions: read\`)`,
            pullRequest: ref.number
        };
    }
    const repository = `${owner}/${repo}`;
    const workflowPath = (0,_record_run_js__WEBPACK_IMPORTED_MODULE_5__/* .workflowPathOf */ ._Z)(o.env.GITHUB_WORKFLOW_REF, repository);
    if (!workflowPath) {
        return {
            problem: `GITHUB_WORKFLOW_REF (${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_2__/* .forLog */ .Ig)(o.env.GITHUB_WORKFLOW_REF ?? 'unset', 200)}) does not name a workflow file of ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_2__/* .forLog */ .Ig)(repository, 200)}, so ${name}'s records cannot be matched to this workflow`,
            pullRequest: ref.number
        };
    }
    const signal = AbortSignal.any([o.signal, AbortSignal.timeout(o.budgetMs ?? BUDGET_MS)]);
    const octokit = (0,_rest_js__WEBPACK_IMPORTED_MODULE_6__.restClient)(o.githubToken, o.env, signal);
    const where = { owner, repo };
    const checked = await checkedPullRequest(octokit, where, ref, o.signal);
    if ('problem' in checked)
        return { problem: checked.problem, pullRequest: ref.number };
    let statuses;
    try {
        const { data } = await octokit.rest.repos.listCommitStatusesForRef({
            ...where,
            ref: ref.headSha,
            per_page: STATUSES_READ
        });
        statuses = data;
    }
    catch (e) {
        if (o.signal.aborted)
            throw e;
        return {
            problem: `the statuses of ${name}'s head ${ref.headSha.slice(0, 7)} could not be read: ${(0,_explain_js__WEBPACK_IMPORTED_MODULE_3__/* .explain */ .W)(e, '`statuses: read`')}`,
            pullRequest: ref.number
        };
    }
    const reader = {
        repositoryId: checked.repositoryId,
        repository,
        defaultBranch: checked.defaultBranch,
        workflowPath,
        clockMarginMs: _common_clock_js__WEBPACK_IMPORTED_MODULE_1__/* .START_CLOCK_SKEW_MS */ .GT,
        writers: 'pull-request',
        // Whether that run passed its gate on that head is the question, not whether its test may
        // serve as a baseline: no request to the service is needed.
        testWithinRun: false,
        pullRequest: { number: ref.number, base: ref.base }
    };
    const check = runChecker(octokit, where, reader, {
        where,
        signal: o.signal,
        log: o.log,
        clock: o.clock ?? _common_clock_js__WEBPACK_IMPORTED_MODULE_1__/* .systemClock */ .ml,
        waitMs: o.runWaitMs ?? RUN_WAIT_MS,
        pullRequest: ref.number,
        // Each request while waiting gets its own budget: the wait may outlast the judgement's.
        freshClient: () => (0,_rest_js__WEBPACK_IMPORTED_MODULE_6__.restClient)(o.githubToken ?? '', o.env, AbortSignal.any([o.signal, AbortSignal.timeout(REQUEST_BUDGET_MS)]))
    });
    const verdicts = await Promise.all(tokens.map((token) => headVerdict(statuses, ref, token, check)));
    return { pullRequest: { number: ref.number, headSha: ref.headSha, base: ref.base }, verdicts };
}
/** `merge_group.head_ref` from the event the runner saved (undefined when it cannot be read). */
function headRefOf(o) {
    const path = o.env.GITHUB_EVENT_PATH;
    if (!path)
        return undefined;
    try {
        const read = o.readFile ?? ((p) => node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync(p, 'utf8'));
        const event = JSON.parse(read(path));
        return event?.merge_group?.head_ref;
    }
    catch {
        return undefined;
    }
}
/**
 * The repository's id and default branch, once the pull request the ref names is shown to be
 * this repository's, into the queue's base, with the queued head; else why not.
 */
async function checkedPullRequest(octokit, where, ref, signal) {
    const name = `pull request #${ref.number}`;
    let repository;
    let pull;
    try {
        const [r, p] = await Promise.all([
            octokit.rest.repos.get(where),
            octokit.rest.pulls.get({ ...where, pull_number: ref.number })
        ]);
        repository = r.data;
        pull = p.data;
    }
    catch (e) {
        if (signal.aborted)
            throw e;
        return { problem: `${name} could not be read: ${(0,_explain_js__WEBPACK_IMPORTED_MODULE_3__/* .explain */ .W)(e, PULL_PERMISSION)}` };
    }
    const id = repository.id;
    const defaultBranch = repository.default_branch;
    if (typeof id !== 'number' || typeof defaultBranch !== 'string') {
        return { problem: `GitHub gave no id or default branch for this repository` };
    }
    if (pull.number !== ref.number ||
        pull.base?.repo?.id !== id ||
        typeof pull.base.repo.full_name !== 'string' ||
        pull.base.repo.full_name.toLowerCase() !== `${where.owner}/${where.repo}`.toLowerCase()) {
        return { problem: `${name} as GitHub describes it is not this repository's` };
    }
    if (pull.base.ref !== ref.base) {
        return {
            problem: `${name} is into ${short(pull.base.ref)}, not the queue's base ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_2__/* .forLog */ .Ig)(ref.base, 100)}`
        };
    }
    const head = pull.head?.sha;
    if (head !== ref.headSha) {
        return {
            problem: `${name}'s head is ${typeof head === 'string' ? (0,_common_text_js__WEBPACK_IMPORTED_MODULE_2__/* .forLog */ .Ig)(head.slice(0, 7), 7) : 'unknown'}, not the queued ${ref.headSha.slice(0, 7)}`
        };
    }
    return { repositoryId: id, defaultBranch };
}
/** One application's verdict on the head: its newest record, and the run that record names. */
async function headVerdict(statuses, ref, applicationToken, check) {
    const head = `pull request #${ref.number}'s head ${ref.headSha.slice(0, 7)}`;
    const context = (0,_verdict_records_js__WEBPACK_IMPORTED_MODULE_7__/* .verdictContext */ .xI)(applicationToken);
    const newest = (0,_verdict_records_js__WEBPACK_IMPORTED_MODULE_7__/* .newestVerdict */ .uG)(statuses, ref.headSha, applicationToken);
    if (!newest) {
        // A status of the context someone else wrote (a person, another app) is no verdict: say so,
        // or the reader looks for why theirs was not taken.
        const others = statuses.some((s) => s.context === context);
        return {
            applicationToken,
            finding: 'no record',
            reason: `${head} has no verdict recorded for this application (commit status ${context}${others ? ' written by GitHub Actions; one written by anyone else is not a verdict' : ''}): nothing shows its run passed`
        };
    }
    if ('unreadable' in newest) {
        return {
            applicationToken,
            finding: 'unreadable',
            reason: `${head}'s newest ${context} status is not a verdict this action wrote, so its verdict is not known`
        };
    }
    const { record } = newest;
    const recorded = {
        outcome: record.outcome,
        counts: record.counts,
        runId: record.runId,
        ...(record.resultToken ? { resultToken: record.resultToken } : {})
    };
    if (record.state !== 'success') {
        return {
            applicationToken,
            finding: 'not passed',
            record: recorded,
            reason: `${head} did not pass its gate: ${record.outcome} (${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_2__/* .forLog */ .Ig)(record.counts, 80)}, run ${record.runId})`
        };
    }
    if (!record.resultToken) {
        return {
            applicationToken,
            finding: 'no test',
            record: recorded,
            reason: `${head}'s verdict (run ${record.runId}) names no test, so nothing shows a test of it passed`
        };
    }
    const why = await check(record);
    if (why) {
        return {
            applicationToken,
            finding: 'unverified',
            record: recorded,
            reason: `${head}'s recorded pass is not verified: ${why}`
        };
    }
    return {
        applicationToken,
        finding: 'verified',
        record: { ...recorded, ...(record.targetUrl ? { runUrl: record.targetUrl } : {}) }
    };
}
/**
 * Why the run a record names does not show a passing pull-request run of this workflow at the
 * head (recordRunProblem), or undefined. Each run and attempt asked once for every application;
 * a run that cannot be read is a reason too (the queue's commit fails, never passes unchecked).
 * A run whose only fault is that it has not finished is waited for (waitForRun, once per run for
 * every application), then everything is checked again on what GitHub then says.
 */
function runChecker(octokit, where, reader, w) {
    const runOf = (0,_record_lookup_js__WEBPACK_IMPORTED_MODULE_4__/* .runReader */ .f$)(where);
    const attemptOf = (0,_record_lookup_js__WEBPACK_IMPORTED_MODULE_4__/* .attemptReader */ .DH)(where);
    const attemptAfterWait = (0,_record_lookup_js__WEBPACK_IMPORTED_MODULE_4__/* .attemptReader */ .DH)(where);
    const waits = new Map();
    return async (record) => {
        const badId = (0,_record_run_js__WEBPACK_IMPORTED_MODULE_5__/* .runIdProblem */ .w2)(record.runId);
        if (badId)
            return badId;
        const toCheck = {
            ...record,
            resultToken: record.resultToken ?? '',
            siteShown: record.siteShown
        };
        const problemOf = async (run, readAttempt, client) => {
            const n = (0,_record_run_js__WEBPACK_IMPORTED_MODULE_5__/* .attemptToRead */ .ZZ)(toCheck, run);
            if (n === undefined)
                return { problem: (0,_record_run_js__WEBPACK_IMPORTED_MODULE_5__/* .recordRunProblem */ .CI)(toCheck, run, reader) };
            const got = await readAttempt(client(), record.runId, n);
            if ('missing' in got) {
                return { problem: `GitHub does not know run ${record.runId} attempt ${n} (HTTP 404)` };
            }
            return {
                problem: (0,_record_run_js__WEBPACK_IMPORTED_MODULE_5__/* .recordRunProblem */ .CI)(toCheck, run, reader, got.run),
                attempt: got.run
            };
        };
        try {
            const read = await runOf(octokit, record.runId);
            if ('missing' in read)
                return `GitHub does not know run ${record.runId} (HTTP 404)`;
            const first = await problemOf(read.run, attemptOf, () => octokit);
            if (!first.problem || !unfinishedOnly(toCheck, read.run, reader, first.attempt)) {
                return first.problem;
            }
            let waited = waits.get(record.runId);
            if (!waited) {
                waited = waitForRun(record.runId, read.run, w);
                waits.set(record.runId, waited);
            }
            const done = await waited;
            if ('missing' in done)
                return `GitHub does not know run ${record.runId} (HTTP 404)`;
            if ('unfinished' in done) {
                return `run ${record.runId} had not finished after ${minutes(w.waitMs)} of waiting (it is ${short(done.unfinished.status)}): a run that has not finished is not yet a pass`;
            }
            return (await problemOf(done.run, attemptAfterWait, w.freshClient)).problem;
        }
        catch (e) {
            if (w.signal.aborted)
                throw e;
            return `run ${record.runId} could not be checked: ${(0,_explain_js__WEBPACK_IMPORTED_MODULE_3__/* .explain */ .W)(e, '`actions: read`')}`;
        }
    };
}
/**
 * Whether the record's only fault is that its run has not finished: it would pass were the run
 * completed with success (the attempt a record links when it is not the run's latest has
 * finished anyway).
 */
function unfinishedOnly(record, run, reader, attempt) {
    if (typeof run.status !== 'string' || !UNFINISHED.includes(run.status))
        return false;
    const finished = { ...run, status: 'completed', conclusion: 'success' };
    return (0,_record_run_js__WEBPACK_IMPORTED_MODULE_5__/* .recordRunProblem */ .CI)(record, finished, reader, attempt) === undefined;
}
/**
 * The run once it has finished, asked again every RUN_POLL_MS (each request with its own budget)
 * for up to `waitMs`; still unfinished then, the last answer. Said once in the log.
 */
async function waitForRun(runId, run, w) {
    w.log.info(`Merge queue: waiting for run ${runId} of pull request #${w.pullRequest}'s head to finish (it is ${short(run.status)}; its verdict was recorded before the run ended). GitHub is asked every ${RUN_POLL_MS / 1000} s, for up to ${minutes(w.waitMs)}`);
    const deadline = w.clock.now() + w.waitMs;
    let last = run;
    for (;;) {
        const left = deadline - w.clock.now();
        if (left <= 0)
            return { unfinished: last };
        await w.clock.sleep(Math.min(RUN_POLL_MS, left), w.signal);
        // A reader of its own each time: the answer of this round, not a cached one.
        const read = await (0,_record_lookup_js__WEBPACK_IMPORTED_MODULE_4__/* .runReader */ .f$)(w.where)(w.freshClient(), runId);
        if ('missing' in read)
            return read;
        last = read.run;
        if (typeof last.status !== 'string' || !UNFINISHED.includes(last.status))
            return read;
    }
}
function minutes(ms) {
    const m = ms / 60_000;
    return Number.isInteger(m) ? `${m} minute${m === 1 ? '' : 's'}` : `${ms / 1000} s`;
}
/** Short and inert: GitHub's answer, not ours. */
function short(value) {
    return typeof value === 'string' ? (0,_common_text_js__WEBPACK_IMPORTED_MODULE_2__/* .forLog */ .Ig)(value, 100) : 'unknown';
}


/***/ }),

/***/ 149:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.r(__webpack_exports__);
/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   gateChange: () => (/* binding */ gateChange),
/* harmony export */   githubPreviousRecords: () => (/* binding */ githubPreviousRecords),
/* harmony export */   sameFile: () => (/* binding */ sameFile)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(222);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _rest_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(154);
/* harmony import */ var _common_clock_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(115);
/* harmony import */ var _common_text_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(119);
/* harmony import */ var _verdict_records_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(157);
/* harmony import */ var _record_run_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(152);
/* harmony import */ var _record_lookup_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(151);
/* harmony import */ var _baseline_store_js__WEBPACK_IMPORTED_MODULE_7__ = __nccwpck_require__(138);
/* harmony import */ var _explain_js__WEBPACK_IMPORTED_MODULE_8__ = __nccwpck_require__(144);
/* harmony import */ var _pull_request_lookup_js__WEBPACK_IMPORTED_MODULE_9__ = __nccwpck_require__(150);
// `baseline: previous` on GitHub: the newest test this gate recorded as passed (a verdict record,
// verdict-records.ts) on this pull request's commits, else on the default branch (its own store,
// baseline-store.ts), that started before this run's first attempt — never a run that failed
// the gate: a baseline hides only what a passing verdict accepted (issue 30). Each record is only
// a claim until the run it names is checked (record-lookup.ts, `writers: 'pull-request'`), and
// one on an earlier commit counts only when the gate files (this workflow's file, the ignore
// file) are unchanged from it to the head: else it passed a gate the pull request no longer has.
// Loaded only with that baseline: Octokit is most of the bundle's start-up.










/** The statuses of a commit read (one page, newest first). */
const STATUSES_READ = 100;
/** A pull request's commits, read a page at a time (GitHub lists at most 250, oldest first). */
const COMMITS_PAGE = 100;
const COMMITS_PAGES = 3;
/** The requests of one lookup together. */
const LOOKUP_BUDGET_MS = 60_000;
/** GitHub's compare lists at most this many changed files: a list this long may be cut short. */
const COMPARE_FILES_SHOWN = 300;
/** The permissions the lookup needs, named when one is refused. */
const PERMISSIONS = '`pull-requests: read`, `statuses: read`, `actions: read` and `contents: read`';
function githubPreviousRecords(o) {
    const [owner = '', repo = '', extra] = (o.env.GITHUB_REPOSITORY ?? '').split('/');
    const where = { owner, repo };
    const setupProblem = !owner || !repo || extra !== undefined
        ? 'GITHUB_REPOSITORY is not set'
        : !o.githubToken
            ? `the github-token input is empty (reading the records needs ${PERMISSIONS})`
            : undefined;
    let octokit;
    const client = () => (octokit ??= (0,_rest_js__WEBPACK_IMPORTED_MODULE_1__.restClient)(o.githubToken ?? '', o.env, AbortSignal.any([o.signal, AbortSignal.timeout(o.budgetMs ?? LOOKUP_BUDGET_MS)])));
    // Read once for every application of the step: the pull request, its commits, their statuses.
    let commits;
    const statuses = new Map();
    const statusesOf = (sha) => {
        let got = statuses.get(sha);
        if (!got) {
            got = client()
                .rest.repos.listCommitStatusesForRef({ ...where, ref: sha, per_page: STATUSES_READ })
                .then(({ data }) => data);
            statuses.set(sha, got);
        }
        return got;
    };
    // Why the gate may differ at the head from an earlier commit's, each commit compared once.
    const compared = new Map();
    const gateChangeSince = (sha, head, gate) => {
        let got = compared.get(sha);
        if (!got) {
            got = client()
                .rest.repos.compareCommitsWithBasehead({ ...where, basehead: `${sha}...${head}` })
                .then(({ data }) => gateChange(data, gate, sha, head));
            compared.set(sha, got);
        }
        return got;
    };
    const runOf = (0,_record_lookup_js__WEBPACK_IMPORTED_MODULE_6__/* .runReader */ .f$)(where);
    const attemptOf = (0,_record_lookup_js__WEBPACK_IMPORTED_MODULE_6__/* .attemptReader */ .DH)(where);
    const thisRun = o.env.GITHUB_RUN_ID ?? '';
    /** When a recorded test started, by the service's word; unreadable when it cannot say. */
    const startOf = async (testStart, resultToken) => {
        try {
            return { at: await testStart(resultToken) };
        }
        catch (e) {
            if (o.signal.aborted)
                throw e;
            return {
                unreadable: `when the recorded test ${resultToken} started could not be learnt from the service: ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_3__/* .errorText */ .kc)(e, 300)}`
            };
        }
    };
    /** The default branch's newest passing record, when its test started before `before`. */
    const onDefaultBranch = async (app, testStart, before, exclude, prRead) => {
        let found;
        try {
            found = await o.defaultBranch.find(app, testStart);
        }
        catch (e) {
            if (o.signal.aborted)
                throw e;
            found = {
                problem: `the default branch's records could not be read: ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_3__/* .errorText */ .kc)(e, 300)}`,
                unreadable: true
            };
        }
        if ('problem' in found) {
            const none = prRead ? `${prRead}; on the default branch: ${found.problem}` : found.problem;
            // Records read and none passing: the baseline is missing. None could be read at all: the
            // previous test only labels (the caller says so).
            return !prRead && 'unreadable' in found && found.unreadable
                ? { unreadable: none }
                : { problem: none };
        }
        const { record } = found;
        if (record.runId === thisRun || record.resultToken === exclude) {
            return { problem: `the default branch's newest passing record is this run's own test` };
        }
        const start = await startOf(testStart, record.resultToken);
        if ('unreadable' in start)
            return start;
        const { at } = start;
        if (at === undefined || at >= before) {
            return {
                problem: `the default branch's newest passing record (run ${record.runId}, test ${record.resultToken}) is of a test that did not start before ${iso(before)}${prRead ? `; ${prRead}` : ''}`
            };
        }
        return { record, from: 'default-branch' };
    };
    return {
        async find(app, testStart, before, exclude) {
            if (setupProblem)
                return { unreadable: setupProblem };
            const workflowPath = (0,_record_run_js__WEBPACK_IMPORTED_MODULE_5__/* .workflowPathOf */ ._Z)(o.env.GITHUB_WORKFLOW_REF, `${owner}/${repo}`);
            if (!workflowPath) {
                return {
                    unreadable: `GITHUB_WORKFLOW_REF (${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_3__/* .forLog */ .Ig)(o.env.GITHUB_WORKFLOW_REF ?? 'unset', 200)}) does not name a workflow file of ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_3__/* .forLog */ .Ig)(`${owner}/${repo}`, 200)}, so no record can be matched to this workflow`
                };
            }
            const listed = await (commits ??= pullRequestCommits(o, client, where));
            if ('unreadable' in listed)
                return listed;
            if ('skip' in listed) {
                o.log.info(`Baseline: ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_3__/* .forLog */ .Ig)(listed.skip, 300)}, so the default branch's passing records are read`);
                return onDefaultBranch(app, testStart, before, exclude, undefined);
            }
            const reader = {
                repositoryId: listed.repositoryId,
                repository: `${owner}/${repo}`,
                defaultBranch: listed.defaultBranch,
                workflowPath,
                clockMarginMs: _common_clock_js__WEBPACK_IMPORTED_MODULE_2__/* .START_CLOCK_SKEW_MS */ .GT,
                writers: 'pull-request',
                pullRequest: { number: listed.number }
            };
            const gate = [workflowPath, ...o.gateFiles];
            let tried = 0;
            let ownLeftOut = 0;
            let tooNew = 0;
            const pr = `pull request #${listed.number}`;
            try {
                for (const sha of listed.shas) {
                    for (const status of await statusesOf(sha)) {
                        const record = (0,_verdict_records_js__WEBPACK_IMPORTED_MODULE_4__/* .verdictOf */ .Vj)(status, sha);
                        if (!record || record.applicationToken !== app || !record.baseline)
                            continue;
                        if (!record.resultToken || record.resultToken === exclude)
                            continue;
                        // Never this run's own (an earlier attempt's included): a re-run would pass itself.
                        if (record.runId === thisRun) {
                            ownLeftOut++;
                            continue;
                        }
                        const claimed = {
                            applicationToken: app,
                            resultToken: record.resultToken,
                            runId: record.runId,
                            commit: sha,
                            siteShown: record.siteShown,
                            ...(record.targetUrl !== undefined ? { targetUrl: record.targetUrl } : {})
                        };
                        const start = await startOf(testStart, claimed.resultToken);
                        if ('unreadable' in start)
                            return start;
                        const { at } = start;
                        // A test that started after this run began may be a later run's: not "previous".
                        if (at !== undefined && at >= before) {
                            tooNew++;
                            continue;
                        }
                        if (tried >= _baseline_store_js__WEBPACK_IMPORTED_MODULE_7__.RECORDS_CHECKED) {
                            return {
                                problem: `none of the ${_baseline_store_js__WEBPACK_IMPORTED_MODULE_7__.RECORDS_CHECKED} newest passing records on ${pr}'s commits for this application was written by a passing run of this workflow (commit status ${(0,_verdict_records_js__WEBPACK_IMPORTED_MODULE_4__/* .verdictContext */ .xI)(app)})`
                            };
                        }
                        tried++;
                        // A record on an earlier commit passed that commit's gate: the head's must be the same.
                        if (sha !== listed.head) {
                            let changed;
                            try {
                                changed = await gateChangeSince(sha, listed.head, gate);
                            }
                            catch (e) {
                                if (o.signal.aborted)
                                    throw e;
                                return {
                                    unreadable: `the files changed between ${sha.slice(0, 7)} (a passing record's commit) and the head ${listed.head.slice(0, 7)} could not be read: ${(0,_explain_js__WEBPACK_IMPORTED_MODULE_8__/* .explain */ .W)(e, '`contents: read`')}`
                                };
                            }
                            if (changed !== undefined) {
                                o.log.warning(`baseline: a record on ${sha.slice(0, 7)} naming test ${claimed.resultToken} is skipped: ${changed}`);
                                continue;
                            }
                        }
                        const why = await (0,_record_lookup_js__WEBPACK_IMPORTED_MODULE_6__/* .recordProblem */ .hN)((id) => runOf(client(), id), testStart, claimed, reader, (id, n) => attemptOf(client(), id, n));
                        if (why === undefined)
                            return { record: claimed, from: 'pull-request' };
                        o.log.warning(`baseline: a record on ${sha.slice(0, 7)} naming test ${claimed.resultToken} is skipped: ${why}`);
                    }
                }
            }
            catch (e) {
                if (o.signal.aborted)
                    throw e instanceof _record_lookup_js__WEBPACK_IMPORTED_MODULE_6__/* .LookupEnded */ .d8 ? e.cause : e;
                if (e instanceof _record_lookup_js__WEBPACK_IMPORTED_MODULE_6__/* .LookupEnded */ .d8)
                    return { unreadable: e.message };
                return {
                    unreadable: `${pr}'s commit statuses could not be read: ${(0,_explain_js__WEBPACK_IMPORTED_MODULE_8__/* .explain */ .W)(e, '`statuses: read`')}`
                };
            }
            const n = listed.shas.length;
            const left = [
                ownLeftOut > 0 ? `${ownLeftOut} of this workflow run's own left out` : '',
                tooNew > 0 ? `${tooNew} of tests that started after this run began left out` : ''
            ].filter(Boolean);
            const read = `no passing verdict on ${pr}'s ${n} newest commit${n === 1 ? '' : 's'}${left.length > 0 ? ` (${left.join('; ')})` : ''}`;
            return onDefaultBranch(app, testStart, before, exclude, read);
        }
    };
}
/** The pull request this run judges and its newest commits; or why there is none to read. */
async function pullRequestCommits(o, client, where) {
    let found;
    try {
        found = await (0,_pull_request_lookup_js__WEBPACK_IMPORTED_MODULE_9__.pullRequestOfRun)(o.env, client, o.readFile ?? ((p) => node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync(p, 'utf8')));
    }
    catch (e) {
        if (o.signal.aborted)
            throw e;
        return {
            unreadable: `the pull request this run judges could not be read: ${(0,_explain_js__WEBPACK_IMPORTED_MODULE_8__/* .explain */ .W)(e, '`pull-requests: read`')}`
        };
    }
    if ('skip' in found)
        return found;
    const { number, headSha: head } = found.pr;
    try {
        const { data: repository } = await client().rest.repos.get(where);
        const all = [];
        for (let page = 1; page <= COMMITS_PAGES; page++) {
            const { data } = await client().rest.pulls.listCommits({
                ...where,
                pull_number: number,
                per_page: COMMITS_PAGE,
                page
            });
            all.push(...data.map((c) => c.sha.toLowerCase()));
            if (data.length < COMMITS_PAGE)
                break;
        }
        // GitHub lists them oldest first: the newest are searched, newest first. The head the run
        // judges is the newest (a commit pushed since is a later run's).
        const shas = all.reverse().slice(0, _baseline_store_js__WEBPACK_IMPORTED_MODULE_7__.COMMITS_SEARCHED);
        return {
            number,
            repositoryId: repository.id,
            defaultBranch: repository.default_branch,
            head,
            shas
        };
    }
    catch (e) {
        if (o.signal.aborted)
            throw e;
        return {
            unreadable: `pull request #${number}'s commits could not be read: ${(0,_explain_js__WEBPACK_IMPORTED_MODULE_8__/* .explain */ .W)(e, '`pull-requests: read`')}`
        };
    }
}
/**
 * Why a record on `sha` passed another gate than the head's, or undefined when GitHub shows every
 * file changed from `sha` to `head` and none is a gate file: `sha` must be an ancestor of the head
 * (a three-dot compare of anything else leaves out what `sha` itself changed), and the list whole.
 */
function gateChange(data, gate, sha, head) {
    const [from, to] = [sha.slice(0, 7), head.slice(0, 7)];
    if (data.status !== 'ahead' && data.status !== 'identical') {
        return `${from} is not an ancestor of the head ${to} (GitHub compares them as ${typeof data.status === 'string' ? (0,_common_text_js__WEBPACK_IMPORTED_MODULE_3__/* .forLog */ .Ig)(data.status, 30) : 'unknown'}), so the files changed since cannot be shown`;
    }
    const files = data.files;
    if (!Array.isArray(files) || files.length >= COMPARE_FILES_SHOWN) {
        return `GitHub does not list every file changed between ${from} and the head ${to} (it lists at most ${COMPARE_FILES_SHOWN}), so the gate files cannot be shown unchanged`;
    }
    for (const f of files) {
        for (const name of [f?.filename, f?.previous_filename]) {
            if (typeof name !== 'string')
                continue;
            const hit = gate.find((g) => sameFile(g, name));
            if (hit !== undefined) {
                return `${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_3__/* .forLog */ .Ig)(name, 300)} changed between ${from} and the head ${to}: the record passed a gate (workflow file or ignore file) this pull request no longer has`;
            }
        }
    }
    return undefined;
}
/**
 * Whether `path` (a gate file as the inputs name it: relative to the workspace, `./` or not, or
 * absolute) may be the repository's file `file`: the same path, or one ending in `/file` (the
 * repository checked out below the workspace). Another file matched so refuses a record: closed.
 */
function sameFile(path, file) {
    const clean = (p) => p
        .replace(/\\/g, '/')
        .replace(/\/{2,}/g, '/')
        .replace(/(^|\/)(?:\.\/)+/g, '$1');
    const [p, f] = [clean(path), clean(file)];
    return f !== '' && (p === f || p.endsWith(`/${f}`));
}
function iso(ms) {
    return new Date(ms).toISOString().replace(/\.000Z$/, 'Z');
}


/***/ }),

/***/ 150:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   pullRequestOfRun: () => (/* binding */ pullRequestOfRun)
/* harmony export */ });
/* unused harmony export pullRequestProblem */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(222);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _common_text_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(119);
/* harmony import */ var _explain_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(144);
// The pull request a run judges and its head commit, for every event that judges one: the
// pull request's own run (from the event the runner saved), and the `workflow_run` gate of a
// pull request (through the API: the event's list is empty for a fork's pull request, and may
// name another repository's pull requests). What the event or the API says is checked, never
// trusted: the pull request must be open, belong to this repository, come from the repository
// the triggering run built, and still have the head the run judges.
// Loaded only when asked (Octokit's error helpers come with it): not on an ordinary run's start.



const SHA = /^[0-9a-f]{40}$/;
// A GitHub user or organisation login: what `head=<owner>:<branch>` may hold before the colon.
const LOGIN = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$/;
/** Pull requests read by the search: more than one match is refused anyway. */
const PER_PAGE = 100;
/**
 * Why `p` is not the pull request the run judges, or undefined when it is: open, based in this
 * repository, its head at the run's commit and from the repository the run built. A branch of
 * the same name in another fork, a head pushed since, or a closed pull request is not it.
 */
function pullRequestProblem(p, run) {
    if (!isNumber(p?.number))
        return 'it has no number';
    const base = p.base?.repo;
    const baseName = typeof base?.full_name === 'string' ? base.full_name.toLowerCase() : undefined;
    if (baseName !== run.repository.toLowerCase())
        return 'it is not based in this repository';
    if (run.repositoryId !== undefined && base?.id !== run.repositoryId) {
        return 'it is not based in this repository';
    }
    if (p.state !== 'open')
        return 'it is not open';
    const head = p.head?.sha;
    if (typeof head !== 'string' || head.toLowerCase() !== run.sha) {
        return typeof head === 'string' && SHA.test(head.toLowerCase())
            ? `its head moved to ${head.toLowerCase().slice(0, 7)}`
            : 'its head commit is not given';
    }
    if (p.head?.repo?.id !== run.headRepositoryId) {
        return 'its head is in another repository than the one the run built';
    }
    return undefined;
}
/**
 * The pull request this run judges, or why there is none (one line, safe for the log).
 * `octokit`: asked only on `workflow_run`, where the event alone cannot show which pull request
 * has that head.
 */
async function pullRequestOfRun(env, octokit, readFile = (p) => node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync(p, 'utf8')) {
    const [owner, repo, extra] = (env.GITHUB_REPOSITORY ?? '').split('/');
    if (!owner || !repo || extra !== undefined)
        return { skip: 'GITHUB_REPOSITORY is not set' };
    if (!env.GITHUB_EVENT_PATH)
        return { skip: 'GITHUB_EVENT_PATH is not set' };
    let event;
    try {
        event = JSON.parse(readFile(env.GITHUB_EVENT_PATH));
    }
    catch {
        return { skip: 'the event payload could not be read' };
    }
    const name = env.GITHUB_EVENT_NAME ?? '';
    if (name === 'pull_request' || name === 'pull_request_target') {
        const number = event?.pull_request?.number;
        const head = event?.pull_request?.head?.sha;
        if (!isNumber(number) || typeof head !== 'string' || !SHA.test(head.toLowerCase())) {
            return { skip: 'the event names no pull request and head commit' };
        }
        return { pr: { owner, repo, number, headSha: head.toLowerCase() } };
    }
    if (name === 'workflow_run') {
        try {
            return await workflowRunPullRequest(env, event, { owner, repo }, octokit());
        }
        catch (e) {
            return {
                skip: `the pull request could not be looked up: ${(0,_explain_js__WEBPACK_IMPORTED_MODULE_2__/* .explain */ .W)(e, '`pull-requests: read`')}`
            };
        }
    }
    return { skip: `the event (${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .forLog */ .Ig)(name || 'unknown', 50)}) is not a pull request` };
}
async function workflowRunPullRequest(env, event, where, octokit) {
    const wr = event?.workflow_run;
    const rawHead = wr?.head_sha;
    if (typeof rawHead !== 'string' || !SHA.test(rawHead.toLowerCase())) {
        return { skip: "the triggering run's head commit is not in the event" };
    }
    const sha = rawHead.toLowerCase();
    const short = sha.slice(0, 7);
    const headRepositoryId = wr?.head_repository?.id;
    if (!isNumber(headRepositoryId)) {
        return { skip: `the triggering run of ${short} names no head repository (a deleted fork?)` };
    }
    const run = {
        repository: `${where.owner}/${where.repo}`,
        repositoryId: repositoryId(env, event),
        sha,
        headRepositoryId
    };
    const self = (0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .forLog */ .Ig)(run.repository, 200);
    // The event's list names pull requests by number; only those based in this repository are
    // asked for (the list of a run may name another repository's pull requests, whose numbers
    // mean other pull requests here). For a fork's pull request the list is empty: search.
    const listed = listedNumbers(wr?.pull_requests, run);
    let numbers;
    let how;
    if (listed.length > 0) {
        numbers = listed;
        how = 'listed by the event';
    }
    else {
        const branch = wr?.head_branch;
        const login = wr?.head_repository?.owner?.login;
        if (typeof login !== 'string' || !LOGIN.test(login)) {
            return { skip: `the triggering run of ${short} names no head repository owner` };
        }
        if (typeof branch !== 'string' || !validBranch(branch)) {
            return { skip: `the triggering run of ${short} names no head branch` };
        }
        const { data } = await octokit.rest.pulls.list({
            ...where,
            state: 'open',
            head: `${login}:${branch}`,
            per_page: PER_PAGE
        });
        numbers = data
            .filter((p) => pullRequestProblem(p, run) === undefined)
            .map((p) => p.number);
        how = `open with head ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .forLog */ .Ig)(`${login}:${branch}`, 300)}`;
    }
    if (numbers.length === 0) {
        return { skip: `no open pull request of ${self} has head ${short} from the run's repository` };
    }
    if (numbers.length > 1) {
        return {
            skip: `several pull requests of ${self} (${how}) have head ${short}: ${numbers
                .slice(0, 5)
                .map((n) => `#${n}`)
                .join(', ')}; none is chosen`
        };
    }
    // Re-read: the head may have moved (or the pull request closed) since the run or the search.
    const number = numbers[0];
    const { data } = await octokit.rest.pulls.get({ ...where, pull_number: number });
    const problem = pullRequestProblem(data, run);
    if (problem) {
        return { skip: `pull request #${number} is not the one run at ${short}: ${problem}` };
    }
    return { pr: { ...where, number, headSha: sha } };
}
/** The numbers the event lists for this head, of pull requests based in this repository. */
function listedNumbers(list, run) {
    if (!Array.isArray(list))
        return [];
    const numbers = new Set();
    for (const p of list) {
        if (!isNumber(p?.number))
            continue;
        const head = p.head?.sha;
        if (typeof head !== 'string' || head.toLowerCase() !== run.sha)
            continue;
        // An entry names its base repository by id (and url): another id is another repository.
        if (run.repositoryId !== undefined && p.base?.repo?.id !== run.repositoryId)
            continue;
        numbers.add(p.number);
    }
    return [...numbers];
}
/** This repository's id: the runner's GITHUB_REPOSITORY_ID, else the event's. */
function repositoryId(env, event) {
    const fromEnv = Number(env.GITHUB_REPOSITORY_ID);
    if (env.GITHUB_REPOSITORY_ID && isNumber(fromEnv))
        return fromEnv;
    const id = event?.repository?.id;
    return isNumber(id) ? id : undefined;
}
/** A branch name git could hold: no control characters or spaces, at most 255 characters. */
function validBranch(b) {
    // eslint-disable-next-line no-control-regex -- a control character is what is refused
    return b.length > 0 && b.length <= 255 && !/[\u0000-\u0020\u007f~^:?*[\\]/.test(b);
}
function isNumber(n) {
    return typeof n === 'number' && Number.isSafeInteger(n) && n > 0;
}


/***/ }),

/***/ 151:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   DH: () => (/* binding */ attemptReader),
/* harmony export */   d8: () => (/* binding */ LookupEnded),
/* harmony export */   f$: () => (/* binding */ runReader),
/* harmony export */   hN: () => (/* binding */ recordProblem)
/* harmony export */ });
/* harmony import */ var _common_text_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(119);
/* harmony import */ var _comment_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(140);
/* harmony import */ var _explain_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(144);
/* harmony import */ var _record_run_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(152);




/**
 * The named run, or when its test started, cannot be learnt (a permission refused, GitHub or the
 * service unreachable): the lookup ends, the baseline is missing — never the next record taken
 * for want of checking this one, nor this one for want of checking it.
 */
class LookupEnded extends Error {
}
/** Reads a run by id, each id asked once (every record and application naming it shares it). */
function runReader(where) {
    return cachedReader((octokit, runId) => octokit.rest.actions.getWorkflowRun({ ...where, run_id: Number(runId) }));
}
/**
 * Reads one attempt of a run (GET …/runs/{id}/attempts/{n}), each id and attempt asked once: a
 * record written by an earlier attempt than the run's latest is checked against that attempt.
 */
function attemptReader(where) {
    return cachedReader((octokit, runId, attempt) => octokit.rest.actions.getWorkflowRunAttempt({
        ...where,
        run_id: Number(runId),
        attempt_number: attempt
    }));
}
function cachedReader(ask) {
    const read = new Map();
    return (octokit, ...key) => {
        const id = key.join('/');
        let got = read.get(id);
        if (!got) {
            got = ask(octokit, ...key).then(({ data }) => ({ run: data }), (e) => {
                if ((0,_comment_js__WEBPACK_IMPORTED_MODULE_1__.statusOf)(e) === 404)
                    return { missing: true };
                throw e;
            });
            read.set(id, got);
        }
        return got;
    };
}
/**
 * Why the record does not show that this workflow's passing run of the default branch at that
 * commit tested its test (recordRunProblem), or undefined. Requests: none for a run id that is not
 * one; else one for the run (runReader's, shared), one for the attempt that wrote the record when it is
 * not the run's latest (attemptReader's, shared) and, once per application, the service's list
 * of its newest tests (their start times, through `testStart`). A run GitHub does not know (404)
 * is a skipped record; any other failure to ask ends the lookup (LookupEnded).
 */
async function recordProblem(readRun, testStart, record, reader, readAttempt = () => Promise.resolve({ missing: true })) {
    const badId = (0,_record_run_js__WEBPACK_IMPORTED_MODULE_3__/* .runIdProblem */ .w2)(record.runId);
    if (badId)
        return badId;
    let read;
    try {
        read = await readRun(record.runId);
    }
    catch (e) {
        throw new LookupEnded(`the run that wrote the default branch's record (run ${record.runId}) could not be checked: ${(0,_explain_js__WEBPACK_IMPORTED_MODULE_2__/* .explain */ .W)(e, '`actions: read`')}`, { cause: e });
    }
    if ('missing' in read)
        return `GitHub does not know run ${record.runId} (HTTP 404)`;
    let testStartedAt;
    try {
        testStartedAt = await testStart(record.resultToken);
    }
    catch (e) {
        throw new LookupEnded(`when the recorded test ${record.resultToken} started could not be learnt from the service: ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_0__/* .errorText */ .kc)(e, 300)}`, { cause: e });
    }
    const n = (0,_record_run_js__WEBPACK_IMPORTED_MODULE_3__/* .attemptToRead */ .ZZ)(record, read.run);
    let attempt;
    if (n !== undefined) {
        let got;
        try {
            got = await readAttempt(record.runId, n);
        }
        catch (e) {
            throw new LookupEnded(`the attempt that wrote the default branch's record (run ${record.runId} attempt ${n}) could not be checked: ${(0,_explain_js__WEBPACK_IMPORTED_MODULE_2__/* .explain */ .W)(e, '`actions: read`')}`, { cause: e });
        }
        if ('missing' in got)
            return `GitHub does not know run ${record.runId} attempt ${n} (HTTP 404)`;
        attempt = got.run;
    }
    return (0,_record_run_js__WEBPACK_IMPORTED_MODULE_3__/* .recordRunProblem */ .CI)({ ...record, testStartedAt }, read.run, reader, attempt);
}


/***/ }),

/***/ 152:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   CI: () => (/* binding */ recordRunProblem),
/* harmony export */   ZZ: () => (/* binding */ attemptToRead),
/* harmony export */   _Z: () => (/* binding */ workflowPathOf),
/* harmony export */   w2: () => (/* binding */ runIdProblem)
/* harmony export */ });
/* unused harmony exports RECORDING_EVENTS, PULL_REQUEST_EVENTS, recordAttempt */
/* harmony import */ var _common_clock_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(115);
/* harmony import */ var _common_text_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(119);
// What a default-branch record must show before it is a baseline, as one pure rule: the status
// only claims "run N passed its gate on test T"; the run GitHub describes (GET
// /repos/{owner}/{repo}/actions/runs/{N}) and the service's start time of T are what is checked.
// Every field is required to be present and exactly right: a missing or odd one refuses the record.


/**
 * The events whose runs on the default branch test the default branch's own code. Not
 * `pull_request_target` or `workflow_run`: they run on the default branch's ref, but are started
 * by a pull request and may test its change.
 */
const RECORDING_EVENTS = ['push', 'schedule', 'workflow_dispatch'];
/**
 * The events whose runs write a pull request's verdicts: its own `pull_request` run (at its head
 * commit), and for a fork's pull request the base repository's `workflow_run` gate, which runs
 * the default branch's workflow (so its `head_sha` is the default branch's, not the fork head's:
 * that run is trusted to write only on the commit it judged). Not `pull_request_target`: its
 * run says nothing of the head it may have tested.
 */
const PULL_REQUEST_EVENTS = ['pull_request', 'workflow_run'];
/**
 * A run id as GitHub writes it: a positive integer that survives the trip through a number (a
 * longer one would be asked as another run). Checked before any request is sent.
 */
function runIdProblem(runId) {
    return /^[1-9]\d{0,15}$/.test(runId) && Number.isSafeInteger(Number(runId))
        ? undefined
        : `run ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .forLog */ .Ig)(runId, 30)} is not a run id`;
}
/**
 * `owner/repo/.github/workflows/x.yml@refs/...` (GITHUB_WORKFLOW_REF) → `.github/workflows/x.yml`,
 * only when it names this repository's workflow folder; else undefined (no workflow to match).
 */
function workflowPathOf(ref, repository) {
    // The file ends at its .yml/.yaml: the ref after the `@` may hold an `@` of its own.
    const full = /^(.+?\.ya?ml)@./.exec(ref ?? '')?.[1] ?? '';
    const prefix = `${repository}/`;
    if (!repository || full.slice(0, prefix.length).toLowerCase() !== prefix.toLowerCase()) {
        return undefined;
    }
    return workflowFile(full.slice(prefix.length));
}
/** A workflow file path, plain: under .github/workflows/, no empty, `.` or `..` parts. */
function workflowFile(path) {
    const parts = path.split('/');
    if (parts.length < 3 || parts[0] !== '.github' || parts[1] !== 'workflows')
        return undefined;
    if (parts.some((p) => p === '' || p === '.' || p === '..'))
        return undefined;
    // eslint-disable-next-line no-control-regex
    return /[\u0000-\u001f\\]/.test(path) ? undefined : path;
}
/**
 * The run's workflow file. GitHub answers `.github/workflows/x.yml`; its schema's example is
 * `owner/repo/.github/workflows/x.yml@ref`: that form counts only for this repository.
 */
function runWorkflowPath(path, repository) {
    if (typeof path !== 'string')
        return undefined;
    const bare = /^(.+?\.ya?ml)(@.*)?$/.exec(path)?.[1];
    if (!bare)
        return undefined;
    if (bare.startsWith('.github/'))
        return workflowFile(bare);
    const prefix = `${repository}/`;
    return bare.slice(0, prefix.length).toLowerCase() === prefix.toLowerCase()
        ? workflowFile(bare.slice(prefix.length))
        : undefined;
}
/**
 * Which attempt of the run wrote the record: the one its link names, or the run's latest when it
 * links to the run's page. Undefined when the link names neither (linkedProblem says so).
 */
function recordAttempt(record, run) {
    const page = typeof run.html_url === 'string' ? run.html_url.replace(/\/+$/, '') : '';
    const link = record.targetUrl ?? '';
    if (!page)
        return undefined;
    if (link === page)
        return latestAttempt(run);
    const n = link.startsWith(`${page}/attempts/`) ? link.slice(page.length + 10) : '';
    return /^[1-9]\d{0,4}$/.test(n) ? Number(n) : undefined;
}
/**
 * The attempt GitHub must be asked for (GET …/runs/{id}/attempts/{n}) before the record can be
 * checked: one earlier than the run's latest (the run itself describes only its latest attempt).
 */
function attemptToRead(record, run) {
    const n = recordAttempt(record, run);
    const latest = latestAttempt(run);
    return n !== undefined && latest !== undefined && n < latest ? n : undefined;
}
/**
 * Why the record's run does not show that this workflow's passing default-branch run of that
 * commit tested the recorded test, or undefined when it does. Checked, each required:
 * - the answer is the run asked for, of this repository (id and name), its head not a fork's;
 * - the same workflow file as the reader's;
 * - a push, schedule or workflow_dispatch run of the default branch, at the recorded commit;
 * - completed, conclusion success (a run in progress is not yet a baseline);
 * - the status links to that run (its page: its latest attempt; or one attempt of it);
 * - that attempt (`attempt`, as GitHub describes it, when it is not the latest) is of this run,
 *   workflow, event and commit, completed with success;
 * - the test started (as the service says) within that attempt, give or take the clock margin:
 *   from the attempt's start (`run_started_at`) to its last change (`updated_at`). Never the
 *   whole run's time: a re-run days later would stretch it over tests of other builds.
 */
function recordRunProblem(record, run, reader, attempt) {
    const name = `run ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .forLog */ .Ig)(record.runId, 30)}`;
    if (typeof run.id !== 'number' || String(run.id) !== record.runId) {
        return `GitHub answered another run for ${name}`;
    }
    if (run.repository?.id !== reader.repositoryId ||
        typeof run.repository.full_name !== 'string' ||
        run.repository.full_name.toLowerCase() !== reader.repository.toLowerCase() ||
        run.head_repository?.id !== reader.repositoryId) {
        return `${name} is of another repository (a fork's head, or not this one)`;
    }
    const problem = describedProblem(record, run, reader, name);
    if (problem)
        return problem;
    const latest = latestAttempt(run);
    if (latest === undefined)
        return `GitHub gives no attempt number for ${name}`;
    const n = recordAttempt(record, run);
    if (n === undefined || n > latest) {
        const link = record.targetUrl;
        return `the status links to ${link ? (0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .forLog */ .Ig)(link, 200) : 'nothing'}, not ${name}`;
    }
    const attemptName = `${name} attempt ${n}`;
    const timed = (of) => reader.testWithinRun === false
        ? undefined
        : timeProblem(record, of, reader.clockMarginMs, attemptName);
    if (n === latest)
        return timed(run);
    if (!attempt)
        return `${attemptName} was not read from GitHub`;
    if (typeof attempt.id !== 'number' || attempt.id !== run.id || attempt.run_attempt !== n) {
        return `GitHub answered another attempt for ${attemptName}`;
    }
    return describedProblem(record, attempt, reader, attemptName) ?? timed(attempt);
}
/** What a run, or one attempt of it, must say: workflow, event, branch, commit, a pass. */
function describedProblem(record, run, reader, name) {
    const workflow = runWorkflowPath(run.path, reader.repository);
    if (workflow !== reader.workflowPath) {
        return `${name} is of workflow ${short(run.path)}, not this run's ${short(reader.workflowPath)}`;
    }
    const event = typeof run.event === 'string' ? run.event : 'unknown';
    const pullRequest = reader.writers === 'pull-request';
    const events = pullRequest ? PULL_REQUEST_EVENTS : RECORDING_EVENTS;
    if (!events.includes(event)) {
        return `${name} is a ${short(event)} run (only ${events.join(', ')} runs record ${pullRequest ? "a pull request's verdict" : "the default branch's"})`;
    }
    // A pull request's own run is of its branch, at its head; the workflow_run gate of a fork's
    // runs on the default branch (its head_sha is the default branch's, so it is not compared).
    const onDefault = !pullRequest || event === 'workflow_run';
    if (onDefault && run.head_branch !== reader.defaultBranch) {
        return `${name} is of branch ${short(run.head_branch)}, not the default branch ${short(reader.defaultBranch)}`;
    }
    if (pullRequest) {
        const bound = pullRequestRunProblem(record, run, reader, event, name);
        if (bound)
            return bound;
    }
    if (!(pullRequest && event === 'workflow_run') && run.head_sha !== record.commit) {
        return `${name} is of commit ${typeof run.head_sha === 'string' ? (0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .forLog */ .Ig)(run.head_sha.slice(0, 7), 7) : 'unknown'}, not the commit the status is on`;
    }
    if (run.status !== 'completed') {
        return `${name} is ${short(run.status)}, not completed (a run in progress is not yet a baseline)`;
    }
    if (run.conclusion !== 'success')
        return `${name} ended ${short(run.conclusion)}, not success`;
    return undefined;
}
/**
 * What ties a pull request's run to the verdict it is read for. A `workflow_run` gate (a fork's
 * pull request) runs on the default branch: its `head_sha` is the default branch's, so the head it
 * judged must be in its name — `run-name: … ${{ github.event.workflow_run.head_sha }}`, set by the
 * default branch's reviewed workflow, which no other run of that file can take for another head.
 * A `pull_request` run must be one of the pull request's own, into its base.
 */
function pullRequestRunProblem(record, run, reader, event, name) {
    if (event === 'workflow_run') {
        const title = typeof run.display_title === 'string' ? run.display_title : '';
        return title.includes(record.commit)
            ? undefined
            : `${name} is a workflow_run run whose name does not name the commit ${record.commit.slice(0, 7)} (its workflow needs run-name: … \${{ github.event.workflow_run.head_sha }}), so it cannot be shown to have judged it`;
    }
    const pr = reader.pullRequest;
    if (!pr)
        return undefined;
    const listed = (run.pull_requests ?? []).filter((p) => p?.number === pr.number && (pr.base === undefined || p.base?.ref === pr.base));
    return listed.length > 0
        ? undefined
        : `${name} is not a run of pull request #${pr.number}${pr.base === undefined ? '' : ` into ${short(pr.base)}`}`;
}
function latestAttempt(run) {
    const n = run.run_attempt;
    return typeof n === 'number' && Number.isSafeInteger(n) && n >= 1 ? n : undefined;
}
/** The recorded test must have started while the attempt that recorded it ran. */
function timeProblem(record, run, marginMs, name) {
    const test = `test ${record.resultToken}`;
    const started = record.testStartedAt;
    if (started === undefined || !Number.isFinite(started)) {
        return `the service does not say when ${test} started (it is not among the application's recent tests), so it cannot be shown to be ${name}'s`;
    }
    const from = instant(run.run_started_at);
    const to = instant(run.updated_at);
    if (from === undefined || to === undefined)
        return `GitHub gives no readable times for ${name}`;
    if (started < from - marginMs || started > to + marginMs) {
        return `${test} started at ${iso(started)}, outside ${name} (${iso(from)} to ${iso(to)}, ${marginMs / 1000} s either side for clocks that differ)`;
    }
    return undefined;
}
/** A time as GitHub writes it (ISO 8601 with a zone), as epoch ms; anything else undefined. */
function instant(value) {
    return typeof value === 'string' ? (0,_common_clock_js__WEBPACK_IMPORTED_MODULE_0__/* .parseInstant */ .nV)(value) : undefined;
}
function iso(ms) {
    return new Date(ms).toISOString().replace(/\.000Z$/, 'Z');
}
/** Short and inert: these words come from GitHub's answers or a status anyone could write. */
function short(value) {
    return typeof value === 'string' ? (0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .forLog */ .Ig)(value, 100) : 'unknown';
}


/***/ }),

/***/ 154:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ requestOptions),
/* harmony export */   restClient: () => (/* binding */ restClient)
/* harmony export */ });
/* unused harmony export apiUrl */
/* harmony import */ var _actions_github__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(316);
/* harmony import */ var _actions_github_lib_utils__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(317);
// GitHub's REST API as this host's lookups use it: the API the job's environment names (GHES
// included), one client per lookup, cancelled with the run and bounded in time.


/** `GITHUB_API_URL` (github.com's when unset), without a trailing slash. */
function apiUrl(env) {
    return (env.GITHUB_API_URL || 'https://api.github.com').replace(/\/+$/, '');
}
/**
 * A client for the job's GitHub. `signal`: every request is cancelled with it (the run's
 * cancellation, usually joined with a time limit); without one, each call passes its own.
 */
function restClient(token, env, signal) {
    return (0,_actions_github__WEBPACK_IMPORTED_MODULE_0__/* .getOctokit */ .Q)(token, {
        baseUrl: apiUrl(env),
        ...(signal ? { request: requestOptions(signal) } : {})
    });
}
/**
 * A client's `request` options with @actions/github's own: its fetch through the runner's proxy
 * (HTTPS_PROXY / HTTP_PROXY / NO_PROXY, read for GITHUB_API_URL). Octokit takes a client's
 * `request` whole, not merged with the defaults, so a bare `{ signal }` sent every call past the
 * proxy.
 */
function requestOptions(signal) {
    return { ..._actions_github_lib_utils__WEBPACK_IMPORTED_MODULE_1__/* .defaults */ .NT.request, signal };
}


/***/ }),

/***/ 155:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.r(__webpack_exports__);
/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   githubRunStart: () => (/* binding */ githubRunStart)
/* harmony export */ });
/* harmony import */ var _rest_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(154);
/* harmony import */ var _common_clock_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(115);
/* harmony import */ var _common_text_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(119);
/* harmony import */ var _comment_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(140);
// When a workflow run began: its first attempt's `run_started_at`. A re-run (attempt 2, 3, …)
// keeps the run's id, and its first attempt may already have tested the application: that test,
// with the same findings, must never be the baseline of a later attempt, or re-running a failed
// gate would pass it. Loaded only for `baseline: previous` (Octokit is most of the start-up).




/** The permission the lookup needs, named in every refusal so the fix is one line away. */
const PERMISSION = '`actions: read`';
async function githubRunStart(o) {
    const [owner, repo, extra] = (o.env.GITHUB_REPOSITORY ?? '').split('/');
    if (!owner || !repo || extra !== undefined)
        return { problem: 'GITHUB_REPOSITORY is not set' };
    const runId = o.env.GITHUB_RUN_ID ?? '';
    if (!/^\d+$/.test(runId))
        return { problem: 'GITHUB_RUN_ID is not set' };
    if (!o.githubToken) {
        return { problem: `the github-token input is empty (reading the run needs ${PERMISSION})` };
    }
    const octokit = (0,_rest_js__WEBPACK_IMPORTED_MODULE_0__.restClient)(o.githubToken, o.env, AbortSignal.any([o.signal, AbortSignal.timeout(o.timeoutMs ?? 30_000)]));
    let started;
    try {
        const { data } = await octokit.rest.actions.getWorkflowRunAttempt({
            owner,
            repo,
            run_id: Number(runId),
            attempt_number: 1
        });
        started = data.run_started_at;
    }
    catch (err) {
        if (o.signal.aborted)
            throw err;
        return { problem: explain(err) };
    }
    const at = typeof started === 'string' ? (0,_common_clock_js__WEBPACK_IMPORTED_MODULE_1__/* .parseInstant */ .nV)(started) : undefined;
    if (at === undefined) {
        return {
            problem: `GitHub gave no readable run_started_at for the run's first attempt (${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_2__/* .forLog */ .Ig)(JSON.stringify(started) ?? 'none', 60)})`
        };
    }
    return { at, source: `the first attempt of workflow run ${runId}` };
}
/** One safe sentence: the status decides the words; GitHub's own message is escaped, short. */
function explain(err) {
    const status = (0,_comment_js__WEBPACK_IMPORTED_MODULE_3__.statusOf)(err);
    if (status === 403 || status === 401) {
        return `HTTP ${status} from GitHub: the github-token may not read this workflow run (the job needs ${PERMISSION})`;
    }
    if (status === 404) {
        return `HTTP 404 from GitHub: the workflow run was not found or the github-token cannot see it (the job needs ${PERMISSION})`;
    }
    const message = (0,_common_text_js__WEBPACK_IMPORTED_MODULE_2__/* .forLog */ .Ig)(err?.message ?? String(err), 200);
    return `reading the workflow run from GitHub failed: ${status ? `HTTP ${status}: ` : ''}${message}`;
}


/***/ }),

/***/ 157:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   L4: () => (/* binding */ stateOf),
/* harmony export */   Vj: () => (/* binding */ verdictOf),
/* harmony export */   cj: () => (/* binding */ judgedTestStart),
/* harmony export */   lA: () => (/* binding */ startedBeforeRunProblem),
/* harmony export */   uG: () => (/* binding */ newestVerdict),
/* harmony export */   xI: () => (/* binding */ verdictContext),
/* harmony export */   yO: () => (/* binding */ verdictDescription)
/* harmony export */ });
/* unused harmony export DESCRIPTION_LIMIT */
/* harmony import */ var _baseline_records_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(137);

/** The context of an application's verdict: what a ruleset requires. */
function verdictContext(applicationToken) {
    return `security-test-action/${applicationToken}`;
}
const CONTEXT = /^security-test-action\/([a-z0-9]{32})$/;
/** The commit status state of an outcome: a pass with warnings is a pass. */
function stateOf(outcome) {
    if (outcome === 'passed' || outcome === 'warned')
        return 'success';
    return outcome === 'failed' ? 'failure' : 'error';
}
const WORD = {
    passed: 'Passed',
    warned: 'Warned',
    failed: 'Failed',
    error: 'Error',
    'timed-out': 'Timed out',
    stopped: 'Stopped'
};
/** The description GitHub keeps (at most 140 characters). */
const DESCRIPTION_LIMIT = 140;
/** `Failed: 2 counted (critical 2) of 5 unfixed · test 3f… · run 123 · not a baseline` */
function verdictDescription(f) {
    const test = f.resultToken ? `test ${f.resultToken}` : 'no test';
    const suffix = f.baseline === 'site shown' ? '' : ` · ${f.baseline}`;
    const make = (counts) => `${WORD[f.outcome]}: ${counts} · ${test} · run ${f.runId}${suffix}`;
    for (const counts of [...f.counts, 'see the run']) {
        const text = make(counts);
        if (text.length <= DESCRIPTION_LIMIT && COUNTS.test(counts))
            return text;
    }
    return make('see the run').slice(0, DESCRIPTION_LIMIT);
}
/** What a counts part may hold: no separator of the grammar, short. */
const COUNTS = /^[^·]{1,80}$/;
const DESCRIPTION = /^(Passed|Warned|Failed|Error|Timed out|Stopped): ([^·]{1,80}) · (?:test ([a-z0-9]{32})|no test) · run (\d{1,20})(?: · (site not shown|not a baseline))?$/;
/**
 * The verdict a status claims, when it is one the action wrote: GitHub Actions' bot, this
 * context form, a description of this grammar whose outcome agrees with the status's state.
 */
function verdictOf(status, commit) {
    if (status.creator?.login !== _baseline_records_js__WEBPACK_IMPORTED_MODULE_0__/* .RECORDER */ .Np.login || status.creator?.type !== _baseline_records_js__WEBPACK_IMPORTED_MODULE_0__/* .RECORDER */ .Np.type) {
        return undefined;
    }
    const context = typeof status.context === 'string' ? CONTEXT.exec(status.context) : null;
    const words = typeof status.description === 'string' ? DESCRIPTION.exec(status.description) : null;
    if (!context?.[1] || !words?.[1] || !words[2] || !words[4])
        return undefined;
    const outcome = Object.keys(WORD).find((o) => WORD[o] === words[1]);
    if (!outcome || status.state !== stateOf(outcome))
        return undefined;
    const resultToken = words[3];
    const use = words[5];
    return {
        applicationToken: context[1],
        commit,
        state: stateOf(outcome),
        outcome,
        counts: words[2],
        ...(resultToken ? { resultToken } : {}),
        runId: words[4],
        baseline: stateOf(outcome) === 'success' && resultToken !== undefined && use !== 'not a baseline',
        siteShown: use === undefined,
        ...(typeof status.target_url === 'string' ? { targetUrl: status.target_url } : {})
    };
}
/**
 * The application's newest verdict on a commit from its statuses (newest first, as GitHub lists
 * them): the first status of its context that GitHub Actions' bot wrote, or undefined when there
 * is none. A bot status of the context that is not a readable record is returned as `unreadable`:
 * the newest verdict cannot be known, and a reader must not look past it to an older one.
 */
function newestVerdict(statuses, commit, applicationToken) {
    const context = verdictContext(applicationToken);
    for (const status of statuses) {
        if (status.context !== context)
            continue;
        if (status.creator?.login !== _baseline_records_js__WEBPACK_IMPORTED_MODULE_0__/* .RECORDER */ .Np.login || status.creator?.type !== _baseline_records_js__WEBPACK_IMPORTED_MODULE_0__/* .RECORDER */ .Np.type) {
            continue;
        }
        const record = verdictOf(status, commit);
        return record ? { record } : { unreadable: true };
    }
    return undefined;
}
/**
 * Whether the judged test is this run's own, as far as the run knows without asking: one it
 * started is; one it reused (reuse: same-build) or attached to (if-running: attach) may have
 * started before the run — a reader (record-run.ts) refuses a baseline whose test did not start
 * within the attempt that wrote its record, so such a test is compared with the attempt's start
 * first, and a record of one that started before says `not a baseline`.
 */
function judgedTestStart(build) {
    if (build.judged?.startedByThisRun)
        return { own: true };
    const how = build.reused ? 'reused' : 'attached to';
    const startTime = build.reused ? build.reused.startTime : build.judged?.startTime;
    if (!build.reused && !build.judged)
        return { problem: 'how this run came to its test is not known' };
    if (startTime === undefined || !Number.isFinite(startTime)) {
        return { problem: `when the test this run ${how} started is not known` };
    }
    return { startTime, how };
}
/**
 * Why a reused or attached test is not this attempt's (it started before the attempt, beyond
 * the clocks' margin), or undefined. `attemptStart`: the attempt's `run_started_at` (epoch ms).
 */
function startedBeforeRunProblem(judged, attemptStart, marginMs) {
    if (judged.startTime >= attemptStart - marginMs)
        return undefined;
    const at = (ms) => new Date(ms).toISOString().replace(/\.000Z$/, 'Z');
    return `the test this run ${judged.how} started at ${at(judged.startTime)}, before this run (it began at ${at(attemptStart)}), so no reader would take it as this run's; only a test started within the run is a baseline`;
}


/***/ }),

/***/ 158:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.r(__webpack_exports__);
/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   ENDING_BUDGET_MS: () => (/* binding */ ENDING_BUDGET_MS),
/* harmony export */   countsOf: () => (/* binding */ countsOf),
/* harmony export */   githubVerdictRecorder: () => (/* binding */ githubVerdictRecorder)
/* harmony export */ });
/* harmony import */ var _common_clock_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(115);
/* harmony import */ var _findings_types_js__WEBPACK_IMPORTED_MODULE_8__ = __nccwpck_require__(135);
/* harmony import */ var _common_text_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(119);
/* harmony import */ var _comment_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(140);
/* harmony import */ var _commit_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(141);
/* harmony import */ var _explain_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(144);
/* harmony import */ var _report_host_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(153);
/* harmony import */ var _rest_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(154);
/* harmony import */ var _verdict_records_js__WEBPACK_IMPORTED_MODULE_7__ = __nccwpck_require__(157);
// The verdict records' writer: one commit status per application on the commit the run judged
// (the rules of what it says are verdict-records.ts'). Loaded only when a run of scan, wait or
// report has a verdict to record and commit-status allows it: Octokit is most of the bundle's
// start-up.









/** The requests of one recording together (every application's). */
const RECORD_BUDGET_MS = 60_000;
/**
 * A run that ended by an exception or a cancellation: the runner kills the step 10 s after a
 * cancel, and the stop of the test (3 s) goes first.
 */
const ENDING_BUDGET_MS = 4_000;
const PERMISSION = '`statuses: write`';
const COMMIT = /^[0-9a-f]{40}$/;
const TEST = /^[a-z0-9]{32}$/;
function githubVerdictRecorder(o) {
    const [owner = '', repo = '', extra] = (o.env.GITHUB_REPOSITORY ?? '').split('/');
    const where = { owner, repo };
    const runId = o.env.GITHUB_RUN_ID ?? '';
    const setupProblem = !owner || !repo || extra !== undefined
        ? 'GITHUB_REPOSITORY is not set'
        : !/^[1-9]\d{0,19}$/.test(runId)
            ? 'GITHUB_RUN_ID is not set'
            : !o.githubToken
                ? 'the github-token input is empty'
                : undefined;
    const required = o.commitStatus === 'true';
    return {
        async record(verdicts, command, options) {
            if (verdicts.length === 0)
                return {};
            // The run's own signal is already aborted when a cancelled run records its ending.
            const signal = options?.ending
                ? AbortSignal.timeout(ENDING_BUDGET_MS)
                : AbortSignal.any([o.signal, AbortSignal.timeout(RECORD_BUDGET_MS)]);
            const which = (app) => (verdicts.length > 1 ? ` for application ${app}` : '');
            if (setupProblem) {
                return refused(o.log, required, `${setupProblem} (recording it needs ${PERMISSION})`);
            }
            const octokit = (0,_rest_js__WEBPACK_IMPORTED_MODULE_6__.restClient)(o.githubToken ?? '', o.env, signal);
            const hostCommit = (0,_commit_js__WEBPACK_IMPORTED_MODULE_3__/* .githubCommit */ .z)(o.env, o.commit, o.readFile)?.sha;
            // When this attempt began: asked once, only for a passing test this run did not start.
            let began;
            const attempt = () => (began ??= attemptStart(octokit, where, o.env, signal));
            const failures = [];
            for (const [i, v] of verdicts.entries()) {
                const plan = await planOf(v, command, runId, hostCommit, attempt);
                if ('problem' in plan) {
                    const line = `${plan.problem}${which(v.applicationToken)}`;
                    if (required)
                        failures.push(line);
                    else
                        o.log.notice(`Verdict not recorded${which(v.applicationToken)}: ${plan.problem}`);
                    continue;
                }
                const context = (0,_verdict_records_js__WEBPACK_IMPORTED_MODULE_7__/* .verdictContext */ .xI)(plan.applicationToken);
                try {
                    await octokit.rest.repos.createCommitStatus({
                        ...where,
                        sha: plan.commit,
                        state: plan.state,
                        context,
                        description: plan.description,
                        target_url: (0,_report_host_js__WEBPACK_IMPORTED_MODULE_5__/* .runUrlFromEnv */ .k)(o.env)
                    });
                }
                catch (e) {
                    if (o.signal.aborted && !options?.ending)
                        throw e;
                    // The rest would be refused alike: one line for the step, not one per application.
                    const left = verdicts.length - i;
                    const rest = left > 1 ? ` (nor the ${left - 1} after it)` : '';
                    const why = `${(0,_explain_js__WEBPACK_IMPORTED_MODULE_4__/* .explain */ .W)(e, PERMISSION)}${rest}`;
                    if (required) {
                        failures.push(`commit status ${context}: ${why}`);
                        break;
                    }
                    const refusal = (0,_comment_js__WEBPACK_IMPORTED_MODULE_2__.statusOf)(e) === 403 || (0,_comment_js__WEBPACK_IMPORTED_MODULE_2__.statusOf)(e) === 404 || (0,_comment_js__WEBPACK_IMPORTED_MODULE_2__.statusOf)(e) === 401;
                    const line = `Verdict not recorded: commit status ${context} on ${plan.commit.slice(0, 7)}: ${why}; rulesets, the merge queue and later baselines read the verdict there (commit-status: false records nothing)`;
                    if (refusal)
                        o.log.notice(line);
                    else
                        o.log.warning(line);
                    break;
                }
                o.log.info(`Verdict recorded: commit status ${context} ${plan.state} on ${plan.commit.slice(0, 7)}: ${plan.description}`);
                if (plan.notBaseline) {
                    o.log.info(`The record is not a baseline: ${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .forLog */ .Ig)(plan.notBaseline, 400)}.`);
                }
            }
            if (failures.length === 0)
                return {};
            return {
                failure: `The verdict could not be recorded (commit-status: true): ${failures.join('; ')}`
            };
        }
    };
}
/** Nothing can be written at all: one notice, or with commit-status: true the run's failure. */
function refused(log, required, why) {
    if (required)
        return { failure: `The verdict could not be recorded (commit-status: true): ${why}` };
    log.notice(`Verdict not recorded: ${why}`);
    return {};
}
/** What the application's status says, on which commit; or why it cannot be written. */
async function planOf(v, command, runId, hostCommit, began) {
    const { applicationToken, result } = v;
    const outcome = recordedOutcome(result.outcome);
    if (!outcome) {
        return { applicationToken, problem: `the outcome ${result.outcome} is no verdict` };
    }
    // The commit the verdict is about: as the run established it, else the host's (the pull
    // request's head, the triggering run's head, GITHUB_SHA; the commit input wins).
    const commit = result.build?.commit?.sha ?? hostCommit;
    if (!commit || !COMMIT.test(commit)) {
        return {
            applicationToken,
            problem: commit
                ? `the commit judged (${(0,_common_text_js__WEBPACK_IMPORTED_MODULE_1__/* .forLog */ .Ig)(commit, 40)}) is not a full 40-digit commit: a status needs one (give the commit input in full)`
                : 'the commit judged is not known'
        };
    }
    const test = result.outputs['result-token'];
    const resultToken = typeof test === 'string' && TEST.test(test) ? test : undefined;
    const state = (0,_verdict_records_js__WEBPACK_IMPORTED_MODULE_7__/* .stateOf */ .L4)(outcome);
    const use = await baselineUse(result, command, state, resultToken, began);
    const facts = {
        outcome,
        counts: countsOf(result),
        ...(resultToken ? { resultToken } : {}),
        runId,
        baseline: use.use
    };
    return {
        applicationToken,
        commit,
        state,
        description: (0,_verdict_records_js__WEBPACK_IMPORTED_MODULE_7__/* .verdictDescription */ .yO)(facts),
        ...(use.why ? { notBaseline: use.why } : {})
    };
}
const RECORDED = [
    'passed',
    'warned',
    'failed',
    'error',
    'timed-out',
    'stopped'
];
function recordedOutcome(outcome) {
    return RECORDED.find((o) => o === outcome);
}
/**
 * Whether the record may serve as a baseline: a passing verdict of scan on a test of the build
 * this run established, and that test this attempt's own (started by it, or reused or attached
 * to and started within the attempt: every reader refuses any other, and it would fill a slot of
 * their lookup). `why`: said in the log of a pass that is not one. A verdict that is not a pass is
 * never a baseline: its record says what the site was shown to serve, and asks nothing.
 */
async function baselineUse(result, command, state, resultToken, began) {
    const build = result.build;
    // The merge queue's verdict judged a record, not a test of this commit.
    if (result.notBaseline)
        return { use: 'not a baseline' };
    if (command !== 'scan' || !build) {
        return state === 'success' && resultToken
            ? {
                use: 'not a baseline',
                why: `${command} judged a test whose build this run did not establish (only scan's own test is one: it starts the test, or reuses one of this build)`
            }
            : { use: 'not a baseline' };
    }
    const shown = build.shownBy === 'nothing' ? 'site not shown' : 'site shown';
    if (state !== 'success' || !resultToken)
        return { use: shown };
    const why = await notThisRun(build, began);
    return why ? { use: 'not a baseline', why } : { use: shown };
}
/**
 * Why the judged test is not this run's own test (undefined: it is): a reused or attached test
 * that started before this attempt would be refused by every reader.
 */
async function notThisRun(build, began) {
    const judged = (0,_verdict_records_js__WEBPACK_IMPORTED_MODULE_7__/* .judgedTestStart */ .cj)(build);
    if ('own' in judged)
        return undefined;
    if ('problem' in judged)
        return `${judged.problem}, so it cannot be shown to be this run's`;
    const at = await began();
    if (typeof at === 'string')
        return at;
    return (0,_verdict_records_js__WEBPACK_IMPORTED_MODULE_7__/* .startedBeforeRunProblem */ .lA)(judged, at, _common_clock_js__WEBPACK_IMPORTED_MODULE_0__/* .START_CLOCK_SKEW_MS */ .GT);
}
/** This attempt's `run_started_at` (epoch ms), or why it cannot be read (one line). */
async function attemptStart(octokit, where, env, signal) {
    const attempt = Number(env.GITHUB_RUN_ATTEMPT || '1');
    try {
        const { data } = await octokit.rest.actions.getWorkflowRunAttempt({
            ...where,
            run_id: Number(env.GITHUB_RUN_ID),
            attempt_number: Number.isSafeInteger(attempt) && attempt > 0 ? attempt : 1
        });
        const started = data.run_started_at;
        const at = typeof started === 'string' ? (0,_common_clock_js__WEBPACK_IMPORTED_MODULE_0__/* .parseInstant */ .nV)(started) : undefined;
        return (at ??
            'GitHub gave no readable start of this run, so a test this run did not start cannot be shown to be its own');
    }
    catch (e) {
        if (signal.aborted)
            throw e;
        return `when this run began could not be read, so a test it did not start cannot be shown to be its own: ${(0,_explain_js__WEBPACK_IMPORTED_MODULE_4__/* .explain */ .W)(e, '`actions: read`')}`;
    }
}
/**
 * The counts that decided the verdict, longest first (verdictDescription writes the first that
 * fits): numbers and severity names only, never the service's words.
 */
function countsOf(result) {
    if (result.recordCounts)
        return [result.recordCounts];
    const gate = result.gate;
    if (!gate)
        return ['no verdict'];
    const counted = _findings_types_js__WEBPACK_IMPORTED_MODULE_8__/* .SEVERITIES */ .oC.reduce((n, s) => n + gate.counted[s], 0);
    const plain = `${counted} counted of ${gate.unfixed} unfixed`;
    const parts = _findings_types_js__WEBPACK_IMPORTED_MODULE_8__/* .SEVERITIES */ .oC.filter((s) => gate.counted[s] > 0).map((s) => `${s} ${gate.counted[s]}`);
    if (parts.length === 0)
        return [plain];
    const detailed = `${counted} counted (${parts.join(', ')}) of ${gate.unfixed} unfixed`;
    const over = result.outcome === 'failed' && gate.overBudget.length > 0
        ? [`${detailed}, over budget: ${gate.overBudget.join(', ')}`]
        : [];
    return [...over, detailed, plain];
}


/***/ }),

/***/ 315:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   o: () => (/* binding */ Context)
/* harmony export */ });
/* harmony import */ var fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(210);
/* harmony import */ var os__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(237);


class Context {
    /**
     * Hydrate the context from the environment
     */
    constructor() {
        var _a, _b, _c;
        this.payload = {};
        if (process.env.GITHUB_EVENT_PATH) {
            if ((0,fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(process.env.GITHUB_EVENT_PATH)) {
                this.payload = JSON.parse((0,fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(process.env.GITHUB_EVENT_PATH, { encoding: 'utf8' }));
            }
            else {
                const path = process.env.GITHUB_EVENT_PATH;
                process.stdout.write(`GITHUB_EVENT_PATH ${path} does not exist${os__WEBPACK_IMPORTED_MODULE_1__.EOL}`);
            }
        }
        this.eventName = process.env.GITHUB_EVENT_NAME;
        this.sha = process.env.GITHUB_SHA;
        this.ref = process.env.GITHUB_REF;
        this.workflow = process.env.GITHUB_WORKFLOW;
        this.action = process.env.GITHUB_ACTION;
        this.actor = process.env.GITHUB_ACTOR;
        this.job = process.env.GITHUB_JOB;
        this.runAttempt = parseInt(process.env.GITHUB_RUN_ATTEMPT, 10);
        this.runNumber = parseInt(process.env.GITHUB_RUN_NUMBER, 10);
        this.runId = parseInt(process.env.GITHUB_RUN_ID, 10);
        this.apiUrl = (_a = process.env.GITHUB_API_URL) !== null && _a !== void 0 ? _a : `https://api.github.com`;
        this.serverUrl = (_b = process.env.GITHUB_SERVER_URL) !== null && _b !== void 0 ? _b : `https://github.com`;
        this.graphqlUrl =
            (_c = process.env.GITHUB_GRAPHQL_URL) !== null && _c !== void 0 ? _c : `https://api.github.com/graphql`;
    }
    get issue() {
        const payload = this.payload;
        return Object.assign(Object.assign({}, this.repo), { number: (payload.issue || payload.pull_request || payload).number });
    }
    get repo() {
        if (process.env.GITHUB_REPOSITORY) {
            const [owner, repo] = process.env.GITHUB_REPOSITORY.split('/');
            return { owner, repo };
        }
        if (this.payload.repository) {
            return {
                owner: this.payload.repository.owner.login,
                repo: this.payload.repository.name
            };
        }
        throw new Error("context.repo requires a GITHUB_REPOSITORY environment variable like 'owner/repo'");
    }
}
//# sourceMappingURL=context.js.map

/***/ }),

/***/ 316:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ getOctokit)
/* harmony export */ });
/* unused harmony export context */
/* harmony import */ var _context_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(315);
/* harmony import */ var _utils_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(317);


const context = new _context_js__WEBPACK_IMPORTED_MODULE_0__/* .Context */ .o();
/**
 * Returns a hydrated octokit ready to use for GitHub Actions
 *
 * @param     token    the repo PAT or GITHUB_TOKEN
 * @param     options  other options to set
 */
function getOctokit(token, options, ...additionalPlugins) {
    const GitHubWithPlugins = _utils_js__WEBPACK_IMPORTED_MODULE_1__/* .GitHub */ .gq.plugin(...additionalPlugins);
    return new GitHubWithPlugins((0,_utils_js__WEBPACK_IMPORTED_MODULE_1__/* .getOctokitOptions */ .EG)(token, options));
}
//# sourceMappingURL=github.js.map

/***/ }),

/***/ 317:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  gq: () => (/* binding */ GitHub),
  NT: () => (/* binding */ defaults),
  EG: () => (/* binding */ getOctokitOptions)
});

// UNUSED EXPORTS: context, getUserAgentWithOrchestrationId

// EXTERNAL MODULE: ./node_modules/@actions/github/lib/context.js
var context = __nccwpck_require__(315);
// EXTERNAL MODULE: ./node_modules/@actions/github/node_modules/@actions/http-client/lib/index.js
var lib = __nccwpck_require__(0);
// EXTERNAL MODULE: ./node_modules/undici/index.js
var undici = new Proxy({}, { get: (_, key) => __nccwpck_require__(4)[key] });
;// CONCATENATED MODULE: ./node_modules/@actions/github/lib/internal/utils.js
var __awaiter = (undefined && undefined.__awaiter) || function (thisArg, _arguments, P, generator) {
    function adopt(value) { return value instanceof P ? value : new P(function (resolve) { resolve(value); }); }
    return new (P || (P = Promise))(function (resolve, reject) {
        function fulfilled(value) { try { step(generator.next(value)); } catch (e) { reject(e); } }
        function rejected(value) { try { step(generator["throw"](value)); } catch (e) { reject(e); } }
        function step(result) { result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected); }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
    });
};


function getAuthString(token, options) {
    if (!token && !options.auth) {
        throw new Error('Parameter token or opts.auth is required');
    }
    else if (token && options.auth) {
        throw new Error('Parameters token and opts.auth may not both be specified');
    }
    return typeof options.auth === 'string' ? options.auth : `token ${token}`;
}
function getProxyAgent(destinationUrl) {
    const hc = new lib.HttpClient();
    return hc.getAgent(destinationUrl);
}
function getProxyAgentDispatcher(destinationUrl) {
    const hc = new lib.HttpClient();
    return hc.getAgentDispatcher(destinationUrl);
}
function getProxyFetch(destinationUrl) {
    const httpDispatcher = getProxyAgentDispatcher(destinationUrl);
    const proxyFetch = (url, opts) => __awaiter(this, void 0, void 0, function* () {
        return (0,undici.fetch)(url, Object.assign(Object.assign({}, opts), { dispatcher: httpDispatcher }));
    });
    return proxyFetch;
}
function getApiBaseUrl() {
    return process.env['GITHUB_API_URL'] || 'https://api.github.com';
}
function getUserAgentWithOrchestrationId(baseUserAgent) {
    var _a;
    const orchId = (_a = process.env['ACTIONS_ORCHESTRATION_ID']) === null || _a === void 0 ? void 0 : _a.trim();
    if (orchId) {
        const sanitizedId = orchId.replace(/[^a-z0-9_.-]/gi, '_');
        const tag = `actions_orchestration_id/${sanitizedId}`;
        if (baseUserAgent === null || baseUserAgent === void 0 ? void 0 : baseUserAgent.includes(tag))
            return baseUserAgent;
        const ua = baseUserAgent ? `${baseUserAgent} ` : '';
        return `${ua}${tag}`;
    }
    return baseUserAgent;
}
//# sourceMappingURL=utils.js.map
;// CONCATENATED MODULE: ./node_modules/universal-user-agent/index.js
function getUserAgent() {
  if (typeof navigator === "object" && "userAgent" in navigator) {
    return navigator.userAgent;
  }

  if (typeof process === "object" && process.version !== undefined) {
    return `Node.js/${process.version.substr(1)} (${process.platform}; ${
      process.arch
    })`;
  }

  return "<environment undetectable>";
}

;// CONCATENATED MODULE: ./node_modules/before-after-hook/lib/register.js
// @ts-check

function register(state, name, method, options) {
  if (typeof method !== "function") {
    throw new Error("method for before hook must be a function");
  }

  if (!options) {
    options = {};
  }

  if (Array.isArray(name)) {
    return name.reverse().reduce((callback, name) => {
      return register.bind(null, state, name, callback, options);
    }, method)();
  }

  return Promise.resolve().then(() => {
    if (!state.registry[name]) {
      return method(options);
    }

    return state.registry[name].reduce((method, registered) => {
      return registered.hook.bind(null, method, options);
    }, method)();
  });
}

;// CONCATENATED MODULE: ./node_modules/before-after-hook/lib/add.js
// @ts-check

function addHook(state, kind, name, hook) {
  const orig = hook;
  if (!state.registry[name]) {
    state.registry[name] = [];
  }

  if (kind === "before") {
    hook = (method, options) => {
      return Promise.resolve()
        .then(orig.bind(null, options))
        .then(method.bind(null, options));
    };
  }

  if (kind === "after") {
    hook = (method, options) => {
      let result;
      return Promise.resolve()
        .then(method.bind(null, options))
        .then((result_) => {
          result = result_;
          return orig(result, options);
        })
        .then(() => {
          return result;
        });
    };
  }

  if (kind === "error") {
    hook = (method, options) => {
      return Promise.resolve()
        .then(method.bind(null, options))
        .catch((error) => {
          return orig(error, options);
        });
    };
  }

  state.registry[name].push({
    hook: hook,
    orig: orig,
  });
}

;// CONCATENATED MODULE: ./node_modules/before-after-hook/lib/remove.js
// @ts-check

function removeHook(state, name, method) {
  if (!state.registry[name]) {
    return;
  }

  const index = state.registry[name]
    .map((registered) => {
      return registered.orig;
    })
    .indexOf(method);

  if (index === -1) {
    return;
  }

  state.registry[name].splice(index, 1);
}

;// CONCATENATED MODULE: ./node_modules/before-after-hook/index.js
// @ts-check





// bind with array of arguments: https://stackoverflow.com/a/21792913
const bind = Function.bind;
const bindable = bind.bind(bind);

function bindApi(hook, state, name) {
  const removeHookRef = bindable(removeHook, null).apply(
    null,
    name ? [state, name] : [state]
  );
  hook.api = { remove: removeHookRef };
  hook.remove = removeHookRef;
  ["before", "error", "after", "wrap"].forEach((kind) => {
    const args = name ? [state, kind, name] : [state, kind];
    hook[kind] = hook.api[kind] = bindable(addHook, null).apply(null, args);
  });
}

function Singular() {
  const singularHookName = Symbol("Singular");
  const singularHookState = {
    registry: {},
  };
  const singularHook = register.bind(null, singularHookState, singularHookName);
  bindApi(singularHook, singularHookState, singularHookName);
  return singularHook;
}

function Collection() {
  const state = {
    registry: {},
  };

  const hook = register.bind(null, state);
  bindApi(hook, state);

  return hook;
}

/* harmony default export */ const before_after_hook = ({ Singular, Collection });

;// CONCATENATED MODULE: ./node_modules/@octokit/endpoint/dist-bundle/index.js
// pkg/dist-src/defaults.js


// pkg/dist-src/version.js
var VERSION = "0.0.0-development";

// pkg/dist-src/defaults.js
var userAgent = `octokit-endpoint.js/${VERSION} ${getUserAgent()}`;
var DEFAULTS = {
  method: "GET",
  baseUrl: "https://api.github.com",
  headers: {
    accept: "application/vnd.github.v3+json",
    "user-agent": userAgent
  },
  mediaType: {
    format: ""
  }
};

// pkg/dist-src/util/lowercase-keys.js
function lowercaseKeys(object) {
  if (!object) {
    return {};
  }
  return Object.keys(object).reduce((newObj, key) => {
    newObj[key.toLowerCase()] = object[key];
    return newObj;
  }, {});
}

// pkg/dist-src/util/is-plain-object.js
function isPlainObject(value) {
  if (typeof value !== "object" || value === null) return false;
  if (Object.prototype.toString.call(value) !== "[object Object]") return false;
  const proto = Object.getPrototypeOf(value);
  if (proto === null) return true;
  const Ctor = Object.prototype.hasOwnProperty.call(proto, "constructor") && proto.constructor;
  return typeof Ctor === "function" && Ctor instanceof Ctor && Function.prototype.call(Ctor) === Function.prototype.call(value);
}

// pkg/dist-src/util/merge-deep.js
function mergeDeep(defaults, options) {
  const result = Object.assign({}, defaults);
  Object.keys(options).forEach((key) => {
    if (isPlainObject(options[key])) {
      if (!(key in defaults)) Object.assign(result, { [key]: options[key] });
      else result[key] = mergeDeep(defaults[key], options[key]);
    } else {
      Object.assign(result, { [key]: options[key] });
    }
  });
  return result;
}

// pkg/dist-src/util/remove-undefined-properties.js
function removeUndefinedProperties(obj) {
  for (const key in obj) {
    if (obj[key] === void 0) {
      delete obj[key];
    }
  }
  return obj;
}

// pkg/dist-src/merge.js
function merge(defaults, route, options) {
  if (typeof route === "string") {
    let [method, url] = route.split(" ");
    options = Object.assign(url ? { method, url } : { url: method }, options);
  } else {
    options = Object.assign({}, route);
  }
  options.headers = lowercaseKeys(options.headers);
  removeUndefinedProperties(options);
  removeUndefinedProperties(options.headers);
  const mergedOptions = mergeDeep(defaults || {}, options);
  if (options.url === "/graphql") {
    if (defaults && defaults.mediaType.previews?.length) {
      mergedOptions.mediaType.previews = defaults.mediaType.previews.filter(
        (preview) => !mergedOptions.mediaType.previews.includes(preview)
      ).concat(mergedOptions.mediaType.previews);
    }
    mergedOptions.mediaType.previews = (mergedOptions.mediaType.previews || []).map((preview) => preview.replace(/-preview/, ""));
  }
  return mergedOptions;
}

// pkg/dist-src/util/add-query-parameters.js
function addQueryParameters(url, parameters) {
  const separator = /\?/.test(url) ? "&" : "?";
  const names = Object.keys(parameters);
  if (names.length === 0) {
    return url;
  }
  return url + separator + names.map((name) => {
    if (name === "q") {
      return "q=" + parameters.q.split("+").map(encodeURIComponent).join("+");
    }
    return `${name}=${encodeURIComponent(parameters[name])}`;
  }).join("&");
}

// pkg/dist-src/util/extract-url-variable-names.js
var urlVariableRegex = /\{[^{}}]+\}/g;
function removeNonChars(variableName) {
  return variableName.replace(/(?:^\W+)|(?:(?<!\W)\W+$)/g, "").split(/,/);
}
function extractUrlVariableNames(url) {
  const matches = url.match(urlVariableRegex);
  if (!matches) {
    return [];
  }
  return matches.map(removeNonChars).reduce((a, b) => a.concat(b), []);
}

// pkg/dist-src/util/omit.js
function omit(object, keysToOmit) {
  const result = { __proto__: null };
  for (const key of Object.keys(object)) {
    if (keysToOmit.indexOf(key) === -1) {
      result[key] = object[key];
    }
  }
  return result;
}

// pkg/dist-src/util/url-template.js
function encodeReserved(str) {
  return str.split(/(%[0-9A-Fa-f]{2})/g).map(function(part) {
    if (!/%[0-9A-Fa-f]/.test(part)) {
      part = encodeURI(part).replace(/%5B/g, "[").replace(/%5D/g, "]");
    }
    return part;
  }).join("");
}
function encodeUnreserved(str) {
  return encodeURIComponent(str).replace(/[!'()*]/g, function(c) {
    return "%" + c.charCodeAt(0).toString(16).toUpperCase();
  });
}
function encodeValue(operator, value, key) {
  value = operator === "+" || operator === "#" ? encodeReserved(value) : encodeUnreserved(value);
  if (key) {
    return encodeUnreserved(key) + "=" + value;
  } else {
    return value;
  }
}
function isDefined(value) {
  return value !== void 0 && value !== null;
}
function isKeyOperator(operator) {
  return operator === ";" || operator === "&" || operator === "?";
}
function getValues(context, operator, key, modifier) {
  var value = context[key], result = [];
  if (isDefined(value) && value !== "") {
    if (typeof value === "string" || typeof value === "number" || typeof value === "bigint" || typeof value === "boolean") {
      value = value.toString();
      if (modifier && modifier !== "*") {
        value = value.substring(0, parseInt(modifier, 10));
      }
      result.push(
        encodeValue(operator, value, isKeyOperator(operator) ? key : "")
      );
    } else {
      if (modifier === "*") {
        if (Array.isArray(value)) {
          value.filter(isDefined).forEach(function(value2) {
            result.push(
              encodeValue(operator, value2, isKeyOperator(operator) ? key : "")
            );
          });
        } else {
          Object.keys(value).forEach(function(k) {
            if (isDefined(value[k])) {
              result.push(encodeValue(operator, value[k], k));
            }
          });
        }
      } else {
        const tmp = [];
        if (Array.isArray(value)) {
          value.filter(isDefined).forEach(function(value2) {
            tmp.push(encodeValue(operator, value2));
          });
        } else {
          Object.keys(value).forEach(function(k) {
            if (isDefined(value[k])) {
              tmp.push(encodeUnreserved(k));
              tmp.push(encodeValue(operator, value[k].toString()));
            }
          });
        }
        if (isKeyOperator(operator)) {
          result.push(encodeUnreserved(key) + "=" + tmp.join(","));
        } else if (tmp.length !== 0) {
          result.push(tmp.join(","));
        }
      }
    }
  } else {
    if (operator === ";") {
      if (isDefined(value)) {
        result.push(encodeUnreserved(key));
      }
    } else if (value === "" && (operator === "&" || operator === "?")) {
      result.push(encodeUnreserved(key) + "=");
    } else if (value === "") {
      result.push("");
    }
  }
  return result;
}
function parseUrl(template) {
  return {
    expand: expand.bind(null, template)
  };
}
function expand(template, context) {
  var operators = ["+", "#", ".", "/", ";", "?", "&"];
  template = template.replace(
    /\{([^\{\}]+)\}|([^\{\}]+)/g,
    function(_, expression, literal) {
      if (expression) {
        let operator = "";
        const values = [];
        if (operators.indexOf(expression.charAt(0)) !== -1) {
          operator = expression.charAt(0);
          expression = expression.substr(1);
        }
        expression.split(/,/g).forEach(function(variable) {
          var tmp = /([^:\*]*)(?::(\d+)|(\*))?/.exec(variable);
          values.push(getValues(context, operator, tmp[1], tmp[2] || tmp[3]));
        });
        if (operator && operator !== "+") {
          var separator = ",";
          if (operator === "?") {
            separator = "&";
          } else if (operator !== "#") {
            separator = operator;
          }
          return (values.length !== 0 ? operator : "") + values.join(separator);
        } else {
          return values.join(",");
        }
      } else {
        return encodeReserved(literal);
      }
    }
  );
  if (template === "/") {
    return template;
  } else {
    return template.replace(/\/$/, "");
  }
}

// pkg/dist-src/parse.js
function parse(options) {
  let method = options.method.toUpperCase();
  let url = (options.url || "/").replace(/:([a-z]\w+)/g, "{$1}");
  let headers = Object.assign({}, options.headers);
  let body;
  let parameters = omit(options, [
    "method",
    "baseUrl",
    "url",
    "headers",
    "request",
    "mediaType"
  ]);
  const urlVariableNames = extractUrlVariableNames(url);
  url = parseUrl(url).expand(parameters);
  if (!/^http/.test(url)) {
    url = options.baseUrl + url;
  }
  const omittedParameters = Object.keys(options).filter((option) => urlVariableNames.includes(option)).concat("baseUrl");
  const remainingParameters = omit(parameters, omittedParameters);
  const isBinaryRequest = /application\/octet-stream/i.test(headers.accept);
  if (!isBinaryRequest) {
    if (options.mediaType.format) {
      headers.accept = headers.accept.split(/,/).map(
        (format) => format.replace(
          /application\/vnd(\.\w+)(\.v3)?(\.\w+)?(\+json)?$/,
          `application/vnd$1$2.${options.mediaType.format}`
        )
      ).join(",");
    }
    if (url.endsWith("/graphql")) {
      if (options.mediaType.previews?.length) {
        const previewsFromAcceptHeader = headers.accept.match(/(?<![\w-])[\w-]+(?=-preview)/g) || [];
        headers.accept = previewsFromAcceptHeader.concat(options.mediaType.previews).map((preview) => {
          const format = options.mediaType.format ? `.${options.mediaType.format}` : "+json";
          return `application/vnd.github.${preview}-preview${format}`;
        }).join(",");
      }
    }
  }
  if (["GET", "HEAD"].includes(method)) {
    url = addQueryParameters(url, remainingParameters);
  } else {
    if ("data" in remainingParameters) {
      body = remainingParameters.data;
    } else {
      if (Object.keys(remainingParameters).length) {
        body = remainingParameters;
      }
    }
  }
  if (!headers["content-type"] && typeof body !== "undefined") {
    headers["content-type"] = "application/json; charset=utf-8";
  }
  if (["PATCH", "PUT"].includes(method) && typeof body === "undefined") {
    body = "";
  }
  return Object.assign(
    { method, url, headers },
    typeof body !== "undefined" ? { body } : null,
    options.request ? { request: options.request } : null
  );
}

// pkg/dist-src/endpoint-with-defaults.js
function endpointWithDefaults(defaults, route, options) {
  return parse(merge(defaults, route, options));
}

// pkg/dist-src/with-defaults.js
function withDefaults(oldDefaults, newDefaults) {
  const DEFAULTS2 = merge(oldDefaults, newDefaults);
  const endpoint2 = endpointWithDefaults.bind(null, DEFAULTS2);
  return Object.assign(endpoint2, {
    DEFAULTS: DEFAULTS2,
    defaults: withDefaults.bind(null, DEFAULTS2),
    merge: merge.bind(null, DEFAULTS2),
    parse
  });
}

// pkg/dist-src/index.js
var endpoint = withDefaults(null, DEFAULTS);


;// CONCATENATED MODULE: ./node_modules/content-type/dist/index.js
/*!
 * content-type
 * Copyright(c) 2015 Douglas Christopher Wilson
 * MIT Licensed
 */
const SP = 32; // " "
const HTAB = 9; // "\t"
const SEMI = 59; // ";"
const EQ = 61; // "="
const DQUOTE = 34; // '"'
const BSLASH = 92; // "\\"
const COMMA = 44; // ","
const LOWER_CASE = 1;
const OWS = 2;
const SEMI_FLAG = 4;
const COMMA_FLAG = 8;
const TOKEN_FLAG = 16;
const NON_ASCII = 0xff00;
const CASE_FLAGS = LOWER_CASE | NON_ASCII;
/**
 * Character flags used to normalize HTTP field values while scanning.
 * Out-of-range reads intentionally coerce to zero in bitwise expressions.
 */
const CHAR_MAP = new Uint8Array(0x100);
CHAR_MAP[HTAB] |= OWS;
CHAR_MAP[SP] |= OWS;
CHAR_MAP[SEMI] |= SEMI_FLAG;
CHAR_MAP[COMMA] |= COMMA_FLAG;
for (let code = 0x80 /* non-ASCII */; code <= 0xff; code++) {
    CHAR_MAP[code] |= LOWER_CASE;
}
for (const char of "!#$%&'*+-.^_`|~") {
    CHAR_MAP[char.charCodeAt(0)] |= TOKEN_FLAG;
}
for (let code = 0x30 /* 0 */; code <= 0x39 /* 9 */; code++) {
    CHAR_MAP[code] |= TOKEN_FLAG;
}
for (let code = 0x41 /* A */; code <= 0x5a /* Z */; code++) {
    CHAR_MAP[code] |= LOWER_CASE | TOKEN_FLAG;
}
for (let code = 0x61 /* a */; code <= 0x7a /* z */; code++) {
    CHAR_MAP[code] |= TOKEN_FLAG;
}
/**
 * Null object perf optimization. Faster than `Object.create(null)` and `{ __proto__: null }`.
 */
const NullObject = /* @__PURE__ */ (() => {
    const C = function () { };
    C.prototype = Object.create(null);
    return C;
})();
/**
 * Validate a type string against RFC 9110.
 */
function isTypeValid(type, start = 0, end = type.length) {
    let hasSlash = false;
    for (let index = start; index < end; index++) {
        const code = type.charCodeAt(index);
        if (code === 47 /* / */) {
            if (hasSlash || index === start || index >= end - 1)
                return false;
            hasSlash = true;
        }
        else if (!isTokenCode(code)) {
            return false;
        }
    }
    return hasSlash;
}
/**
 * Validate a token against RFC 9110.
 */
function isTokenValid(token, start = 0, end = token.length) {
    if (start >= end)
        return false;
    for (let index = start; index < end; index++) {
        if (!isTokenCode(token.charCodeAt(index)))
            return false;
    }
    return true;
}
/**
 * Check whether a character code belongs to the token production in RFC 9110.
 */
function isTokenCode(code) {
    return (CHAR_MAP[code] & TOKEN_FLAG) !== 0;
}
/**
 * Serialize a parameter value.
 */
function parameterValue(str) {
    const len = str.length;
    if (len === 0)
        return '""';
    let index = 0;
    while (index < len && isTokenCode(str.charCodeAt(index)))
        index++;
    if (index === len)
        return str;
    let result = '"';
    let start = 0;
    while (index < len) {
        const code = str.charCodeAt(index);
        if (code !== HTAB && (code < SP || code === 127 || code > 255)) {
            throw new TypeError(`Invalid parameter value: ${str}`);
        }
        if (code === 34 /* " */ || code === 92 /* \\ */) {
            result += `${str.slice(start, index)}\\`;
            start = index;
        }
        index++;
    }
    return `${result}${str.slice(start)}"`;
}
/**
 * Format an object into a `Content-Type` header.
 */
function format(obj) {
    const { type, parameters } = obj;
    if (!type || !isTypeValid(type)) {
        throw new TypeError(`Invalid type: ${type}`);
    }
    let result = type;
    if (parameters) {
        for (const param of Object.keys(parameters)) {
            if (!isTokenValid(param)) {
                throw new TypeError(`Invalid parameter name: ${param}`);
            }
            result += `; ${param}=${parameterValue(parameters[param])}`;
        }
    }
    return result;
}
/**
 * Parse a `Content-Type` header.
 */
function dist_parse(header, options) {
    const stopFlags = SEMI_FLAG | (options?.comma === true ? COMMA_FLAG : 0);
    const len = header.length;
    let valueStart = options?.start ?? 0;
    while ((CHAR_MAP[header.charCodeAt(valueStart)] & OWS) !== 0) {
        valueStart++;
    }
    let index = valueStart;
    let typeFlags = 0;
    let whitespace = -1;
    let stop = options?.parameters === false ? COMMA_FLAG : 0;
    while (index < len) {
        const code = header.charCodeAt(index);
        const flags = CHAR_MAP[code];
        if ((flags & stopFlags) !== 0) {
            stop |= flags & COMMA_FLAG;
            break;
        }
        if ((flags & OWS) !== 0) {
            if (whitespace === -1)
                whitespace = index;
        }
        else {
            whitespace = -1;
        }
        typeFlags |= (code & NON_ASCII) | flags;
        index++;
    }
    const valueEnd = whitespace === -1 ? index : whitespace;
    const value = header.slice(valueStart, valueEnd);
    const type = (typeFlags & CASE_FLAGS) === 0 ? value : value.toLowerCase();
    if (index === len || stop !== 0) {
        return { type, index, parameters: new NullObject() };
    }
    return parseParameters(header, type, index, len, stopFlags);
}
/**
 * Parses the parameters of a `Content-Type` header starting at the given index.
 */
function parseParameters(header, type, index, len, stopFlags) {
    const parameters = new NullObject();
    parameter: while (index < len) {
        index++; // Skip over ;
        while ((CHAR_MAP[header.charCodeAt(index)] & OWS) !== 0) {
            index++;
        }
        const keyStart = index;
        let keyFlags = 0;
        let keyWhitespace = -1;
        while (index < len) {
            const code = header.charCodeAt(index);
            const flags = CHAR_MAP[code];
            if ((flags & stopFlags) !== 0) {
                if ((flags & COMMA_FLAG) !== 0)
                    break parameter;
                continue parameter;
            }
            if (code === EQ) {
                const keyEnd = keyWhitespace === -1 ? index : keyWhitespace;
                const value = header.slice(keyStart, keyEnd);
                const key = (keyFlags & CASE_FLAGS) === 0 ? value : value.toLowerCase();
                index++;
                while ((CHAR_MAP[header.charCodeAt(index)] & OWS) !== 0) {
                    index++;
                }
                if (index < len && header.charCodeAt(index) === DQUOTE) {
                    const quotedStart = ++index;
                    let escaped = false;
                    while (index < len) {
                        const code = header.charCodeAt(index);
                        if (code === DQUOTE) {
                            if (parameters[key] === undefined) {
                                parameters[key] = escaped
                                    ? unescapeQuotedPairs(header, quotedStart, index)
                                    : header.slice(quotedStart, index);
                            }
                            index++;
                            let stop = 0;
                            // Discard characters between quote and delimiter.
                            while (index < len) {
                                const code = header.charCodeAt(index);
                                const flags = CHAR_MAP[code];
                                if ((flags & stopFlags) !== 0) {
                                    stop = flags & COMMA_FLAG;
                                    break;
                                }
                                index++;
                            }
                            if (stop !== 0)
                                break parameter;
                            continue parameter;
                        }
                        if (code === BSLASH && index + 1 < len) {
                            escaped = true;
                            index += 2;
                            continue;
                        }
                        index++;
                    }
                    continue parameter;
                }
                const valueStart = index;
                let stop = 0;
                let valueWhitespace = -1;
                while (index < len) {
                    const code = header.charCodeAt(index);
                    const flags = CHAR_MAP[code];
                    if ((flags & stopFlags) !== 0) {
                        stop = flags & COMMA_FLAG;
                        break;
                    }
                    if ((flags & OWS) !== 0) {
                        if (valueWhitespace === -1)
                            valueWhitespace = index;
                    }
                    else {
                        valueWhitespace = -1;
                    }
                    index++;
                }
                if (parameters[key] === undefined) {
                    const valueEnd = valueWhitespace === -1 ? index : valueWhitespace;
                    parameters[key] = header.slice(valueStart, valueEnd);
                }
                if (stop !== 0)
                    break parameter;
                continue parameter;
            }
            if ((flags & OWS) !== 0) {
                if (keyWhitespace === -1)
                    keyWhitespace = index;
            }
            else {
                keyWhitespace = -1;
            }
            keyFlags |= (code & NON_ASCII) | flags;
            index++;
        }
    }
    return { type, index, parameters };
}
/**
 * Remove backslashes from quoted pairs in a known-terminated quoted string body.
 */
function unescapeQuotedPairs(str, start, end) {
    let result = "";
    for (let index = start; index < end; index++) {
        if (str.charCodeAt(index) === BSLASH) {
            result += str.slice(start, index);
            start = ++index;
        }
    }
    return result + str.slice(start, end);
}
//# sourceMappingURL=index.js.map
;// CONCATENATED MODULE: ./node_modules/json-with-bigint/json-with-bigint.js
const intRegex = /^-?\d+$/;
const noiseValue = /^-?\d+n+$/; // Noise - strings that match the custom format before being converted to it
const originalStringify = JSON.stringify;
const originalParse = JSON.parse;
const customFormat = /^-?\d+n$/;

const bigIntsStringify = /([\[:])?"(-?\d+)n"($|\s*[,\}\]])/g;
const noiseStringify = /([\[:])?("-?\d+n+)n("$|"\s*[,\}\]])/g;

/**
 * @typedef {(this: any, key: string | number | undefined, value: any) => any} Replacer
 * @typedef {(key: string | number | undefined, value: any, context?: { source: string }) => any} Reviver
 */

/**
 * Checks if a value is unstringifiable according to native JSON.stringify rules.
 *
 * @param {any} val The value to check.
 * @returns {boolean} True if the value is undefined, a function, or a symbol.
 */
const isUnstringifiable = (val) =>
  val === undefined || typeof val === "function" || typeof val === "symbol";

/**
 * Checks if a value is a native JSON.rawJSON object (Node.js 22+).
 *
 * @param {any} val The value to check.
 * @returns {boolean} True if the value is a RawJSON instance.
 */
const isRawJSON = (val) =>
  val !== null &&
  typeof val === "object" &&
  val.constructor &&
  val.constructor.name === "RawJSON";

/**
 * Iteratively converts a JS value to a JSON string.
 * Used as a fallback when the native JSON.stringify hits the Maximum Call Stack size.
 * Fully compliant with JSON formatting (space), replacers, and toJSON behaviors.
 *
 * @param {any} rootValue The value to stringify.
 * @param {Replacer | Array<string | number> | null} [replacer] User's custom replacer function.
 * @param {string | number} [spaceParam] Indentation for pretty-printing.
 * @returns {string | undefined} The generated JSON string.
 */
const stringifyIteratively = (rootValue, replacer, spaceParam) => {
  let space = "";

  if (typeof spaceParam === "number") {
    space = " ".repeat(Math.min(10, Math.max(0, Math.floor(spaceParam))));
  } else if (typeof spaceParam === "string") {
    space = spaceParam.slice(0, 10);
  }

  const isFunctionReplacer = typeof replacer === "function";
  const propertyList = Array.isArray(replacer)
    ? new Set(replacer.map(String))
    : null;

  /**
   * Prepares a value for stringification by resolving toJSON, handling BigInts,
   * applying custom replacers, and unwrapping primitive objects.
   *
   * @param {object|Array} parent The parent object or array holding the value.
   * @param {string} key The key associated with the value.
   * @param {any} val The raw value to process.
   * @returns {any} The processed value ready for stringification.
   */
  const prepareVal = (parent, key, val) => {
    const isObject = val !== null && typeof val === "object";
    const hasToJSON = isObject && typeof val.toJSON === "function";

    if (hasToJSON) {
      val = val.toJSON(key);
    }

    const isNoise = typeof val === "string" && noiseValue.test(val);

    if (isNoise) return val + "n";

    const isBigInt = typeof val === "bigint";

    if (isBigInt) {
      const supportsRawJSON = "rawJSON" in JSON;

      if (supportsRawJSON) return JSON.rawJSON(val.toString());

      return val.toString() + "n";
    }

    if (isFunctionReplacer) {
      val = replacer.call(parent, key, val);
    }

    const isPostReplacerObject = val !== null && typeof val === "object";

    if (isPostReplacerObject) {
      const isPrimitiveWrapper =
        val instanceof Number ||
        val instanceof String ||
        val instanceof Boolean;

      if (isPrimitiveWrapper) {
        val = val.valueOf();
      }
    }

    return val;
  };

  const rootProcessed = prepareVal({ "": rootValue }, "", rootValue);

  if (isUnstringifiable(rootProcessed)) {
    return undefined;
  }

  const isRootPrimitive =
    rootProcessed === null || typeof rootProcessed !== "object";
  const isRootNativeRawJSON = isRawJSON(rootProcessed);

  if (isRootPrimitive || isRootNativeRawJSON) {
    return originalStringify(rootProcessed);
  }

  const chunks = [];
  let level = 0;

  const stack = [
    {
      parent: { "": rootProcessed },
      key: "",
      val: rootProcessed,
      isArray: Array.isArray(rootProcessed),
      keys: Array.isArray(rootProcessed) ? null : Object.keys(rootProcessed),
      index: 0,
      first: true,
    },
  ];

  const visited = new WeakSet([rootProcessed]);

  while (stack.length > 0) {
    const node = stack[stack.length - 1];

    if (node.index === 0) {
      chunks.push(node.isArray ? "[" : "{");
      level++;
    }

    let isDone = false;

    if (node.isArray) {
      if (node.index < node.val.length) {
        if (!node.first) chunks.push(",");

        if (space) chunks.push("\n" + space.repeat(level));

        const childRaw = node.val[node.index];
        const childVal = prepareVal(node.val, String(node.index), childRaw);

        if (isUnstringifiable(childVal)) {
          chunks.push("null");
          node.first = false;
          node.index++;
        } else {
          const isComplexObject =
            childVal !== null && typeof childVal === "object";
          const isNativeRaw = isRawJSON(childVal);

          if (isComplexObject && !isNativeRaw) {
            if (visited.has(childVal)) {
              throw new TypeError("Converting circular structure to JSON");
            }

            visited.add(childVal);

            stack.push({
              parent: node.val,
              key: String(node.index),
              val: childVal,
              isArray: Array.isArray(childVal),
              keys: Array.isArray(childVal) ? null : Object.keys(childVal),
              index: 0,
              first: true,
            });

            node.first = false;
            node.index++;
          } else {
            chunks.push(originalStringify(childVal));
            node.first = false;
            node.index++;
          }
        }
      } else {
        isDone = true;
      }
    } else {
      while (node.index < node.keys.length) {
        const k = node.keys[node.index++];

        const isFilteredOutByArray = propertyList && !propertyList.has(k);

        if (isFilteredOutByArray) continue;

        const childRaw = node.val[k];
        const childVal = prepareVal(node.val, k, childRaw);

        if (isUnstringifiable(childVal)) continue;

        if (!node.first) chunks.push(",");

        if (space) {
          chunks.push("\n" + space.repeat(level) + originalStringify(k) + ": ");
        } else {
          chunks.push(originalStringify(k) + ":");
        }

        const isComplexObject =
          childVal !== null && typeof childVal === "object";
        const isNativeRaw = isRawJSON(childVal);

        if (isComplexObject && !isNativeRaw) {
          if (visited.has(childVal)) {
            throw new TypeError("Converting circular structure to JSON");
          }

          visited.add(childVal);

          stack.push({
            parent: node.val,
            key: k,
            val: childVal,
            isArray: Array.isArray(childVal),
            keys: Array.isArray(childVal) ? null : Object.keys(childVal),
            index: 0,
            first: true,
          });

          node.first = false;

          break; // Stop current loop level to process the newly pushed stack node
        } else {
          chunks.push(originalStringify(childVal));
          node.first = false;
        }
      }

      const isNodeFullyProcessed =
        node.index >= node.keys.length && stack[stack.length - 1] === node;

      if (isNodeFullyProcessed) {
        isDone = true;
      }
    }

    if (isDone) {
      level--;

      if (!node.first && space) chunks.push("\n" + space.repeat(level));

      chunks.push(node.isArray ? "]" : "}");
      visited.delete(node.val);
      stack.pop();
    }
  }

  return chunks.join("");
};

/**
 * Converts a JavaScript value to a JSON string.
 *
 * Supports serialization of BigInt values using two strategies:
 * 1. Custom format "123n" → "123" (universal fallback)
 * 2. Native JSON.rawJSON() (Node.js 22+, fastest) when available
 *
 * All other values are serialized exactly like native JSON.stringify().
 *
 * @param {*} value The value to convert to a JSON string.
 * @param {Replacer | Array<string | number> | null} [replacer]
 * A function that alters the behavior of the stringification process,
 * or an array of strings/numbers to indicate properties to exclude.
 * @param {string | number} [space]
 * A string or number to specify indentation or pretty-printing.
 * @returns {string} The JSON string representation.
 */
const JSONStringify = (value, replacer, space) => {
  try {
    const supportsRawJSON = "rawJSON" in JSON;

    if (supportsRawJSON) {
      return originalStringify(
        value,
        (key, val) => {
          if (typeof val === "bigint") return JSON.rawJSON(val.toString());

          const hasFunctionReplacer = typeof replacer === "function";

          if (hasFunctionReplacer) return replacer(key, val);

          const isKeyInArrayReplacer =
            Array.isArray(replacer) && replacer.includes(key);

          if (isKeyInArrayReplacer) return val;

          return val;
        },
        space,
      );
    }

    if (!value) return originalStringify(value, replacer, space);

    const convertedToCustomJSON = originalStringify(
      value,
      (key, val) => {
        const isNoise = typeof val === "string" && noiseValue.test(val);

        if (isNoise) return val.toString() + "n"; // Mark noise values with additional "n" to offset the deletion of one "n" during the processing

        if (typeof val === "bigint") return val.toString() + "n";

        const hasFunctionReplacer = typeof replacer === "function";

        if (hasFunctionReplacer) return replacer(key, val);

        const isKeyInArrayReplacer =
          Array.isArray(replacer) && replacer.includes(key);

        if (isKeyInArrayReplacer) return val;

        return val;
      },
      space,
    );

    const processedJSON = convertedToCustomJSON.replace(
      bigIntsStringify,
      "$1$2$3",
    ); // Delete one "n" off the end of every BigInt value

    const denoisedJSON = processedJSON.replace(noiseStringify, "$1$2$3"); // Remove one "n" off the end of every noisy string

    return denoisedJSON;
  } catch (error) {
    if (error instanceof RangeError) {
      const convertedJSON = stringifyIteratively(value, replacer, space);

      if (convertedJSON === undefined) return undefined;

      const supportsRawJSON = "rawJSON" in JSON;

      if (supportsRawJSON) return convertedJSON;

      const processedJSON = convertedJSON.replace(bigIntsStringify, "$1$2$3");

      return processedJSON.replace(noiseStringify, "$1$2$3");
    }

    throw error;
  }
};

const featureCache = new Map();

/**
 * Detects if the current JSON.parse implementation supports the context.source feature.
 *
 * Uses toString() fingerprinting to cache results and automatically detect runtime
 * replacements of JSON.parse (polyfills, mocks, etc.).
 *
 * @returns {boolean} true if context.source is supported, false otherwise.
 */
const isContextSourceSupported = () => {
  const parseFingerprint = JSON.parse.toString();

  if (featureCache.has(parseFingerprint)) {
    return featureCache.get(parseFingerprint);
  }

  try {
    const result = JSON.parse(
      "1",
      (_, __, context) => !!context?.source && context.source === "1",
    );
    featureCache.set(parseFingerprint, result);

    return result;
  } catch {
    featureCache.set(parseFingerprint, false);

    return false;
  }
};

/**
 * Reviver function that converts custom-format BigInt strings back to BigInt values.
 * Also handles "noise" strings that accidentally match the BigInt format.
 *
 * @param {string | number | undefined} key The object key.
 * @param {*} value The value being parsed.
 * @param {object} [context] Parse context (if supported by JSON.parse).
 * @param {Reviver} [userReviver] User's custom reviver function.
 * @returns {any} The transformed value.
 */
const convertMarkedBigIntsReviver = (key, value, context, userReviver) => {
  const isCustomFormatBigInt =
    typeof value === "string" && customFormat.test(value);

  if (isCustomFormatBigInt) return BigInt(value.slice(0, -1));

  const isNoiseValue = typeof value === "string" && noiseValue.test(value);
  if (isNoiseValue) return value.slice(0, -1);

  const hasUserReviver = typeof userReviver === "function";

  if (!hasUserReviver) return value;

  return userReviver(key, value, context);
};

/**
 * Fast JSON.parse implementation (~2x faster than classic fallback).
 * Uses JSON.parse's context.source feature to detect integers and convert
 * large numbers directly to BigInt without string manipulation.
 *
 * Does not support legacy custom format from v1 of this library.
 *
 * @param {string} text JSON string to parse.
 * @param {Reviver} [reviver] Transform function to apply to each value.
 * @returns {any} Parsed JavaScript value.
 */
const JSONParseV2 = (text, reviver) => {
  return JSON.parse(text, (key, value, context) => {
    const isNumber = typeof value === "number";
    const isOutOfBounds =
      value > Number.MAX_SAFE_INTEGER || value < Number.MIN_SAFE_INTEGER;
    const isBigNumber = isNumber && isOutOfBounds;
    const isInt = context && intRegex.test(context.source);
    const isBigInt = isBigNumber && isInt;

    if (isBigInt) return BigInt(context.source);

    const hasCustomReviver = typeof reviver === "function";

    if (!hasCustomReviver) return value;

    return reviver(key, value, context);
  });
};

const MAX_INT = Number.MAX_SAFE_INTEGER.toString();
const MAX_DIGITS = MAX_INT.length;
const stringsOrLargeNumbers =
  /"(?:[^"\\]|\\.)*"|-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?/g;
const noiseValueWithQuotes = /^"-?\d+n+"$/; // Noise - strings that match the custom format before being converted to it

/**
 * Iteratively traverses the parsed object bottom-up (post-order),
 * emulating the native JSON.parse reviver behavior.
 * This avoids Call Stack overflows (RangeError) on deeply nested structures.
 *
 * @param {any} parsed The natively parsed JSON object.
 * @param {Reviver} [userReviver] User's custom reviver function.
 * @returns {any} The fully processed object.
 */
const applyReviverIteratively = (parsed, userReviver) => {
  const rootHolder = { "": parsed };
  const stack = [{ parent: rootHolder, key: "", visited: false }];

  while (stack.length > 0) {
    const node = stack[stack.length - 1];

    if (!node.visited) {
      node.visited = true;

      const value = node.parent[node.key];
      const isComplexObject = value !== null && typeof value === "object";

      if (isComplexObject) {
        const keys = Object.keys(value);

        for (let i = keys.length - 1; i >= 0; i--) {
          stack.push({ parent: value, key: keys[i], visited: false });
        }
      }
    } else {
      const { parent, key } = node;
      let value = parent[key];

      if (typeof value === "string") {
        const isCustomFormatBigInt = customFormat.test(value);

        if (isCustomFormatBigInt) {
          value = BigInt(value.slice(0, -1));
        } else {
          const isNoise = noiseValue.test(value);

          if (isNoise) value = value.slice(0, -1);
        }
      }

      const hasUserReviver = typeof userReviver === "function";

      if (hasUserReviver) {
        value = userReviver.call(parent, key, value);
      }

      const isDeleted = value === undefined;

      if (isDeleted) {
        delete parent[key];
      } else {
        parent[key] = value;
      }

      stack.pop();
    }
  }

  return rootHolder[""];
};

/**
 * Pre-processes the JSON string to mark large numbers with an 'n' suffix.
 *
 * @param {string} text The raw JSON string.
 * @returns {string} The serialized string with marked BigInts.
 */
const serializeBigInts = (text) => {
  return text.replace(
    stringsOrLargeNumbers,
    (match, digits, fractional, exponential) => {
      const isString = match[0] === '"';
      const isNoise = isString && noiseValueWithQuotes.test(match);

      if (isNoise) return match.substring(0, match.length - 1) + 'n"'; // Mark noise values with additional "n" to offset the deletion of one "n" during the processing

      const hasFractionalOrExponential = fractional || exponential;

      // With a fixed number of digits, we can correctly use lexicographical comparison to do a numeric comparison
      const isLessThanMaxSafeInt =
        digits &&
        (digits.length < MAX_DIGITS ||
          (digits.length === MAX_DIGITS && digits <= MAX_INT));

      const isStandardValue =
        isString || hasFractionalOrExponential || isLessThanMaxSafeInt;

      if (isStandardValue) return match;

      return '"' + match + 'n"';
    },
  );
};

/**
 * Converts a JSON string into a JavaScript value.
 *
 * Supports parsing of large integers using two strategies:
 * 1. Classic fallback: Marks large numbers with "123n" format, then converts to BigInt
 * 2. Fast path (JSONParseV2): Uses context.source feature (~2x faster) when available
 *
 * All other JSON values are parsed exactly like native JSON.parse().
 *
 * @param {string} text A valid JSON string.
 * @param {Reviver} [reviver]
 * A function that transforms the results. This function is called for each member
 * of the object. If a member contains nested objects, the nested objects are
 * transformed before the parent object is.
 * @returns {any} The parsed JavaScript value.
 * @throws {SyntaxError} If text is not valid JSON.
 */
const JSONParse = (text, reviver) => {
  if (!text) return originalParse(text, reviver);

  try {
    if (isContextSourceSupported()) return JSONParseV2(text, reviver); // Shortcut to a faster (2x) and simpler version

    // Find and mark big numbers with "n"
    const serializedData = serializeBigInts(text);

    return originalParse(serializedData, (key, value, context) =>
      convertMarkedBigIntsReviver(key, value, context, reviver),
    );
  } catch (error) {
    if (error instanceof RangeError) {
      const serializedData = serializeBigInts(text);
      const parsed = originalParse(serializedData);

      return applyReviverIteratively(parsed, reviver);
    }

    throw error;
  }
};



;// CONCATENATED MODULE: ./node_modules/@octokit/request-error/dist-src/index.js
class RequestError extends Error {
  name;
  /**
   * http status code
   */
  status;
  /**
   * Request options that lead to the error.
   */
  request;
  /**
   * Response object if a response was received
   */
  response;
  constructor(message, statusCode, options) {
    super(message, { cause: options.cause });
    this.name = "HttpError";
    this.status = Number.parseInt(statusCode);
    if (Number.isNaN(this.status)) {
      this.status = 0;
    }
    /* v8 ignore else -- @preserve -- Bug with vitest coverage where it sees an else branch that doesn't exist */
    if ("response" in options) {
      this.response = options.response;
    }
    const requestCopy = Object.assign({}, options.request);
    if (options.request.headers.authorization) {
      requestCopy.headers = Object.assign({}, options.request.headers, {
        authorization: options.request.headers.authorization.replace(
          /(?<! ) .*$/,
          " [REDACTED]"
        )
      });
    }
    requestCopy.url = requestCopy.url.replace(/\bclient_secret=\w+/g, "client_secret=[REDACTED]").replace(/\baccess_token=\w+/g, "access_token=[REDACTED]");
    this.request = requestCopy;
  }
}


;// CONCATENATED MODULE: ./node_modules/@octokit/request/dist-bundle/index.js
// pkg/dist-src/index.js


// pkg/dist-src/defaults.js


// pkg/dist-src/version.js
var dist_bundle_VERSION = "10.0.16";

// pkg/dist-src/defaults.js
var defaults_default = {
  headers: {
    "user-agent": `octokit-request.js/${dist_bundle_VERSION} ${getUserAgent()}`
  }
};

// pkg/dist-src/fetch-wrapper.js



// pkg/dist-src/is-plain-object.js
function dist_bundle_isPlainObject(value) {
  if (typeof value !== "object" || value === null) return false;
  if (Object.prototype.toString.call(value) !== "[object Object]") return false;
  const proto = Object.getPrototypeOf(value);
  if (proto === null) return true;
  const Ctor = Object.prototype.hasOwnProperty.call(proto, "constructor") && proto.constructor;
  return typeof Ctor === "function" && Ctor instanceof Ctor && Function.prototype.call(Ctor) === Function.prototype.call(value);
}

// pkg/dist-src/fetch-wrapper.js

var noop = () => "";
async function fetchWrapper(requestOptions) {
  const fetch = requestOptions.request?.fetch || globalThis.fetch;
  if (!fetch) {
    throw new Error(
      "fetch is not set. Please pass a fetch implementation as new Octokit({ request: { fetch }}). Learn more at https://github.com/octokit/octokit.js/#fetch-missing"
    );
  }
  const log = requestOptions.request?.log || console;
  const parseSuccessResponseBody = requestOptions.request?.parseSuccessResponseBody !== false;
  const body = dist_bundle_isPlainObject(requestOptions.body) || Array.isArray(requestOptions.body) ? JSONStringify(requestOptions.body) : requestOptions.body;
  const requestHeaders = Object.fromEntries(
    Object.entries(requestOptions.headers).map(([name, value]) => [
      name,
      String(value)
    ])
  );
  let fetchResponse;
  try {
    fetchResponse = await fetch(requestOptions.url, {
      method: requestOptions.method,
      body,
      redirect: requestOptions.request?.redirect,
      headers: requestHeaders,
      signal: requestOptions.request?.signal,
      // duplex must be set if request.body is ReadableStream or Async Iterables.
      // See https://fetch.spec.whatwg.org/#dom-requestinit-duplex.
      ...requestOptions.body && { duplex: "half" }
    });
  } catch (error) {
    let message = "Unknown Error";
    if (error instanceof Error) {
      if (error.name === "AbortError") {
        error.status = 500;
        throw error;
      }
      message = error.message;
      if (error.name === "TypeError" && "cause" in error) {
        if (error.cause instanceof Error) {
          message = error.cause.message;
        } else if (typeof error.cause === "string") {
          message = error.cause;
        }
      }
    }
    const requestError = new RequestError(message, 500, {
      request: requestOptions
    });
    requestError.cause = error;
    throw requestError;
  }
  const status = fetchResponse.status;
  const url = fetchResponse.url;
  const responseHeaders = {};
  for (const [key, value] of fetchResponse.headers) {
    responseHeaders[key] = value;
  }
  const octokitResponse = {
    url,
    status,
    headers: responseHeaders,
    data: ""
  };
  if ("deprecation" in responseHeaders) {
    const matches = responseHeaders.link && responseHeaders.link.match(/<([^<>]+)>; rel="deprecation"/);
    const deprecationLink = matches && matches.pop();
    log.warn(
      `[@octokit/request] "${requestOptions.method} ${requestOptions.url}" is deprecated. It is scheduled to be removed on ${responseHeaders.sunset}${deprecationLink ? `. See ${deprecationLink}` : ""}`
    );
  }
  if (status === 204 || status === 205) {
    return octokitResponse;
  }
  if (requestOptions.method === "HEAD") {
    if (status < 400) {
      return octokitResponse;
    }
    throw new RequestError(fetchResponse.statusText, status, {
      response: octokitResponse,
      request: requestOptions
    });
  }
  if (status === 304) {
    octokitResponse.data = await getResponseData(fetchResponse);
    throw new RequestError("Not modified", status, {
      response: octokitResponse,
      request: requestOptions
    });
  }
  if (status >= 400) {
    octokitResponse.data = await getResponseData(fetchResponse);
    throw new RequestError(toErrorMessage(octokitResponse.data), status, {
      response: octokitResponse,
      request: requestOptions
    });
  }
  octokitResponse.data = parseSuccessResponseBody ? await getResponseData(fetchResponse) : fetchResponse.body;
  return octokitResponse;
}
async function getResponseData(response) {
  const contentType = response.headers.get("content-type");
  if (!contentType) {
    return response.text().catch(noop);
  }
  const mimetype = dist_parse(contentType);
  if (isJSONResponse(mimetype)) {
    let text = "";
    try {
      text = await response.text();
      return JSONParse(text);
    } catch (err) {
      return text;
    }
  } else if (mimetype.type.startsWith("text/") || // `application/octet-stream` is the canonical "arbitrary binary" type
  // (RFC 2046) and must never be decoded as text, even when the response
  // carries a (misleading) `charset=utf-8` parameter — see #751.
  mimetype.parameters.charset?.toLowerCase() === "utf-8" && mimetype.type !== "application/octet-stream") {
    return response.text().catch(noop);
  } else {
    return response.arrayBuffer().catch(
      /* v8 ignore next -- @preserve */
      () => new ArrayBuffer(0)
    );
  }
}
function isJSONResponse(mimetype) {
  return mimetype.type === "application/json" || mimetype.type === "application/scim+json";
}
function toErrorMessage(data) {
  if (typeof data === "string") {
    return data;
  }
  if (data instanceof ArrayBuffer) {
    return "Unknown error";
  }
  if (typeof data === "object" && data !== null && "message" in data) {
    const objectData = data;
    const suffix = "documentation_url" in objectData ? ` - ${objectData.documentation_url}` : "";
    return Array.isArray(objectData.errors) ? `${objectData.message}: ${objectData.errors.map((v) => JSON.stringify(v)).join(", ")}${suffix}` : `${objectData.message}${suffix}`;
  }
  return `Unknown error: ${JSON.stringify(data)}`;
}

// pkg/dist-src/with-defaults.js
function dist_bundle_withDefaults(oldEndpoint, newDefaults) {
  const endpoint2 = oldEndpoint.defaults(newDefaults);
  const newApi = function(route, parameters) {
    const endpointOptions = endpoint2.merge(route, parameters);
    if (!endpointOptions.request || !endpointOptions.request.hook) {
      return fetchWrapper(endpoint2.parse(endpointOptions));
    }
    const request2 = (route2, parameters2) => {
      return fetchWrapper(
        endpoint2.parse(endpoint2.merge(route2, parameters2))
      );
    };
    Object.assign(request2, {
      endpoint: endpoint2,
      defaults: dist_bundle_withDefaults.bind(null, endpoint2)
    });
    return endpointOptions.request.hook(request2, endpointOptions);
  };
  return Object.assign(newApi, {
    endpoint: endpoint2,
    defaults: dist_bundle_withDefaults.bind(null, endpoint2)
  });
}

// pkg/dist-src/index.js
var request = dist_bundle_withDefaults(endpoint, defaults_default);

/* v8 ignore next -- @preserve */
/* v8 ignore else -- @preserve */

;// CONCATENATED MODULE: ./node_modules/@octokit/graphql/dist-bundle/index.js
// pkg/dist-src/index.js



// pkg/dist-src/version.js
var graphql_dist_bundle_VERSION = "0.0.0-development";

// pkg/dist-src/with-defaults.js


// pkg/dist-src/graphql.js


// pkg/dist-src/error.js
function _buildMessageForResponseErrors(data) {
  return `Request failed due to following response errors:
` + data.errors.map((e) => ` - ${e.message}`).join("\n");
}
var GraphqlResponseError = class extends Error {
  constructor(request2, headers, response) {
    super(_buildMessageForResponseErrors(response));
    this.request = request2;
    this.headers = headers;
    this.response = response;
    this.errors = response.errors;
    this.data = response.data;
    if (Error.captureStackTrace) {
      Error.captureStackTrace(this, this.constructor);
    }
  }
  request;
  headers;
  response;
  name = "GraphqlResponseError";
  errors;
  data;
};

// pkg/dist-src/graphql.js
var NON_VARIABLE_OPTIONS = [
  "method",
  "baseUrl",
  "url",
  "headers",
  "request",
  "query",
  "mediaType",
  "operationName"
];
var FORBIDDEN_VARIABLE_OPTIONS = ["query", "method", "url"];
var GHES_V3_SUFFIX_REGEX = /\/api\/v3\/?$/;
function graphql(request2, query, options) {
  if (options) {
    if (typeof query === "string" && "query" in options) {
      return Promise.reject(
        new Error(`[@octokit/graphql] "query" cannot be used as variable name`)
      );
    }
    for (const key in options) {
      if (!FORBIDDEN_VARIABLE_OPTIONS.includes(key)) continue;
      return Promise.reject(
        new Error(
          `[@octokit/graphql] "${key}" cannot be used as variable name`
        )
      );
    }
  }
  const parsedOptions = typeof query === "string" ? Object.assign({ query }, options) : query;
  const requestOptions = Object.keys(
    parsedOptions
  ).reduce((result, key) => {
    if (NON_VARIABLE_OPTIONS.includes(key)) {
      result[key] = parsedOptions[key];
      return result;
    }
    if (!result.variables) {
      result.variables = {};
    }
    result.variables[key] = parsedOptions[key];
    return result;
  }, {});
  const baseUrl = parsedOptions.baseUrl || request2.endpoint.DEFAULTS.baseUrl;
  if (GHES_V3_SUFFIX_REGEX.test(baseUrl)) {
    requestOptions.url = baseUrl.replace(GHES_V3_SUFFIX_REGEX, "/api/graphql");
  }
  return request2(requestOptions).then((response) => {
    if (response.data.errors) {
      const headers = {};
      for (const key of Object.keys(response.headers)) {
        headers[key] = response.headers[key];
      }
      throw new GraphqlResponseError(
        requestOptions,
        headers,
        response.data
      );
    }
    return response.data.data;
  });
}

// pkg/dist-src/with-defaults.js
function graphql_dist_bundle_withDefaults(request2, newDefaults) {
  const newRequest = request2.defaults(newDefaults);
  const newApi = (query, options) => {
    return graphql(newRequest, query, options);
  };
  return Object.assign(newApi, {
    defaults: graphql_dist_bundle_withDefaults.bind(null, newRequest),
    endpoint: newRequest.endpoint
  });
}

// pkg/dist-src/index.js
var graphql2 = graphql_dist_bundle_withDefaults(request, {
  headers: {
    "user-agent": `octokit-graphql.js/${graphql_dist_bundle_VERSION} ${getUserAgent()}`
  },
  method: "POST",
  url: "/graphql"
});
function withCustomRequest(customRequest) {
  return graphql_dist_bundle_withDefaults(customRequest, {
    method: "POST",
    url: "/graphql"
  });
}

/* v8 ignore if -- @preserve */

;// CONCATENATED MODULE: ./node_modules/@octokit/auth-token/dist-bundle/index.js
// pkg/dist-src/is-jwt.js
var b64url = "(?:[a-zA-Z0-9_-]+)";
var sep = "\\.";
var jwtRE = new RegExp(`^${b64url}${sep}${b64url}${sep}${b64url}$`);
var isJWT = jwtRE.test.bind(jwtRE);

// pkg/dist-src/auth.js
async function auth(token) {
  const isApp = isJWT(token);
  const isInstallation = token.startsWith("v1.") || token.startsWith("ghs_");
  const isUserToServer = token.startsWith("ghu_");
  const tokenType = isApp ? "app" : isInstallation ? "installation" : isUserToServer ? "user-to-server" : "oauth";
  return {
    type: "token",
    token,
    tokenType
  };
}

// pkg/dist-src/with-authorization-prefix.js
function withAuthorizationPrefix(token) {
  if (token.split(/\./).length === 3) {
    return `bearer ${token}`;
  }
  return `token ${token}`;
}

// pkg/dist-src/hook.js
async function hook(token, request, route, parameters) {
  const endpoint = request.endpoint.merge(
    route,
    parameters
  );
  endpoint.headers.authorization = withAuthorizationPrefix(token);
  return request(endpoint);
}

// pkg/dist-src/index.js
var createTokenAuth = function createTokenAuth2(token) {
  if (!token) {
    throw new Error("[@octokit/auth-token] No token passed to createTokenAuth");
  }
  if (typeof token !== "string") {
    throw new Error(
      "[@octokit/auth-token] Token passed to createTokenAuth is not a string"
    );
  }
  token = token.replace(/^(token|bearer) +/i, "");
  return Object.assign(auth.bind(null, token), {
    hook: hook.bind(null, token)
  });
};


;// CONCATENATED MODULE: ./node_modules/@octokit/core/dist-src/version.js
const version_VERSION = "7.0.8";


;// CONCATENATED MODULE: ./node_modules/@octokit/core/dist-src/index.js






const dist_src_noop = () => {
};
const consoleWarn = console.warn.bind(console);
const consoleError = console.error.bind(console);
function createLogger(logger = {}) {
  if (typeof logger.debug !== "function") {
    logger.debug = dist_src_noop;
  }
  if (typeof logger.info !== "function") {
    logger.info = dist_src_noop;
  }
  if (typeof logger.warn !== "function") {
    logger.warn = consoleWarn;
  }
  if (typeof logger.error !== "function") {
    logger.error = consoleError;
  }
  return logger;
}
const userAgentTrail = `octokit-core.js/${version_VERSION} ${getUserAgent()}`;
class Octokit {
  static VERSION = version_VERSION;
  static defaults(defaults) {
    const OctokitWithDefaults = class extends this {
      constructor(...args) {
        const options = args[0] || {};
        if (typeof defaults === "function") {
          super(defaults(options));
          return;
        }
        super(
          Object.assign(
            {},
            defaults,
            options,
            options.userAgent && defaults.userAgent ? {
              userAgent: `${options.userAgent} ${defaults.userAgent}`
            } : null
          )
        );
      }
    };
    return OctokitWithDefaults;
  }
  static plugins = [];
  /**
   * Attach a plugin (or many) to your Octokit instance.
   *
   * @example
   * const API = Octokit.plugin(plugin1, plugin2, plugin3, ...)
   */
  static plugin(...newPlugins) {
    const currentPlugins = this.plugins;
    const NewOctokit = class extends this {
      static plugins = currentPlugins.concat(
        newPlugins.filter((plugin) => !currentPlugins.includes(plugin))
      );
    };
    return NewOctokit;
  }
  constructor(options = {}) {
    const hook = new before_after_hook.Collection();
    const requestDefaults = {
      baseUrl: request.endpoint.DEFAULTS.baseUrl,
      headers: {},
      request: Object.assign({}, options.request, {
        // @ts-ignore internal usage only, no need to type
        hook: hook.bind(null, "request")
      }),
      mediaType: {
        previews: [],
        format: ""
      }
    };
    requestDefaults.headers["user-agent"] = options.userAgent ? `${options.userAgent} ${userAgentTrail}` : userAgentTrail;
    if (options.baseUrl) {
      requestDefaults.baseUrl = options.baseUrl;
    }
    if (options.previews) {
      requestDefaults.mediaType.previews = options.previews;
    }
    if (options.timeZone) {
      requestDefaults.headers["time-zone"] = options.timeZone;
    }
    this.request = request.defaults(requestDefaults);
    this.graphql = withCustomRequest(this.request).defaults(requestDefaults);
    this.log = createLogger(options.log);
    this.hook = hook;
    if (!options.authStrategy) {
      if (!options.auth) {
        this.auth = async () => ({
          type: "unauthenticated"
        });
      } else {
        const auth = createTokenAuth(options.auth);
        hook.wrap("request", auth.hook);
        this.auth = auth;
      }
    } else {
      const { authStrategy, ...otherOptions } = options;
      const auth = authStrategy(
        Object.assign(
          {
            request: this.request,
            log: this.log,
            // we pass the current octokit instance as well as its constructor options
            // to allow for authentication strategies that return a new octokit instance
            // that shares the same internal state as the current one. The original
            // requirement for this was the "event-octokit" authentication strategy
            // of https://github.com/probot/octokit-auth-probot.
            octokit: this,
            octokitOptions: otherOptions
          },
          options.auth
        )
      );
      hook.wrap("request", auth.hook);
      this.auth = auth;
    }
    const classConstructor = this.constructor;
    for (let i = 0; i < classConstructor.plugins.length; ++i) {
      Object.assign(this, classConstructor.plugins[i](this, options));
    }
  }
  // assigned during constructor
  request;
  graphql;
  log;
  hook;
  // TODO: type `octokit.auth` based on passed options.authStrategy
  auth;
}


;// CONCATENATED MODULE: ./node_modules/@octokit/plugin-rest-endpoint-methods/dist-src/version.js
const dist_src_version_VERSION = "17.0.0";

//# sourceMappingURL=version.js.map

;// CONCATENATED MODULE: ./node_modules/@octokit/plugin-rest-endpoint-methods/dist-src/generated/endpoints.js
const Endpoints = {
  actions: {
    addCustomLabelsToSelfHostedRunnerForOrg: [
      "POST /orgs/{org}/actions/runners/{runner_id}/labels"
    ],
    addCustomLabelsToSelfHostedRunnerForRepo: [
      "POST /repos/{owner}/{repo}/actions/runners/{runner_id}/labels"
    ],
    addRepoAccessToSelfHostedRunnerGroupInOrg: [
      "PUT /orgs/{org}/actions/runner-groups/{runner_group_id}/repositories/{repository_id}"
    ],
    addSelectedRepoToOrgSecret: [
      "PUT /orgs/{org}/actions/secrets/{secret_name}/repositories/{repository_id}"
    ],
    addSelectedRepoToOrgVariable: [
      "PUT /orgs/{org}/actions/variables/{name}/repositories/{repository_id}"
    ],
    approveWorkflowRun: [
      "POST /repos/{owner}/{repo}/actions/runs/{run_id}/approve"
    ],
    cancelWorkflowRun: [
      "POST /repos/{owner}/{repo}/actions/runs/{run_id}/cancel"
    ],
    createEnvironmentVariable: [
      "POST /repos/{owner}/{repo}/environments/{environment_name}/variables"
    ],
    createHostedRunnerForOrg: ["POST /orgs/{org}/actions/hosted-runners"],
    createOrUpdateEnvironmentSecret: [
      "PUT /repos/{owner}/{repo}/environments/{environment_name}/secrets/{secret_name}"
    ],
    createOrUpdateOrgSecret: ["PUT /orgs/{org}/actions/secrets/{secret_name}"],
    createOrUpdateRepoSecret: [
      "PUT /repos/{owner}/{repo}/actions/secrets/{secret_name}"
    ],
    createOrgVariable: ["POST /orgs/{org}/actions/variables"],
    createRegistrationTokenForOrg: [
      "POST /orgs/{org}/actions/runners/registration-token"
    ],
    createRegistrationTokenForRepo: [
      "POST /repos/{owner}/{repo}/actions/runners/registration-token"
    ],
    createRemoveTokenForOrg: ["POST /orgs/{org}/actions/runners/remove-token"],
    createRemoveTokenForRepo: [
      "POST /repos/{owner}/{repo}/actions/runners/remove-token"
    ],
    createRepoVariable: ["POST /repos/{owner}/{repo}/actions/variables"],
    createWorkflowDispatch: [
      "POST /repos/{owner}/{repo}/actions/workflows/{workflow_id}/dispatches"
    ],
    deleteActionsCacheById: [
      "DELETE /repos/{owner}/{repo}/actions/caches/{cache_id}"
    ],
    deleteActionsCacheByKey: [
      "DELETE /repos/{owner}/{repo}/actions/caches{?key,ref}"
    ],
    deleteArtifact: [
      "DELETE /repos/{owner}/{repo}/actions/artifacts/{artifact_id}"
    ],
    deleteCustomImageFromOrg: [
      "DELETE /orgs/{org}/actions/hosted-runners/images/custom/{image_definition_id}"
    ],
    deleteCustomImageVersionFromOrg: [
      "DELETE /orgs/{org}/actions/hosted-runners/images/custom/{image_definition_id}/versions/{version}"
    ],
    deleteEnvironmentSecret: [
      "DELETE /repos/{owner}/{repo}/environments/{environment_name}/secrets/{secret_name}"
    ],
    deleteEnvironmentVariable: [
      "DELETE /repos/{owner}/{repo}/environments/{environment_name}/variables/{name}"
    ],
    deleteHostedRunnerForOrg: [
      "DELETE /orgs/{org}/actions/hosted-runners/{hosted_runner_id}"
    ],
    deleteOrgSecret: ["DELETE /orgs/{org}/actions/secrets/{secret_name}"],
    deleteOrgVariable: ["DELETE /orgs/{org}/actions/variables/{name}"],
    deleteRepoSecret: [
      "DELETE /repos/{owner}/{repo}/actions/secrets/{secret_name}"
    ],
    deleteRepoVariable: [
      "DELETE /repos/{owner}/{repo}/actions/variables/{name}"
    ],
    deleteSelfHostedRunnerFromOrg: [
      "DELETE /orgs/{org}/actions/runners/{runner_id}"
    ],
    deleteSelfHostedRunnerFromRepo: [
      "DELETE /repos/{owner}/{repo}/actions/runners/{runner_id}"
    ],
    deleteWorkflowRun: ["DELETE /repos/{owner}/{repo}/actions/runs/{run_id}"],
    deleteWorkflowRunLogs: [
      "DELETE /repos/{owner}/{repo}/actions/runs/{run_id}/logs"
    ],
    disableSelectedRepositoryGithubActionsOrganization: [
      "DELETE /orgs/{org}/actions/permissions/repositories/{repository_id}"
    ],
    disableWorkflow: [
      "PUT /repos/{owner}/{repo}/actions/workflows/{workflow_id}/disable"
    ],
    downloadArtifact: [
      "GET /repos/{owner}/{repo}/actions/artifacts/{artifact_id}/{archive_format}"
    ],
    downloadJobLogsForWorkflowRun: [
      "GET /repos/{owner}/{repo}/actions/jobs/{job_id}/logs"
    ],
    downloadWorkflowRunAttemptLogs: [
      "GET /repos/{owner}/{repo}/actions/runs/{run_id}/attempts/{attempt_number}/logs"
    ],
    downloadWorkflowRunLogs: [
      "GET /repos/{owner}/{repo}/actions/runs/{run_id}/logs"
    ],
    enableSelectedRepositoryGithubActionsOrganization: [
      "PUT /orgs/{org}/actions/permissions/repositories/{repository_id}"
    ],
    enableWorkflow: [
      "PUT /repos/{owner}/{repo}/actions/workflows/{workflow_id}/enable"
    ],
    forceCancelWorkflowRun: [
      "POST /repos/{owner}/{repo}/actions/runs/{run_id}/force-cancel"
    ],
    generateRunnerJitconfigForOrg: [
      "POST /orgs/{org}/actions/runners/generate-jitconfig"
    ],
    generateRunnerJitconfigForRepo: [
      "POST /repos/{owner}/{repo}/actions/runners/generate-jitconfig"
    ],
    getActionsCacheList: ["GET /repos/{owner}/{repo}/actions/caches"],
    getActionsCacheUsage: ["GET /repos/{owner}/{repo}/actions/cache/usage"],
    getActionsCacheUsageByRepoForOrg: [
      "GET /orgs/{org}/actions/cache/usage-by-repository"
    ],
    getActionsCacheUsageForOrg: ["GET /orgs/{org}/actions/cache/usage"],
    getAllowedActionsOrganization: [
      "GET /orgs/{org}/actions/permissions/selected-actions"
    ],
    getAllowedActionsRepository: [
      "GET /repos/{owner}/{repo}/actions/permissions/selected-actions"
    ],
    getArtifact: ["GET /repos/{owner}/{repo}/actions/artifacts/{artifact_id}"],
    getCustomImageForOrg: [
      "GET /orgs/{org}/actions/hosted-runners/images/custom/{image_definition_id}"
    ],
    getCustomImageVersionForOrg: [
      "GET /orgs/{org}/actions/hosted-runners/images/custom/{image_definition_id}/versions/{version}"
    ],
    getCustomOidcSubClaimForRepo: [
      "GET /repos/{owner}/{repo}/actions/oidc/customization/sub"
    ],
    getEnvironmentPublicKey: [
      "GET /repos/{owner}/{repo}/environments/{environment_name}/secrets/public-key"
    ],
    getEnvironmentSecret: [
      "GET /repos/{owner}/{repo}/environments/{environment_name}/secrets/{secret_name}"
    ],
    getEnvironmentVariable: [
      "GET /repos/{owner}/{repo}/environments/{environment_name}/variables/{name}"
    ],
    getGithubActionsDefaultWorkflowPermissionsOrganization: [
      "GET /orgs/{org}/actions/permissions/workflow"
    ],
    getGithubActionsDefaultWorkflowPermissionsRepository: [
      "GET /repos/{owner}/{repo}/actions/permissions/workflow"
    ],
    getGithubActionsPermissionsOrganization: [
      "GET /orgs/{org}/actions/permissions"
    ],
    getGithubActionsPermissionsRepository: [
      "GET /repos/{owner}/{repo}/actions/permissions"
    ],
    getHostedRunnerForOrg: [
      "GET /orgs/{org}/actions/hosted-runners/{hosted_runner_id}"
    ],
    getHostedRunnersGithubOwnedImagesForOrg: [
      "GET /orgs/{org}/actions/hosted-runners/images/github-owned"
    ],
    getHostedRunnersLimitsForOrg: [
      "GET /orgs/{org}/actions/hosted-runners/limits"
    ],
    getHostedRunnersMachineSpecsForOrg: [
      "GET /orgs/{org}/actions/hosted-runners/machine-sizes"
    ],
    getHostedRunnersPartnerImagesForOrg: [
      "GET /orgs/{org}/actions/hosted-runners/images/partner"
    ],
    getHostedRunnersPlatformsForOrg: [
      "GET /orgs/{org}/actions/hosted-runners/platforms"
    ],
    getJobForWorkflowRun: ["GET /repos/{owner}/{repo}/actions/jobs/{job_id}"],
    getOrgPublicKey: ["GET /orgs/{org}/actions/secrets/public-key"],
    getOrgSecret: ["GET /orgs/{org}/actions/secrets/{secret_name}"],
    getOrgVariable: ["GET /orgs/{org}/actions/variables/{name}"],
    getPendingDeploymentsForRun: [
      "GET /repos/{owner}/{repo}/actions/runs/{run_id}/pending_deployments"
    ],
    getRepoPermissions: [
      "GET /repos/{owner}/{repo}/actions/permissions",
      {},
      { renamed: ["actions", "getGithubActionsPermissionsRepository"] }
    ],
    getRepoPublicKey: ["GET /repos/{owner}/{repo}/actions/secrets/public-key"],
    getRepoSecret: ["GET /repos/{owner}/{repo}/actions/secrets/{secret_name}"],
    getRepoVariable: ["GET /repos/{owner}/{repo}/actions/variables/{name}"],
    getReviewsForRun: [
      "GET /repos/{owner}/{repo}/actions/runs/{run_id}/approvals"
    ],
    getSelfHostedRunnerForOrg: ["GET /orgs/{org}/actions/runners/{runner_id}"],
    getSelfHostedRunnerForRepo: [
      "GET /repos/{owner}/{repo}/actions/runners/{runner_id}"
    ],
    getWorkflow: ["GET /repos/{owner}/{repo}/actions/workflows/{workflow_id}"],
    getWorkflowAccessToRepository: [
      "GET /repos/{owner}/{repo}/actions/permissions/access"
    ],
    getWorkflowRun: ["GET /repos/{owner}/{repo}/actions/runs/{run_id}"],
    getWorkflowRunAttempt: [
      "GET /repos/{owner}/{repo}/actions/runs/{run_id}/attempts/{attempt_number}"
    ],
    getWorkflowRunUsage: [
      "GET /repos/{owner}/{repo}/actions/runs/{run_id}/timing"
    ],
    getWorkflowUsage: [
      "GET /repos/{owner}/{repo}/actions/workflows/{workflow_id}/timing"
    ],
    listArtifactsForRepo: ["GET /repos/{owner}/{repo}/actions/artifacts"],
    listCustomImageVersionsForOrg: [
      "GET /orgs/{org}/actions/hosted-runners/images/custom/{image_definition_id}/versions"
    ],
    listCustomImagesForOrg: [
      "GET /orgs/{org}/actions/hosted-runners/images/custom"
    ],
    listEnvironmentSecrets: [
      "GET /repos/{owner}/{repo}/environments/{environment_name}/secrets"
    ],
    listEnvironmentVariables: [
      "GET /repos/{owner}/{repo}/environments/{environment_name}/variables"
    ],
    listGithubHostedRunnersInGroupForOrg: [
      "GET /orgs/{org}/actions/runner-groups/{runner_group_id}/hosted-runners"
    ],
    listHostedRunnersForOrg: ["GET /orgs/{org}/actions/hosted-runners"],
    listJobsForWorkflowRun: [
      "GET /repos/{owner}/{repo}/actions/runs/{run_id}/jobs"
    ],
    listJobsForWorkflowRunAttempt: [
      "GET /repos/{owner}/{repo}/actions/runs/{run_id}/attempts/{attempt_number}/jobs"
    ],
    listLabelsForSelfHostedRunnerForOrg: [
      "GET /orgs/{org}/actions/runners/{runner_id}/labels"
    ],
    listLabelsForSelfHostedRunnerForRepo: [
      "GET /repos/{owner}/{repo}/actions/runners/{runner_id}/labels"
    ],
    listOrgSecrets: ["GET /orgs/{org}/actions/secrets"],
    listOrgVariables: ["GET /orgs/{org}/actions/variables"],
    listRepoOrganizationSecrets: [
      "GET /repos/{owner}/{repo}/actions/organization-secrets"
    ],
    listRepoOrganizationVariables: [
      "GET /repos/{owner}/{repo}/actions/organization-variables"
    ],
    listRepoSecrets: ["GET /repos/{owner}/{repo}/actions/secrets"],
    listRepoVariables: ["GET /repos/{owner}/{repo}/actions/variables"],
    listRepoWorkflows: ["GET /repos/{owner}/{repo}/actions/workflows"],
    listRunnerApplicationsForOrg: ["GET /orgs/{org}/actions/runners/downloads"],
    listRunnerApplicationsForRepo: [
      "GET /repos/{owner}/{repo}/actions/runners/downloads"
    ],
    listSelectedReposForOrgSecret: [
      "GET /orgs/{org}/actions/secrets/{secret_name}/repositories"
    ],
    listSelectedReposForOrgVariable: [
      "GET /orgs/{org}/actions/variables/{name}/repositories"
    ],
    listSelectedRepositoriesEnabledGithubActionsOrganization: [
      "GET /orgs/{org}/actions/permissions/repositories"
    ],
    listSelfHostedRunnersForOrg: ["GET /orgs/{org}/actions/runners"],
    listSelfHostedRunnersForRepo: ["GET /repos/{owner}/{repo}/actions/runners"],
    listWorkflowRunArtifacts: [
      "GET /repos/{owner}/{repo}/actions/runs/{run_id}/artifacts"
    ],
    listWorkflowRuns: [
      "GET /repos/{owner}/{repo}/actions/workflows/{workflow_id}/runs"
    ],
    listWorkflowRunsForRepo: ["GET /repos/{owner}/{repo}/actions/runs"],
    reRunJobForWorkflowRun: [
      "POST /repos/{owner}/{repo}/actions/jobs/{job_id}/rerun"
    ],
    reRunWorkflow: ["POST /repos/{owner}/{repo}/actions/runs/{run_id}/rerun"],
    reRunWorkflowFailedJobs: [
      "POST /repos/{owner}/{repo}/actions/runs/{run_id}/rerun-failed-jobs"
    ],
    removeAllCustomLabelsFromSelfHostedRunnerForOrg: [
      "DELETE /orgs/{org}/actions/runners/{runner_id}/labels"
    ],
    removeAllCustomLabelsFromSelfHostedRunnerForRepo: [
      "DELETE /repos/{owner}/{repo}/actions/runners/{runner_id}/labels"
    ],
    removeCustomLabelFromSelfHostedRunnerForOrg: [
      "DELETE /orgs/{org}/actions/runners/{runner_id}/labels/{name}"
    ],
    removeCustomLabelFromSelfHostedRunnerForRepo: [
      "DELETE /repos/{owner}/{repo}/actions/runners/{runner_id}/labels/{name}"
    ],
    removeSelectedRepoFromOrgSecret: [
      "DELETE /orgs/{org}/actions/secrets/{secret_name}/repositories/{repository_id}"
    ],
    removeSelectedRepoFromOrgVariable: [
      "DELETE /orgs/{org}/actions/variables/{name}/repositories/{repository_id}"
    ],
    reviewCustomGatesForRun: [
      "POST /repos/{owner}/{repo}/actions/runs/{run_id}/deployment_protection_rule"
    ],
    reviewPendingDeploymentsForRun: [
      "POST /repos/{owner}/{repo}/actions/runs/{run_id}/pending_deployments"
    ],
    setAllowedActionsOrganization: [
      "PUT /orgs/{org}/actions/permissions/selected-actions"
    ],
    setAllowedActionsRepository: [
      "PUT /repos/{owner}/{repo}/actions/permissions/selected-actions"
    ],
    setCustomLabelsForSelfHostedRunnerForOrg: [
      "PUT /orgs/{org}/actions/runners/{runner_id}/labels"
    ],
    setCustomLabelsForSelfHostedRunnerForRepo: [
      "PUT /repos/{owner}/{repo}/actions/runners/{runner_id}/labels"
    ],
    setCustomOidcSubClaimForRepo: [
      "PUT /repos/{owner}/{repo}/actions/oidc/customization/sub"
    ],
    setGithubActionsDefaultWorkflowPermissionsOrganization: [
      "PUT /orgs/{org}/actions/permissions/workflow"
    ],
    setGithubActionsDefaultWorkflowPermissionsRepository: [
      "PUT /repos/{owner}/{repo}/actions/permissions/workflow"
    ],
    setGithubActionsPermissionsOrganization: [
      "PUT /orgs/{org}/actions/permissions"
    ],
    setGithubActionsPermissionsRepository: [
      "PUT /repos/{owner}/{repo}/actions/permissions"
    ],
    setSelectedReposForOrgSecret: [
      "PUT /orgs/{org}/actions/secrets/{secret_name}/repositories"
    ],
    setSelectedReposForOrgVariable: [
      "PUT /orgs/{org}/actions/variables/{name}/repositories"
    ],
    setSelectedRepositoriesEnabledGithubActionsOrganization: [
      "PUT /orgs/{org}/actions/permissions/repositories"
    ],
    setWorkflowAccessToRepository: [
      "PUT /repos/{owner}/{repo}/actions/permissions/access"
    ],
    updateEnvironmentVariable: [
      "PATCH /repos/{owner}/{repo}/environments/{environment_name}/variables/{name}"
    ],
    updateHostedRunnerForOrg: [
      "PATCH /orgs/{org}/actions/hosted-runners/{hosted_runner_id}"
    ],
    updateOrgVariable: ["PATCH /orgs/{org}/actions/variables/{name}"],
    updateRepoVariable: [
      "PATCH /repos/{owner}/{repo}/actions/variables/{name}"
    ]
  },
  activity: {
    checkRepoIsStarredByAuthenticatedUser: ["GET /user/starred/{owner}/{repo}"],
    deleteRepoSubscription: ["DELETE /repos/{owner}/{repo}/subscription"],
    deleteThreadSubscription: [
      "DELETE /notifications/threads/{thread_id}/subscription"
    ],
    getFeeds: ["GET /feeds"],
    getRepoSubscription: ["GET /repos/{owner}/{repo}/subscription"],
    getThread: ["GET /notifications/threads/{thread_id}"],
    getThreadSubscriptionForAuthenticatedUser: [
      "GET /notifications/threads/{thread_id}/subscription"
    ],
    listEventsForAuthenticatedUser: ["GET /users/{username}/events"],
    listNotificationsForAuthenticatedUser: ["GET /notifications"],
    listOrgEventsForAuthenticatedUser: [
      "GET /users/{username}/events/orgs/{org}"
    ],
    listPublicEvents: ["GET /events"],
    listPublicEventsForRepoNetwork: ["GET /networks/{owner}/{repo}/events"],
    listPublicEventsForUser: ["GET /users/{username}/events/public"],
    listPublicOrgEvents: ["GET /orgs/{org}/events"],
    listReceivedEventsForUser: ["GET /users/{username}/received_events"],
    listReceivedPublicEventsForUser: [
      "GET /users/{username}/received_events/public"
    ],
    listRepoEvents: ["GET /repos/{owner}/{repo}/events"],
    listRepoNotificationsForAuthenticatedUser: [
      "GET /repos/{owner}/{repo}/notifications"
    ],
    listReposStarredByAuthenticatedUser: ["GET /user/starred"],
    listReposStarredByUser: ["GET /users/{username}/starred"],
    listReposWatchedByUser: ["GET /users/{username}/subscriptions"],
    listStargazersForRepo: ["GET /repos/{owner}/{repo}/stargazers"],
    listWatchedReposForAuthenticatedUser: ["GET /user/subscriptions"],
    listWatchersForRepo: ["GET /repos/{owner}/{repo}/subscribers"],
    markNotificationsAsRead: ["PUT /notifications"],
    markRepoNotificationsAsRead: ["PUT /repos/{owner}/{repo}/notifications"],
    markThreadAsDone: ["DELETE /notifications/threads/{thread_id}"],
    markThreadAsRead: ["PATCH /notifications/threads/{thread_id}"],
    setRepoSubscription: ["PUT /repos/{owner}/{repo}/subscription"],
    setThreadSubscription: [
      "PUT /notifications/threads/{thread_id}/subscription"
    ],
    starRepoForAuthenticatedUser: ["PUT /user/starred/{owner}/{repo}"],
    unstarRepoForAuthenticatedUser: ["DELETE /user/starred/{owner}/{repo}"]
  },
  apps: {
    addRepoToInstallation: [
      "PUT /user/installations/{installation_id}/repositories/{repository_id}",
      {},
      { renamed: ["apps", "addRepoToInstallationForAuthenticatedUser"] }
    ],
    addRepoToInstallationForAuthenticatedUser: [
      "PUT /user/installations/{installation_id}/repositories/{repository_id}"
    ],
    checkToken: ["POST /applications/{client_id}/token"],
    createFromManifest: ["POST /app-manifests/{code}/conversions"],
    createInstallationAccessToken: [
      "POST /app/installations/{installation_id}/access_tokens"
    ],
    deleteAuthorization: ["DELETE /applications/{client_id}/grant"],
    deleteInstallation: ["DELETE /app/installations/{installation_id}"],
    deleteToken: ["DELETE /applications/{client_id}/token"],
    getAuthenticated: ["GET /app"],
    getBySlug: ["GET /apps/{app_slug}"],
    getInstallation: ["GET /app/installations/{installation_id}"],
    getOrgInstallation: ["GET /orgs/{org}/installation"],
    getRepoInstallation: ["GET /repos/{owner}/{repo}/installation"],
    getSubscriptionPlanForAccount: [
      "GET /marketplace_listing/accounts/{account_id}"
    ],
    getSubscriptionPlanForAccountStubbed: [
      "GET /marketplace_listing/stubbed/accounts/{account_id}"
    ],
    getUserInstallation: ["GET /users/{username}/installation"],
    getWebhookConfigForApp: ["GET /app/hook/config"],
    getWebhookDelivery: ["GET /app/hook/deliveries/{delivery_id}"],
    listAccountsForPlan: ["GET /marketplace_listing/plans/{plan_id}/accounts"],
    listAccountsForPlanStubbed: [
      "GET /marketplace_listing/stubbed/plans/{plan_id}/accounts"
    ],
    listInstallationReposForAuthenticatedUser: [
      "GET /user/installations/{installation_id}/repositories"
    ],
    listInstallationRequestsForAuthenticatedApp: [
      "GET /app/installation-requests"
    ],
    listInstallations: ["GET /app/installations"],
    listInstallationsForAuthenticatedUser: ["GET /user/installations"],
    listPlans: ["GET /marketplace_listing/plans"],
    listPlansStubbed: ["GET /marketplace_listing/stubbed/plans"],
    listReposAccessibleToInstallation: ["GET /installation/repositories"],
    listSubscriptionsForAuthenticatedUser: ["GET /user/marketplace_purchases"],
    listSubscriptionsForAuthenticatedUserStubbed: [
      "GET /user/marketplace_purchases/stubbed"
    ],
    listWebhookDeliveries: ["GET /app/hook/deliveries"],
    redeliverWebhookDelivery: [
      "POST /app/hook/deliveries/{delivery_id}/attempts"
    ],
    removeRepoFromInstallation: [
      "DELETE /user/installations/{installation_id}/repositories/{repository_id}",
      {},
      { renamed: ["apps", "removeRepoFromInstallationForAuthenticatedUser"] }
    ],
    removeRepoFromInstallationForAuthenticatedUser: [
      "DELETE /user/installations/{installation_id}/repositories/{repository_id}"
    ],
    resetToken: ["PATCH /applications/{client_id}/token"],
    revokeInstallationAccessToken: ["DELETE /installation/token"],
    scopeToken: ["POST /applications/{client_id}/token/scoped"],
    suspendInstallation: ["PUT /app/installations/{installation_id}/suspended"],
    unsuspendInstallation: [
      "DELETE /app/installations/{installation_id}/suspended"
    ],
    updateWebhookConfigForApp: ["PATCH /app/hook/config"]
  },
  billing: {
    getGithubActionsBillingOrg: ["GET /orgs/{org}/settings/billing/actions"],
    getGithubActionsBillingUser: [
      "GET /users/{username}/settings/billing/actions"
    ],
    getGithubBillingPremiumRequestUsageReportOrg: [
      "GET /organizations/{org}/settings/billing/premium_request/usage"
    ],
    getGithubBillingPremiumRequestUsageReportUser: [
      "GET /users/{username}/settings/billing/premium_request/usage"
    ],
    getGithubBillingUsageReportOrg: [
      "GET /organizations/{org}/settings/billing/usage"
    ],
    getGithubBillingUsageReportUser: [
      "GET /users/{username}/settings/billing/usage"
    ],
    getGithubPackagesBillingOrg: ["GET /orgs/{org}/settings/billing/packages"],
    getGithubPackagesBillingUser: [
      "GET /users/{username}/settings/billing/packages"
    ],
    getSharedStorageBillingOrg: [
      "GET /orgs/{org}/settings/billing/shared-storage"
    ],
    getSharedStorageBillingUser: [
      "GET /users/{username}/settings/billing/shared-storage"
    ]
  },
  campaigns: {
    createCampaign: ["POST /orgs/{org}/campaigns"],
    deleteCampaign: ["DELETE /orgs/{org}/campaigns/{campaign_number}"],
    getCampaignSummary: ["GET /orgs/{org}/campaigns/{campaign_number}"],
    listOrgCampaigns: ["GET /orgs/{org}/campaigns"],
    updateCampaign: ["PATCH /orgs/{org}/campaigns/{campaign_number}"]
  },
  checks: {
    create: ["POST /repos/{owner}/{repo}/check-runs"],
    createSuite: ["POST /repos/{owner}/{repo}/check-suites"],
    get: ["GET /repos/{owner}/{repo}/check-runs/{check_run_id}"],
    getSuite: ["GET /repos/{owner}/{repo}/check-suites/{check_suite_id}"],
    listAnnotations: [
      "GET /repos/{owner}/{repo}/check-runs/{check_run_id}/annotations"
    ],
    listForRef: ["GET /repos/{owner}/{repo}/commits/{ref}/check-runs"],
    listForSuite: [
      "GET /repos/{owner}/{repo}/check-suites/{check_suite_id}/check-runs"
    ],
    listSuitesForRef: ["GET /repos/{owner}/{repo}/commits/{ref}/check-suites"],
    rerequestRun: [
      "POST /repos/{owner}/{repo}/check-runs/{check_run_id}/rerequest"
    ],
    rerequestSuite: [
      "POST /repos/{owner}/{repo}/check-suites/{check_suite_id}/rerequest"
    ],
    setSuitesPreferences: [
      "PATCH /repos/{owner}/{repo}/check-suites/preferences"
    ],
    update: ["PATCH /repos/{owner}/{repo}/check-runs/{check_run_id}"]
  },
  codeScanning: {
    commitAutofix: [
      "POST /repos/{owner}/{repo}/code-scanning/alerts/{alert_number}/autofix/commits"
    ],
    createAutofix: [
      "POST /repos/{owner}/{repo}/code-scanning/alerts/{alert_number}/autofix"
    ],
    createVariantAnalysis: [
      "POST /repos/{owner}/{repo}/code-scanning/codeql/variant-analyses"
    ],
    deleteAnalysis: [
      "DELETE /repos/{owner}/{repo}/code-scanning/analyses/{analysis_id}{?confirm_delete}"
    ],
    deleteCodeqlDatabase: [
      "DELETE /repos/{owner}/{repo}/code-scanning/codeql/databases/{language}"
    ],
    getAlert: [
      "GET /repos/{owner}/{repo}/code-scanning/alerts/{alert_number}",
      {},
      { renamedParameters: { alert_id: "alert_number" } }
    ],
    getAnalysis: [
      "GET /repos/{owner}/{repo}/code-scanning/analyses/{analysis_id}"
    ],
    getAutofix: [
      "GET /repos/{owner}/{repo}/code-scanning/alerts/{alert_number}/autofix"
    ],
    getCodeqlDatabase: [
      "GET /repos/{owner}/{repo}/code-scanning/codeql/databases/{language}"
    ],
    getDefaultSetup: ["GET /repos/{owner}/{repo}/code-scanning/default-setup"],
    getSarif: ["GET /repos/{owner}/{repo}/code-scanning/sarifs/{sarif_id}"],
    getVariantAnalysis: [
      "GET /repos/{owner}/{repo}/code-scanning/codeql/variant-analyses/{codeql_variant_analysis_id}"
    ],
    getVariantAnalysisRepoTask: [
      "GET /repos/{owner}/{repo}/code-scanning/codeql/variant-analyses/{codeql_variant_analysis_id}/repos/{repo_owner}/{repo_name}"
    ],
    listAlertInstances: [
      "GET /repos/{owner}/{repo}/code-scanning/alerts/{alert_number}/instances"
    ],
    listAlertsForOrg: ["GET /orgs/{org}/code-scanning/alerts"],
    listAlertsForRepo: ["GET /repos/{owner}/{repo}/code-scanning/alerts"],
    listAlertsInstances: [
      "GET /repos/{owner}/{repo}/code-scanning/alerts/{alert_number}/instances",
      {},
      { renamed: ["codeScanning", "listAlertInstances"] }
    ],
    listCodeqlDatabases: [
      "GET /repos/{owner}/{repo}/code-scanning/codeql/databases"
    ],
    listRecentAnalyses: ["GET /repos/{owner}/{repo}/code-scanning/analyses"],
    updateAlert: [
      "PATCH /repos/{owner}/{repo}/code-scanning/alerts/{alert_number}"
    ],
    updateDefaultSetup: [
      "PATCH /repos/{owner}/{repo}/code-scanning/default-setup"
    ],
    uploadSarif: ["POST /repos/{owner}/{repo}/code-scanning/sarifs"]
  },
  codeSecurity: {
    attachConfiguration: [
      "POST /orgs/{org}/code-security/configurations/{configuration_id}/attach"
    ],
    attachEnterpriseConfiguration: [
      "POST /enterprises/{enterprise}/code-security/configurations/{configuration_id}/attach"
    ],
    createConfiguration: ["POST /orgs/{org}/code-security/configurations"],
    createConfigurationForEnterprise: [
      "POST /enterprises/{enterprise}/code-security/configurations"
    ],
    deleteConfiguration: [
      "DELETE /orgs/{org}/code-security/configurations/{configuration_id}"
    ],
    deleteConfigurationForEnterprise: [
      "DELETE /enterprises/{enterprise}/code-security/configurations/{configuration_id}"
    ],
    detachConfiguration: [
      "DELETE /orgs/{org}/code-security/configurations/detach"
    ],
    getConfiguration: [
      "GET /orgs/{org}/code-security/configurations/{configuration_id}"
    ],
    getConfigurationForRepository: [
      "GET /repos/{owner}/{repo}/code-security-configuration"
    ],
    getConfigurationsForEnterprise: [
      "GET /enterprises/{enterprise}/code-security/configurations"
    ],
    getConfigurationsForOrg: ["GET /orgs/{org}/code-security/configurations"],
    getDefaultConfigurations: [
      "GET /orgs/{org}/code-security/configurations/defaults"
    ],
    getDefaultConfigurationsForEnterprise: [
      "GET /enterprises/{enterprise}/code-security/configurations/defaults"
    ],
    getRepositoriesForConfiguration: [
      "GET /orgs/{org}/code-security/configurations/{configuration_id}/repositories"
    ],
    getRepositoriesForEnterpriseConfiguration: [
      "GET /enterprises/{enterprise}/code-security/configurations/{configuration_id}/repositories"
    ],
    getSingleConfigurationForEnterprise: [
      "GET /enterprises/{enterprise}/code-security/configurations/{configuration_id}"
    ],
    setConfigurationAsDefault: [
      "PUT /orgs/{org}/code-security/configurations/{configuration_id}/defaults"
    ],
    setConfigurationAsDefaultForEnterprise: [
      "PUT /enterprises/{enterprise}/code-security/configurations/{configuration_id}/defaults"
    ],
    updateConfiguration: [
      "PATCH /orgs/{org}/code-security/configurations/{configuration_id}"
    ],
    updateEnterpriseConfiguration: [
      "PATCH /enterprises/{enterprise}/code-security/configurations/{configuration_id}"
    ]
  },
  codesOfConduct: {
    getAllCodesOfConduct: ["GET /codes_of_conduct"],
    getConductCode: ["GET /codes_of_conduct/{key}"]
  },
  codespaces: {
    addRepositoryForSecretForAuthenticatedUser: [
      "PUT /user/codespaces/secrets/{secret_name}/repositories/{repository_id}"
    ],
    addSelectedRepoToOrgSecret: [
      "PUT /orgs/{org}/codespaces/secrets/{secret_name}/repositories/{repository_id}"
    ],
    checkPermissionsForDevcontainer: [
      "GET /repos/{owner}/{repo}/codespaces/permissions_check"
    ],
    codespaceMachinesForAuthenticatedUser: [
      "GET /user/codespaces/{codespace_name}/machines"
    ],
    createForAuthenticatedUser: ["POST /user/codespaces"],
    createOrUpdateOrgSecret: [
      "PUT /orgs/{org}/codespaces/secrets/{secret_name}"
    ],
    createOrUpdateRepoSecret: [
      "PUT /repos/{owner}/{repo}/codespaces/secrets/{secret_name}"
    ],
    createOrUpdateSecretForAuthenticatedUser: [
      "PUT /user/codespaces/secrets/{secret_name}"
    ],
    createWithPrForAuthenticatedUser: [
      "POST /repos/{owner}/{repo}/pulls/{pull_number}/codespaces"
    ],
    createWithRepoForAuthenticatedUser: [
      "POST /repos/{owner}/{repo}/codespaces"
    ],
    deleteForAuthenticatedUser: ["DELETE /user/codespaces/{codespace_name}"],
    deleteFromOrganization: [
      "DELETE /orgs/{org}/members/{username}/codespaces/{codespace_name}"
    ],
    deleteOrgSecret: ["DELETE /orgs/{org}/codespaces/secrets/{secret_name}"],
    deleteRepoSecret: [
      "DELETE /repos/{owner}/{repo}/codespaces/secrets/{secret_name}"
    ],
    deleteSecretForAuthenticatedUser: [
      "DELETE /user/codespaces/secrets/{secret_name}"
    ],
    exportForAuthenticatedUser: [
      "POST /user/codespaces/{codespace_name}/exports"
    ],
    getCodespacesForUserInOrg: [
      "GET /orgs/{org}/members/{username}/codespaces"
    ],
    getExportDetailsForAuthenticatedUser: [
      "GET /user/codespaces/{codespace_name}/exports/{export_id}"
    ],
    getForAuthenticatedUser: ["GET /user/codespaces/{codespace_name}"],
    getOrgPublicKey: ["GET /orgs/{org}/codespaces/secrets/public-key"],
    getOrgSecret: ["GET /orgs/{org}/codespaces/secrets/{secret_name}"],
    getPublicKeyForAuthenticatedUser: [
      "GET /user/codespaces/secrets/public-key"
    ],
    getRepoPublicKey: [
      "GET /repos/{owner}/{repo}/codespaces/secrets/public-key"
    ],
    getRepoSecret: [
      "GET /repos/{owner}/{repo}/codespaces/secrets/{secret_name}"
    ],
    getSecretForAuthenticatedUser: [
      "GET /user/codespaces/secrets/{secret_name}"
    ],
    listDevcontainersInRepositoryForAuthenticatedUser: [
      "GET /repos/{owner}/{repo}/codespaces/devcontainers"
    ],
    listForAuthenticatedUser: ["GET /user/codespaces"],
    listInOrganization: [
      "GET /orgs/{org}/codespaces",
      {},
      { renamedParameters: { org_id: "org" } }
    ],
    listInRepositoryForAuthenticatedUser: [
      "GET /repos/{owner}/{repo}/codespaces"
    ],
    listOrgSecrets: ["GET /orgs/{org}/codespaces/secrets"],
    listRepoSecrets: ["GET /repos/{owner}/{repo}/codespaces/secrets"],
    listRepositoriesForSecretForAuthenticatedUser: [
      "GET /user/codespaces/secrets/{secret_name}/repositories"
    ],
    listSecretsForAuthenticatedUser: ["GET /user/codespaces/secrets"],
    listSelectedReposForOrgSecret: [
      "GET /orgs/{org}/codespaces/secrets/{secret_name}/repositories"
    ],
    preFlightWithRepoForAuthenticatedUser: [
      "GET /repos/{owner}/{repo}/codespaces/new"
    ],
    publishForAuthenticatedUser: [
      "POST /user/codespaces/{codespace_name}/publish"
    ],
    removeRepositoryForSecretForAuthenticatedUser: [
      "DELETE /user/codespaces/secrets/{secret_name}/repositories/{repository_id}"
    ],
    removeSelectedRepoFromOrgSecret: [
      "DELETE /orgs/{org}/codespaces/secrets/{secret_name}/repositories/{repository_id}"
    ],
    repoMachinesForAuthenticatedUser: [
      "GET /repos/{owner}/{repo}/codespaces/machines"
    ],
    setRepositoriesForSecretForAuthenticatedUser: [
      "PUT /user/codespaces/secrets/{secret_name}/repositories"
    ],
    setSelectedReposForOrgSecret: [
      "PUT /orgs/{org}/codespaces/secrets/{secret_name}/repositories"
    ],
    startForAuthenticatedUser: ["POST /user/codespaces/{codespace_name}/start"],
    stopForAuthenticatedUser: ["POST /user/codespaces/{codespace_name}/stop"],
    stopInOrganization: [
      "POST /orgs/{org}/members/{username}/codespaces/{codespace_name}/stop"
    ],
    updateForAuthenticatedUser: ["PATCH /user/codespaces/{codespace_name}"]
  },
  copilot: {
    addCopilotSeatsForTeams: [
      "POST /orgs/{org}/copilot/billing/selected_teams"
    ],
    addCopilotSeatsForUsers: [
      "POST /orgs/{org}/copilot/billing/selected_users"
    ],
    cancelCopilotSeatAssignmentForTeams: [
      "DELETE /orgs/{org}/copilot/billing/selected_teams"
    ],
    cancelCopilotSeatAssignmentForUsers: [
      "DELETE /orgs/{org}/copilot/billing/selected_users"
    ],
    copilotMetricsForOrganization: ["GET /orgs/{org}/copilot/metrics"],
    copilotMetricsForTeam: ["GET /orgs/{org}/team/{team_slug}/copilot/metrics"],
    getCopilotOrganizationDetails: ["GET /orgs/{org}/copilot/billing"],
    getCopilotSeatDetailsForUser: [
      "GET /orgs/{org}/members/{username}/copilot"
    ],
    listCopilotSeats: ["GET /orgs/{org}/copilot/billing/seats"]
  },
  credentials: { revoke: ["POST /credentials/revoke"] },
  dependabot: {
    addSelectedRepoToOrgSecret: [
      "PUT /orgs/{org}/dependabot/secrets/{secret_name}/repositories/{repository_id}"
    ],
    createOrUpdateOrgSecret: [
      "PUT /orgs/{org}/dependabot/secrets/{secret_name}"
    ],
    createOrUpdateRepoSecret: [
      "PUT /repos/{owner}/{repo}/dependabot/secrets/{secret_name}"
    ],
    deleteOrgSecret: ["DELETE /orgs/{org}/dependabot/secrets/{secret_name}"],
    deleteRepoSecret: [
      "DELETE /repos/{owner}/{repo}/dependabot/secrets/{secret_name}"
    ],
    getAlert: ["GET /repos/{owner}/{repo}/dependabot/alerts/{alert_number}"],
    getOrgPublicKey: ["GET /orgs/{org}/dependabot/secrets/public-key"],
    getOrgSecret: ["GET /orgs/{org}/dependabot/secrets/{secret_name}"],
    getRepoPublicKey: [
      "GET /repos/{owner}/{repo}/dependabot/secrets/public-key"
    ],
    getRepoSecret: [
      "GET /repos/{owner}/{repo}/dependabot/secrets/{secret_name}"
    ],
    listAlertsForEnterprise: [
      "GET /enterprises/{enterprise}/dependabot/alerts"
    ],
    listAlertsForOrg: ["GET /orgs/{org}/dependabot/alerts"],
    listAlertsForRepo: ["GET /repos/{owner}/{repo}/dependabot/alerts"],
    listOrgSecrets: ["GET /orgs/{org}/dependabot/secrets"],
    listRepoSecrets: ["GET /repos/{owner}/{repo}/dependabot/secrets"],
    listSelectedReposForOrgSecret: [
      "GET /orgs/{org}/dependabot/secrets/{secret_name}/repositories"
    ],
    removeSelectedRepoFromOrgSecret: [
      "DELETE /orgs/{org}/dependabot/secrets/{secret_name}/repositories/{repository_id}"
    ],
    repositoryAccessForOrg: [
      "GET /organizations/{org}/dependabot/repository-access"
    ],
    setRepositoryAccessDefaultLevel: [
      "PUT /organizations/{org}/dependabot/repository-access/default-level"
    ],
    setSelectedReposForOrgSecret: [
      "PUT /orgs/{org}/dependabot/secrets/{secret_name}/repositories"
    ],
    updateAlert: [
      "PATCH /repos/{owner}/{repo}/dependabot/alerts/{alert_number}"
    ],
    updateRepositoryAccessForOrg: [
      "PATCH /organizations/{org}/dependabot/repository-access"
    ]
  },
  dependencyGraph: {
    createRepositorySnapshot: [
      "POST /repos/{owner}/{repo}/dependency-graph/snapshots"
    ],
    diffRange: [
      "GET /repos/{owner}/{repo}/dependency-graph/compare/{basehead}"
    ],
    exportSbom: ["GET /repos/{owner}/{repo}/dependency-graph/sbom"]
  },
  emojis: { get: ["GET /emojis"] },
  enterpriseTeamMemberships: {
    add: [
      "PUT /enterprises/{enterprise}/teams/{enterprise-team}/memberships/{username}"
    ],
    bulkAdd: [
      "POST /enterprises/{enterprise}/teams/{enterprise-team}/memberships/add"
    ],
    bulkRemove: [
      "POST /enterprises/{enterprise}/teams/{enterprise-team}/memberships/remove"
    ],
    get: [
      "GET /enterprises/{enterprise}/teams/{enterprise-team}/memberships/{username}"
    ],
    list: ["GET /enterprises/{enterprise}/teams/{enterprise-team}/memberships"],
    remove: [
      "DELETE /enterprises/{enterprise}/teams/{enterprise-team}/memberships/{username}"
    ]
  },
  enterpriseTeamOrganizations: {
    add: [
      "PUT /enterprises/{enterprise}/teams/{enterprise-team}/organizations/{org}"
    ],
    bulkAdd: [
      "POST /enterprises/{enterprise}/teams/{enterprise-team}/organizations/add"
    ],
    bulkRemove: [
      "POST /enterprises/{enterprise}/teams/{enterprise-team}/organizations/remove"
    ],
    delete: [
      "DELETE /enterprises/{enterprise}/teams/{enterprise-team}/organizations/{org}"
    ],
    getAssignment: [
      "GET /enterprises/{enterprise}/teams/{enterprise-team}/organizations/{org}"
    ],
    getAssignments: [
      "GET /enterprises/{enterprise}/teams/{enterprise-team}/organizations"
    ]
  },
  enterpriseTeams: {
    create: ["POST /enterprises/{enterprise}/teams"],
    delete: ["DELETE /enterprises/{enterprise}/teams/{team_slug}"],
    get: ["GET /enterprises/{enterprise}/teams/{team_slug}"],
    list: ["GET /enterprises/{enterprise}/teams"],
    update: ["PATCH /enterprises/{enterprise}/teams/{team_slug}"]
  },
  gists: {
    checkIsStarred: ["GET /gists/{gist_id}/star"],
    create: ["POST /gists"],
    createComment: ["POST /gists/{gist_id}/comments"],
    delete: ["DELETE /gists/{gist_id}"],
    deleteComment: ["DELETE /gists/{gist_id}/comments/{comment_id}"],
    fork: ["POST /gists/{gist_id}/forks"],
    get: ["GET /gists/{gist_id}"],
    getComment: ["GET /gists/{gist_id}/comments/{comment_id}"],
    getRevision: ["GET /gists/{gist_id}/{sha}"],
    list: ["GET /gists"],
    listComments: ["GET /gists/{gist_id}/comments"],
    listCommits: ["GET /gists/{gist_id}/commits"],
    listForUser: ["GET /users/{username}/gists"],
    listForks: ["GET /gists/{gist_id}/forks"],
    listPublic: ["GET /gists/public"],
    listStarred: ["GET /gists/starred"],
    star: ["PUT /gists/{gist_id}/star"],
    unstar: ["DELETE /gists/{gist_id}/star"],
    update: ["PATCH /gists/{gist_id}"],
    updateComment: ["PATCH /gists/{gist_id}/comments/{comment_id}"]
  },
  git: {
    createBlob: ["POST /repos/{owner}/{repo}/git/blobs"],
    createCommit: ["POST /repos/{owner}/{repo}/git/commits"],
    createRef: ["POST /repos/{owner}/{repo}/git/refs"],
    createTag: ["POST /repos/{owner}/{repo}/git/tags"],
    createTree: ["POST /repos/{owner}/{repo}/git/trees"],
    deleteRef: ["DELETE /repos/{owner}/{repo}/git/refs/{ref}"],
    getBlob: ["GET /repos/{owner}/{repo}/git/blobs/{file_sha}"],
    getCommit: ["GET /repos/{owner}/{repo}/git/commits/{commit_sha}"],
    getRef: ["GET /repos/{owner}/{repo}/git/ref/{ref}"],
    getTag: ["GET /repos/{owner}/{repo}/git/tags/{tag_sha}"],
    getTree: ["GET /repos/{owner}/{repo}/git/trees/{tree_sha}"],
    listMatchingRefs: ["GET /repos/{owner}/{repo}/git/matching-refs/{ref}"],
    updateRef: ["PATCH /repos/{owner}/{repo}/git/refs/{ref}"]
  },
  gitignore: {
    getAllTemplates: ["GET /gitignore/templates"],
    getTemplate: ["GET /gitignore/templates/{name}"]
  },
  hostedCompute: {
    createNetworkConfigurationForOrg: [
      "POST /orgs/{org}/settings/network-configurations"
    ],
    deleteNetworkConfigurationFromOrg: [
      "DELETE /orgs/{org}/settings/network-configurations/{network_configuration_id}"
    ],
    getNetworkConfigurationForOrg: [
      "GET /orgs/{org}/settings/network-configurations/{network_configuration_id}"
    ],
    getNetworkSettingsForOrg: [
      "GET /orgs/{org}/settings/network-settings/{network_settings_id}"
    ],
    listNetworkConfigurationsForOrg: [
      "GET /orgs/{org}/settings/network-configurations"
    ],
    updateNetworkConfigurationForOrg: [
      "PATCH /orgs/{org}/settings/network-configurations/{network_configuration_id}"
    ]
  },
  interactions: {
    getRestrictionsForAuthenticatedUser: ["GET /user/interaction-limits"],
    getRestrictionsForOrg: ["GET /orgs/{org}/interaction-limits"],
    getRestrictionsForRepo: ["GET /repos/{owner}/{repo}/interaction-limits"],
    getRestrictionsForYourPublicRepos: [
      "GET /user/interaction-limits",
      {},
      { renamed: ["interactions", "getRestrictionsForAuthenticatedUser"] }
    ],
    removeRestrictionsForAuthenticatedUser: ["DELETE /user/interaction-limits"],
    removeRestrictionsForOrg: ["DELETE /orgs/{org}/interaction-limits"],
    removeRestrictionsForRepo: [
      "DELETE /repos/{owner}/{repo}/interaction-limits"
    ],
    removeRestrictionsForYourPublicRepos: [
      "DELETE /user/interaction-limits",
      {},
      { renamed: ["interactions", "removeRestrictionsForAuthenticatedUser"] }
    ],
    setRestrictionsForAuthenticatedUser: ["PUT /user/interaction-limits"],
    setRestrictionsForOrg: ["PUT /orgs/{org}/interaction-limits"],
    setRestrictionsForRepo: ["PUT /repos/{owner}/{repo}/interaction-limits"],
    setRestrictionsForYourPublicRepos: [
      "PUT /user/interaction-limits",
      {},
      { renamed: ["interactions", "setRestrictionsForAuthenticatedUser"] }
    ]
  },
  issues: {
    addAssignees: [
      "POST /repos/{owner}/{repo}/issues/{issue_number}/assignees"
    ],
    addBlockedByDependency: [
      "POST /repos/{owner}/{repo}/issues/{issue_number}/dependencies/blocked_by"
    ],
    addLabels: ["POST /repos/{owner}/{repo}/issues/{issue_number}/labels"],
    addSubIssue: [
      "POST /repos/{owner}/{repo}/issues/{issue_number}/sub_issues"
    ],
    checkUserCanBeAssigned: ["GET /repos/{owner}/{repo}/assignees/{assignee}"],
    checkUserCanBeAssignedToIssue: [
      "GET /repos/{owner}/{repo}/issues/{issue_number}/assignees/{assignee}"
    ],
    create: ["POST /repos/{owner}/{repo}/issues"],
    createComment: [
      "POST /repos/{owner}/{repo}/issues/{issue_number}/comments"
    ],
    createLabel: ["POST /repos/{owner}/{repo}/labels"],
    createMilestone: ["POST /repos/{owner}/{repo}/milestones"],
    deleteComment: [
      "DELETE /repos/{owner}/{repo}/issues/comments/{comment_id}"
    ],
    deleteLabel: ["DELETE /repos/{owner}/{repo}/labels/{name}"],
    deleteMilestone: [
      "DELETE /repos/{owner}/{repo}/milestones/{milestone_number}"
    ],
    get: ["GET /repos/{owner}/{repo}/issues/{issue_number}"],
    getComment: ["GET /repos/{owner}/{repo}/issues/comments/{comment_id}"],
    getEvent: ["GET /repos/{owner}/{repo}/issues/events/{event_id}"],
    getLabel: ["GET /repos/{owner}/{repo}/labels/{name}"],
    getMilestone: ["GET /repos/{owner}/{repo}/milestones/{milestone_number}"],
    getParent: ["GET /repos/{owner}/{repo}/issues/{issue_number}/parent"],
    list: ["GET /issues"],
    listAssignees: ["GET /repos/{owner}/{repo}/assignees"],
    listComments: ["GET /repos/{owner}/{repo}/issues/{issue_number}/comments"],
    listCommentsForRepo: ["GET /repos/{owner}/{repo}/issues/comments"],
    listDependenciesBlockedBy: [
      "GET /repos/{owner}/{repo}/issues/{issue_number}/dependencies/blocked_by"
    ],
    listDependenciesBlocking: [
      "GET /repos/{owner}/{repo}/issues/{issue_number}/dependencies/blocking"
    ],
    listEvents: ["GET /repos/{owner}/{repo}/issues/{issue_number}/events"],
    listEventsForRepo: ["GET /repos/{owner}/{repo}/issues/events"],
    listEventsForTimeline: [
      "GET /repos/{owner}/{repo}/issues/{issue_number}/timeline"
    ],
    listForAuthenticatedUser: ["GET /user/issues"],
    listForOrg: ["GET /orgs/{org}/issues"],
    listForRepo: ["GET /repos/{owner}/{repo}/issues"],
    listLabelsForMilestone: [
      "GET /repos/{owner}/{repo}/milestones/{milestone_number}/labels"
    ],
    listLabelsForRepo: ["GET /repos/{owner}/{repo}/labels"],
    listLabelsOnIssue: [
      "GET /repos/{owner}/{repo}/issues/{issue_number}/labels"
    ],
    listMilestones: ["GET /repos/{owner}/{repo}/milestones"],
    listSubIssues: [
      "GET /repos/{owner}/{repo}/issues/{issue_number}/sub_issues"
    ],
    lock: ["PUT /repos/{owner}/{repo}/issues/{issue_number}/lock"],
    removeAllLabels: [
      "DELETE /repos/{owner}/{repo}/issues/{issue_number}/labels"
    ],
    removeAssignees: [
      "DELETE /repos/{owner}/{repo}/issues/{issue_number}/assignees"
    ],
    removeDependencyBlockedBy: [
      "DELETE /repos/{owner}/{repo}/issues/{issue_number}/dependencies/blocked_by/{issue_id}"
    ],
    removeLabel: [
      "DELETE /repos/{owner}/{repo}/issues/{issue_number}/labels/{name}"
    ],
    removeSubIssue: [
      "DELETE /repos/{owner}/{repo}/issues/{issue_number}/sub_issue"
    ],
    reprioritizeSubIssue: [
      "PATCH /repos/{owner}/{repo}/issues/{issue_number}/sub_issues/priority"
    ],
    setLabels: ["PUT /repos/{owner}/{repo}/issues/{issue_number}/labels"],
    unlock: ["DELETE /repos/{owner}/{repo}/issues/{issue_number}/lock"],
    update: ["PATCH /repos/{owner}/{repo}/issues/{issue_number}"],
    updateComment: ["PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}"],
    updateLabel: ["PATCH /repos/{owner}/{repo}/labels/{name}"],
    updateMilestone: [
      "PATCH /repos/{owner}/{repo}/milestones/{milestone_number}"
    ]
  },
  licenses: {
    get: ["GET /licenses/{license}"],
    getAllCommonlyUsed: ["GET /licenses"],
    getForRepo: ["GET /repos/{owner}/{repo}/license"]
  },
  markdown: {
    render: ["POST /markdown"],
    renderRaw: [
      "POST /markdown/raw",
      { headers: { "content-type": "text/plain; charset=utf-8" } }
    ]
  },
  meta: {
    get: ["GET /meta"],
    getAllVersions: ["GET /versions"],
    getOctocat: ["GET /octocat"],
    getZen: ["GET /zen"],
    root: ["GET /"]
  },
  migrations: {
    deleteArchiveForAuthenticatedUser: [
      "DELETE /user/migrations/{migration_id}/archive"
    ],
    deleteArchiveForOrg: [
      "DELETE /orgs/{org}/migrations/{migration_id}/archive"
    ],
    downloadArchiveForOrg: [
      "GET /orgs/{org}/migrations/{migration_id}/archive"
    ],
    getArchiveForAuthenticatedUser: [
      "GET /user/migrations/{migration_id}/archive"
    ],
    getStatusForAuthenticatedUser: ["GET /user/migrations/{migration_id}"],
    getStatusForOrg: ["GET /orgs/{org}/migrations/{migration_id}"],
    listForAuthenticatedUser: ["GET /user/migrations"],
    listForOrg: ["GET /orgs/{org}/migrations"],
    listReposForAuthenticatedUser: [
      "GET /user/migrations/{migration_id}/repositories"
    ],
    listReposForOrg: ["GET /orgs/{org}/migrations/{migration_id}/repositories"],
    listReposForUser: [
      "GET /user/migrations/{migration_id}/repositories",
      {},
      { renamed: ["migrations", "listReposForAuthenticatedUser"] }
    ],
    startForAuthenticatedUser: ["POST /user/migrations"],
    startForOrg: ["POST /orgs/{org}/migrations"],
    unlockRepoForAuthenticatedUser: [
      "DELETE /user/migrations/{migration_id}/repos/{repo_name}/lock"
    ],
    unlockRepoForOrg: [
      "DELETE /orgs/{org}/migrations/{migration_id}/repos/{repo_name}/lock"
    ]
  },
  oidc: {
    getOidcCustomSubTemplateForOrg: [
      "GET /orgs/{org}/actions/oidc/customization/sub"
    ],
    updateOidcCustomSubTemplateForOrg: [
      "PUT /orgs/{org}/actions/oidc/customization/sub"
    ]
  },
  orgs: {
    addSecurityManagerTeam: [
      "PUT /orgs/{org}/security-managers/teams/{team_slug}",
      {},
      {
        deprecated: "octokit.rest.orgs.addSecurityManagerTeam() is deprecated, see https://docs.github.com/rest/orgs/security-managers#add-a-security-manager-team"
      }
    ],
    assignTeamToOrgRole: [
      "PUT /orgs/{org}/organization-roles/teams/{team_slug}/{role_id}"
    ],
    assignUserToOrgRole: [
      "PUT /orgs/{org}/organization-roles/users/{username}/{role_id}"
    ],
    blockUser: ["PUT /orgs/{org}/blocks/{username}"],
    cancelInvitation: ["DELETE /orgs/{org}/invitations/{invitation_id}"],
    checkBlockedUser: ["GET /orgs/{org}/blocks/{username}"],
    checkMembershipForUser: ["GET /orgs/{org}/members/{username}"],
    checkPublicMembershipForUser: ["GET /orgs/{org}/public_members/{username}"],
    convertMemberToOutsideCollaborator: [
      "PUT /orgs/{org}/outside_collaborators/{username}"
    ],
    createArtifactStorageRecord: [
      "POST /orgs/{org}/artifacts/metadata/storage-record"
    ],
    createInvitation: ["POST /orgs/{org}/invitations"],
    createIssueType: ["POST /orgs/{org}/issue-types"],
    createWebhook: ["POST /orgs/{org}/hooks"],
    customPropertiesForOrgsCreateOrUpdateOrganizationValues: [
      "PATCH /organizations/{org}/org-properties/values"
    ],
    customPropertiesForOrgsGetOrganizationValues: [
      "GET /organizations/{org}/org-properties/values"
    ],
    customPropertiesForReposCreateOrUpdateOrganizationDefinition: [
      "PUT /orgs/{org}/properties/schema/{custom_property_name}"
    ],
    customPropertiesForReposCreateOrUpdateOrganizationDefinitions: [
      "PATCH /orgs/{org}/properties/schema"
    ],
    customPropertiesForReposCreateOrUpdateOrganizationValues: [
      "PATCH /orgs/{org}/properties/values"
    ],
    customPropertiesForReposDeleteOrganizationDefinition: [
      "DELETE /orgs/{org}/properties/schema/{custom_property_name}"
    ],
    customPropertiesForReposGetOrganizationDefinition: [
      "GET /orgs/{org}/properties/schema/{custom_property_name}"
    ],
    customPropertiesForReposGetOrganizationDefinitions: [
      "GET /orgs/{org}/properties/schema"
    ],
    customPropertiesForReposGetOrganizationValues: [
      "GET /orgs/{org}/properties/values"
    ],
    delete: ["DELETE /orgs/{org}"],
    deleteAttestationsBulk: ["POST /orgs/{org}/attestations/delete-request"],
    deleteAttestationsById: [
      "DELETE /orgs/{org}/attestations/{attestation_id}"
    ],
    deleteAttestationsBySubjectDigest: [
      "DELETE /orgs/{org}/attestations/digest/{subject_digest}"
    ],
    deleteIssueType: ["DELETE /orgs/{org}/issue-types/{issue_type_id}"],
    deleteWebhook: ["DELETE /orgs/{org}/hooks/{hook_id}"],
    disableSelectedRepositoryImmutableReleasesOrganization: [
      "DELETE /orgs/{org}/settings/immutable-releases/repositories/{repository_id}"
    ],
    enableSelectedRepositoryImmutableReleasesOrganization: [
      "PUT /orgs/{org}/settings/immutable-releases/repositories/{repository_id}"
    ],
    get: ["GET /orgs/{org}"],
    getImmutableReleasesSettings: [
      "GET /orgs/{org}/settings/immutable-releases"
    ],
    getImmutableReleasesSettingsRepositories: [
      "GET /orgs/{org}/settings/immutable-releases/repositories"
    ],
    getMembershipForAuthenticatedUser: ["GET /user/memberships/orgs/{org}"],
    getMembershipForUser: ["GET /orgs/{org}/memberships/{username}"],
    getOrgRole: ["GET /orgs/{org}/organization-roles/{role_id}"],
    getOrgRulesetHistory: ["GET /orgs/{org}/rulesets/{ruleset_id}/history"],
    getOrgRulesetVersion: [
      "GET /orgs/{org}/rulesets/{ruleset_id}/history/{version_id}"
    ],
    getWebhook: ["GET /orgs/{org}/hooks/{hook_id}"],
    getWebhookConfigForOrg: ["GET /orgs/{org}/hooks/{hook_id}/config"],
    getWebhookDelivery: [
      "GET /orgs/{org}/hooks/{hook_id}/deliveries/{delivery_id}"
    ],
    list: ["GET /organizations"],
    listAppInstallations: ["GET /orgs/{org}/installations"],
    listArtifactStorageRecords: [
      "GET /orgs/{org}/artifacts/{subject_digest}/metadata/storage-records"
    ],
    listAttestationRepositories: ["GET /orgs/{org}/attestations/repositories"],
    listAttestations: ["GET /orgs/{org}/attestations/{subject_digest}"],
    listAttestationsBulk: [
      "POST /orgs/{org}/attestations/bulk-list{?per_page,before,after}"
    ],
    listBlockedUsers: ["GET /orgs/{org}/blocks"],
    listFailedInvitations: ["GET /orgs/{org}/failed_invitations"],
    listForAuthenticatedUser: ["GET /user/orgs"],
    listForUser: ["GET /users/{username}/orgs"],
    listInvitationTeams: ["GET /orgs/{org}/invitations/{invitation_id}/teams"],
    listIssueTypes: ["GET /orgs/{org}/issue-types"],
    listMembers: ["GET /orgs/{org}/members"],
    listMembershipsForAuthenticatedUser: ["GET /user/memberships/orgs"],
    listOrgRoleTeams: ["GET /orgs/{org}/organization-roles/{role_id}/teams"],
    listOrgRoleUsers: ["GET /orgs/{org}/organization-roles/{role_id}/users"],
    listOrgRoles: ["GET /orgs/{org}/organization-roles"],
    listOrganizationFineGrainedPermissions: [
      "GET /orgs/{org}/organization-fine-grained-permissions"
    ],
    listOutsideCollaborators: ["GET /orgs/{org}/outside_collaborators"],
    listPatGrantRepositories: [
      "GET /orgs/{org}/personal-access-tokens/{pat_id}/repositories"
    ],
    listPatGrantRequestRepositories: [
      "GET /orgs/{org}/personal-access-token-requests/{pat_request_id}/repositories"
    ],
    listPatGrantRequests: ["GET /orgs/{org}/personal-access-token-requests"],
    listPatGrants: ["GET /orgs/{org}/personal-access-tokens"],
    listPendingInvitations: ["GET /orgs/{org}/invitations"],
    listPublicMembers: ["GET /orgs/{org}/public_members"],
    listSecurityManagerTeams: [
      "GET /orgs/{org}/security-managers",
      {},
      {
        deprecated: "octokit.rest.orgs.listSecurityManagerTeams() is deprecated, see https://docs.github.com/rest/orgs/security-managers#list-security-manager-teams"
      }
    ],
    listWebhookDeliveries: ["GET /orgs/{org}/hooks/{hook_id}/deliveries"],
    listWebhooks: ["GET /orgs/{org}/hooks"],
    pingWebhook: ["POST /orgs/{org}/hooks/{hook_id}/pings"],
    redeliverWebhookDelivery: [
      "POST /orgs/{org}/hooks/{hook_id}/deliveries/{delivery_id}/attempts"
    ],
    removeMember: ["DELETE /orgs/{org}/members/{username}"],
    removeMembershipForUser: ["DELETE /orgs/{org}/memberships/{username}"],
    removeOutsideCollaborator: [
      "DELETE /orgs/{org}/outside_collaborators/{username}"
    ],
    removePublicMembershipForAuthenticatedUser: [
      "DELETE /orgs/{org}/public_members/{username}"
    ],
    removeSecurityManagerTeam: [
      "DELETE /orgs/{org}/security-managers/teams/{team_slug}",
      {},
      {
        deprecated: "octokit.rest.orgs.removeSecurityManagerTeam() is deprecated, see https://docs.github.com/rest/orgs/security-managers#remove-a-security-manager-team"
      }
    ],
    reviewPatGrantRequest: [
      "POST /orgs/{org}/personal-access-token-requests/{pat_request_id}"
    ],
    reviewPatGrantRequestsInBulk: [
      "POST /orgs/{org}/personal-access-token-requests"
    ],
    revokeAllOrgRolesTeam: [
      "DELETE /orgs/{org}/organization-roles/teams/{team_slug}"
    ],
    revokeAllOrgRolesUser: [
      "DELETE /orgs/{org}/organization-roles/users/{username}"
    ],
    revokeOrgRoleTeam: [
      "DELETE /orgs/{org}/organization-roles/teams/{team_slug}/{role_id}"
    ],
    revokeOrgRoleUser: [
      "DELETE /orgs/{org}/organization-roles/users/{username}/{role_id}"
    ],
    setImmutableReleasesSettings: [
      "PUT /orgs/{org}/settings/immutable-releases"
    ],
    setImmutableReleasesSettingsRepositories: [
      "PUT /orgs/{org}/settings/immutable-releases/repositories"
    ],
    setMembershipForUser: ["PUT /orgs/{org}/memberships/{username}"],
    setPublicMembershipForAuthenticatedUser: [
      "PUT /orgs/{org}/public_members/{username}"
    ],
    unblockUser: ["DELETE /orgs/{org}/blocks/{username}"],
    update: ["PATCH /orgs/{org}"],
    updateIssueType: ["PUT /orgs/{org}/issue-types/{issue_type_id}"],
    updateMembershipForAuthenticatedUser: [
      "PATCH /user/memberships/orgs/{org}"
    ],
    updatePatAccess: ["POST /orgs/{org}/personal-access-tokens/{pat_id}"],
    updatePatAccesses: ["POST /orgs/{org}/personal-access-tokens"],
    updateWebhook: ["PATCH /orgs/{org}/hooks/{hook_id}"],
    updateWebhookConfigForOrg: ["PATCH /orgs/{org}/hooks/{hook_id}/config"]
  },
  packages: {
    deletePackageForAuthenticatedUser: [
      "DELETE /user/packages/{package_type}/{package_name}"
    ],
    deletePackageForOrg: [
      "DELETE /orgs/{org}/packages/{package_type}/{package_name}"
    ],
    deletePackageForUser: [
      "DELETE /users/{username}/packages/{package_type}/{package_name}"
    ],
    deletePackageVersionForAuthenticatedUser: [
      "DELETE /user/packages/{package_type}/{package_name}/versions/{package_version_id}"
    ],
    deletePackageVersionForOrg: [
      "DELETE /orgs/{org}/packages/{package_type}/{package_name}/versions/{package_version_id}"
    ],
    deletePackageVersionForUser: [
      "DELETE /users/{username}/packages/{package_type}/{package_name}/versions/{package_version_id}"
    ],
    getAllPackageVersionsForAPackageOwnedByAnOrg: [
      "GET /orgs/{org}/packages/{package_type}/{package_name}/versions",
      {},
      { renamed: ["packages", "getAllPackageVersionsForPackageOwnedByOrg"] }
    ],
    getAllPackageVersionsForAPackageOwnedByTheAuthenticatedUser: [
      "GET /user/packages/{package_type}/{package_name}/versions",
      {},
      {
        renamed: [
          "packages",
          "getAllPackageVersionsForPackageOwnedByAuthenticatedUser"
        ]
      }
    ],
    getAllPackageVersionsForPackageOwnedByAuthenticatedUser: [
      "GET /user/packages/{package_type}/{package_name}/versions"
    ],
    getAllPackageVersionsForPackageOwnedByOrg: [
      "GET /orgs/{org}/packages/{package_type}/{package_name}/versions"
    ],
    getAllPackageVersionsForPackageOwnedByUser: [
      "GET /users/{username}/packages/{package_type}/{package_name}/versions"
    ],
    getPackageForAuthenticatedUser: [
      "GET /user/packages/{package_type}/{package_name}"
    ],
    getPackageForOrganization: [
      "GET /orgs/{org}/packages/{package_type}/{package_name}"
    ],
    getPackageForUser: [
      "GET /users/{username}/packages/{package_type}/{package_name}"
    ],
    getPackageVersionForAuthenticatedUser: [
      "GET /user/packages/{package_type}/{package_name}/versions/{package_version_id}"
    ],
    getPackageVersionForOrganization: [
      "GET /orgs/{org}/packages/{package_type}/{package_name}/versions/{package_version_id}"
    ],
    getPackageVersionForUser: [
      "GET /users/{username}/packages/{package_type}/{package_name}/versions/{package_version_id}"
    ],
    listDockerMigrationConflictingPackagesForAuthenticatedUser: [
      "GET /user/docker/conflicts"
    ],
    listDockerMigrationConflictingPackagesForOrganization: [
      "GET /orgs/{org}/docker/conflicts"
    ],
    listDockerMigrationConflictingPackagesForUser: [
      "GET /users/{username}/docker/conflicts"
    ],
    listPackagesForAuthenticatedUser: ["GET /user/packages"],
    listPackagesForOrganization: ["GET /orgs/{org}/packages"],
    listPackagesForUser: ["GET /users/{username}/packages"],
    restorePackageForAuthenticatedUser: [
      "POST /user/packages/{package_type}/{package_name}/restore{?token}"
    ],
    restorePackageForOrg: [
      "POST /orgs/{org}/packages/{package_type}/{package_name}/restore{?token}"
    ],
    restorePackageForUser: [
      "POST /users/{username}/packages/{package_type}/{package_name}/restore{?token}"
    ],
    restorePackageVersionForAuthenticatedUser: [
      "POST /user/packages/{package_type}/{package_name}/versions/{package_version_id}/restore"
    ],
    restorePackageVersionForOrg: [
      "POST /orgs/{org}/packages/{package_type}/{package_name}/versions/{package_version_id}/restore"
    ],
    restorePackageVersionForUser: [
      "POST /users/{username}/packages/{package_type}/{package_name}/versions/{package_version_id}/restore"
    ]
  },
  privateRegistries: {
    createOrgPrivateRegistry: ["POST /orgs/{org}/private-registries"],
    deleteOrgPrivateRegistry: [
      "DELETE /orgs/{org}/private-registries/{secret_name}"
    ],
    getOrgPrivateRegistry: ["GET /orgs/{org}/private-registries/{secret_name}"],
    getOrgPublicKey: ["GET /orgs/{org}/private-registries/public-key"],
    listOrgPrivateRegistries: ["GET /orgs/{org}/private-registries"],
    updateOrgPrivateRegistry: [
      "PATCH /orgs/{org}/private-registries/{secret_name}"
    ]
  },
  projects: {
    addItemForOrg: ["POST /orgs/{org}/projectsV2/{project_number}/items"],
    addItemForUser: [
      "POST /users/{username}/projectsV2/{project_number}/items"
    ],
    deleteItemForOrg: [
      "DELETE /orgs/{org}/projectsV2/{project_number}/items/{item_id}"
    ],
    deleteItemForUser: [
      "DELETE /users/{username}/projectsV2/{project_number}/items/{item_id}"
    ],
    getFieldForOrg: [
      "GET /orgs/{org}/projectsV2/{project_number}/fields/{field_id}"
    ],
    getFieldForUser: [
      "GET /users/{username}/projectsV2/{project_number}/fields/{field_id}"
    ],
    getForOrg: ["GET /orgs/{org}/projectsV2/{project_number}"],
    getForUser: ["GET /users/{username}/projectsV2/{project_number}"],
    getOrgItem: ["GET /orgs/{org}/projectsV2/{project_number}/items/{item_id}"],
    getUserItem: [
      "GET /users/{username}/projectsV2/{project_number}/items/{item_id}"
    ],
    listFieldsForOrg: ["GET /orgs/{org}/projectsV2/{project_number}/fields"],
    listFieldsForUser: [
      "GET /users/{username}/projectsV2/{project_number}/fields"
    ],
    listForOrg: ["GET /orgs/{org}/projectsV2"],
    listForUser: ["GET /users/{username}/projectsV2"],
    listItemsForOrg: ["GET /orgs/{org}/projectsV2/{project_number}/items"],
    listItemsForUser: [
      "GET /users/{username}/projectsV2/{project_number}/items"
    ],
    updateItemForOrg: [
      "PATCH /orgs/{org}/projectsV2/{project_number}/items/{item_id}"
    ],
    updateItemForUser: [
      "PATCH /users/{username}/projectsV2/{project_number}/items/{item_id}"
    ]
  },
  pulls: {
    checkIfMerged: ["GET /repos/{owner}/{repo}/pulls/{pull_number}/merge"],
    create: ["POST /repos/{owner}/{repo}/pulls"],
    createReplyForReviewComment: [
      "POST /repos/{owner}/{repo}/pulls/{pull_number}/comments/{comment_id}/replies"
    ],
    createReview: ["POST /repos/{owner}/{repo}/pulls/{pull_number}/reviews"],
    createReviewComment: [
      "POST /repos/{owner}/{repo}/pulls/{pull_number}/comments"
    ],
    deletePendingReview: [
      "DELETE /repos/{owner}/{repo}/pulls/{pull_number}/reviews/{review_id}"
    ],
    deleteReviewComment: [
      "DELETE /repos/{owner}/{repo}/pulls/comments/{comment_id}"
    ],
    dismissReview: [
      "PUT /repos/{owner}/{repo}/pulls/{pull_number}/reviews/{review_id}/dismissals"
    ],
    get: ["GET /repos/{owner}/{repo}/pulls/{pull_number}"],
    getReview: [
      "GET /repos/{owner}/{repo}/pulls/{pull_number}/reviews/{review_id}"
    ],
    getReviewComment: ["GET /repos/{owner}/{repo}/pulls/comments/{comment_id}"],
    list: ["GET /repos/{owner}/{repo}/pulls"],
    listCommentsForReview: [
      "GET /repos/{owner}/{repo}/pulls/{pull_number}/reviews/{review_id}/comments"
    ],
    listCommits: ["GET /repos/{owner}/{repo}/pulls/{pull_number}/commits"],
    listFiles: ["GET /repos/{owner}/{repo}/pulls/{pull_number}/files"],
    listRequestedReviewers: [
      "GET /repos/{owner}/{repo}/pulls/{pull_number}/requested_reviewers"
    ],
    listReviewComments: [
      "GET /repos/{owner}/{repo}/pulls/{pull_number}/comments"
    ],
    listReviewCommentsForRepo: ["GET /repos/{owner}/{repo}/pulls/comments"],
    listReviews: ["GET /repos/{owner}/{repo}/pulls/{pull_number}/reviews"],
    merge: ["PUT /repos/{owner}/{repo}/pulls/{pull_number}/merge"],
    removeRequestedReviewers: [
      "DELETE /repos/{owner}/{repo}/pulls/{pull_number}/requested_reviewers"
    ],
    requestReviewers: [
      "POST /repos/{owner}/{repo}/pulls/{pull_number}/requested_reviewers"
    ],
    submitReview: [
      "POST /repos/{owner}/{repo}/pulls/{pull_number}/reviews/{review_id}/events"
    ],
    update: ["PATCH /repos/{owner}/{repo}/pulls/{pull_number}"],
    updateBranch: [
      "PUT /repos/{owner}/{repo}/pulls/{pull_number}/update-branch"
    ],
    updateReview: [
      "PUT /repos/{owner}/{repo}/pulls/{pull_number}/reviews/{review_id}"
    ],
    updateReviewComment: [
      "PATCH /repos/{owner}/{repo}/pulls/comments/{comment_id}"
    ]
  },
  rateLimit: { get: ["GET /rate_limit"] },
  reactions: {
    createForCommitComment: [
      "POST /repos/{owner}/{repo}/comments/{comment_id}/reactions"
    ],
    createForIssue: [
      "POST /repos/{owner}/{repo}/issues/{issue_number}/reactions"
    ],
    createForIssueComment: [
      "POST /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions"
    ],
    createForPullRequestReviewComment: [
      "POST /repos/{owner}/{repo}/pulls/comments/{comment_id}/reactions"
    ],
    createForRelease: [
      "POST /repos/{owner}/{repo}/releases/{release_id}/reactions"
    ],
    createForTeamDiscussionCommentInOrg: [
      "POST /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments/{comment_number}/reactions"
    ],
    createForTeamDiscussionInOrg: [
      "POST /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/reactions"
    ],
    deleteForCommitComment: [
      "DELETE /repos/{owner}/{repo}/comments/{comment_id}/reactions/{reaction_id}"
    ],
    deleteForIssue: [
      "DELETE /repos/{owner}/{repo}/issues/{issue_number}/reactions/{reaction_id}"
    ],
    deleteForIssueComment: [
      "DELETE /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions/{reaction_id}"
    ],
    deleteForPullRequestComment: [
      "DELETE /repos/{owner}/{repo}/pulls/comments/{comment_id}/reactions/{reaction_id}"
    ],
    deleteForRelease: [
      "DELETE /repos/{owner}/{repo}/releases/{release_id}/reactions/{reaction_id}"
    ],
    deleteForTeamDiscussion: [
      "DELETE /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/reactions/{reaction_id}"
    ],
    deleteForTeamDiscussionComment: [
      "DELETE /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments/{comment_number}/reactions/{reaction_id}"
    ],
    listForCommitComment: [
      "GET /repos/{owner}/{repo}/comments/{comment_id}/reactions"
    ],
    listForIssue: ["GET /repos/{owner}/{repo}/issues/{issue_number}/reactions"],
    listForIssueComment: [
      "GET /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions"
    ],
    listForPullRequestReviewComment: [
      "GET /repos/{owner}/{repo}/pulls/comments/{comment_id}/reactions"
    ],
    listForRelease: [
      "GET /repos/{owner}/{repo}/releases/{release_id}/reactions"
    ],
    listForTeamDiscussionCommentInOrg: [
      "GET /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments/{comment_number}/reactions"
    ],
    listForTeamDiscussionInOrg: [
      "GET /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/reactions"
    ]
  },
  repos: {
    acceptInvitation: [
      "PATCH /user/repository_invitations/{invitation_id}",
      {},
      { renamed: ["repos", "acceptInvitationForAuthenticatedUser"] }
    ],
    acceptInvitationForAuthenticatedUser: [
      "PATCH /user/repository_invitations/{invitation_id}"
    ],
    addAppAccessRestrictions: [
      "POST /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/apps",
      {},
      { mapToData: "apps" }
    ],
    addCollaborator: ["PUT /repos/{owner}/{repo}/collaborators/{username}"],
    addStatusCheckContexts: [
      "POST /repos/{owner}/{repo}/branches/{branch}/protection/required_status_checks/contexts",
      {},
      { mapToData: "contexts" }
    ],
    addTeamAccessRestrictions: [
      "POST /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/teams",
      {},
      { mapToData: "teams" }
    ],
    addUserAccessRestrictions: [
      "POST /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/users",
      {},
      { mapToData: "users" }
    ],
    cancelPagesDeployment: [
      "POST /repos/{owner}/{repo}/pages/deployments/{pages_deployment_id}/cancel"
    ],
    checkAutomatedSecurityFixes: [
      "GET /repos/{owner}/{repo}/automated-security-fixes"
    ],
    checkCollaborator: ["GET /repos/{owner}/{repo}/collaborators/{username}"],
    checkImmutableReleases: ["GET /repos/{owner}/{repo}/immutable-releases"],
    checkPrivateVulnerabilityReporting: [
      "GET /repos/{owner}/{repo}/private-vulnerability-reporting"
    ],
    checkVulnerabilityAlerts: [
      "GET /repos/{owner}/{repo}/vulnerability-alerts"
    ],
    codeownersErrors: ["GET /repos/{owner}/{repo}/codeowners/errors"],
    compareCommits: ["GET /repos/{owner}/{repo}/compare/{base}...{head}"],
    compareCommitsWithBasehead: [
      "GET /repos/{owner}/{repo}/compare/{basehead}"
    ],
    createAttestation: ["POST /repos/{owner}/{repo}/attestations"],
    createAutolink: ["POST /repos/{owner}/{repo}/autolinks"],
    createCommitComment: [
      "POST /repos/{owner}/{repo}/commits/{commit_sha}/comments"
    ],
    createCommitSignatureProtection: [
      "POST /repos/{owner}/{repo}/branches/{branch}/protection/required_signatures"
    ],
    createCommitStatus: ["POST /repos/{owner}/{repo}/statuses/{sha}"],
    createDeployKey: ["POST /repos/{owner}/{repo}/keys"],
    createDeployment: ["POST /repos/{owner}/{repo}/deployments"],
    createDeploymentBranchPolicy: [
      "POST /repos/{owner}/{repo}/environments/{environment_name}/deployment-branch-policies"
    ],
    createDeploymentProtectionRule: [
      "POST /repos/{owner}/{repo}/environments/{environment_name}/deployment_protection_rules"
    ],
    createDeploymentStatus: [
      "POST /repos/{owner}/{repo}/deployments/{deployment_id}/statuses"
    ],
    createDispatchEvent: ["POST /repos/{owner}/{repo}/dispatches"],
    createForAuthenticatedUser: ["POST /user/repos"],
    createFork: ["POST /repos/{owner}/{repo}/forks"],
    createInOrg: ["POST /orgs/{org}/repos"],
    createOrUpdateEnvironment: [
      "PUT /repos/{owner}/{repo}/environments/{environment_name}"
    ],
    createOrUpdateFileContents: ["PUT /repos/{owner}/{repo}/contents/{path}"],
    createOrgRuleset: ["POST /orgs/{org}/rulesets"],
    createPagesDeployment: ["POST /repos/{owner}/{repo}/pages/deployments"],
    createPagesSite: ["POST /repos/{owner}/{repo}/pages"],
    createRelease: ["POST /repos/{owner}/{repo}/releases"],
    createRepoRuleset: ["POST /repos/{owner}/{repo}/rulesets"],
    createUsingTemplate: [
      "POST /repos/{template_owner}/{template_repo}/generate"
    ],
    createWebhook: ["POST /repos/{owner}/{repo}/hooks"],
    customPropertiesForReposCreateOrUpdateRepositoryValues: [
      "PATCH /repos/{owner}/{repo}/properties/values"
    ],
    customPropertiesForReposGetRepositoryValues: [
      "GET /repos/{owner}/{repo}/properties/values"
    ],
    declineInvitation: [
      "DELETE /user/repository_invitations/{invitation_id}",
      {},
      { renamed: ["repos", "declineInvitationForAuthenticatedUser"] }
    ],
    declineInvitationForAuthenticatedUser: [
      "DELETE /user/repository_invitations/{invitation_id}"
    ],
    delete: ["DELETE /repos/{owner}/{repo}"],
    deleteAccessRestrictions: [
      "DELETE /repos/{owner}/{repo}/branches/{branch}/protection/restrictions"
    ],
    deleteAdminBranchProtection: [
      "DELETE /repos/{owner}/{repo}/branches/{branch}/protection/enforce_admins"
    ],
    deleteAnEnvironment: [
      "DELETE /repos/{owner}/{repo}/environments/{environment_name}"
    ],
    deleteAutolink: ["DELETE /repos/{owner}/{repo}/autolinks/{autolink_id}"],
    deleteBranchProtection: [
      "DELETE /repos/{owner}/{repo}/branches/{branch}/protection"
    ],
    deleteCommitComment: ["DELETE /repos/{owner}/{repo}/comments/{comment_id}"],
    deleteCommitSignatureProtection: [
      "DELETE /repos/{owner}/{repo}/branches/{branch}/protection/required_signatures"
    ],
    deleteDeployKey: ["DELETE /repos/{owner}/{repo}/keys/{key_id}"],
    deleteDeployment: [
      "DELETE /repos/{owner}/{repo}/deployments/{deployment_id}"
    ],
    deleteDeploymentBranchPolicy: [
      "DELETE /repos/{owner}/{repo}/environments/{environment_name}/deployment-branch-policies/{branch_policy_id}"
    ],
    deleteFile: ["DELETE /repos/{owner}/{repo}/contents/{path}"],
    deleteInvitation: [
      "DELETE /repos/{owner}/{repo}/invitations/{invitation_id}"
    ],
    deleteOrgRuleset: ["DELETE /orgs/{org}/rulesets/{ruleset_id}"],
    deletePagesSite: ["DELETE /repos/{owner}/{repo}/pages"],
    deletePullRequestReviewProtection: [
      "DELETE /repos/{owner}/{repo}/branches/{branch}/protection/required_pull_request_reviews"
    ],
    deleteRelease: ["DELETE /repos/{owner}/{repo}/releases/{release_id}"],
    deleteReleaseAsset: [
      "DELETE /repos/{owner}/{repo}/releases/assets/{asset_id}"
    ],
    deleteRepoRuleset: ["DELETE /repos/{owner}/{repo}/rulesets/{ruleset_id}"],
    deleteWebhook: ["DELETE /repos/{owner}/{repo}/hooks/{hook_id}"],
    disableAutomatedSecurityFixes: [
      "DELETE /repos/{owner}/{repo}/automated-security-fixes"
    ],
    disableDeploymentProtectionRule: [
      "DELETE /repos/{owner}/{repo}/environments/{environment_name}/deployment_protection_rules/{protection_rule_id}"
    ],
    disableImmutableReleases: [
      "DELETE /repos/{owner}/{repo}/immutable-releases"
    ],
    disablePrivateVulnerabilityReporting: [
      "DELETE /repos/{owner}/{repo}/private-vulnerability-reporting"
    ],
    disableVulnerabilityAlerts: [
      "DELETE /repos/{owner}/{repo}/vulnerability-alerts"
    ],
    downloadArchive: [
      "GET /repos/{owner}/{repo}/zipball/{ref}",
      {},
      { renamed: ["repos", "downloadZipballArchive"] }
    ],
    downloadTarballArchive: ["GET /repos/{owner}/{repo}/tarball/{ref}"],
    downloadZipballArchive: ["GET /repos/{owner}/{repo}/zipball/{ref}"],
    enableAutomatedSecurityFixes: [
      "PUT /repos/{owner}/{repo}/automated-security-fixes"
    ],
    enableImmutableReleases: ["PUT /repos/{owner}/{repo}/immutable-releases"],
    enablePrivateVulnerabilityReporting: [
      "PUT /repos/{owner}/{repo}/private-vulnerability-reporting"
    ],
    enableVulnerabilityAlerts: [
      "PUT /repos/{owner}/{repo}/vulnerability-alerts"
    ],
    generateReleaseNotes: [
      "POST /repos/{owner}/{repo}/releases/generate-notes"
    ],
    get: ["GET /repos/{owner}/{repo}"],
    getAccessRestrictions: [
      "GET /repos/{owner}/{repo}/branches/{branch}/protection/restrictions"
    ],
    getAdminBranchProtection: [
      "GET /repos/{owner}/{repo}/branches/{branch}/protection/enforce_admins"
    ],
    getAllDeploymentProtectionRules: [
      "GET /repos/{owner}/{repo}/environments/{environment_name}/deployment_protection_rules"
    ],
    getAllEnvironments: ["GET /repos/{owner}/{repo}/environments"],
    getAllStatusCheckContexts: [
      "GET /repos/{owner}/{repo}/branches/{branch}/protection/required_status_checks/contexts"
    ],
    getAllTopics: ["GET /repos/{owner}/{repo}/topics"],
    getAppsWithAccessToProtectedBranch: [
      "GET /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/apps"
    ],
    getAutolink: ["GET /repos/{owner}/{repo}/autolinks/{autolink_id}"],
    getBranch: ["GET /repos/{owner}/{repo}/branches/{branch}"],
    getBranchProtection: [
      "GET /repos/{owner}/{repo}/branches/{branch}/protection"
    ],
    getBranchRules: ["GET /repos/{owner}/{repo}/rules/branches/{branch}"],
    getClones: ["GET /repos/{owner}/{repo}/traffic/clones"],
    getCodeFrequencyStats: ["GET /repos/{owner}/{repo}/stats/code_frequency"],
    getCollaboratorPermissionLevel: [
      "GET /repos/{owner}/{repo}/collaborators/{username}/permission"
    ],
    getCombinedStatusForRef: ["GET /repos/{owner}/{repo}/commits/{ref}/status"],
    getCommit: ["GET /repos/{owner}/{repo}/commits/{ref}"],
    getCommitActivityStats: ["GET /repos/{owner}/{repo}/stats/commit_activity"],
    getCommitComment: ["GET /repos/{owner}/{repo}/comments/{comment_id}"],
    getCommitSignatureProtection: [
      "GET /repos/{owner}/{repo}/branches/{branch}/protection/required_signatures"
    ],
    getCommunityProfileMetrics: ["GET /repos/{owner}/{repo}/community/profile"],
    getContent: ["GET /repos/{owner}/{repo}/contents/{path}"],
    getContributorsStats: ["GET /repos/{owner}/{repo}/stats/contributors"],
    getCustomDeploymentProtectionRule: [
      "GET /repos/{owner}/{repo}/environments/{environment_name}/deployment_protection_rules/{protection_rule_id}"
    ],
    getDeployKey: ["GET /repos/{owner}/{repo}/keys/{key_id}"],
    getDeployment: ["GET /repos/{owner}/{repo}/deployments/{deployment_id}"],
    getDeploymentBranchPolicy: [
      "GET /repos/{owner}/{repo}/environments/{environment_name}/deployment-branch-policies/{branch_policy_id}"
    ],
    getDeploymentStatus: [
      "GET /repos/{owner}/{repo}/deployments/{deployment_id}/statuses/{status_id}"
    ],
    getEnvironment: [
      "GET /repos/{owner}/{repo}/environments/{environment_name}"
    ],
    getLatestPagesBuild: ["GET /repos/{owner}/{repo}/pages/builds/latest"],
    getLatestRelease: ["GET /repos/{owner}/{repo}/releases/latest"],
    getOrgRuleSuite: ["GET /orgs/{org}/rulesets/rule-suites/{rule_suite_id}"],
    getOrgRuleSuites: ["GET /orgs/{org}/rulesets/rule-suites"],
    getOrgRuleset: ["GET /orgs/{org}/rulesets/{ruleset_id}"],
    getOrgRulesets: ["GET /orgs/{org}/rulesets"],
    getPages: ["GET /repos/{owner}/{repo}/pages"],
    getPagesBuild: ["GET /repos/{owner}/{repo}/pages/builds/{build_id}"],
    getPagesDeployment: [
      "GET /repos/{owner}/{repo}/pages/deployments/{pages_deployment_id}"
    ],
    getPagesHealthCheck: ["GET /repos/{owner}/{repo}/pages/health"],
    getParticipationStats: ["GET /repos/{owner}/{repo}/stats/participation"],
    getPullRequestReviewProtection: [
      "GET /repos/{owner}/{repo}/branches/{branch}/protection/required_pull_request_reviews"
    ],
    getPunchCardStats: ["GET /repos/{owner}/{repo}/stats/punch_card"],
    getReadme: ["GET /repos/{owner}/{repo}/readme"],
    getReadmeInDirectory: ["GET /repos/{owner}/{repo}/readme/{dir}"],
    getRelease: ["GET /repos/{owner}/{repo}/releases/{release_id}"],
    getReleaseAsset: ["GET /repos/{owner}/{repo}/releases/assets/{asset_id}"],
    getReleaseByTag: ["GET /repos/{owner}/{repo}/releases/tags/{tag}"],
    getRepoRuleSuite: [
      "GET /repos/{owner}/{repo}/rulesets/rule-suites/{rule_suite_id}"
    ],
    getRepoRuleSuites: ["GET /repos/{owner}/{repo}/rulesets/rule-suites"],
    getRepoRuleset: ["GET /repos/{owner}/{repo}/rulesets/{ruleset_id}"],
    getRepoRulesetHistory: [
      "GET /repos/{owner}/{repo}/rulesets/{ruleset_id}/history"
    ],
    getRepoRulesetVersion: [
      "GET /repos/{owner}/{repo}/rulesets/{ruleset_id}/history/{version_id}"
    ],
    getRepoRulesets: ["GET /repos/{owner}/{repo}/rulesets"],
    getStatusChecksProtection: [
      "GET /repos/{owner}/{repo}/branches/{branch}/protection/required_status_checks"
    ],
    getTeamsWithAccessToProtectedBranch: [
      "GET /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/teams"
    ],
    getTopPaths: ["GET /repos/{owner}/{repo}/traffic/popular/paths"],
    getTopReferrers: ["GET /repos/{owner}/{repo}/traffic/popular/referrers"],
    getUsersWithAccessToProtectedBranch: [
      "GET /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/users"
    ],
    getViews: ["GET /repos/{owner}/{repo}/traffic/views"],
    getWebhook: ["GET /repos/{owner}/{repo}/hooks/{hook_id}"],
    getWebhookConfigForRepo: [
      "GET /repos/{owner}/{repo}/hooks/{hook_id}/config"
    ],
    getWebhookDelivery: [
      "GET /repos/{owner}/{repo}/hooks/{hook_id}/deliveries/{delivery_id}"
    ],
    listActivities: ["GET /repos/{owner}/{repo}/activity"],
    listAttestations: [
      "GET /repos/{owner}/{repo}/attestations/{subject_digest}"
    ],
    listAutolinks: ["GET /repos/{owner}/{repo}/autolinks"],
    listBranches: ["GET /repos/{owner}/{repo}/branches"],
    listBranchesForHeadCommit: [
      "GET /repos/{owner}/{repo}/commits/{commit_sha}/branches-where-head"
    ],
    listCollaborators: ["GET /repos/{owner}/{repo}/collaborators"],
    listCommentsForCommit: [
      "GET /repos/{owner}/{repo}/commits/{commit_sha}/comments"
    ],
    listCommitCommentsForRepo: ["GET /repos/{owner}/{repo}/comments"],
    listCommitStatusesForRef: [
      "GET /repos/{owner}/{repo}/commits/{ref}/statuses"
    ],
    listCommits: ["GET /repos/{owner}/{repo}/commits"],
    listContributors: ["GET /repos/{owner}/{repo}/contributors"],
    listCustomDeploymentRuleIntegrations: [
      "GET /repos/{owner}/{repo}/environments/{environment_name}/deployment_protection_rules/apps"
    ],
    listDeployKeys: ["GET /repos/{owner}/{repo}/keys"],
    listDeploymentBranchPolicies: [
      "GET /repos/{owner}/{repo}/environments/{environment_name}/deployment-branch-policies"
    ],
    listDeploymentStatuses: [
      "GET /repos/{owner}/{repo}/deployments/{deployment_id}/statuses"
    ],
    listDeployments: ["GET /repos/{owner}/{repo}/deployments"],
    listForAuthenticatedUser: ["GET /user/repos"],
    listForOrg: ["GET /orgs/{org}/repos"],
    listForUser: ["GET /users/{username}/repos"],
    listForks: ["GET /repos/{owner}/{repo}/forks"],
    listInvitations: ["GET /repos/{owner}/{repo}/invitations"],
    listInvitationsForAuthenticatedUser: ["GET /user/repository_invitations"],
    listLanguages: ["GET /repos/{owner}/{repo}/languages"],
    listPagesBuilds: ["GET /repos/{owner}/{repo}/pages/builds"],
    listPublic: ["GET /repositories"],
    listPullRequestsAssociatedWithCommit: [
      "GET /repos/{owner}/{repo}/commits/{commit_sha}/pulls"
    ],
    listReleaseAssets: [
      "GET /repos/{owner}/{repo}/releases/{release_id}/assets"
    ],
    listReleases: ["GET /repos/{owner}/{repo}/releases"],
    listTags: ["GET /repos/{owner}/{repo}/tags"],
    listTeams: ["GET /repos/{owner}/{repo}/teams"],
    listWebhookDeliveries: [
      "GET /repos/{owner}/{repo}/hooks/{hook_id}/deliveries"
    ],
    listWebhooks: ["GET /repos/{owner}/{repo}/hooks"],
    merge: ["POST /repos/{owner}/{repo}/merges"],
    mergeUpstream: ["POST /repos/{owner}/{repo}/merge-upstream"],
    pingWebhook: ["POST /repos/{owner}/{repo}/hooks/{hook_id}/pings"],
    redeliverWebhookDelivery: [
      "POST /repos/{owner}/{repo}/hooks/{hook_id}/deliveries/{delivery_id}/attempts"
    ],
    removeAppAccessRestrictions: [
      "DELETE /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/apps",
      {},
      { mapToData: "apps" }
    ],
    removeCollaborator: [
      "DELETE /repos/{owner}/{repo}/collaborators/{username}"
    ],
    removeStatusCheckContexts: [
      "DELETE /repos/{owner}/{repo}/branches/{branch}/protection/required_status_checks/contexts",
      {},
      { mapToData: "contexts" }
    ],
    removeStatusCheckProtection: [
      "DELETE /repos/{owner}/{repo}/branches/{branch}/protection/required_status_checks"
    ],
    removeTeamAccessRestrictions: [
      "DELETE /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/teams",
      {},
      { mapToData: "teams" }
    ],
    removeUserAccessRestrictions: [
      "DELETE /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/users",
      {},
      { mapToData: "users" }
    ],
    renameBranch: ["POST /repos/{owner}/{repo}/branches/{branch}/rename"],
    replaceAllTopics: ["PUT /repos/{owner}/{repo}/topics"],
    requestPagesBuild: ["POST /repos/{owner}/{repo}/pages/builds"],
    setAdminBranchProtection: [
      "POST /repos/{owner}/{repo}/branches/{branch}/protection/enforce_admins"
    ],
    setAppAccessRestrictions: [
      "PUT /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/apps",
      {},
      { mapToData: "apps" }
    ],
    setStatusCheckContexts: [
      "PUT /repos/{owner}/{repo}/branches/{branch}/protection/required_status_checks/contexts",
      {},
      { mapToData: "contexts" }
    ],
    setTeamAccessRestrictions: [
      "PUT /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/teams",
      {},
      { mapToData: "teams" }
    ],
    setUserAccessRestrictions: [
      "PUT /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/users",
      {},
      { mapToData: "users" }
    ],
    testPushWebhook: ["POST /repos/{owner}/{repo}/hooks/{hook_id}/tests"],
    transfer: ["POST /repos/{owner}/{repo}/transfer"],
    update: ["PATCH /repos/{owner}/{repo}"],
    updateBranchProtection: [
      "PUT /repos/{owner}/{repo}/branches/{branch}/protection"
    ],
    updateCommitComment: ["PATCH /repos/{owner}/{repo}/comments/{comment_id}"],
    updateDeploymentBranchPolicy: [
      "PUT /repos/{owner}/{repo}/environments/{environment_name}/deployment-branch-policies/{branch_policy_id}"
    ],
    updateInformationAboutPagesSite: ["PUT /repos/{owner}/{repo}/pages"],
    updateInvitation: [
      "PATCH /repos/{owner}/{repo}/invitations/{invitation_id}"
    ],
    updateOrgRuleset: ["PUT /orgs/{org}/rulesets/{ruleset_id}"],
    updatePullRequestReviewProtection: [
      "PATCH /repos/{owner}/{repo}/branches/{branch}/protection/required_pull_request_reviews"
    ],
    updateRelease: ["PATCH /repos/{owner}/{repo}/releases/{release_id}"],
    updateReleaseAsset: [
      "PATCH /repos/{owner}/{repo}/releases/assets/{asset_id}"
    ],
    updateRepoRuleset: ["PUT /repos/{owner}/{repo}/rulesets/{ruleset_id}"],
    updateStatusCheckPotection: [
      "PATCH /repos/{owner}/{repo}/branches/{branch}/protection/required_status_checks",
      {},
      { renamed: ["repos", "updateStatusCheckProtection"] }
    ],
    updateStatusCheckProtection: [
      "PATCH /repos/{owner}/{repo}/branches/{branch}/protection/required_status_checks"
    ],
    updateWebhook: ["PATCH /repos/{owner}/{repo}/hooks/{hook_id}"],
    updateWebhookConfigForRepo: [
      "PATCH /repos/{owner}/{repo}/hooks/{hook_id}/config"
    ],
    uploadReleaseAsset: [
      "POST /repos/{owner}/{repo}/releases/{release_id}/assets{?name,label}",
      { baseUrl: "https://uploads.github.com" }
    ]
  },
  search: {
    code: ["GET /search/code"],
    commits: ["GET /search/commits"],
    issuesAndPullRequests: ["GET /search/issues"],
    labels: ["GET /search/labels"],
    repos: ["GET /search/repositories"],
    topics: ["GET /search/topics"],
    users: ["GET /search/users"]
  },
  secretScanning: {
    createPushProtectionBypass: [
      "POST /repos/{owner}/{repo}/secret-scanning/push-protection-bypasses"
    ],
    getAlert: [
      "GET /repos/{owner}/{repo}/secret-scanning/alerts/{alert_number}"
    ],
    getScanHistory: ["GET /repos/{owner}/{repo}/secret-scanning/scan-history"],
    listAlertsForOrg: ["GET /orgs/{org}/secret-scanning/alerts"],
    listAlertsForRepo: ["GET /repos/{owner}/{repo}/secret-scanning/alerts"],
    listLocationsForAlert: [
      "GET /repos/{owner}/{repo}/secret-scanning/alerts/{alert_number}/locations"
    ],
    listOrgPatternConfigs: [
      "GET /orgs/{org}/secret-scanning/pattern-configurations"
    ],
    updateAlert: [
      "PATCH /repos/{owner}/{repo}/secret-scanning/alerts/{alert_number}"
    ],
    updateOrgPatternConfigs: [
      "PATCH /orgs/{org}/secret-scanning/pattern-configurations"
    ]
  },
  securityAdvisories: {
    createFork: [
      "POST /repos/{owner}/{repo}/security-advisories/{ghsa_id}/forks"
    ],
    createPrivateVulnerabilityReport: [
      "POST /repos/{owner}/{repo}/security-advisories/reports"
    ],
    createRepositoryAdvisory: [
      "POST /repos/{owner}/{repo}/security-advisories"
    ],
    createRepositoryAdvisoryCveRequest: [
      "POST /repos/{owner}/{repo}/security-advisories/{ghsa_id}/cve"
    ],
    getGlobalAdvisory: ["GET /advisories/{ghsa_id}"],
    getRepositoryAdvisory: [
      "GET /repos/{owner}/{repo}/security-advisories/{ghsa_id}"
    ],
    listGlobalAdvisories: ["GET /advisories"],
    listOrgRepositoryAdvisories: ["GET /orgs/{org}/security-advisories"],
    listRepositoryAdvisories: ["GET /repos/{owner}/{repo}/security-advisories"],
    updateRepositoryAdvisory: [
      "PATCH /repos/{owner}/{repo}/security-advisories/{ghsa_id}"
    ]
  },
  teams: {
    addOrUpdateMembershipForUserInOrg: [
      "PUT /orgs/{org}/teams/{team_slug}/memberships/{username}"
    ],
    addOrUpdateRepoPermissionsInOrg: [
      "PUT /orgs/{org}/teams/{team_slug}/repos/{owner}/{repo}"
    ],
    checkPermissionsForRepoInOrg: [
      "GET /orgs/{org}/teams/{team_slug}/repos/{owner}/{repo}"
    ],
    create: ["POST /orgs/{org}/teams"],
    createDiscussionCommentInOrg: [
      "POST /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments"
    ],
    createDiscussionInOrg: ["POST /orgs/{org}/teams/{team_slug}/discussions"],
    deleteDiscussionCommentInOrg: [
      "DELETE /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments/{comment_number}"
    ],
    deleteDiscussionInOrg: [
      "DELETE /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}"
    ],
    deleteInOrg: ["DELETE /orgs/{org}/teams/{team_slug}"],
    getByName: ["GET /orgs/{org}/teams/{team_slug}"],
    getDiscussionCommentInOrg: [
      "GET /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments/{comment_number}"
    ],
    getDiscussionInOrg: [
      "GET /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}"
    ],
    getMembershipForUserInOrg: [
      "GET /orgs/{org}/teams/{team_slug}/memberships/{username}"
    ],
    list: ["GET /orgs/{org}/teams"],
    listChildInOrg: ["GET /orgs/{org}/teams/{team_slug}/teams"],
    listDiscussionCommentsInOrg: [
      "GET /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments"
    ],
    listDiscussionsInOrg: ["GET /orgs/{org}/teams/{team_slug}/discussions"],
    listForAuthenticatedUser: ["GET /user/teams"],
    listMembersInOrg: ["GET /orgs/{org}/teams/{team_slug}/members"],
    listPendingInvitationsInOrg: [
      "GET /orgs/{org}/teams/{team_slug}/invitations"
    ],
    listReposInOrg: ["GET /orgs/{org}/teams/{team_slug}/repos"],
    removeMembershipForUserInOrg: [
      "DELETE /orgs/{org}/teams/{team_slug}/memberships/{username}"
    ],
    removeRepoInOrg: [
      "DELETE /orgs/{org}/teams/{team_slug}/repos/{owner}/{repo}"
    ],
    updateDiscussionCommentInOrg: [
      "PATCH /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments/{comment_number}"
    ],
    updateDiscussionInOrg: [
      "PATCH /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}"
    ],
    updateInOrg: ["PATCH /orgs/{org}/teams/{team_slug}"]
  },
  users: {
    addEmailForAuthenticated: [
      "POST /user/emails",
      {},
      { renamed: ["users", "addEmailForAuthenticatedUser"] }
    ],
    addEmailForAuthenticatedUser: ["POST /user/emails"],
    addSocialAccountForAuthenticatedUser: ["POST /user/social_accounts"],
    block: ["PUT /user/blocks/{username}"],
    checkBlocked: ["GET /user/blocks/{username}"],
    checkFollowingForUser: ["GET /users/{username}/following/{target_user}"],
    checkPersonIsFollowedByAuthenticated: ["GET /user/following/{username}"],
    createGpgKeyForAuthenticated: [
      "POST /user/gpg_keys",
      {},
      { renamed: ["users", "createGpgKeyForAuthenticatedUser"] }
    ],
    createGpgKeyForAuthenticatedUser: ["POST /user/gpg_keys"],
    createPublicSshKeyForAuthenticated: [
      "POST /user/keys",
      {},
      { renamed: ["users", "createPublicSshKeyForAuthenticatedUser"] }
    ],
    createPublicSshKeyForAuthenticatedUser: ["POST /user/keys"],
    createSshSigningKeyForAuthenticatedUser: ["POST /user/ssh_signing_keys"],
    deleteAttestationsBulk: [
      "POST /users/{username}/attestations/delete-request"
    ],
    deleteAttestationsById: [
      "DELETE /users/{username}/attestations/{attestation_id}"
    ],
    deleteAttestationsBySubjectDigest: [
      "DELETE /users/{username}/attestations/digest/{subject_digest}"
    ],
    deleteEmailForAuthenticated: [
      "DELETE /user/emails",
      {},
      { renamed: ["users", "deleteEmailForAuthenticatedUser"] }
    ],
    deleteEmailForAuthenticatedUser: ["DELETE /user/emails"],
    deleteGpgKeyForAuthenticated: [
      "DELETE /user/gpg_keys/{gpg_key_id}",
      {},
      { renamed: ["users", "deleteGpgKeyForAuthenticatedUser"] }
    ],
    deleteGpgKeyForAuthenticatedUser: ["DELETE /user/gpg_keys/{gpg_key_id}"],
    deletePublicSshKeyForAuthenticated: [
      "DELETE /user/keys/{key_id}",
      {},
      { renamed: ["users", "deletePublicSshKeyForAuthenticatedUser"] }
    ],
    deletePublicSshKeyForAuthenticatedUser: ["DELETE /user/keys/{key_id}"],
    deleteSocialAccountForAuthenticatedUser: ["DELETE /user/social_accounts"],
    deleteSshSigningKeyForAuthenticatedUser: [
      "DELETE /user/ssh_signing_keys/{ssh_signing_key_id}"
    ],
    follow: ["PUT /user/following/{username}"],
    getAuthenticated: ["GET /user"],
    getById: ["GET /user/{account_id}"],
    getByUsername: ["GET /users/{username}"],
    getContextForUser: ["GET /users/{username}/hovercard"],
    getGpgKeyForAuthenticated: [
      "GET /user/gpg_keys/{gpg_key_id}",
      {},
      { renamed: ["users", "getGpgKeyForAuthenticatedUser"] }
    ],
    getGpgKeyForAuthenticatedUser: ["GET /user/gpg_keys/{gpg_key_id}"],
    getPublicSshKeyForAuthenticated: [
      "GET /user/keys/{key_id}",
      {},
      { renamed: ["users", "getPublicSshKeyForAuthenticatedUser"] }
    ],
    getPublicSshKeyForAuthenticatedUser: ["GET /user/keys/{key_id}"],
    getSshSigningKeyForAuthenticatedUser: [
      "GET /user/ssh_signing_keys/{ssh_signing_key_id}"
    ],
    list: ["GET /users"],
    listAttestations: ["GET /users/{username}/attestations/{subject_digest}"],
    listAttestationsBulk: [
      "POST /users/{username}/attestations/bulk-list{?per_page,before,after}"
    ],
    listBlockedByAuthenticated: [
      "GET /user/blocks",
      {},
      { renamed: ["users", "listBlockedByAuthenticatedUser"] }
    ],
    listBlockedByAuthenticatedUser: ["GET /user/blocks"],
    listEmailsForAuthenticated: [
      "GET /user/emails",
      {},
      { renamed: ["users", "listEmailsForAuthenticatedUser"] }
    ],
    listEmailsForAuthenticatedUser: ["GET /user/emails"],
    listFollowedByAuthenticated: [
      "GET /user/following",
      {},
      { renamed: ["users", "listFollowedByAuthenticatedUser"] }
    ],
    listFollowedByAuthenticatedUser: ["GET /user/following"],
    listFollowersForAuthenticatedUser: ["GET /user/followers"],
    listFollowersForUser: ["GET /users/{username}/followers"],
    listFollowingForUser: ["GET /users/{username}/following"],
    listGpgKeysForAuthenticated: [
      "GET /user/gpg_keys",
      {},
      { renamed: ["users", "listGpgKeysForAuthenticatedUser"] }
    ],
    listGpgKeysForAuthenticatedUser: ["GET /user/gpg_keys"],
    listGpgKeysForUser: ["GET /users/{username}/gpg_keys"],
    listPublicEmailsForAuthenticated: [
      "GET /user/public_emails",
      {},
      { renamed: ["users", "listPublicEmailsForAuthenticatedUser"] }
    ],
    listPublicEmailsForAuthenticatedUser: ["GET /user/public_emails"],
    listPublicKeysForUser: ["GET /users/{username}/keys"],
    listPublicSshKeysForAuthenticated: [
      "GET /user/keys",
      {},
      { renamed: ["users", "listPublicSshKeysForAuthenticatedUser"] }
    ],
    listPublicSshKeysForAuthenticatedUser: ["GET /user/keys"],
    listSocialAccountsForAuthenticatedUser: ["GET /user/social_accounts"],
    listSocialAccountsForUser: ["GET /users/{username}/social_accounts"],
    listSshSigningKeysForAuthenticatedUser: ["GET /user/ssh_signing_keys"],
    listSshSigningKeysForUser: ["GET /users/{username}/ssh_signing_keys"],
    setPrimaryEmailVisibilityForAuthenticated: [
      "PATCH /user/email/visibility",
      {},
      { renamed: ["users", "setPrimaryEmailVisibilityForAuthenticatedUser"] }
    ],
    setPrimaryEmailVisibilityForAuthenticatedUser: [
      "PATCH /user/email/visibility"
    ],
    unblock: ["DELETE /user/blocks/{username}"],
    unfollow: ["DELETE /user/following/{username}"],
    updateAuthenticated: ["PATCH /user"]
  }
};
var endpoints_default = Endpoints;

//# sourceMappingURL=endpoints.js.map

;// CONCATENATED MODULE: ./node_modules/@octokit/plugin-rest-endpoint-methods/dist-src/endpoints-to-methods.js

const endpointMethodsMap = /* @__PURE__ */ new Map();
for (const [scope, endpoints] of Object.entries(endpoints_default)) {
  for (const [methodName, endpoint] of Object.entries(endpoints)) {
    const [route, defaults, decorations] = endpoint;
    const [method, url] = route.split(/ /);
    const endpointDefaults = Object.assign(
      {
        method,
        url
      },
      defaults
    );
    if (!endpointMethodsMap.has(scope)) {
      endpointMethodsMap.set(scope, /* @__PURE__ */ new Map());
    }
    endpointMethodsMap.get(scope).set(methodName, {
      scope,
      methodName,
      endpointDefaults,
      decorations
    });
  }
}
const handler = {
  has({ scope }, methodName) {
    return endpointMethodsMap.get(scope).has(methodName);
  },
  getOwnPropertyDescriptor(target, methodName) {
    return {
      value: this.get(target, methodName),
      // ensures method is in the cache
      configurable: true,
      writable: true,
      enumerable: true
    };
  },
  defineProperty(target, methodName, descriptor) {
    Object.defineProperty(target.cache, methodName, descriptor);
    return true;
  },
  deleteProperty(target, methodName) {
    delete target.cache[methodName];
    return true;
  },
  ownKeys({ scope }) {
    return [...endpointMethodsMap.get(scope).keys()];
  },
  set(target, methodName, value) {
    return target.cache[methodName] = value;
  },
  get({ octokit, scope, cache }, methodName) {
    if (cache[methodName]) {
      return cache[methodName];
    }
    const method = endpointMethodsMap.get(scope).get(methodName);
    if (!method) {
      return void 0;
    }
    const { endpointDefaults, decorations } = method;
    if (decorations) {
      cache[methodName] = decorate(
        octokit,
        scope,
        methodName,
        endpointDefaults,
        decorations
      );
    } else {
      cache[methodName] = octokit.request.defaults(endpointDefaults);
    }
    return cache[methodName];
  }
};
function endpointsToMethods(octokit) {
  const newMethods = {};
  for (const scope of endpointMethodsMap.keys()) {
    newMethods[scope] = new Proxy({ octokit, scope, cache: {} }, handler);
  }
  return newMethods;
}
function decorate(octokit, scope, methodName, defaults, decorations) {
  const requestWithDefaults = octokit.request.defaults(defaults);
  function withDecorations(...args) {
    let options = requestWithDefaults.endpoint.merge(...args);
    if (decorations.mapToData) {
      options = Object.assign({}, options, {
        data: options[decorations.mapToData],
        [decorations.mapToData]: void 0
      });
      return requestWithDefaults(options);
    }
    if (decorations.renamed) {
      const [newScope, newMethodName] = decorations.renamed;
      octokit.log.warn(
        `octokit.${scope}.${methodName}() has been renamed to octokit.${newScope}.${newMethodName}()`
      );
    }
    if (decorations.deprecated) {
      octokit.log.warn(decorations.deprecated);
    }
    if (decorations.renamedParameters) {
      const options2 = requestWithDefaults.endpoint.merge(...args);
      for (const [name, alias] of Object.entries(
        decorations.renamedParameters
      )) {
        if (name in options2) {
          octokit.log.warn(
            `"${name}" parameter is deprecated for "octokit.${scope}.${methodName}()". Use "${alias}" instead`
          );
          if (!(alias in options2)) {
            options2[alias] = options2[name];
          }
          delete options2[name];
        }
      }
      return requestWithDefaults(options2);
    }
    return requestWithDefaults(...args);
  }
  return Object.assign(withDecorations, requestWithDefaults);
}

//# sourceMappingURL=endpoints-to-methods.js.map

;// CONCATENATED MODULE: ./node_modules/@octokit/plugin-rest-endpoint-methods/dist-src/index.js


function restEndpointMethods(octokit) {
  const api = endpointsToMethods(octokit);
  return {
    rest: api
  };
}
restEndpointMethods.VERSION = dist_src_version_VERSION;
function legacyRestEndpointMethods(octokit) {
  const api = endpointsToMethods(octokit);
  return {
    ...api,
    rest: api
  };
}
legacyRestEndpointMethods.VERSION = dist_src_version_VERSION;

//# sourceMappingURL=index.js.map

;// CONCATENATED MODULE: ./node_modules/@octokit/plugin-paginate-rest/dist-bundle/index.js
// pkg/dist-src/version.js
var plugin_paginate_rest_dist_bundle_VERSION = "0.0.0-development";

// pkg/dist-src/normalize-paginated-list-response.js
function normalizePaginatedListResponse(response) {
  if (!response.data) {
    return {
      ...response,
      data: []
    };
  }
  const responseNeedsNormalization = ("total_count" in response.data || "total_commits" in response.data) && !("url" in response.data);
  if (!responseNeedsNormalization) return response;
  const incompleteResults = response.data.incomplete_results;
  const repositorySelection = response.data.repository_selection;
  const totalCount = response.data.total_count;
  const totalCommits = response.data.total_commits;
  delete response.data.incomplete_results;
  delete response.data.repository_selection;
  delete response.data.total_count;
  delete response.data.total_commits;
  const namespaceKey = Object.keys(response.data)[0];
  const data = response.data[namespaceKey];
  response.data = data;
  if (typeof incompleteResults !== "undefined") {
    response.data.incomplete_results = incompleteResults;
  }
  if (typeof repositorySelection !== "undefined") {
    response.data.repository_selection = repositorySelection;
  }
  response.data.total_count = totalCount;
  response.data.total_commits = totalCommits;
  return response;
}

// pkg/dist-src/iterator.js
function iterator(octokit, route, parameters) {
  const options = typeof route === "function" ? route.endpoint(parameters) : octokit.request.endpoint(route, parameters);
  const requestMethod = typeof route === "function" ? route : octokit.request;
  const method = options.method;
  const headers = options.headers;
  let url = options.url;
  return {
    [Symbol.asyncIterator]: () => ({
      async next() {
        if (!url) return { done: true };
        try {
          const response = await requestMethod({ method, url, headers });
          const normalizedResponse = normalizePaginatedListResponse(response);
          url = ((normalizedResponse.headers.link || "").match(
            /<([^<>]+)>;\s*rel="next"/
          ) || [])[1];
          if (!url && "total_commits" in normalizedResponse.data) {
            const parsedUrl = new URL(normalizedResponse.url);
            const params = parsedUrl.searchParams;
            const page = parseInt(params.get("page") || "1", 10);
            const per_page = parseInt(params.get("per_page") || "250", 10);
            if (page * per_page < normalizedResponse.data.total_commits) {
              params.set("page", String(page + 1));
              url = parsedUrl.toString();
            }
          }
          return { value: normalizedResponse };
        } catch (error) {
          if (error.status !== 409) throw error;
          url = "";
          return {
            value: {
              status: 200,
              headers: {},
              data: []
            }
          };
        }
      }
    })
  };
}

// pkg/dist-src/paginate.js
function paginate(octokit, route, parameters, mapFn) {
  if (typeof parameters === "function") {
    mapFn = parameters;
    parameters = void 0;
  }
  return gather(
    octokit,
    [],
    iterator(octokit, route, parameters)[Symbol.asyncIterator](),
    mapFn
  );
}
function gather(octokit, results, iterator2, mapFn) {
  return iterator2.next().then((result) => {
    if (result.done) {
      return results;
    }
    let earlyExit = false;
    function done() {
      earlyExit = true;
    }
    results = results.concat(
      mapFn ? mapFn(result.value, done) : result.value.data
    );
    if (earlyExit) {
      return results;
    }
    return gather(octokit, results, iterator2, mapFn);
  });
}

// pkg/dist-src/compose-paginate.js
var composePaginateRest = Object.assign(paginate, {
  iterator
});

// pkg/dist-src/generated/paginating-endpoints.js
var paginatingEndpoints = (/* unused pure expression or super */ null && ([
  "GET /advisories",
  "GET /app/hook/deliveries",
  "GET /app/installation-requests",
  "GET /app/installations",
  "GET /assignments/{assignment_id}/accepted_assignments",
  "GET /classrooms",
  "GET /classrooms/{classroom_id}/assignments",
  "GET /enterprises/{enterprise}/code-security/configurations",
  "GET /enterprises/{enterprise}/code-security/configurations/{configuration_id}/repositories",
  "GET /enterprises/{enterprise}/dependabot/alerts",
  "GET /enterprises/{enterprise}/teams",
  "GET /enterprises/{enterprise}/teams/{enterprise-team}/memberships",
  "GET /enterprises/{enterprise}/teams/{enterprise-team}/organizations",
  "GET /events",
  "GET /gists",
  "GET /gists/public",
  "GET /gists/starred",
  "GET /gists/{gist_id}/comments",
  "GET /gists/{gist_id}/commits",
  "GET /gists/{gist_id}/forks",
  "GET /installation/repositories",
  "GET /issues",
  "GET /licenses",
  "GET /marketplace_listing/plans",
  "GET /marketplace_listing/plans/{plan_id}/accounts",
  "GET /marketplace_listing/stubbed/plans",
  "GET /marketplace_listing/stubbed/plans/{plan_id}/accounts",
  "GET /networks/{owner}/{repo}/events",
  "GET /notifications",
  "GET /organizations",
  "GET /organizations/{org}/dependabot/repository-access",
  "GET /orgs/{org}/actions/cache/usage-by-repository",
  "GET /orgs/{org}/actions/hosted-runners",
  "GET /orgs/{org}/actions/permissions/repositories",
  "GET /orgs/{org}/actions/permissions/self-hosted-runners/repositories",
  "GET /orgs/{org}/actions/runner-groups",
  "GET /orgs/{org}/actions/runner-groups/{runner_group_id}/hosted-runners",
  "GET /orgs/{org}/actions/runner-groups/{runner_group_id}/repositories",
  "GET /orgs/{org}/actions/runner-groups/{runner_group_id}/runners",
  "GET /orgs/{org}/actions/runners",
  "GET /orgs/{org}/actions/secrets",
  "GET /orgs/{org}/actions/secrets/{secret_name}/repositories",
  "GET /orgs/{org}/actions/variables",
  "GET /orgs/{org}/actions/variables/{name}/repositories",
  "GET /orgs/{org}/attestations/repositories",
  "GET /orgs/{org}/attestations/{subject_digest}",
  "GET /orgs/{org}/blocks",
  "GET /orgs/{org}/campaigns",
  "GET /orgs/{org}/code-scanning/alerts",
  "GET /orgs/{org}/code-security/configurations",
  "GET /orgs/{org}/code-security/configurations/{configuration_id}/repositories",
  "GET /orgs/{org}/codespaces",
  "GET /orgs/{org}/codespaces/secrets",
  "GET /orgs/{org}/codespaces/secrets/{secret_name}/repositories",
  "GET /orgs/{org}/copilot/billing/seats",
  "GET /orgs/{org}/copilot/metrics",
  "GET /orgs/{org}/dependabot/alerts",
  "GET /orgs/{org}/dependabot/secrets",
  "GET /orgs/{org}/dependabot/secrets/{secret_name}/repositories",
  "GET /orgs/{org}/events",
  "GET /orgs/{org}/failed_invitations",
  "GET /orgs/{org}/hooks",
  "GET /orgs/{org}/hooks/{hook_id}/deliveries",
  "GET /orgs/{org}/insights/api/route-stats/{actor_type}/{actor_id}",
  "GET /orgs/{org}/insights/api/subject-stats",
  "GET /orgs/{org}/insights/api/user-stats/{user_id}",
  "GET /orgs/{org}/installations",
  "GET /orgs/{org}/invitations",
  "GET /orgs/{org}/invitations/{invitation_id}/teams",
  "GET /orgs/{org}/issues",
  "GET /orgs/{org}/members",
  "GET /orgs/{org}/members/{username}/codespaces",
  "GET /orgs/{org}/migrations",
  "GET /orgs/{org}/migrations/{migration_id}/repositories",
  "GET /orgs/{org}/organization-roles/{role_id}/teams",
  "GET /orgs/{org}/organization-roles/{role_id}/users",
  "GET /orgs/{org}/outside_collaborators",
  "GET /orgs/{org}/packages",
  "GET /orgs/{org}/packages/{package_type}/{package_name}/versions",
  "GET /orgs/{org}/personal-access-token-requests",
  "GET /orgs/{org}/personal-access-token-requests/{pat_request_id}/repositories",
  "GET /orgs/{org}/personal-access-tokens",
  "GET /orgs/{org}/personal-access-tokens/{pat_id}/repositories",
  "GET /orgs/{org}/private-registries",
  "GET /orgs/{org}/projects",
  "GET /orgs/{org}/projectsV2",
  "GET /orgs/{org}/projectsV2/{project_number}/fields",
  "GET /orgs/{org}/projectsV2/{project_number}/items",
  "GET /orgs/{org}/properties/values",
  "GET /orgs/{org}/public_members",
  "GET /orgs/{org}/repos",
  "GET /orgs/{org}/rulesets",
  "GET /orgs/{org}/rulesets/rule-suites",
  "GET /orgs/{org}/rulesets/{ruleset_id}/history",
  "GET /orgs/{org}/secret-scanning/alerts",
  "GET /orgs/{org}/security-advisories",
  "GET /orgs/{org}/settings/immutable-releases/repositories",
  "GET /orgs/{org}/settings/network-configurations",
  "GET /orgs/{org}/team/{team_slug}/copilot/metrics",
  "GET /orgs/{org}/teams",
  "GET /orgs/{org}/teams/{team_slug}/discussions",
  "GET /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments",
  "GET /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments/{comment_number}/reactions",
  "GET /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/reactions",
  "GET /orgs/{org}/teams/{team_slug}/invitations",
  "GET /orgs/{org}/teams/{team_slug}/members",
  "GET /orgs/{org}/teams/{team_slug}/projects",
  "GET /orgs/{org}/teams/{team_slug}/repos",
  "GET /orgs/{org}/teams/{team_slug}/teams",
  "GET /projects/{project_id}/collaborators",
  "GET /repos/{owner}/{repo}/actions/artifacts",
  "GET /repos/{owner}/{repo}/actions/caches",
  "GET /repos/{owner}/{repo}/actions/organization-secrets",
  "GET /repos/{owner}/{repo}/actions/organization-variables",
  "GET /repos/{owner}/{repo}/actions/runners",
  "GET /repos/{owner}/{repo}/actions/runs",
  "GET /repos/{owner}/{repo}/actions/runs/{run_id}/artifacts",
  "GET /repos/{owner}/{repo}/actions/runs/{run_id}/attempts/{attempt_number}/jobs",
  "GET /repos/{owner}/{repo}/actions/runs/{run_id}/jobs",
  "GET /repos/{owner}/{repo}/actions/secrets",
  "GET /repos/{owner}/{repo}/actions/variables",
  "GET /repos/{owner}/{repo}/actions/workflows",
  "GET /repos/{owner}/{repo}/actions/workflows/{workflow_id}/runs",
  "GET /repos/{owner}/{repo}/activity",
  "GET /repos/{owner}/{repo}/assignees",
  "GET /repos/{owner}/{repo}/attestations/{subject_digest}",
  "GET /repos/{owner}/{repo}/branches",
  "GET /repos/{owner}/{repo}/check-runs/{check_run_id}/annotations",
  "GET /repos/{owner}/{repo}/check-suites/{check_suite_id}/check-runs",
  "GET /repos/{owner}/{repo}/code-scanning/alerts",
  "GET /repos/{owner}/{repo}/code-scanning/alerts/{alert_number}/instances",
  "GET /repos/{owner}/{repo}/code-scanning/analyses",
  "GET /repos/{owner}/{repo}/codespaces",
  "GET /repos/{owner}/{repo}/codespaces/devcontainers",
  "GET /repos/{owner}/{repo}/codespaces/secrets",
  "GET /repos/{owner}/{repo}/collaborators",
  "GET /repos/{owner}/{repo}/comments",
  "GET /repos/{owner}/{repo}/comments/{comment_id}/reactions",
  "GET /repos/{owner}/{repo}/commits",
  "GET /repos/{owner}/{repo}/commits/{commit_sha}/comments",
  "GET /repos/{owner}/{repo}/commits/{commit_sha}/pulls",
  "GET /repos/{owner}/{repo}/commits/{ref}/check-runs",
  "GET /repos/{owner}/{repo}/commits/{ref}/check-suites",
  "GET /repos/{owner}/{repo}/commits/{ref}/status",
  "GET /repos/{owner}/{repo}/commits/{ref}/statuses",
  "GET /repos/{owner}/{repo}/compare/{basehead}",
  "GET /repos/{owner}/{repo}/compare/{base}...{head}",
  "GET /repos/{owner}/{repo}/contributors",
  "GET /repos/{owner}/{repo}/dependabot/alerts",
  "GET /repos/{owner}/{repo}/dependabot/secrets",
  "GET /repos/{owner}/{repo}/deployments",
  "GET /repos/{owner}/{repo}/deployments/{deployment_id}/statuses",
  "GET /repos/{owner}/{repo}/environments",
  "GET /repos/{owner}/{repo}/environments/{environment_name}/deployment-branch-policies",
  "GET /repos/{owner}/{repo}/environments/{environment_name}/deployment_protection_rules/apps",
  "GET /repos/{owner}/{repo}/environments/{environment_name}/secrets",
  "GET /repos/{owner}/{repo}/environments/{environment_name}/variables",
  "GET /repos/{owner}/{repo}/events",
  "GET /repos/{owner}/{repo}/forks",
  "GET /repos/{owner}/{repo}/hooks",
  "GET /repos/{owner}/{repo}/hooks/{hook_id}/deliveries",
  "GET /repos/{owner}/{repo}/invitations",
  "GET /repos/{owner}/{repo}/issues",
  "GET /repos/{owner}/{repo}/issues/comments",
  "GET /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions",
  "GET /repos/{owner}/{repo}/issues/events",
  "GET /repos/{owner}/{repo}/issues/{issue_number}/comments",
  "GET /repos/{owner}/{repo}/issues/{issue_number}/dependencies/blocked_by",
  "GET /repos/{owner}/{repo}/issues/{issue_number}/dependencies/blocking",
  "GET /repos/{owner}/{repo}/issues/{issue_number}/events",
  "GET /repos/{owner}/{repo}/issues/{issue_number}/labels",
  "GET /repos/{owner}/{repo}/issues/{issue_number}/reactions",
  "GET /repos/{owner}/{repo}/issues/{issue_number}/sub_issues",
  "GET /repos/{owner}/{repo}/issues/{issue_number}/timeline",
  "GET /repos/{owner}/{repo}/keys",
  "GET /repos/{owner}/{repo}/labels",
  "GET /repos/{owner}/{repo}/milestones",
  "GET /repos/{owner}/{repo}/milestones/{milestone_number}/labels",
  "GET /repos/{owner}/{repo}/notifications",
  "GET /repos/{owner}/{repo}/pages/builds",
  "GET /repos/{owner}/{repo}/projects",
  "GET /repos/{owner}/{repo}/pulls",
  "GET /repos/{owner}/{repo}/pulls/comments",
  "GET /repos/{owner}/{repo}/pulls/comments/{comment_id}/reactions",
  "GET /repos/{owner}/{repo}/pulls/{pull_number}/comments",
  "GET /repos/{owner}/{repo}/pulls/{pull_number}/commits",
  "GET /repos/{owner}/{repo}/pulls/{pull_number}/files",
  "GET /repos/{owner}/{repo}/pulls/{pull_number}/reviews",
  "GET /repos/{owner}/{repo}/pulls/{pull_number}/reviews/{review_id}/comments",
  "GET /repos/{owner}/{repo}/releases",
  "GET /repos/{owner}/{repo}/releases/{release_id}/assets",
  "GET /repos/{owner}/{repo}/releases/{release_id}/reactions",
  "GET /repos/{owner}/{repo}/rules/branches/{branch}",
  "GET /repos/{owner}/{repo}/rulesets",
  "GET /repos/{owner}/{repo}/rulesets/rule-suites",
  "GET /repos/{owner}/{repo}/rulesets/{ruleset_id}/history",
  "GET /repos/{owner}/{repo}/secret-scanning/alerts",
  "GET /repos/{owner}/{repo}/secret-scanning/alerts/{alert_number}/locations",
  "GET /repos/{owner}/{repo}/security-advisories",
  "GET /repos/{owner}/{repo}/stargazers",
  "GET /repos/{owner}/{repo}/subscribers",
  "GET /repos/{owner}/{repo}/tags",
  "GET /repos/{owner}/{repo}/teams",
  "GET /repos/{owner}/{repo}/topics",
  "GET /repositories",
  "GET /search/code",
  "GET /search/commits",
  "GET /search/issues",
  "GET /search/labels",
  "GET /search/repositories",
  "GET /search/topics",
  "GET /search/users",
  "GET /teams/{team_id}/discussions",
  "GET /teams/{team_id}/discussions/{discussion_number}/comments",
  "GET /teams/{team_id}/discussions/{discussion_number}/comments/{comment_number}/reactions",
  "GET /teams/{team_id}/discussions/{discussion_number}/reactions",
  "GET /teams/{team_id}/invitations",
  "GET /teams/{team_id}/members",
  "GET /teams/{team_id}/projects",
  "GET /teams/{team_id}/repos",
  "GET /teams/{team_id}/teams",
  "GET /user/blocks",
  "GET /user/codespaces",
  "GET /user/codespaces/secrets",
  "GET /user/emails",
  "GET /user/followers",
  "GET /user/following",
  "GET /user/gpg_keys",
  "GET /user/installations",
  "GET /user/installations/{installation_id}/repositories",
  "GET /user/issues",
  "GET /user/keys",
  "GET /user/marketplace_purchases",
  "GET /user/marketplace_purchases/stubbed",
  "GET /user/memberships/orgs",
  "GET /user/migrations",
  "GET /user/migrations/{migration_id}/repositories",
  "GET /user/orgs",
  "GET /user/packages",
  "GET /user/packages/{package_type}/{package_name}/versions",
  "GET /user/public_emails",
  "GET /user/repos",
  "GET /user/repository_invitations",
  "GET /user/social_accounts",
  "GET /user/ssh_signing_keys",
  "GET /user/starred",
  "GET /user/subscriptions",
  "GET /user/teams",
  "GET /users",
  "GET /users/{username}/attestations/{subject_digest}",
  "GET /users/{username}/events",
  "GET /users/{username}/events/orgs/{org}",
  "GET /users/{username}/events/public",
  "GET /users/{username}/followers",
  "GET /users/{username}/following",
  "GET /users/{username}/gists",
  "GET /users/{username}/gpg_keys",
  "GET /users/{username}/keys",
  "GET /users/{username}/orgs",
  "GET /users/{username}/packages",
  "GET /users/{username}/projects",
  "GET /users/{username}/projectsV2",
  "GET /users/{username}/projectsV2/{project_number}/fields",
  "GET /users/{username}/projectsV2/{project_number}/items",
  "GET /users/{username}/received_events",
  "GET /users/{username}/received_events/public",
  "GET /users/{username}/repos",
  "GET /users/{username}/social_accounts",
  "GET /users/{username}/ssh_signing_keys",
  "GET /users/{username}/starred",
  "GET /users/{username}/subscriptions"
]));

// pkg/dist-src/paginating-endpoints.js
function isPaginatingEndpoint(arg) {
  if (typeof arg === "string") {
    return paginatingEndpoints.includes(arg);
  } else {
    return false;
  }
}

// pkg/dist-src/index.js
function paginateRest(octokit) {
  return {
    paginate: Object.assign(paginate.bind(null, octokit), {
      iterator: iterator.bind(null, octokit)
    })
  };
}
paginateRest.VERSION = plugin_paginate_rest_dist_bundle_VERSION;


;// CONCATENATED MODULE: ./node_modules/@actions/github/lib/utils.js


// octokit + plugins



const utils_context = new context/* Context */.o();
const baseUrl = getApiBaseUrl();
const defaults = {
    baseUrl,
    request: {
        agent: getProxyAgent(baseUrl),
        fetch: getProxyFetch(baseUrl)
    }
};
const GitHub = Octokit.plugin(restEndpointMethods, paginateRest).defaults(defaults);

/**
 * Convience function to correctly format Octokit Options to pass into the constructor.
 *
 * @param     token    the repo PAT or GITHUB_TOKEN
 * @param     options  other options to set
 */
function getOctokitOptions(token, options) {
    const opts = Object.assign({}, options || {}); // Shallow clone - don't mutate the object provided by the caller
    // Auth
    const auth = getAuthString(token, opts);
    if (auth) {
        opts.auth = auth;
    }
    // Orchestration ID
    const userAgent = getUserAgentWithOrchestrationId(opts.userAgent);
    if (userAgent) {
        opts.userAgent = userAgent;
    }
    return opts;
}
//# sourceMappingURL=utils.js.map

/***/ }),


});
