"use strict";
(() => {
  // ../typescript/node_modules/openapi-fetch/dist/index.mjs
  var PATH_PARAM_RE = /\{[^{}]+\}/g;
  var supportsRequestInitExt = () => {
    return typeof process === "object" && Number.parseInt(process?.versions?.node?.substring(0, 2)) >= 18 && process.versions.undici;
  };
  function randomID() {
    return Math.random().toString(36).slice(2, 11);
  }
  function createClient(clientOptions) {
    let {
      baseUrl = "",
      Request: CustomRequest = globalThis.Request,
      fetch: baseFetch = globalThis.fetch,
      querySerializer: globalQuerySerializer,
      bodySerializer: globalBodySerializer,
      pathSerializer: globalPathSerializer,
      headers: baseHeaders,
      requestInitExt = void 0,
      ...baseOptions
    } = { ...clientOptions };
    requestInitExt = supportsRequestInitExt() ? requestInitExt : void 0;
    baseUrl = removeTrailingSlash(baseUrl);
    const globalMiddlewares = [];
    async function coreFetch(schemaPath, fetchOptions) {
      const {
        baseUrl: localBaseUrl,
        fetch = baseFetch,
        Request: Request2 = CustomRequest,
        headers,
        params = {},
        parseAs = "json",
        querySerializer: requestQuerySerializer,
        bodySerializer = globalBodySerializer ?? defaultBodySerializer,
        pathSerializer: requestPathSerializer,
        body,
        middleware: requestMiddlewares = [],
        ...init
      } = fetchOptions || {};
      let finalBaseUrl = baseUrl;
      if (localBaseUrl) {
        finalBaseUrl = removeTrailingSlash(localBaseUrl) ?? baseUrl;
      }
      let querySerializer = typeof globalQuerySerializer === "function" ? globalQuerySerializer : createQuerySerializer(globalQuerySerializer);
      if (requestQuerySerializer) {
        querySerializer = typeof requestQuerySerializer === "function" ? requestQuerySerializer : createQuerySerializer({
          ...typeof globalQuerySerializer === "object" ? globalQuerySerializer : {},
          ...requestQuerySerializer
        });
      }
      const pathSerializer = requestPathSerializer || globalPathSerializer || defaultPathSerializer;
      const serializedBody = body === void 0 ? void 0 : bodySerializer(
        body,
        // Note: we declare mergeHeaders() both here and below because it’s a bit of a chicken-or-egg situation:
        // bodySerializer() needs all headers so we aren’t dropping ones set by the user, however,
        // the result of this ALSO sets the lowest-priority content-type header. So we re-merge below,
        // setting the content-type at the very beginning to be overwritten.
        // Lastly, based on the way headers work, it’s not a simple “present-or-not” check becauase null intentionally un-sets headers.
        mergeHeaders(baseHeaders, headers, params.header)
      );
      const finalHeaders = mergeHeaders(
        // with no body, we should not to set Content-Type
        serializedBody === void 0 || // if serialized body is FormData; browser will correctly set Content-Type & boundary expression
        serializedBody instanceof FormData ? {} : {
          "Content-Type": "application/json"
        },
        baseHeaders,
        headers,
        params.header
      );
      const finalMiddlewares = [...globalMiddlewares, ...requestMiddlewares];
      const requestInit = {
        redirect: "follow",
        ...baseOptions,
        ...init,
        body: serializedBody,
        headers: finalHeaders
      };
      let id;
      let options;
      let request = new Request2(
        createFinalURL(schemaPath, { baseUrl: finalBaseUrl, params, querySerializer, pathSerializer }),
        requestInit
      );
      let response;
      for (const key in init) {
        if (!(key in request)) {
          request[key] = init[key];
        }
      }
      if (finalMiddlewares.length) {
        id = randomID();
        options = Object.freeze({
          baseUrl: finalBaseUrl,
          fetch,
          parseAs,
          querySerializer,
          bodySerializer,
          pathSerializer
        });
        for (const m of finalMiddlewares) {
          if (m && typeof m === "object" && typeof m.onRequest === "function") {
            const result = await m.onRequest({
              request,
              schemaPath,
              params,
              options,
              id
            });
            if (result) {
              if (result instanceof Request2) {
                request = result;
              } else if (result instanceof Response) {
                response = result;
                break;
              } else {
                throw new Error("onRequest: must return new Request() or Response() when modifying the request");
              }
            }
          }
        }
      }
      if (!response) {
        try {
          response = await fetch(request, requestInitExt);
        } catch (error2) {
          let errorAfterMiddleware = error2;
          if (finalMiddlewares.length) {
            for (let i = finalMiddlewares.length - 1; i >= 0; i--) {
              const m = finalMiddlewares[i];
              if (m && typeof m === "object" && typeof m.onError === "function") {
                const result = await m.onError({
                  request,
                  error: errorAfterMiddleware,
                  schemaPath,
                  params,
                  options,
                  id
                });
                if (result) {
                  if (result instanceof Response) {
                    errorAfterMiddleware = void 0;
                    response = result;
                    break;
                  }
                  if (result instanceof Error) {
                    errorAfterMiddleware = result;
                    continue;
                  }
                  throw new Error("onError: must return new Response() or instance of Error");
                }
              }
            }
          }
          if (errorAfterMiddleware) {
            throw errorAfterMiddleware;
          }
        }
        if (finalMiddlewares.length) {
          for (let i = finalMiddlewares.length - 1; i >= 0; i--) {
            const m = finalMiddlewares[i];
            if (m && typeof m === "object" && typeof m.onResponse === "function") {
              const result = await m.onResponse({
                request,
                response,
                schemaPath,
                params,
                options,
                id
              });
              if (result) {
                if (!(result instanceof Response)) {
                  throw new Error("onResponse: must return new Response() when modifying the response");
                }
                response = result;
              }
            }
          }
        }
      }
      const contentLength = response.headers.get("Content-Length");
      if (response.status === 204 || request.method === "HEAD" || contentLength === "0" && !response.headers.get("Transfer-Encoding")?.includes("chunked")) {
        return response.ok ? { data: void 0, response } : { error: void 0, response };
      }
      if (response.ok) {
        const getResponseData = async () => {
          if (parseAs === "stream") {
            return response.body;
          }
          if (parseAs === "json" && !contentLength) {
            const raw = await response.text();
            return raw ? JSON.parse(raw) : void 0;
          }
          return await response[parseAs]();
        };
        return { data: await getResponseData(), response };
      }
      let error = await response.text();
      try {
        error = JSON.parse(error);
      } catch {
      }
      return { error, response };
    }
    return {
      request(method, url, init) {
        return coreFetch(url, { ...init, method: method.toUpperCase() });
      },
      /** Call a GET endpoint */
      GET(url, init) {
        return coreFetch(url, { ...init, method: "GET" });
      },
      /** Call a PUT endpoint */
      PUT(url, init) {
        return coreFetch(url, { ...init, method: "PUT" });
      },
      /** Call a POST endpoint */
      POST(url, init) {
        return coreFetch(url, { ...init, method: "POST" });
      },
      /** Call a DELETE endpoint */
      DELETE(url, init) {
        return coreFetch(url, { ...init, method: "DELETE" });
      },
      /** Call a OPTIONS endpoint */
      OPTIONS(url, init) {
        return coreFetch(url, { ...init, method: "OPTIONS" });
      },
      /** Call a HEAD endpoint */
      HEAD(url, init) {
        return coreFetch(url, { ...init, method: "HEAD" });
      },
      /** Call a PATCH endpoint */
      PATCH(url, init) {
        return coreFetch(url, { ...init, method: "PATCH" });
      },
      /** Call a TRACE endpoint */
      TRACE(url, init) {
        return coreFetch(url, { ...init, method: "TRACE" });
      },
      /** Register middleware */
      use(...middleware) {
        for (const m of middleware) {
          if (!m) {
            continue;
          }
          if (typeof m !== "object" || !("onRequest" in m || "onResponse" in m || "onError" in m)) {
            throw new Error("Middleware must be an object with one of `onRequest()`, `onResponse() or `onError()`");
          }
          globalMiddlewares.push(m);
        }
      },
      /** Unregister middleware */
      eject(...middleware) {
        for (const m of middleware) {
          const i = globalMiddlewares.indexOf(m);
          if (i !== -1) {
            globalMiddlewares.splice(i, 1);
          }
        }
      }
    };
  }
  function serializePrimitiveParam(name, value, options) {
    if (value === void 0 || value === null) {
      return "";
    }
    if (typeof value === "object") {
      throw new Error(
        "Deeply-nested arrays/objects aren’t supported. Provide your own `querySerializer()` to handle these."
      );
    }
    return `${name}=${options?.allowReserved === true ? value : encodeURIComponent(value)}`;
  }
  function serializeObjectParam(name, value, options) {
    if (!value || typeof value !== "object") {
      return "";
    }
    const values = [];
    const joiner = {
      simple: ",",
      label: ".",
      matrix: ";"
    }[options.style] || "&";
    if (options.style !== "deepObject" && options.explode === false) {
      for (const k in value) {
        values.push(k, options.allowReserved === true ? value[k] : encodeURIComponent(value[k]));
      }
      const final2 = values.join(",");
      switch (options.style) {
        case "form": {
          return `${name}=${final2}`;
        }
        case "label": {
          return `.${final2}`;
        }
        case "matrix": {
          return `;${name}=${final2}`;
        }
        default: {
          return final2;
        }
      }
    }
    for (const k in value) {
      const finalName = options.style === "deepObject" ? `${name}[${k}]` : k;
      values.push(serializePrimitiveParam(finalName, value[k], options));
    }
    const final = values.join(joiner);
    return options.style === "label" || options.style === "matrix" ? `${joiner}${final}` : final;
  }
  function serializeArrayParam(name, value, options) {
    if (!Array.isArray(value)) {
      return "";
    }
    if (options.explode === false) {
      const joiner2 = { form: ",", spaceDelimited: "%20", pipeDelimited: "|" }[options.style] || ",";
      const final = (options.allowReserved === true ? value : value.map((v) => encodeURIComponent(v))).join(joiner2);
      switch (options.style) {
        case "simple": {
          return final;
        }
        case "label": {
          return `.${final}`;
        }
        case "matrix": {
          return `;${name}=${final}`;
        }
        // case "spaceDelimited":
        // case "pipeDelimited":
        default: {
          return `${name}=${final}`;
        }
      }
    }
    const joiner = { simple: ",", label: ".", matrix: ";" }[options.style] || "&";
    const values = [];
    for (const v of value) {
      if (options.style === "simple" || options.style === "label") {
        values.push(options.allowReserved === true ? v : encodeURIComponent(v));
      } else {
        values.push(serializePrimitiveParam(name, v, options));
      }
    }
    return options.style === "label" || options.style === "matrix" ? `${joiner}${values.join(joiner)}` : values.join(joiner);
  }
  function createQuerySerializer(options) {
    return function querySerializer(queryParams) {
      const search = [];
      if (queryParams && typeof queryParams === "object") {
        for (const name in queryParams) {
          const value = queryParams[name];
          if (value === void 0 || value === null) {
            continue;
          }
          if (Array.isArray(value)) {
            if (value.length === 0) {
              continue;
            }
            search.push(
              serializeArrayParam(name, value, {
                style: "form",
                explode: true,
                ...options?.array,
                allowReserved: options?.allowReserved || false
              })
            );
            continue;
          }
          if (typeof value === "object") {
            search.push(
              serializeObjectParam(name, value, {
                style: "deepObject",
                explode: true,
                ...options?.object,
                allowReserved: options?.allowReserved || false
              })
            );
            continue;
          }
          search.push(serializePrimitiveParam(name, value, options));
        }
      }
      return search.join("&");
    };
  }
  function defaultPathSerializer(pathname, pathParams) {
    let nextURL = pathname;
    for (const match of pathname.match(PATH_PARAM_RE) ?? []) {
      let name = match.substring(1, match.length - 1);
      let explode = false;
      let style = "simple";
      if (name.endsWith("*")) {
        explode = true;
        name = name.substring(0, name.length - 1);
      }
      if (name.startsWith(".")) {
        style = "label";
        name = name.substring(1);
      } else if (name.startsWith(";")) {
        style = "matrix";
        name = name.substring(1);
      }
      if (!pathParams || pathParams[name] === void 0 || pathParams[name] === null) {
        continue;
      }
      const value = pathParams[name];
      if (Array.isArray(value)) {
        nextURL = nextURL.replace(match, serializeArrayParam(name, value, { style, explode }));
        continue;
      }
      if (typeof value === "object") {
        nextURL = nextURL.replace(match, serializeObjectParam(name, value, { style, explode }));
        continue;
      }
      if (style === "matrix") {
        nextURL = nextURL.replace(match, `;${serializePrimitiveParam(name, value)}`);
        continue;
      }
      nextURL = nextURL.replace(match, style === "label" ? `.${encodeURIComponent(value)}` : encodeURIComponent(value));
    }
    return nextURL;
  }
  function defaultBodySerializer(body, headers) {
    if (body instanceof FormData) {
      return body;
    }
    if (headers) {
      const contentType = headers.get instanceof Function ? headers.get("Content-Type") ?? headers.get("content-type") : headers["Content-Type"] ?? headers["content-type"];
      if (contentType === "application/x-www-form-urlencoded") {
        return new URLSearchParams(body).toString();
      }
    }
    return JSON.stringify(body);
  }
  function createFinalURL(pathname, options) {
    let finalURL = `${options.baseUrl}${pathname}`;
    if (options.params?.path) {
      finalURL = options.pathSerializer(finalURL, options.params.path);
    }
    let search = options.querySerializer(options.params.query ?? {});
    if (search.startsWith("?")) {
      search = search.substring(1);
    }
    if (search) {
      finalURL += `?${search}`;
    }
    return finalURL;
  }
  function mergeHeaders(...allHeaders) {
    const finalHeaders = new Headers();
    for (const h of allHeaders) {
      if (!h || typeof h !== "object") {
        continue;
      }
      const iterator = h instanceof Headers ? h.entries() : Object.entries(h);
      for (const [k, v] of iterator) {
        if (v === null) {
          finalHeaders.delete(k);
        } else if (Array.isArray(v)) {
          for (const v2 of v) {
            finalHeaders.append(k, v2);
          }
        } else if (v !== void 0) {
          finalHeaders.set(k, v);
        }
      }
    }
    return finalHeaders;
  }
  function removeTrailingSlash(url) {
    if (url.endsWith("/")) {
      return url.substring(0, url.length - 1);
    }
    return url;
  }

  // ../typescript/src/resilience.ts
  var DEFAULT_TIMEOUT_MS = 1e4;
  var DEFAULT_RETRY = Object.freeze({
    retries: 3,
    baseDelayMs: 200,
    maxDelayMs: 5e3,
    statuses: Object.freeze([429, 502, 503, 504]),
    maxElapsedMs: 3e4
  });
  var MIN_ATTEMPT_MS = 100;
  var REQUEST_ID_HEADER = "X-Request-ID";
  function retryDelayMs(retry, retryNumber, response) {
    const ceiling = Math.min(retry.maxDelayMs, retry.baseDelayMs * 2 ** retryNumber);
    let wait = Math.random() * ceiling;
    const after = response?.headers.get("Retry-After");
    if (after) {
      const seconds = /^\d+$/.test(after.trim()) ? Number(after) : (Date.parse(after) - Date.now()) / 1e3;
      if (Number.isFinite(seconds) && seconds > 0) wait = Math.max(wait, Math.min(retry.maxDelayMs, seconds * 1e3));
    }
    return wait;
  }
  function newRequestId() {
    const bytes = crypto.getRandomValues(new Uint8Array(16));
    return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  }
  function isConnectionError(error) {
    return error instanceof TypeError;
  }
  function isTimeout(error) {
    return error instanceof DOMException && error.name === "TimeoutError";
  }
  function sleep(ms, signal) {
    return new Promise((resolve, reject) => {
      if (signal.aborted) {
        reject(signal.reason);
        return;
      }
      const timer = setTimeout(() => {
        signal.removeEventListener("abort", onAbort);
        resolve();
      }, ms);
      const onAbort = () => {
        clearTimeout(timer);
        reject(signal.reason);
      };
      signal.addEventListener("abort", onAbort, { once: true });
    });
  }
  function withDefaults(retry = {}) {
    return {
      retries: retry.retries ?? DEFAULT_RETRY.retries,
      baseDelayMs: retry.baseDelayMs ?? DEFAULT_RETRY.baseDelayMs,
      maxDelayMs: retry.maxDelayMs ?? DEFAULT_RETRY.maxDelayMs,
      statuses: retry.statuses ?? DEFAULT_RETRY.statuses,
      maxElapsedMs: retry.maxElapsedMs ?? DEFAULT_RETRY.maxElapsedMs
    };
  }
  var held = /* @__PURE__ */ new Set();
  var NULL_BODY_STATUSES = /* @__PURE__ */ new Set([101, 204, 205, 304]);
  async function attempt(fetch, request, timeoutMs, callerSignal) {
    const controller = new AbortController();
    const onAbort = () => controller.abort(callerSignal.reason);
    if (callerSignal.aborted) onAbort();
    else callerSignal.addEventListener("abort", onAbort, { once: true });
    const timer = timeoutMs > 0 ? setTimeout(() => controller.abort(new DOMException(`no answer within ${timeoutMs} ms`, "TimeoutError")), timeoutMs) : void 0;
    const sent = new Request(request, { signal: controller.signal });
    held.add(sent);
    try {
      const response = await fetch(sent);
      const body = NULL_BODY_STATUSES.has(response.status) ? null : await response.arrayBuffer();
      return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
    } finally {
      clearTimeout(timer);
      callerSignal.removeEventListener("abort", onAbort);
      held.delete(sent);
    }
  }
  function resilientFetch(fetch = (input) => globalThis.fetch(input), options = {}) {
    const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const retry = options.retry === false ? { ...DEFAULT_RETRY, retries: 0 } : withDefaults(options.retry);
    const defaults = Object.entries(options.headers ?? {});
    return async (original) => {
      const headers = new Headers(original.headers);
      for (const [name, value] of defaults) if (!headers.has(name)) headers.set(name, value);
      if (!headers.has(REQUEST_ID_HEADER)) headers.set(REQUEST_ID_HEADER, newRequestId());
      const request = new Request(original, { headers });
      const deadline = retry.maxElapsedMs > 0 ? Date.now() + retry.maxElapsedMs : Infinity;
      const remaining = () => deadline - Date.now();
      for (let retryNumber = 0; ; retryNumber++) {
        const last = retryNumber >= retry.retries;
        const sent = last ? request : request.clone();
        const limit = Number.isFinite(deadline) ? Math.max(1, Math.min(timeoutMs > 0 ? timeoutMs : Infinity, remaining())) : timeoutMs;
        let response;
        try {
          response = await attempt(fetch, sent, limit, original.signal);
        } catch (error) {
          if (last || original.signal.aborted || !(isConnectionError(error) || isTimeout(error))) throw error;
          const wait2 = retryDelayMs(retry, retryNumber);
          if (wait2 + MIN_ATTEMPT_MS >= remaining()) throw error;
          await sleep(wait2, original.signal);
          continue;
        }
        if (last || !retry.statuses.includes(response.status)) return response;
        const wait = retryDelayMs(retry, retryNumber, response);
        if (wait + MIN_ATTEMPT_MS >= remaining()) return response;
        await sleep(wait, original.signal);
      }
    };
  }

  // ../typescript/src/version.ts
  var VERSION = "0.2.0";
  var USER_AGENT = `tute-rules-client-typescript/${VERSION}`;

  // ../typescript/src/problems.ts
  var ProblemError = class extends Error {
    problem;
    /** The answer (its body already read), when there was one. */
    response;
    constructor(problem, response) {
      super(problemMessage(problem));
      this.name = "ProblemError";
      this.problem = problem;
      this.response = response;
    }
    /** The call's ID (`X-Request-ID`) as the service logged it; quote it when you report. */
    get requestId() {
      return this.response?.headers.get("X-Request-ID") ?? void 0;
    }
    get status() {
      return this.problem.status;
    }
    get code() {
      return this.problem.code;
    }
    get detail() {
      return this.problem.detail;
    }
    /** Every bad field (JSON pointer, code, message); empty when the problem lists none. */
    get errors() {
      return this.problem.errors ?? [];
    }
  };
  function problemMessage(problem) {
    const message = `${problem.status} ${problem.code}: ${problem.detail}`;
    const items = (problem.errors ?? []).map((item) => `${item.field || "/"} ${item.code}: ${item.message}`);
    return items.length > 0 ? `${message} [${items.join("; ")}]` : message;
  }
  var UnexpectedResponseError = class extends Error {
    status;
    body;
    /** The answer (its body already read), when there was one. */
    response;
    constructor(status, body, response) {
      super(`unexpected response ${status}: ${JSON.stringify(body)?.slice(0, 200)}`);
      this.name = "UnexpectedResponseError";
      this.status = status;
      this.body = body;
      this.response = response;
    }
    /** The call's ID (`X-Request-ID`) as the service logged it; quote it when you report. */
    get requestId() {
      return this.response?.headers.get("X-Request-ID") ?? void 0;
    }
  };
  function isProblem(body) {
    if (typeof body !== "object" || body === null) return false;
    const candidate = body;
    return typeof candidate["code"] === "string" && typeof candidate["status"] === "number";
  }
  async function unwrap(pending) {
    const { data, error, response } = await pending;
    if (response.ok && data !== void 0) {
      return data;
    }
    if (isProblem(error)) throw new ProblemError(error, response);
    throw new UnexpectedResponseError(response.status, error ?? data, response);
  }

  // ../typescript/src/index.ts
  function createTuteClient(options) {
    const { timeoutMs, retry, fetch, language, headers, ...rest } = options;
    return createClient({
      ...rest,
      headers: language === void 0 ? headers : withLanguage(headers, language),
      fetch: resilientFetch(fetch, { timeoutMs, retry, headers: inBrowser() ? {} : { "User-Agent": USER_AGENT } })
    });
  }
  function withLanguage(headers, language) {
    if (headers instanceof Headers || Array.isArray(headers)) {
      const merged = new Headers(headers);
      merged.set("Accept-Language", language);
      return merged;
    }
    return { ...headers, "Accept-Language": language };
  }
  function inBrowser() {
    return typeof globalThis.document !== "undefined" || typeof globalThis.importScripts === "function";
  }

  // src/bots.ts
  function suggestionSeed(seed, step2) {
    let t2 = (seed ^ Math.imul(step2 + 1, 2654435769)) >>> 0;
    t2 = t2 + 1831565813 >>> 0;
    let r = Math.imul(t2 ^ t2 >>> 15, t2 | 1);
    r ^= r + Math.imul(r ^ r >>> 7, r | 61);
    return (r ^ r >>> 14) >>> 0;
  }
  function compact(action) {
    const out = {};
    for (const [key, value] of Object.entries(action)) {
      if (value !== null && value !== void 0) out[key] = value;
    }
    return out;
  }

  // src/cards.ts
  var SVG = "http://www.w3.org/2000/svg";
  function svgElement(name, attrs) {
    const element = document.createElementNS(SVG, name);
    for (const [key, value] of Object.entries(attrs)) element.setAttribute(key, value);
    return element;
  }
  function suitSign(suit) {
    const svg = svgElement("svg", {
      viewBox: "0 0 40 40",
      class: "suit-sign",
      "aria-hidden": "true",
      focusable: "false"
    });
    switch (suit) {
      case "O":
        svg.append(
          svgElement("circle", { cx: "20", cy: "20", r: "15", class: "fill" }),
          svgElement("circle", { cx: "20", cy: "20", r: "9", class: "line" }),
          svgElement("circle", { cx: "20", cy: "20", r: "3", class: "dot" })
        );
        break;
      case "C":
        svg.append(
          svgElement("path", {
            d: "M8 7 H32 C32 19 26 23 22 24 V31 H28 V35 H12 V31 H18 V24 C14 23 8 19 8 7 Z",
            class: "fill"
          }),
          svgElement("path", { d: "M11 11 H29", class: "line" })
        );
        break;
      case "E":
        svg.append(
          svgElement("path", { d: "M20 3 L23 8 V27 H17 V8 Z", class: "fill" }),
          svgElement("path", { d: "M11 27 H29", class: "guard" }),
          svgElement("path", { d: "M20 29 V36", class: "guard" })
        );
        break;
      default:
        svg.append(
          svgElement("path", {
            d: "M15 4 C22 2 27 6 26 11 L24 36 C23 38 17 38 16 36 L13 11 C12 8 13 5 15 4 Z",
            class: "fill"
          }),
          svgElement("path", { d: "M16 14 L22 15 M17 22 L23 23 M17 30 L22 30", class: "line" })
        );
    }
    return svg;
  }
  function rankOf(code) {
    return code.slice(0, -1);
  }
  function suitOf(code) {
    return code.slice(-1);
  }
  function cardName(code, labels) {
    const rank = rankOf(code);
    return labels.cardName(labels.ranks[rank] ?? rank, labels.suits[suitOf(code)] ?? suitOf(code));
  }
  function cardFace(code, labels, small = false) {
    const face = document.createElement("span");
    face.className = `card suit-${suitOf(code)}${small ? " small" : ""}`;
    face.dataset["card"] = code;
    face.dataset["rank"] = rankOf(code);
    face.append(suitSign(suitOf(code)));
    return face;
  }

  // src/i18n.ts
  var LANGS = ["es", "it", "pt", "en"];
  var LANG_NAMES = {
    es: "Español",
    it: "Italiano",
    pt: "Português",
    en: "English"
  };
  var en = {
    title: "Tute rules playground",
    intro: "Every answer on this page comes from the rules service's public API.",
    language: "Language",
    tabPlay: "Play a hand",
    tabQuestion: "Question a position",
    tabReplay: "Adjudicate a record",
    setup: "Table",
    ruleset: "Ruleset",
    players: "Seats",
    seed: "Seed",
    yourSeat: "Your seat",
    overrides: "Overrides",
    overridesHint: "Leave a switch on the ruleset's value, or choose another.",
    rulesetValue: "ruleset's value",
    deal: "Deal",
    seat: "Seat",
    you: "you",
    bot: "random",
    levelLabel: "The other seats play",
    levels: { random: "at random", basic: "basic", strong: "strong" },
    hint: "Hint",
    hintLevel: "Hint level",
    hintThinking: "Asking the service…",
    hintSays: (level, action) => `Suggested (${level}): ${action}`,
    hintCandidates: "The actions weighed, best first",
    hintAction: "Action",
    hintValue: "Estimated points",
    hintSidePoints: "Mean points per side",
    hintValueNote: "The estimate is your side's mean points minus the best other side's, plus 20 when it wins the hand, over the deals tried.",
    hintCut: (worlds, playouts) => `The deadline cut the search short: ${worlds} deals tried, ${playouts} playouts.`,
    hintFull: (worlds, playouts) => `The search was complete: ${worlds} deals tried, ${playouts} playouts.`,
    hintFailed: "The service gave no hint",
    suggested: "suggested",
    reviewTitle: "Review of the hand",
    reviewButton: "Review this hand",
    reviewThinking: "The service is reviewing the hand…",
    reviewFailed: "The service could not review the hand",
    reviewCaption: "The largest mistakes first",
    reviewPlayed: "Action taken",
    reviewCost: "Cost in points (open)",
    reviewBetter: "Better action (open)",
    reviewExpected: "Expected cost (the seat's view)",
    reviewBetterOwn: "Better action (the seat's view)",
    reviewNone: "No action was proven to cost points.",
    reviewSummary: (reviewed, mistakes) => `${reviewed} actions reviewed, ${mistakes} mistakes found.`,
    reviewUnsolved: "Some positions were too large for the search: their costs are bounds, not exact.",
    reviewNote: "Open: with every card known, the points of difference between the sides the action gave up against perfect play. The seat's view: its mean cost over deals consistent with what the seat knew, against the action best on average.",
    costAtMost: (n) => `at most ${n}`,
    costBetween: (low, high) => `at least ${low}, at most ${high}`,
    unsolved: "not solved",
    amongBest: "the action taken is among the best",
    overWorlds: (cost, worlds) => `${cost} (over ${worlds} deals)`,
    noWorlds: "no deal solved",
    reviewShow: (step2) => `Show the position before action ${step2}`,
    botFailed: (seat) => `The service could not suggest the action of seat ${seat}`,
    retry: "Try again",
    playCard: (card2) => `Play the ${card2}`,
    toAct: "to act",
    trump: "Trumps",
    none: "none",
    turnUp: "Turn-up",
    stock: "Stock",
    trick: "Trick on the table",
    yourHand: "Your hand",
    handOf: "Hand of seat",
    cards: "cards",
    legal: "may be played",
    excluded: "may not be played",
    actionsTitle: "Your options",
    declare: "Declare",
    marriage: "Sing the marriage",
    tuteDecl: "Tute",
    capote: "Capote",
    plate: "Go to the plate",
    claim: "Claim",
    swap: "Swap",
    bid: "Bid",
    pass: "Pass",
    nameTrump: "Name trumps",
    takeSpare: "Take the spare card, discarding",
    goOn: "Continue without declaring",
    history: "Tricks",
    trickNo: "Trick",
    wonBy: "won by seat",
    points: "points",
    runningPoints: "Points so far",
    cardPoints: "card points",
    declared: "declared",
    score: "Score",
    side: "Side",
    seats: "Seats",
    lastTrick: "Last trick",
    marriages: "Marriages",
    total: "Total",
    tricks: "Tricks",
    result: "Result",
    winner: "Winner: side",
    noWinner: "No winner",
    reason: "Reason",
    games: "Games",
    record: "The hand record",
    share: "Link to this point",
    copy: "Copy",
    replay: "Step through the hand",
    first: "First action",
    back: "One action back",
    forward: "One action forward",
    last: "Last action",
    step: "Action",
    of: "of",
    vueltas: "Deal the vueltas",
    phase: "Phase",
    auction: "Auction",
    highest: "Highest bid",
    minBid: "Minimum next bid",
    bids: "Bids",
    over: "The hand is over.",
    waiting: "Waiting for seat",
    yourTurn: "Your turn.",
    questionTitle: "Question a position",
    questionHint: "A position in the notation of docs/notation.md, e.g.",
    position: "Position",
    ask: "Ask",
    legalPlays: "Legal plays",
    excludedCards: "Excluded cards",
    trickWinner: "The trick goes to seat",
    withCard: "with",
    declarationsAvail: "Declarations available",
    noDeclarations: "None.",
    needDealer: "Add dealer=… (and last=…, tricks=…, stage=…) to ask about declarations.",
    adjudicateTitle: "Adjudicate a hand record",
    adjudicateHint: "Paste a hand record (JSON, as POST /v1/hand-adjudications takes it).",
    adjudicate: "Adjudicate",
    legalRecord: "The record is legal.",
    illegalAt: "Illegal action",
    openAtError: "Open on the board at the illegal action",
    actions: "Actions",
    error: "Error",
    phases: { auction: "bidding", naming: "trumps to be named", play: "playing the cards", over: "the hand is over" },
    reasons: {
      most_points: "the side with the most points wins",
      last_trick: "level on points: the side that took the last trick wins",
      card_threshold: "61 card points or more win",
      over_100: "a side reached 101",
      bid_made: "the declarer's side made its bid",
      bid_failed: "the declarer's side failed to make its bid",
      tute: "a tute won the hand",
      capote: "one side took every trick (capote)",
      capote_lost: "the announced capote failed",
      draw: "a draw",
      no_winner: "no side won the hand",
      capote_singer: "the seat that took every trick had sung, and loses",
      no_tricks: "the seats that took no trick lose",
      over_100_loses: "the seats over 100 lose",
      middle_loses: "the seats between the highest and the lowest total lose",
      shared_score_loses: "the seats that share a total lose",
      thirty_malas: "a side under 30 loses at once (treinta malas)",
      vueltas: "no side reached 101: the vueltas follow",
      claim: "a side claimed 101 and had it",
      false_claim: "a side claimed 101 without having it, and loses"
    },
    contractText: (seat, amount) => `seat ${seat} bid ${amount}`,
    contractMade: "made",
    contractFailed: "failed",
    allPassed: "Every seat passed: this hand is not played, and nobody scores.",
    nextHand: "Deal the next hand",
    nextHandBy: (dealer) => `seat ${dealer} deals`,
    singPoints: (points, suit) => `Sing the ${points} in ${suit}`,
    singSuit: (suit) => `Sing the marriage in ${suit}`,
    carried: "Carried from the first deal",
    sideTotal: (side, total2) => `side ${side}: ${total2}`,
    firstDeal: "First deal",
    vueltasDeal: "The vueltas (second deal)",
    dealNumber: "Deal",
    notACard: (text) => `not a card code: ${text}`,
    didYouMean: (code) => `did you mean ${code}?`,
    noSwitches: "No switch of this ruleset can change at this seat count.",
    payouts: "Payouts",
    groups: { table: "The table", duties: "Duties in play", declarations: "Declarations", results: "Results and match", auction: "Auction" },
    switches: {
      players: "Seats",
      sides: "Sides",
      deck: "Deck",
      rank_order: "Card order",
      card_points: "Card points",
      hand_size: "Cards per hand",
      stock: "Stock",
      trump_method: "How trumps are fixed",
      dealer_sits_out: "Dealer sits out",
      spare_card: "Spare card",
      stock_phase_duty: "Duties while the stock lasts",
      strict_phase_duty: "Duties without stock",
      head_led_suit: "Heading the led suit",
      must_undertrump: "Undertrumping",
      partner_exemption: "Partner exemption",
      must_trump_when_void: "Trumping when void",
      last_trick_bonus: "Last-trick bonus",
      marriages: "Marriages score",
      marriage_pair: "Marriage pair",
      marriage_award: "How marriages score",
      partner_may_declare: "Partner may declare",
      trump_first: "The 40 first",
      marriage_moment: "When to sing",
      marriages_per_trick: "Marriages per trick",
      marriage_disclosure: "What others see of a marriage",
      marriage_sides: "Who may sing (auction)",
      marriage_window: "Window for marriages",
      tute: "Tute",
      tute_ranks: "What makes a tute",
      tute_effect: "What a tute does",
      tute_after_marriage: "Tute after a marriage",
      swap: "Swap the 7",
      swap_two: "Swap the 2",
      swap_timing: "When to swap",
      capote: "Capote",
      capote_declarer: "Who announces the capote",
      hand_winner: "Who wins the hand",
      both_over_target: "Both sides over 100",
      payout: "Payout",
      thirty_malas: "Treinta malas",
      vueltas: "Vueltas",
      vueltas_end: "End of the vueltas",
      next_dealer: "Next dealer",
      tie: "Tie",
      double_at: "Double game at",
      match: "Match",
      match_target: "Match target",
      series_lead_of_two: "Series: lead of two",
      points_match_tie: "Match tie at the target",
      coto_partidas: "Games per coto",
      cotos_to_win: "Cotos to win",
      loser_rule: "Loser order",
      capote_singer_loses: "Capote maker who sang loses",
      penalty_limit: "Penalty limit",
      min_bid: "Minimum bid",
      bid_step: "Bid step",
      auction_rounds: "Auction rounds",
      pass_final: "A pass is final",
      first_lead: "First lead after the auction",
      made_score: "Contract made scores",
      failed_score: "Contract failed scores",
      defenders_score: "Defenders score",
      all_pass: "Every seat passes"
    },
    suits: { O: "coins", C: "cups", E: "swords", B: "clubs" },
    ranks: { 1: "ace", 10: "jack", 11: "knight", 12: "king" },
    cardName: (rank, suit) => `${rank} of ${suit}`
  };
  var es = {
    ...en,
    title: "Reglas del tute: mesa de pruebas",
    intro: "Cada respuesta de esta página viene de la API pública del servicio de reglas.",
    language: "Idioma",
    tabPlay: "Jugar una mano",
    tabQuestion: "Consultar una posición",
    tabReplay: "Arbitrar una mano",
    setup: "Mesa",
    ruleset: "Modalidad",
    players: "Jugadores",
    seed: "Semilla",
    yourSeat: "Tu asiento",
    overrides: "Variantes",
    overridesHint: "Deja cada regla como la modalidad la fija, o elige otra.",
    rulesetValue: "la de la modalidad",
    deal: "Repartir",
    seat: "Asiento",
    you: "tú",
    bot: "al azar",
    levelLabel: "Los demás asientos juegan",
    levels: { random: "al azar", basic: "básico", strong: "fuerte" },
    hint: "Pista",
    hintLevel: "Nivel de la pista",
    hintThinking: "Consultando al servicio…",
    hintSays: (level, action) => `Sugerencia (${level}): ${action}`,
    hintCandidates: "Las jugadas sopesadas, de mejor a peor",
    hintAction: "Jugada",
    hintValue: "Puntos estimados",
    hintSidePoints: "Puntos medios por bando",
    hintValueNote: "La estimación son los puntos medios de tu bando menos los del mejor bando rival, más 20 si gana la mano, en los repartos probados.",
    hintCut: (worlds, playouts) => `El plazo cortó la búsqueda: ${worlds} repartos probados, ${playouts} simulaciones.`,
    hintFull: (worlds, playouts) => `La búsqueda se completó: ${worlds} repartos probados, ${playouts} simulaciones.`,
    hintFailed: "El servicio no dio ninguna pista",
    suggested: "sugerida",
    reviewTitle: "Revisión de la mano",
    reviewButton: "Revisar esta mano",
    reviewThinking: "El servicio está revisando la mano…",
    reviewFailed: "El servicio no pudo revisar la mano",
    reviewCaption: "Los errores más graves primero",
    reviewPlayed: "Jugada hecha",
    reviewCost: "Coste en puntos (a cartas vistas)",
    reviewBetter: "Jugada mejor (a cartas vistas)",
    reviewExpected: "Coste esperado (lo que sabía el jugador)",
    reviewBetterOwn: "Jugada mejor (lo que sabía el jugador)",
    reviewNone: "No se ha probado que ninguna jugada costara puntos.",
    reviewSummary: (reviewed, mistakes) => `${reviewed} jugadas revisadas, ${mistakes} errores encontrados.`,
    reviewUnsolved: "Algunas posiciones eran demasiado grandes para la búsqueda: sus costes son cotas, no exactos.",
    reviewNote: "A cartas vistas: conociendo todas las cartas, los puntos de diferencia entre los bandos que la jugada perdió frente al juego perfecto. Lo que sabía el jugador: su coste medio en los repartos compatibles con lo que ese jugador sabía, frente a la jugada mejor en promedio.",
    costAtMost: (n) => `como mucho ${n}`,
    costBetween: (low, high) => `al menos ${low}, como mucho ${high}`,
    unsolved: "sin resolver",
    amongBest: "la jugada hecha está entre las mejores",
    overWorlds: (cost, worlds) => `${cost} (en ${worlds} repartos)`,
    noWorlds: "ningún reparto resuelto",
    reviewShow: (step2) => `Mostrar la posición antes de la jugada ${step2}`,
    botFailed: (seat) => `El servicio no pudo sugerir la jugada del asiento ${seat}`,
    retry: "Reintentar",
    playCard: (card2) => `Jugar: ${card2}`,
    toAct: "juega",
    trump: "Triunfo",
    none: "ninguno",
    turnUp: "Pinta",
    stock: "Monte",
    trick: "Baza en la mesa",
    yourHand: "Tu mano",
    handOf: "Mano del asiento",
    cards: "cartas",
    legal: "se puede jugar",
    excluded: "no se puede jugar",
    actionsTitle: "Tus opciones",
    declare: "Cantar",
    marriage: "Cantar las",
    tuteDecl: "Tute",
    capote: "Capote",
    plate: "Ir al plato",
    claim: "Reclamar",
    swap: "Cambiar el siete",
    bid: "Pujar",
    pass: "Paso",
    nameTrump: "Pintar triunfo",
    takeSpare: "Tomar la carta sobrante, descartando",
    goOn: "Seguir sin cantar",
    history: "Bazas",
    trickNo: "Baza",
    wonBy: "la gana el asiento",
    points: "tantos",
    runningPoints: "Tantos hasta ahora",
    cardPoints: "tantos de cartas",
    declared: "cantes",
    score: "Puntuación",
    side: "Bando",
    seats: "Asientos",
    lastTrick: "Diez de últimas",
    marriages: "Cantes",
    total: "Total",
    tricks: "Bazas",
    result: "Resultado",
    winner: "Gana el bando",
    noWinner: "Nadie gana",
    reason: "Motivo",
    games: "Juegos",
    record: "El acta de la mano",
    share: "Enlace a este punto",
    copy: "Copiar",
    replay: "Recorrer la mano",
    first: "Primera jugada",
    back: "Una jugada atrás",
    forward: "Una jugada adelante",
    last: "Última jugada",
    step: "Jugada",
    of: "de",
    vueltas: "Repartir las vueltas",
    phase: "Fase",
    auction: "Subasta",
    highest: "Puja más alta",
    minBid: "Puja mínima",
    bids: "Pujas",
    over: "La mano ha terminado.",
    waiting: "Esperando al asiento",
    yourTurn: "Te toca.",
    questionTitle: "Consultar una posición",
    questionHint: "Una posición en la notación de docs/notation.md, p. ej.",
    position: "Posición",
    ask: "Consultar",
    legalPlays: "Cartas que se pueden jugar",
    excludedCards: "Cartas que no (arrastre, asistir, montar)",
    trickWinner: "La baza es del asiento",
    withCard: "con",
    declarationsAvail: "Cantes posibles",
    noDeclarations: "Ninguno.",
    needDealer: "Añade dealer=… (y last=…, tricks=…, stage=…) para preguntar por los cantes.",
    adjudicateTitle: "Arbitrar el acta de una mano",
    adjudicateHint: "Pega el acta de una mano (JSON, como la toma POST /v1/hand-adjudications).",
    adjudicate: "Arbitrar",
    legalRecord: "El acta es legal.",
    illegalAt: "Jugada ilegal",
    openAtError: "Abrir en la mesa en la jugada ilegal",
    actions: "Jugadas",
    error: "Error",
    phases: { auction: "se puja", naming: "falta pintar triunfo", play: "se juegan las cartas", over: "la mano ha terminado" },
    reasons: {
      most_points: "gana el bando con más tantos",
      last_trick: "empate a tantos: gana el bando que hizo la última baza",
      card_threshold: "61 tantos en cartas o más ganan",
      over_100: "un bando llegó a 101",
      bid_made: "el bando del que ganó la subasta cumplió lo pujado",
      bid_failed: "el bando del que ganó la subasta no cumplió lo pujado",
      tute: "un tute ganó la mano",
      capote: "un bando hizo todas las bazas (capote)",
      capote_lost: "el capote anunciado falló",
      draw: "empate",
      no_winner: "ningún bando ganó la mano",
      capote_singer: "el que hizo todas las bazas había cantado, y pierde",
      no_tricks: "pierden los que no hicieron ninguna baza",
      over_100_loses: "pierden los que pasaron de 100",
      middle_loses: "pierden los que quedaron entre el más alto y el más bajo",
      shared_score_loses: "pierden los que empataron a tantos",
      thirty_malas: "un bando con menos de 30 pierde en el acto (treinta malas)",
      vueltas: "ningún bando llegó a 101: se juegan las vueltas",
      claim: "un bando reclamó 101 y los tenía",
      false_claim: "un bando reclamó 101 sin tenerlos, y pierde"
    },
    contractText: (seat, amount) => `el asiento ${seat} pujó ${amount}`,
    contractMade: "cumplida",
    contractFailed: "no cumplida",
    allPassed: "Todos pasaron: esta mano no se juega y nadie puntúa.",
    nextHand: "Repartir la mano siguiente",
    nextHandBy: (dealer) => `reparte el asiento ${dealer}`,
    singPoints: (points, suit) => `Cantar las ${points} en ${suit}`,
    singSuit: (suit) => `Cantar en ${suit}`,
    carried: "Traído de la primera mano",
    sideTotal: (side, total2) => `bando ${side}: ${total2}`,
    firstDeal: "Primera mano",
    vueltasDeal: "Las vueltas (segunda mano)",
    dealNumber: "Mano",
    notACard: (text) => `${text} no es un código de carta`,
    didYouMean: (code) => `¿quisiste decir ${code}?`,
    noSwitches: "Ninguna regla de esta modalidad puede cambiar con este número de jugadores.",
    payouts: "Pagos",
    groups: { table: "La mesa", duties: "Obligaciones en el juego", declarations: "Cantes", results: "Resultado y partida", auction: "Subasta" },
    switches: {
      players: "Jugadores",
      sides: "Bandos",
      deck: "Baraja",
      rank_order: "Orden de las cartas",
      card_points: "Valor de las cartas",
      hand_size: "Cartas por mano",
      stock: "Monte",
      trump_method: "Cómo se fija el triunfo",
      dealer_sits_out: "El que reparte no juega",
      spare_card: "Carta sobrante",
      stock_phase_duty: "Obligaciones con monte",
      strict_phase_duty: "Obligaciones sin monte",
      head_led_suit: "Montar al palo de salida",
      must_undertrump: "Fallar por debajo",
      partner_exemption: "Exención del compañero",
      must_trump_when_void: "Fallar sin cartas del palo",
      last_trick_bonus: "Diez de últimas",
      marriages: "Los cantes puntúan",
      marriage_pair: "Pareja del cante",
      marriage_award: "Cómo puntúan los cantes",
      partner_may_declare: "El compañero puede cantar",
      trump_first: "Las cuarenta primero",
      marriage_moment: "Cuándo cantar",
      marriages_per_trick: "Cantes por baza",
      marriage_disclosure: "Qué ven los demás de un cante",
      marriage_sides: "Quién canta (subasta)",
      marriage_window: "Plazo para cantar",
      tute: "Tute",
      tute_ranks: "Qué es tute",
      tute_effect: "Qué hace el tute",
      tute_after_marriage: "Tute después de un cante",
      swap: "Cambiar el siete",
      swap_two: "Cambiar el dos",
      swap_timing: "Cuándo cambiar",
      capote: "Capote",
      capote_declarer: "Quién anuncia el capote",
      hand_winner: "Quién gana la mano",
      both_over_target: "Los dos bandos pasan de 100",
      payout: "Pagos",
      thirty_malas: "Treinta malas",
      vueltas: "Vueltas",
      vueltas_end: "Fin de las vueltas",
      next_dealer: "Quién reparte después",
      tie: "Empate",
      double_at: "Partida doble a",
      match: "Partida",
      match_target: "Meta de la partida",
      series_lead_of_two: "Serie: dos de ventaja",
      points_match_tie: "Empate en la meta",
      coto_partidas: "Partidas por coto",
      cotos_to_win: "Cotos para ganar",
      loser_rule: "Orden de los perdedores",
      capote_singer_loses: "Pierde el del capote que cantó",
      penalty_limit: "Límite de penalizaciones",
      min_bid: "Puja mínima",
      bid_step: "Paso de la puja",
      auction_rounds: "Vueltas de la subasta",
      pass_final: "Quien pasa no vuelve",
      first_lead: "Primera salida tras la subasta",
      made_score: "Si cumple, puntúa",
      failed_score: "Si no cumple, puntúa",
      defenders_score: "Puntos de los defensores",
      all_pass: "Si todos pasan"
    },
    suits: { O: "oros", C: "copas", E: "espadas", B: "bastos" },
    ranks: { 1: "as", 10: "sota", 11: "caballo", 12: "rey" },
    cardName: (rank, suit) => `${rank} de ${suit}`
  };
  var it = {
    ...en,
    title: "Regole del tute: banco di prova",
    intro: "Ogni risposta di questa pagina viene dall'API pubblica del servizio di regole.",
    language: "Lingua",
    tabPlay: "Gioca una mano",
    tabQuestion: "Interroga una posizione",
    tabReplay: "Arbitra una mano",
    setup: "Tavolo",
    ruleset: "Variante",
    players: "Giocatori",
    seed: "Seme casuale",
    yourSeat: "Il tuo posto",
    overrides: "Regole modificate",
    overridesHint: "Lascia ogni regola come la fissa la variante, o scegline un'altra.",
    rulesetValue: "quella della variante",
    deal: "Distribuisci",
    seat: "Posto",
    you: "tu",
    bot: "a caso",
    levelLabel: "Gli altri posti giocano",
    levels: { random: "a caso", basic: "base", strong: "forte" },
    hint: "Suggerimento",
    hintLevel: "Livello del suggerimento",
    hintThinking: "Chiedo al servizio…",
    hintSays: (level, action) => `Suggerimento (${level}): ${action}`,
    hintCandidates: "Le mosse valutate, dalla migliore",
    hintAction: "Mossa",
    hintValue: "Punti stimati",
    hintSidePoints: "Punti medi per squadra",
    hintValueNote: "La stima è la media dei punti della tua squadra meno quelli della migliore squadra avversaria, più 20 se vince la mano, sulle distribuzioni provate.",
    hintCut: (worlds, playouts) => `Il tempo limite ha interrotto la ricerca: ${worlds} distribuzioni provate, ${playouts} simulazioni.`,
    hintFull: (worlds, playouts) => `La ricerca è completa: ${worlds} distribuzioni provate, ${playouts} simulazioni.`,
    hintFailed: "Il servizio non ha dato alcun suggerimento",
    suggested: "suggerita",
    reviewTitle: "Revisione della mano",
    reviewButton: "Rivedi questa mano",
    reviewThinking: "Il servizio sta rivedendo la mano…",
    reviewFailed: "Il servizio non ha potuto rivedere la mano",
    reviewCaption: "Gli errori più gravi per primi",
    reviewPlayed: "Mossa fatta",
    reviewCost: "Costo in punti (a carte scoperte)",
    reviewBetter: "Mossa migliore (a carte scoperte)",
    reviewExpected: "Costo atteso (ciò che sapeva il giocatore)",
    reviewBetterOwn: "Mossa migliore (ciò che sapeva il giocatore)",
    reviewNone: "Nessuna mossa risulta aver perso punti.",
    reviewSummary: (reviewed, mistakes) => `${reviewed} mosse riviste, ${mistakes} errori trovati.`,
    reviewUnsolved: "Alcune posizioni erano troppo grandi per la ricerca: i loro costi sono limiti, non esatti.",
    reviewNote: "A carte scoperte: conoscendo tutte le carte, i punti di differenza tra le squadre che la mossa ha perso rispetto al gioco perfetto. Ciò che sapeva il giocatore: il costo medio sulle distribuzioni compatibili con ciò che quel giocatore sapeva, rispetto alla mossa migliore in media.",
    costAtMost: (n) => `al massimo ${n}`,
    costBetween: (low, high) => `almeno ${low}, al massimo ${high}`,
    unsolved: "non risolto",
    amongBest: "la mossa fatta è tra le migliori",
    overWorlds: (cost, worlds) => `${cost} (su ${worlds} distribuzioni)`,
    noWorlds: "nessuna distribuzione risolta",
    reviewShow: (step2) => `Mostra la posizione prima della mossa ${step2}`,
    botFailed: (seat) => `Il servizio non ha potuto suggerire la mossa del posto ${seat}`,
    retry: "Riprova",
    playCard: (card2) => `Gioca: ${card2}`,
    toAct: "di turno",
    trump: "Briscola",
    none: "nessuna",
    turnUp: "Carta scoperta",
    stock: "Mazzo",
    trick: "Presa sul tavolo",
    yourHand: "La tua mano",
    handOf: "Mano del posto",
    cards: "carte",
    legal: "si può giocare",
    excluded: "non si può giocare",
    actionsTitle: "Le tue scelte",
    declare: "Cantare",
    marriage: "Cantare il matrimonio",
    tuteDecl: "Tute",
    capote: "Cappotto",
    plate: "Andare al piatto",
    claim: "Reclamare",
    swap: "Scambiare il sette",
    bid: "Offrire",
    pass: "Passo",
    nameTrump: "Chiamare la briscola",
    takeSpare: "Prendere la carta in più, scartando",
    goOn: "Continuare senza cantare",
    history: "Prese",
    trickNo: "Presa",
    wonBy: "la prende il posto",
    points: "punti",
    runningPoints: "Punti finora",
    cardPoints: "punti delle carte",
    declared: "cantati",
    score: "Punteggio",
    side: "Squadra",
    seats: "Posti",
    lastTrick: "Ultima presa",
    marriages: "Cantate",
    total: "Totale",
    tricks: "Prese",
    result: "Risultato",
    winner: "Vince la squadra",
    noWinner: "Nessun vincitore",
    reason: "Motivo",
    games: "Partite",
    record: "Il verbale della mano",
    share: "Link a questo punto",
    copy: "Copia",
    replay: "Ripercorri la mano",
    first: "Prima mossa",
    back: "Una mossa indietro",
    forward: "Una mossa avanti",
    last: "Ultima mossa",
    step: "Mossa",
    of: "di",
    vueltas: "Distribuire le vueltas",
    phase: "Fase",
    auction: "Asta",
    highest: "Offerta più alta",
    minBid: "Offerta minima",
    bids: "Offerte",
    over: "La mano è finita.",
    waiting: "Si aspetta il posto",
    yourTurn: "Tocca a te.",
    questionTitle: "Interroga una posizione",
    questionHint: "Una posizione nella notazione di docs/notation.md, p. es.",
    position: "Posizione",
    ask: "Chiedi",
    legalPlays: "Carte giocabili",
    excludedCards: "Carte escluse",
    trickWinner: "La presa va al posto",
    withCard: "con",
    declarationsAvail: "Cantate possibili",
    noDeclarations: "Nessuna.",
    needDealer: "Aggiungi dealer=… (e last=…, tricks=…, stage=…) per chiedere delle cantate.",
    adjudicateTitle: "Arbitra il verbale di una mano",
    adjudicateHint: "Incolla il verbale di una mano (JSON, come lo prende POST /v1/hand-adjudications).",
    adjudicate: "Arbitra",
    legalRecord: "Il verbale è regolare.",
    illegalAt: "Mossa irregolare",
    openAtError: "Apri sul tavolo alla mossa irregolare",
    actions: "Mosse",
    error: "Errore",
    phases: { auction: "si chiama all'asta", naming: "si sceglie la briscola", play: "si giocano le carte", over: "la mano è finita" },
    reasons: {
      most_points: "vince la squadra con più punti",
      last_trick: "pari nei punti: vince la squadra che ha fatto l'ultima presa",
      card_threshold: "vincono 61 punti di carte o più",
      over_100: "una squadra è arrivata a 101",
      bid_made: "la squadra del dichiarante ha mantenuto la chiamata",
      bid_failed: "la squadra del dichiarante non ha mantenuto la chiamata",
      tute: "un tute ha vinto la mano",
      capote: "una squadra ha fatto tutte le prese (cappotto)",
      capote_lost: "il cappotto annunciato è fallito",
      draw: "pareggio",
      no_winner: "nessuna squadra ha vinto la mano",
      capote_singer: "chi ha fatto tutte le prese aveva cantato, e perde",
      no_tricks: "perdono i posti che non hanno fatto prese",
      over_100_loses: "perdono i posti oltre 100",
      middle_loses: "perdono i posti tra il totale più alto e il più basso",
      shared_score_loses: "perdono i posti con lo stesso totale",
      thirty_malas: "una squadra sotto 30 perde subito (treinta malas)",
      vueltas: "nessuna squadra è arrivata a 101: seguono le vueltas",
      claim: "una squadra ha dichiarato 101 e li aveva",
      false_claim: "una squadra ha dichiarato 101 senza averli, e perde"
    },
    contractText: (seat, amount) => `il posto ${seat} ha chiamato ${amount}`,
    contractMade: "mantenuta",
    contractFailed: "non mantenuta",
    allPassed: "Tutti hanno passato: questa mano non si gioca e nessuno segna.",
    nextHand: "Distribuire la mano seguente",
    nextHandBy: (dealer) => `distribuisce il posto ${dealer}`,
    singPoints: (points, suit) => `Cantare il ${points} in ${suit}`,
    singSuit: (suit) => `Cantare in ${suit}`,
    carried: "Riportato dalla prima distribuzione",
    sideTotal: (side, total2) => `squadra ${side}: ${total2}`,
    firstDeal: "Prima distribuzione",
    vueltasDeal: "Le vueltas (seconda distribuzione)",
    dealNumber: "Distribuzione",
    notACard: (text) => `${text} non è un codice di carta`,
    didYouMean: (code) => `forse volevi dire ${code}?`,
    noSwitches: "Nessuna regola di questo gioco può cambiare con questo numero di giocatori.",
    payouts: "Pagamenti",
    groups: { table: "Il tavolo", duties: "Obblighi di gioco", declarations: "Accusi", results: "Risultato e partita", auction: "Asta" },
    switches: {
      players: "Giocatori",
      sides: "Squadre",
      deck: "Mazzo",
      rank_order: "Ordine delle carte",
      card_points: "Valore delle carte",
      hand_size: "Carte per mano",
      stock: "Tallone",
      trump_method: "Come si fissa la briscola",
      dealer_sits_out: "Chi distribuisce non gioca",
      spare_card: "Carta avanzata",
      stock_phase_duty: "Obblighi col tallone",
      strict_phase_duty: "Obblighi senza tallone",
      head_led_suit: "Superare nel seme d'uscita",
      must_undertrump: "Sottotagliare",
      partner_exemption: "Esenzione del compagno",
      must_trump_when_void: "Tagliare senza il seme",
      last_trick_bonus: "Punti dell'ultima presa",
      marriages: "I matrimoni contano",
      marriage_pair: "Coppia del matrimonio",
      marriage_award: "Come contano i matrimoni",
      partner_may_declare: "Il compagno può cantare",
      trump_first: "Prima il 40",
      marriage_moment: "Quando cantare",
      marriages_per_trick: "Matrimoni per presa",
      marriage_disclosure: "Cosa vedono gli altri",
      marriage_sides: "Chi canta (asta)",
      marriage_window: "Finestra per cantare",
      tute: "Tute",
      tute_ranks: "Cosa fa un tute",
      tute_effect: "Effetto del tute",
      tute_after_marriage: "Tute dopo un matrimonio",
      swap: "Scambio del 7",
      swap_two: "Scambio del 2",
      swap_timing: "Quando scambiare",
      capote: "Cappotto",
      capote_declarer: "Chi annuncia il cappotto",
      hand_winner: "Chi vince la mano",
      both_over_target: "Entrambe oltre 100",
      payout: "Pagamenti",
      thirty_malas: "Treinta malas",
      vueltas: "Vueltas",
      vueltas_end: "Fine delle vueltas",
      next_dealer: "Chi distribuisce dopo",
      tie: "Pareggio",
      double_at: "Partita doppia a",
      match: "Partita",
      match_target: "Traguardo della partita",
      series_lead_of_two: "Serie: due di vantaggio",
      points_match_tie: "Pareggio al traguardo",
      coto_partidas: "Partite per coto",
      cotos_to_win: "Coti per vincere",
      loser_rule: "Ordine dei perdenti",
      capote_singer_loses: "Perde chi fa cappotto e ha cantato",
      penalty_limit: "Limite di penalità",
      min_bid: "Chiamata minima",
      bid_step: "Passo della chiamata",
      auction_rounds: "Giri dell'asta",
      pass_final: "Chi passa è fuori",
      first_lead: "Prima uscita dopo l'asta",
      made_score: "Contratto mantenuto: punti",
      failed_score: "Contratto mancato: punti",
      defenders_score: "Punti dei difensori",
      all_pass: "Se tutti passano"
    },
    suits: { O: "denari", C: "coppe", E: "spade", B: "bastoni" },
    ranks: { 1: "asso", 10: "fante", 11: "cavallo", 12: "re" },
    cardName: (rank, suit) => `${rank} di ${suit}`
  };
  var pt = {
    ...en,
    title: "Regras do tute: mesa de ensaio",
    intro: "Cada resposta desta página vem da API pública do serviço de regras.",
    language: "Idioma",
    tabPlay: "Jogar uma mão",
    tabQuestion: "Consultar uma posição",
    tabReplay: "Arbitrar uma mão",
    setup: "Mesa",
    ruleset: "Modalidade",
    players: "Jogadores",
    seed: "Semente",
    yourSeat: "O seu lugar",
    overrides: "Variantes",
    overridesHint: "Deixe cada regra como a modalidade a fixa, ou escolha outra.",
    rulesetValue: "a da modalidade",
    deal: "Dar as cartas",
    seat: "Lugar",
    you: "você",
    bot: "ao acaso",
    levelLabel: "Os outros lugares jogam",
    levels: { random: "ao acaso", basic: "básico", strong: "forte" },
    hint: "Dica",
    hintLevel: "Nível da dica",
    hintThinking: "A consultar o serviço…",
    hintSays: (level, action) => `Sugestão (${level}): ${action}`,
    hintCandidates: "As jogadas avaliadas, da melhor para a pior",
    hintAction: "Jogada",
    hintValue: "Pontos estimados",
    hintSidePoints: "Pontos médios por equipa",
    hintValueNote: "A estimativa é a média dos pontos da tua equipa menos os da melhor equipa adversária, mais 20 se ganhar a mão, nas distribuições testadas.",
    hintCut: (worlds, playouts) => `O prazo interrompeu a pesquisa: ${worlds} distribuições testadas, ${playouts} simulações.`,
    hintFull: (worlds, playouts) => `A pesquisa foi concluída: ${worlds} distribuições testadas, ${playouts} simulações.`,
    hintFailed: "O serviço não deu nenhuma dica",
    suggested: "sugerida",
    reviewTitle: "Revisão da mão",
    reviewButton: "Rever esta mão",
    reviewThinking: "O serviço está a rever a mão…",
    reviewFailed: "O serviço não conseguiu rever a mão",
    reviewCaption: "Os erros maiores primeiro",
    reviewPlayed: "Jogada feita",
    reviewCost: "Custo em pontos (cartas à vista)",
    reviewBetter: "Jogada melhor (cartas à vista)",
    reviewExpected: "Custo esperado (o que o jogador sabia)",
    reviewBetterOwn: "Jogada melhor (o que o jogador sabia)",
    reviewNone: "Não se provou que alguma jogada custasse pontos.",
    reviewSummary: (reviewed, mistakes) => `${reviewed} jogadas revistas, ${mistakes} erros encontrados.`,
    reviewUnsolved: "Algumas posições eram grandes demais para a pesquisa: os seus custos são limites, não exatos.",
    reviewNote: "Cartas à vista: conhecendo todas as cartas, os pontos de diferença entre as equipas que a jogada perdeu face ao jogo perfeito. O que o jogador sabia: o custo médio nas distribuições compatíveis com o que esse jogador sabia, face à jogada melhor em média.",
    costAtMost: (n) => `no máximo ${n}`,
    costBetween: (low, high) => `pelo menos ${low}, no máximo ${high}`,
    unsolved: "por resolver",
    amongBest: "a jogada feita está entre as melhores",
    overWorlds: (cost, worlds) => `${cost} (em ${worlds} distribuições)`,
    noWorlds: "nenhuma distribuição resolvida",
    reviewShow: (step2) => `Mostrar a posição antes da jogada ${step2}`,
    botFailed: (seat) => `O serviço não conseguiu sugerir a jogada do lugar ${seat}`,
    retry: "Tentar de novo",
    playCard: (card2) => `Jogar: ${card2}`,
    toAct: "joga",
    trump: "Trunfo",
    none: "nenhum",
    turnUp: "Carta virada",
    stock: "Baralho",
    trick: "Vaza na mesa",
    yourHand: "A sua mão",
    handOf: "Mão do lugar",
    cards: "cartas",
    legal: "pode ser jogada",
    excluded: "não pode ser jogada",
    actionsTitle: "As suas opções",
    declare: "Cantar",
    marriage: "Cantar o casamento",
    tuteDecl: "Tute",
    capote: "Capote",
    plate: "Ir ao prato",
    claim: "Reclamar",
    swap: "Trocar o sete",
    bid: "Licitar",
    pass: "Passo",
    nameTrump: "Escolher o trunfo",
    takeSpare: "Ficar com a carta sobrante, descartando",
    goOn: "Seguir sem cantar",
    history: "Vazas",
    trickNo: "Vaza",
    wonBy: "ganha o lugar",
    points: "pontos",
    runningPoints: "Pontos até agora",
    cardPoints: "pontos das cartas",
    declared: "cantares",
    score: "Pontuação",
    side: "Equipa",
    seats: "Lugares",
    lastTrick: "Última vaza",
    marriages: "Cantares",
    total: "Total",
    tricks: "Vazas",
    result: "Resultado",
    winner: "Ganha a equipa",
    noWinner: "Ninguém ganha",
    reason: "Motivo",
    games: "Jogos",
    record: "O registo da mão",
    share: "Ligação para este ponto",
    copy: "Copiar",
    replay: "Percorrer a mão",
    first: "Primeira jogada",
    back: "Uma jogada atrás",
    forward: "Uma jogada à frente",
    last: "Última jogada",
    step: "Jogada",
    of: "de",
    vueltas: "Dar as voltas",
    phase: "Fase",
    auction: "Leilão",
    highest: "Licitação mais alta",
    minBid: "Licitação mínima",
    bids: "Licitações",
    over: "A mão terminou.",
    waiting: "À espera do lugar",
    yourTurn: "É a sua vez.",
    questionTitle: "Consultar uma posição",
    questionHint: "Uma posição na notação de docs/notation.md, p. ex.",
    position: "Posição",
    ask: "Consultar",
    legalPlays: "Cartas jogáveis",
    excludedCards: "Cartas excluídas",
    trickWinner: "A vaza é do lugar",
    withCard: "com",
    declarationsAvail: "Cantares possíveis",
    noDeclarations: "Nenhum.",
    needDealer: "Acrescente dealer=… (e last=…, tricks=…, stage=…) para perguntar pelos cantares.",
    adjudicateTitle: "Arbitrar o registo de uma mão",
    adjudicateHint: "Cole o registo de uma mão (JSON, como o recebe POST /v1/hand-adjudications).",
    adjudicate: "Arbitrar",
    legalRecord: "O registo é legal.",
    illegalAt: "Jogada ilegal",
    openAtError: "Abrir na mesa na jogada ilegal",
    actions: "Jogadas",
    error: "Erro",
    phases: { auction: "licita-se", naming: "falta escolher o trunfo", play: "jogam-se as cartas", over: "a mão terminou" },
    reasons: {
      most_points: "ganha o lado com mais pontos",
      last_trick: "empate nos pontos: ganha o lado que fez a última vaza",
      card_threshold: "61 pontos de cartas ou mais ganham",
      over_100: "um lado chegou a 101",
      bid_made: "o lado de quem ganhou o leilão cumpriu o lance",
      bid_failed: "o lado de quem ganhou o leilão não cumpriu o lance",
      tute: "um tute ganhou a mão",
      capote: "um lado fez todas as vazas (capote)",
      capote_lost: "o capote anunciado falhou",
      draw: "empate",
      no_winner: "nenhum lado ganhou a mão",
      capote_singer: "quem fez todas as vazas tinha cantado, e perde",
      no_tricks: "perdem os lugares que não fizeram nenhuma vaza",
      over_100_loses: "perdem os lugares acima de 100",
      middle_loses: "perdem os lugares entre o total mais alto e o mais baixo",
      shared_score_loses: "perdem os lugares com o mesmo total",
      thirty_malas: "um lado abaixo de 30 perde logo (treinta malas)",
      vueltas: "nenhum lado chegou a 101: seguem-se as vueltas",
      claim: "um lado reclamou 101 e tinha-os",
      false_claim: "um lado reclamou 101 sem os ter, e perde"
    },
    contractText: (seat, amount) => `o lugar ${seat} licitou ${amount}`,
    contractMade: "cumprido",
    contractFailed: "não cumprido",
    allPassed: "Todos passaram: esta mão não se joga e ninguém pontua.",
    nextHand: "Dar a mão seguinte",
    nextHandBy: (dealer) => `dá as cartas o lugar ${dealer}`,
    singPoints: (points, suit) => `Cantar os ${points} em ${suit}`,
    singSuit: (suit) => `Cantar em ${suit}`,
    carried: "Trazido da primeira mão",
    sideTotal: (side, total2) => `lado ${side}: ${total2}`,
    firstDeal: "Primeira mão",
    vueltasDeal: "As vueltas (segunda mão)",
    dealNumber: "Mão",
    notACard: (text) => `${text} não é um código de carta`,
    didYouMean: (code) => `querias dizer ${code}?`,
    noSwitches: "Nenhuma regra deste jogo pode mudar com este número de jogadores.",
    payouts: "Pagamentos",
    groups: { table: "A mesa", duties: "Obrigações no jogo", declarations: "Cantos", results: "Resultado e partida", auction: "Leilão" },
    switches: {
      players: "Jogadores",
      sides: "Lados",
      deck: "Baralho",
      rank_order: "Ordem das cartas",
      card_points: "Valor das cartas",
      hand_size: "Cartas por mão",
      stock: "Monte",
      trump_method: "Como se fixa o trunfo",
      dealer_sits_out: "Quem dá não joga",
      spare_card: "Carta que sobra",
      stock_phase_duty: "Obrigações com monte",
      strict_phase_duty: "Obrigações sem monte",
      head_led_suit: "Superar no naipe de saída",
      must_undertrump: "Trunfar por baixo",
      partner_exemption: "Isenção do parceiro",
      must_trump_when_void: "Trunfar sem o naipe",
      last_trick_bonus: "Bónus da última vaza",
      marriages: "Os cantos pontuam",
      marriage_pair: "Par do canto",
      marriage_award: "Como pontuam os cantos",
      partner_may_declare: "O parceiro pode cantar",
      trump_first: "Os 40 primeiro",
      marriage_moment: "Quando cantar",
      marriages_per_trick: "Cantos por vaza",
      marriage_disclosure: "O que os outros veem",
      marriage_sides: "Quem canta (leilão)",
      marriage_window: "Prazo para cantar",
      tute: "Tute",
      tute_ranks: "O que é tute",
      tute_effect: "O que faz o tute",
      tute_after_marriage: "Tute depois de um canto",
      swap: "Trocar o 7",
      swap_two: "Trocar o 2",
      swap_timing: "Quando trocar",
      capote: "Capote",
      capote_declarer: "Quem anuncia o capote",
      hand_winner: "Quem ganha a mão",
      both_over_target: "Os dois lados acima de 100",
      payout: "Pagamentos",
      thirty_malas: "Treinta malas",
      vueltas: "Vueltas",
      vueltas_end: "Fim das vueltas",
      next_dealer: "Quem dá a seguir",
      tie: "Empate",
      double_at: "Jogo duplo a",
      match: "Partida",
      match_target: "Meta da partida",
      series_lead_of_two: "Série: dois de vantagem",
      points_match_tie: "Empate na meta",
      coto_partidas: "Jogos por coto",
      cotos_to_win: "Cotos para ganhar",
      loser_rule: "Ordem dos perdedores",
      capote_singer_loses: "Perde quem fez capote e cantou",
      penalty_limit: "Limite de penalizações",
      min_bid: "Lance mínimo",
      bid_step: "Passo do lance",
      auction_rounds: "Voltas do leilão",
      pass_final: "Quem passa sai",
      first_lead: "Primeira saída após o leilão",
      made_score: "Contrato cumprido: pontos",
      failed_score: "Contrato falhado: pontos",
      defenders_score: "Pontos dos defensores",
      all_pass: "Se todos passam"
    },
    suits: { O: "ouros", C: "copas", E: "espadas", B: "paus" },
    ranks: { 1: "ás", 10: "valete", 11: "cavalo", 12: "rei" },
    cardName: (rank, suit) => `${rank} de ${suit}`
  };
  var LABELS = { es, it, pt, en };
  function browserLang(languages) {
    for (const tag of languages) {
      const base = tag.toLowerCase().split("-")[0];
      if (LANGS.includes(base)) return base;
    }
    return "en";
  }

  // src/notation.ts
  var CARD = /^(1|2|3|4|5|6|7|10|11|12)[OCEB]$/;
  var SUIT = /^[OCEB]$/;
  var INT = /^(0|-?[1-9][0-9]*)$/;
  var NotationError = class extends Error {
    /** The spelling meant, when the text is one only by its case (`5o`: `5O`). */
    suggestion;
    /** The offending text, when the error names one. */
    token;
    constructor(message, suggestion = null, token = null) {
      super(message);
      this.name = "NotationError";
      this.suggestion = suggestion;
      this.token = token;
    }
  };
  function card(text) {
    if (!CARD.test(text)) {
      const upper = text.toUpperCase();
      throw new NotationError(`not a card code: ${text}`, CARD.test(upper) ? upper : null, text);
    }
    return text;
  }
  function int(text) {
    if (!INT.test(text)) throw new NotationError(`not an integer: ${text}`);
    return Number(text);
  }
  function formatAction(action) {
    const s = action.seat;
    switch (action.kind) {
      case "play":
        return `${s}:${action.card}`;
      case "bid":
        return `${s}:bid:${action.amount}`;
      case "pass":
        return `${s}:pass`;
      case "name_trump":
        return `${s}:trump:${action.suit}`;
      case "take_spare":
        return `${s}:spare:${action.card}`;
      case "swap":
        return action.card ? `${s}:swap:${action.card}` : `${s}:swap`;
      case "declare":
        if (action.declaration === "marriage") return `${s}:marriage:${action.suit}`;
        if (action.declaration === "tute") return `${s}:tute:${action.rank}`;
        return `${s}:${action.declaration}`;
      default:
        return `${s}:${action.kind}`;
    }
  }
  function parseAction(text) {
    const parts = text.split(":");
    const seat = int(parts[0] ?? "");
    const [what, arg] = [parts[1] ?? "", parts[2]];
    const extra = parts.length > 3;
    const need = (value) => {
      if (value === void 0 || extra) throw new NotationError(`bad action: ${text}`);
      return value;
    };
    const none = () => {
      if (arg !== void 0) throw new NotationError(`bad action: ${text}`);
    };
    switch (what) {
      case "marriage": {
        const suit = need(arg);
        if (!SUIT.test(suit)) throw new NotationError(`not a suit: ${suit}`);
        return { seat, kind: "declare", declaration: "marriage", suit };
      }
      case "tute":
        return { seat, kind: "declare", declaration: "tute", rank: int(need(arg)) };
      case "swap":
        if (extra) throw new NotationError(`bad action: ${text}`);
        return arg === void 0 ? { seat, kind: "swap" } : { seat, kind: "swap", card: card(arg) };
      case "bid":
        return { seat, kind: "bid", amount: int(need(arg)) };
      case "pass":
        none();
        return { seat, kind: "pass" };
      case "trump": {
        const suit = need(arg);
        if (!SUIT.test(suit)) throw new NotationError(`not a suit: ${suit}`);
        return { seat, kind: "name_trump", suit };
      }
      case "capote":
        none();
        return { seat, kind: "declare", declaration: "capote" };
      case "plate":
        none();
        return { seat, kind: "declare", declaration: "plate" };
      case "spare":
        return { seat, kind: "take_spare", card: card(need(arg)) };
      case "claim":
        none();
        return { seat, kind: "claim" };
      default:
        if (arg !== void 0) throw new NotationError(`bad action: ${text}`);
        return { seat, kind: "play", card: card(what) };
    }
  }
  function formatActions(actions) {
    return actions.map(formatAction).join(" ");
  }
  function parseActions(text) {
    const words = text.trim().split(/\s+/).filter((word) => word !== "");
    if (words.length === 1 && words[0] === "-") return [];
    return words.map(parseAction);
  }
  function cardList(text) {
    return text === "-" ? [] : text.split(",").map(card);
  }
  function trick(text) {
    if (text === "-") return [];
    return text.split(",").map((item) => {
      const [seat, code, ...rest] = item.split(":");
      if (code === void 0 || rest.length > 0) throw new NotationError(`bad trick card: ${item}`);
      return { seat: int(seat ?? ""), card: card(code) };
    });
  }
  function declarationsMade(text) {
    if (text === "-") return [];
    return text.split(",").map((item) => {
      const match = /^([^@+]+)(?:@([^+]+))?(?:\+(.+))?$/.exec(item);
      if (!match) throw new NotationError(`bad declaration: ${item}`);
      const action = parseAction(match[1] ?? "");
      const made = { seat: action.seat };
      if (action.kind === "swap") {
        made["kind"] = "swap";
        if (action.card) made["card"] = action.card;
      } else if (action.declaration === "marriage") {
        made["kind"] = "marriage";
        made["suit"] = action.suit;
      } else if (action.declaration === "tute") {
        made["kind"] = "tute";
        made["rank"] = action.rank;
      } else {
        throw new NotationError(`bad declaration: ${item}`);
      }
      if (match[2] !== void 0) made["after_trick"] = int(match[2]);
      if (match[3] !== void 0) int(match[3]);
      return made;
    });
  }
  var KEYS = /* @__PURE__ */ new Set([
    "trump",
    "seat",
    "hand",
    "trick",
    "stock",
    "turn_up",
    "dealer",
    "last",
    "tricks",
    "stage",
    "declared",
    "declarer",
    "winners"
  ]);
  function parsePosition(text) {
    const fields = /* @__PURE__ */ new Map();
    for (const token of text.trim().split(/\s+/).filter((t2) => t2 !== "")) {
      const at = token.indexOf("=");
      if (at < 0) throw new NotationError(`no '=' in ${token}`);
      const key = token.slice(0, at);
      if (!KEYS.has(key)) throw new NotationError(`unknown key: ${key}`);
      if (fields.has(key)) throw new NotationError(`key given twice: ${key}`);
      fields.set(key, token.slice(at + 1));
    }
    for (const key of ["trump", "seat", "hand"]) {
      if (!fields.has(key)) throw new NotationError(`missing key: ${key}`);
    }
    const trumpText = fields.get("trump") ?? "-";
    if (trumpText !== "-" && !SUIT.test(trumpText)) throw new NotationError(`not a suit: ${trumpText}`);
    const parsed = {
      trump: trumpText === "-" ? null : trumpText,
      seat: int(fields.get("seat") ?? ""),
      hand: cardList(fields.get("hand") ?? ""),
      trick: trick(fields.get("trick") ?? "-")
    };
    const get = (key) => fields.get(key);
    const stock = get("stock");
    if (stock !== void 0) parsed.stock_size = int(stock);
    const turnUp = get("turn_up");
    if (turnUp !== void 0) parsed.turn_up = turnUp === "-" ? null : card(turnUp);
    const dealer = get("dealer");
    if (dealer !== void 0) parsed.dealer = int(dealer);
    const last = get("last");
    if (last !== void 0) parsed.last_trick_winner = last === "-" ? null : int(last);
    const tricks = get("tricks");
    if (tricks !== void 0) parsed.tricks_played = int(tricks);
    const stage = get("stage");
    if (stage !== void 0) {
      if (!["before_draw", "before_lead", "in_trick"].includes(stage)) {
        throw new NotationError(`not a stage: ${stage}`);
      }
      parsed.stage = stage;
    }
    const declared = get("declared");
    if (declared !== void 0) parsed.declarations = declarationsMade(declared);
    const declarer = get("declarer");
    if (declarer !== void 0) parsed.declarer = declarer === "-" ? null : int(declarer);
    const winners = get("winners");
    if (winners !== void 0) parsed.trick_winners = winners === "-" ? [] : winners.split(",").map(int);
    return parsed;
  }

  // src/main.ts
  var LEVELS = ["random", "basic", "strong"];
  var BOT_DELAY_MS = 120;
  var LANG_KEY = "tute-playground-lang";
  function asLang(value) {
    return value && LANGS.includes(value) ? value : null;
  }
  function storedLang() {
    try {
      return asLang(window.localStorage.getItem(LANG_KEY));
    } catch {
      return null;
    }
  }
  function linkLang(hash) {
    return asLang(new URLSearchParams(hash.replace(/^#/, "")).get("lang"));
  }
  var lang = linkLang(window.location.hash) ?? storedLang() ?? browserLang(navigator.languages ?? [navigator.language]);
  var t = LABELS[lang];
  var client = makeClient();
  var rulesets = [];
  var details = /* @__PURE__ */ new Map();
  var game = null;
  var lastTurn = null;
  var lastAdjudication = null;
  var lastOffers = /* @__PURE__ */ new Map();
  var refreshToken = 0;
  var setupToken = 0;
  var botTimer;
  var busy = false;
  var botError = null;
  var hint = null;
  var REVIEW_WORLDS = 4;
  var REVIEW_MAX_NODES = 2e5;
  var finishedKey = null;
  var boardReview = null;
  function makeClient() {
    return createTuteClient({ baseUrl: window.location.origin, language: lang });
  }
  function $(id) {
    const element = document.getElementById(id);
    if (!element) throw new Error(`no #${id}`);
    return element;
  }
  function el(tag, attrs = {}, ...children) {
    const element = document.createElement(tag);
    for (const [key, value] of Object.entries(attrs)) {
      if (key === "class") element.className = value;
      else element.setAttribute(key, value);
    }
    element.append(...children);
    return element;
  }
  function errorText(error) {
    if (error instanceof ProblemError) return error.message;
    if (error instanceof NotationError && error.suggestion) {
      return `${t.notACard(error.token ?? "")}: ${t.didYouMean(error.suggestion)}`;
    }
    return error instanceof Error ? error.message : String(error);
  }
  function setStatus(text, isError = false) {
    const status = $("status");
    status.textContent = text;
    status.classList.toggle("error", isError);
  }
  function total(g) {
    return g.actions.length + g.vueltasActions.length;
  }
  function seedNumber(g) {
    const seed = g.deal.seed ?? 0;
    return Number(BigInt(Math.trunc(seed)) & 0xffffffffn);
  }
  function recordAt(g, at = total(g)) {
    const record = { ruleset: g.ruleset, deal: g.deal, actions: g.actions.slice(0, at) };
    if (Object.keys(g.overrides).length > 0) record.overrides = g.overrides;
    if (g.players !== null) record.players = g.players;
    if (g.vueltasDeal && at >= g.actions.length) {
      record.vueltas = { deal: g.vueltasDeal, actions: g.vueltasActions.slice(0, at - g.actions.length) };
    }
    return record;
  }
  function applyLabels() {
    document.documentElement.lang = lang;
    document.title = t.title;
    for (const element of document.querySelectorAll("[data-i18n]")) {
      const key = element.dataset["i18n"];
      const value = t[key];
      if (typeof value === "string") element.textContent = value;
    }
    for (const option of document.querySelectorAll("#level option, #hint-level option")) {
      option.textContent = t.levels[option.value] ?? option.value;
    }
    for (const element of document.querySelectorAll("[data-i18n-label]")) {
      const key = element.dataset["i18nLabel"];
      const value = t[key];
      if (typeof value === "string") {
        element.setAttribute("aria-label", value);
        element.title = value;
      }
    }
  }
  function suitName(suit) {
    return suit ? t.suits[suit] ?? suit : t.none;
  }
  function seatName(seat, g = game) {
    const who = g && seat === g.seat ? t.you : t.levels[levelOf("level")] ?? t.bot;
    return `${t.seat} ${seat} (${who})`;
  }
  function levelOf(id) {
    const value = $(id).value;
    return LEVELS.includes(value) ? value : "random";
  }
  async function suggestionFor(g, seat, level) {
    const record = recordAt(g, g.at);
    const form = { deal: record.deal, actions: record.actions };
    if (record.vueltas) form.vueltas = record.vueltas;
    const body = {
      ruleset: g.ruleset,
      seat,
      level,
      seed: suggestionSeed(seedNumber(g), g.at),
      record: form
    };
    if (record.overrides) body.overrides = record.overrides;
    if (record.players !== void 0) body.players = record.players;
    return unwrap(client.POST("/v1/suggestions", { body }));
  }
  async function botMove(g, seat) {
    const token = refreshToken;
    const started = performance.now();
    let suggestion;
    try {
      suggestion = await suggestionFor(g, seat, levelOf("level"));
    } catch (error) {
      if (token !== refreshToken || game !== g) return;
      botError = { seat, message: errorText(error) };
      setState("stuck");
      renderBoard();
      return;
    }
    if (token !== refreshToken || game !== g) return;
    const wait = Math.max(0, BOT_DELAY_MS - (performance.now() - started));
    botTimer = window.setTimeout(() => {
      if (token === refreshToken && game === g) append(suggestion.action);
    }, wait);
  }
  function retryBot() {
    const g = game;
    const turn = lastTurn;
    botError = null;
    if (g && turn) {
      renderBoard();
      nextMove(g, turn);
    }
  }
  function currentHint() {
    const g = game;
    return g && hint && hint.game === g && hint.at === g.at && live(g) ? hint : null;
  }
  async function askHint() {
    const g = game;
    const turn = lastTurn;
    if (!g || !turn || busy || turn.to_act !== g.seat || !live(g)) return;
    const token = refreshToken;
    const button = $("hint-button");
    button.setAttribute("aria-busy", "true");
    $("hint-answer").replaceChildren(el("p", { id: "hint-thinking" }, t.hintThinking));
    let answer;
    try {
      answer = { game: g, at: g.at, suggestion: await suggestionFor(g, g.seat, levelOf("hint-level")), error: null };
    } catch (error) {
      answer = { game: g, at: g.at, suggestion: null, error: errorText(error) };
    }
    button.removeAttribute("aria-busy");
    if (token !== refreshToken || game !== g || !lastTurn) return;
    hint = answer;
    renderHint(g, lastTurn, true);
    renderOptions(g, lastTurn, true);
    renderHand(g, lastTurn, true);
  }
  function number(value) {
    return value.toLocaleString(lang, { maximumFractionDigits: 2 });
  }
  function renderHint(g, turn, myTurn) {
    $("hint-area").hidden = !(myTurn && live(g) && turn.phase !== "over");
    const box = $("hint-answer");
    const shown = currentHint();
    if (!shown) {
      box.replaceChildren();
      return;
    }
    const suggestion = shown.suggestion;
    if (!suggestion) {
      box.replaceChildren(el("p", { class: "error", id: "hint-error" }, `${t.hintFailed}: ${shown.error ?? ""}`));
      return;
    }
    const chosen = formatAction(suggestion.action);
    const parts = [el(
      "p",
      {
        id: "hint-action",
        class: "hint-says",
        "data-level": suggestion.level,
        "data-action": JSON.stringify(compact(suggestion.action))
      },
      t.hintSays(t.levels[suggestion.level] ?? suggestion.level, actionWords(suggestion.action))
    )];
    if (suggestion.candidates.length > 0) {
      const body = el("tbody");
      for (const candidate of suggestion.candidates) {
        const notation = formatAction(candidate.action);
        body.append(el(
          "tr",
          {
            "data-action": JSON.stringify(compact(candidate.action)),
            "data-value": String(candidate.value),
            ...notation === chosen ? { class: "chosen" } : {}
          },
          el("th", { scope: "row" }, actionWords(candidate.action)),
          el("td", {}, number(candidate.value)),
          el("td", {}, candidate.points.map((points, side) => `${t.side} ${side}: ${number(points)}`).join(" · "))
        ));
      }
      parts.push(
        el("div", { class: "table-wrap" }, el(
          "table",
          { class: "grid candidates", id: "hint-candidates" },
          el("caption", {}, t.hintCandidates),
          el("thead", {}, el("tr", {}, ...[t.hintAction, t.hintValue, t.hintSidePoints].map((label) => el("th", { scope: "col" }, label)))),
          body
        )),
        el("p", { class: "hint", id: "hint-note" }, t.hintValueNote)
      );
    }
    if (suggestion.level === "strong") {
      parts.push(el(
        "p",
        { id: "hint-search", "data-cut-short": String(suggestion.cut_short) },
        suggestion.cut_short ? t.hintCut(suggestion.worlds, suggestion.playouts) : t.hintFull(suggestion.worlds, suggestion.playouts)
      ));
    }
    box.replaceChildren(...parts);
  }
  function actionWords(action, now = true) {
    switch (action.kind) {
      case "play":
        return t.playCard(action.card ? cardName(action.card, t) : "");
      case "declare":
        if (action.declaration === "marriage") {
          const points = action.suit && now ? lastOffers.get(action.suit) : void 0;
          return points === void 0 ? t.singSuit(suitName(action.suit)) : t.singPoints(points, suitName(action.suit));
        }
        if (action.declaration === "tute") return `${t.tuteDecl}: ${t.ranks[String(action.rank)] ?? action.rank}`;
        return action.declaration === "capote" ? t.capote : t.plate;
      case "swap":
        return `${t.swap}: ${action.card ? cardName(action.card, t) : ""}`;
      case "claim":
        return t.claim;
      case "pass":
        return t.pass;
      case "bid":
        return `${t.bid} ${action.amount ?? ""}`;
      case "name_trump":
        return `${t.nameTrump}: ${suitName(action.suit)}`;
      case "take_spare":
        return `${t.takeSpare} ${action.card ? cardName(action.card, t) : ""}`;
      default:
        return formatAction(action);
    }
  }
  async function loadRulesets() {
    const list = await unwrap(client.GET("/v1/rulesets"));
    rulesets = list.rulesets;
    for (const id of ["ruleset", "q-ruleset"]) {
      const select = $(id);
      select.replaceChildren(...rulesets.map((r) => el("option", { value: r.id }, `${r.name} (${r.id})`)));
    }
  }
  async function detail(id) {
    let found = details.get(id);
    if (!found) {
      found = await unwrap(client.GET("/v1/rulesets/{ruleset_id}", { params: { path: { ruleset_id: id } } }));
      details.set(id, found);
    }
    return found;
  }
  function valueText(value) {
    return value === null ? "null" : String(value);
  }
  function alternatives(sw) {
    if (sw.allowed_values.length > 0) return sw.allowed_values.filter((value2) => value2 !== sw.value);
    const value = typeof sw.value === "number" ? sw.value : 0;
    const next = sw.maximum === null || value + 1 <= sw.maximum ? value + 1 : value - 1;
    return sw.minimum !== null && next < sw.minimum ? [] : [next];
  }
  var accepted = /* @__PURE__ */ new Map();
  var PER_BATCH = 30;
  async function acceptedValues(ruleset, players) {
    const key = `${ruleset.id}/${players ?? ""}`;
    const known = accepted.get(key);
    if (known) return known;
    const tried = [];
    for (const sw of ruleset.switches) {
      if (sw.name !== "players") for (const value of alternatives(sw)) tried.push([sw.name, value]);
    }
    const found = /* @__PURE__ */ new Map();
    if (tried.length > 0) {
      const items = tried.map(([name, value]) => {
        const item = {
          ruleset: ruleset.id,
          deal: { seed: 0 },
          actions: [],
          overrides: { [name]: value }
        };
        if (players !== null) item.players = players;
        return item;
      });
      for (let start = 0; start < items.length; start += PER_BATCH) {
        const body = { items: items.slice(start, start + PER_BATCH) };
        const answer = await unwrap(client.POST("/v1/batch/hand-adjudications", { body }));
        answer.items.forEach((item, index) => {
          const [name, value] = tried[start + index] ?? ["", null];
          if (item.status === 200) found.set(name, [...found.get(name) ?? [], value]);
        });
      }
    }
    accepted.set(key, found);
    return found;
  }
  async function showRuleset(id, overrides = {}, players = null, seat = 0) {
    const token = ++setupToken;
    const ruleset = await detail(id);
    if (token !== setupToken) return;
    $("ruleset").value = id;
    $("ruleset-description").textContent = ruleset.description;
    const playersSelect = $("players");
    playersSelect.replaceChildren(...ruleset.player_options.map((n) => el("option", { value: String(n) }, String(n))));
    const defaultPlayers = ruleset.player_options[0] ?? 2;
    playersSelect.value = String(players ?? defaultPlayers);
    showSeats(Number(playersSelect.value), seat);
    const seats = Number(playersSelect.value);
    const allowed = await acceptedValues(ruleset, seats === defaultPlayers ? null : seats);
    if (token !== setupToken) return;
    const box = $("overrides");
    box.replaceChildren();
    let group = "";
    for (const sw of ruleset.switches) {
      const values = allowed.get(sw.name) ?? [];
      const given = overrides[sw.name];
      if (sw.name === "players" || values.length === 0 && given === void 0) continue;
      if (sw.group !== group) {
        group = sw.group;
        box.append(el("h4", { class: "switch-group" }, t.groups[group] ?? group));
      }
      const controlId = `sw-${sw.name}`;
      const hintId = `${controlId}-hint`;
      let control;
      if (sw.allowed_values.length > 0) {
        const select = el("select", { id: controlId, "aria-describedby": hintId });
        select.append(el("option", { value: "" }, `${valueText(sw.value)} (${t.rulesetValue})`));
        sw.allowed_values.forEach((value, index) => {
          if (value !== sw.value && (values.includes(value) || value === given)) {
            select.append(el("option", { value: String(index) }, valueText(value)));
          }
        });
        if (given !== void 0) {
          const index = sw.allowed_values.findIndex((value) => value === given);
          if (index >= 0 && given !== sw.value) select.value = String(index);
        }
        control = select;
      } else {
        const input = el("input", {
          id: controlId,
          type: "number",
          step: "1",
          placeholder: valueText(sw.value),
          "aria-describedby": hintId
        });
        if (sw.minimum !== null) input.min = String(sw.minimum);
        if (sw.maximum !== null) input.max = String(sw.maximum);
        if (typeof given === "number") input.value = String(given);
        control = input;
      }
      control.dataset["switch"] = sw.name;
      const label = el("label", { for: controlId }, t.switches[sw.name] ?? sw.name);
      box.append(el(
        "div",
        { class: "switch", "data-switch-box": sw.name },
        label,
        el("code", { class: "switch-name" }, sw.name),
        control,
        el("p", { id: hintId, class: "hint" }, sw.description),
        el("p", { id: `${controlId}-refused`, class: "refused error", role: "alert", hidden: "" })
      ));
    }
    if (box.childElementCount === 0) box.append(el("p", { class: "hint", id: "no-switches" }, t.noSwitches));
    $("overrides-box").open ||= Object.keys(overrides).length > 0;
    $("setup").dataset["ruleset"] = id;
  }
  function showRefusedOverrides(error) {
    if (!(error instanceof ProblemError)) return false;
    let first = null;
    for (const problem of error.errors) {
      const name = /^\/overrides\/(.+)$/.exec(problem.field)?.[1];
      const note = name ? document.getElementById(`sw-${name}-refused`) : null;
      if (!note) continue;
      note.textContent = problem.message;
      note.hidden = false;
      first ??= note.closest(".switch");
    }
    if (!first) return false;
    $("overrides-box").open = true;
    first.scrollIntoView({ block: "center" });
    return true;
  }
  function clearRefusedOverrides() {
    for (const note of $("overrides").querySelectorAll(".refused")) {
      note.hidden = true;
      note.textContent = "";
    }
  }
  function showSeats(players, seat) {
    const select = $("seat");
    select.replaceChildren(...Array.from({ length: players }, (_, i) => el("option", { value: String(i) }, String(i))));
    select.value = String(Math.min(seat, players - 1));
  }
  function formOverrides(ruleset) {
    const overrides = {};
    for (const control of $("overrides").querySelectorAll("[data-switch]")) {
      const name = control.dataset["switch"] ?? "";
      const sw = ruleset.switches.find((s) => s.name === name);
      if (!sw || control.value === "") continue;
      if (control instanceof HTMLSelectElement) {
        const value = sw.allowed_values[Number(control.value)];
        if (value !== void 0) overrides[name] = value;
      } else {
        overrides[name] = Number(control.value);
      }
    }
    return overrides;
  }
  async function deal() {
    const id = $("ruleset").value;
    const ruleset = await detail(id);
    const players = Number($("players").value);
    const seedText = $("seed").value.trim() || "0";
    const seed = Number(seedText);
    startGame({
      ruleset: id,
      overrides: formOverrides(ruleset),
      players: players === ruleset.player_options[0] ? null : players,
      deal: { seed },
      seat: Number($("seat").value),
      actions: [],
      vueltasDeal: null,
      vueltasActions: [],
      at: 0,
      illegal: null,
      declined: /* @__PURE__ */ new Set()
    });
  }
  function startGame(g) {
    window.clearTimeout(botTimer);
    game = g;
    lastTurn = null;
    lastAdjudication = null;
    finishedKey = null;
    boardReview = null;
    $("board").hidden = false;
    void refresh();
  }
  function hashOf(g) {
    const params = new URLSearchParams();
    params.set("ruleset", g.ruleset);
    const onlySeed = Object.keys(g.deal).every((key) => key === "seed");
    if (onlySeed && g.deal.seed !== void 0) params.set("seed", String(g.deal.seed));
    else params.set("deal", JSON.stringify(g.deal));
    params.set("seat", String(g.seat));
    if (g.players !== null) params.set("players", String(g.players));
    if (Object.keys(g.overrides).length > 0) params.set("overrides", JSON.stringify(g.overrides));
    params.set("actions", formatActions(g.actions));
    if (g.vueltasDeal) {
      params.set("vdeal", JSON.stringify(g.vueltasDeal));
      params.set("vactions", formatActions(g.vueltasActions));
    }
    params.set("at", String(g.at));
    const level = levelOf("level");
    if (level !== "random") params.set("level", level);
    params.set("lang", lang);
    return `#${params.toString()}`;
  }
  function gameFromHash(hash) {
    const params = new URLSearchParams(hash.replace(/^#/, ""));
    const ruleset = params.get("ruleset");
    if (!ruleset) return null;
    const seed = params.get("seed");
    const dealText = params.get("deal");
    const actions = parseActions(params.get("actions") ?? "");
    const vdeal = params.get("vdeal");
    const vueltasActions = vdeal ? parseActions(params.get("vactions") ?? "") : [];
    const count = actions.length + vueltasActions.length;
    const at = params.has("at") ? Math.max(0, Math.min(count, Number(params.get("at")))) : count;
    return {
      ruleset,
      overrides: JSON.parse(params.get("overrides") ?? "{}"),
      players: params.has("players") ? Number(params.get("players")) : null,
      deal: dealText ? JSON.parse(dealText) : { seed: Number(seed ?? 0) },
      seat: Number(params.get("seat") ?? 0),
      actions,
      vueltasDeal: vdeal ? JSON.parse(vdeal) : null,
      vueltasActions,
      at: Number.isFinite(at) ? at : count,
      illegal: null,
      declined: /* @__PURE__ */ new Set()
    };
  }
  async function openHash() {
    let g;
    try {
      g = gameFromHash(window.location.hash);
    } catch (error) {
      setStatus(`${t.error}: ${errorText(error)}`, true);
      return;
    }
    if (!g) return;
    const chosen = linkLang(window.location.hash);
    if (chosen && chosen !== lang) setLanguage(chosen, false);
    const level = new URLSearchParams(window.location.hash.replace(/^#/, "")).get("level");
    $("level").value = LEVELS.includes(level ?? "") ? level ?? "" : "random";
    await showRuleset(g.ruleset, g.overrides, g.players, g.seat);
    if (g.deal.seed !== void 0) $("seed").value = String(g.deal.seed);
    startGame(g);
  }
  async function refresh() {
    const g = game;
    if (!g) return;
    const token = ++refreshToken;
    window.clearTimeout(botTimer);
    busy = true;
    botError = null;
    setState("busy");
    const record = recordAt(g, g.at);
    try {
      const [turn, adjudication] = await Promise.all([
        unwrap(client.POST("/v1/turns", { body: { ...record, seat: g.seat } })),
        unwrap(client.POST("/v1/hand-adjudications", { body: record }))
      ]);
      const offers = await marriageOffers(g, turn, adjudication);
      if (token !== refreshToken) return;
      lastTurn = turn;
      lastAdjudication = adjudication;
      lastOffers = offers;
      busy = false;
      if (live(g) && turn.phase === "over" && !allPassed()) finishedKey = recordKey(g);
      clearRefusedOverrides();
      renderBoard();
      window.history.replaceState(null, "", hashOf(g));
      nextMove(g, turn);
    } catch (error) {
      if (token !== refreshToken) return;
      busy = false;
      setState("stuck");
      setStatus(`${t.error}: ${errorText(error)}`, true);
      showRefusedOverrides(error);
    }
  }
  function dealAdjudication(adjudication) {
    return adjudication.vueltas ?? adjudication;
  }
  async function marriageOffers(g, turn, adjudication) {
    const found = /* @__PURE__ */ new Map();
    const view = turn.view;
    const offered = turn.actions.some((a) => a.seat === g.seat && a.kind === "declare" && a.declaration === "marriage");
    if (!view || !offered) return found;
    const current = dealAdjudication(adjudication);
    const context = {
      ruleset: g.ruleset,
      trump: view.trump ?? null,
      dealer: current.dealer,
      seat: g.seat,
      hand: view.hand,
      last_trick_winner: view.last_trick_winner,
      tricks_played: view.tricks_played,
      stage: view.stage,
      stock_size: view.stock_size,
      turn_up: view.turn_up ?? null,
      declarations: view.declarations.filter((d) => d.kind !== "marriage" || d.suit),
      declarer: view.contract?.declarer ?? null,
      trick_winners: current.tricks.map((trick2) => trick2.winner_seat)
    };
    if (Object.keys(g.overrides).length > 0) context["overrides"] = g.overrides;
    if (g.players !== null) context["players"] = g.players;
    try {
      const answer = await unwrap(client.POST("/v1/declarations", { body: context }));
      for (const offer of answer.available) {
        const d = offer.declaration;
        if (d.kind === "marriage" && d.suit) found.set(d.suit, d.points ?? 0);
      }
    } catch {
    }
    return found;
  }
  function live(g) {
    return g.at === total(g) && g.illegal === null;
  }
  function pausingOptions(g, turn) {
    return turn.actions.filter((a) => a.seat === g.seat && (a.kind === "declare" && (a.declaration === "marriage" || a.declaration === "tute") || a.kind === "swap"));
  }
  function setState(state) {
    $("board").dataset["state"] = state;
  }
  function nextMove(g, turn) {
    if (turn.vueltas_due && !g.vueltasDeal) return setState(live(g) ? "vueltas" : "replay");
    if (turn.phase === "over") return setState("over");
    if (!live(g)) return setState("replay");
    if (turn.to_act === null || turn.to_act === void 0) return setState("stuck");
    if (turn.to_act === g.seat) return setState("human");
    if (pausingOptions(g, turn).length > 0 && !g.declined.has(g.at)) return setState("paused");
    setState("bot");
    void botMove(g, turn.to_act);
  }
  function append(action) {
    const g = game;
    if (!g || busy) return;
    if (g.at < g.actions.length || g.at === g.actions.length && !lastTurn?.vueltas_due && g.vueltasDeal === null) {
      g.actions = g.actions.slice(0, g.at);
      g.vueltasDeal = null;
      g.vueltasActions = [];
    } else {
      g.vueltasActions = g.vueltasActions.slice(0, g.at - g.actions.length);
    }
    if (g.vueltasDeal) g.vueltasActions.push(compact(action));
    else g.actions.push(compact(action));
    g.illegal = null;
    g.at = total(g);
    void refresh();
  }
  function dealVueltas() {
    const g = game;
    if (!g) return;
    const seed = g.deal.seed;
    g.vueltasDeal = { seed: seed === void 0 ? 1 : seed + 1 };
    g.vueltasActions = [];
    g.at = total(g);
    void refresh();
  }
  function dealNextHand(dealer) {
    const g = game;
    if (!g) return;
    const seed = (g.deal.seed ?? 0) + 1;
    $("seed").value = String(seed);
    startGame({
      ...g,
      deal: { seed, dealer },
      actions: [],
      vueltasDeal: null,
      vueltasActions: [],
      at: 0,
      illegal: null,
      declined: /* @__PURE__ */ new Set()
    });
  }
  function allPassed() {
    return lastAdjudication?.ended_by === "all_passed";
  }
  function step(to) {
    const g = game;
    if (!g) return;
    const limit = g.illegal ?? total(g);
    g.at = Math.max(0, Math.min(limit, to));
    void refresh();
  }
  function renderBoard() {
    const g = game;
    const turn = lastTurn;
    if (!g || !turn) return;
    const view = turn.view;
    const myTurn = turn.to_act === g.seat;
    const over = turn.phase === "over";
    if (over && allPassed()) setStatus(t.allPassed);
    else if (over && !turn.vueltas_due) setStatus(t.over);
    else if (turn.vueltas_due && !g.vueltasDeal) setStatus(t.over);
    else if (myTurn) setStatus(t.yourTurn);
    else if (botError) setStatus(`${t.botFailed(botError.seat)}: ${botError.message}`, true);
    else setStatus(`${t.waiting} ${turn.to_act ?? "-"}`);
    const info = $("table-info");
    info.replaceChildren();
    const item = (label, ...value) => {
      info.append(el("div", {}, el("dt", {}, label), el("dd", {}, ...value)));
    };
    item(t.phase, t.phases[turn.phase] ?? turn.phase);
    if (turn.deal_number === 2) {
      item(t.dealNumber, t.vueltasDeal);
      const carried = view?.carried_totals ?? turn.score?.carried_totals ?? [];
      if (carried.length > 0) {
        item(t.carried, el("span", { id: "carried" }, carried.map((total2, side) => t.sideTotal(side, total2)).join(" · ")));
      }
    }
    if (view) {
      item(t.trump, suitName(view.trump));
      if (view.turn_up) {
        item(t.turnUp, labelledFace(view.turn_up, true));
      }
      item(t.stock, `${view.stock_size} ${t.cards}`);
    }
    const seats = $("seats");
    seats.replaceChildren();
    const sizes = view?.hand_sizes ?? [];
    sizes.forEach((size, seat) => {
      const li = el(
        "li",
        { class: `seat${seat === turn.to_act ? " acting" : ""}${seat === g.seat ? " mine" : ""}` },
        el("span", { class: "seat-name" }, seatName(seat, g)),
        ` · ${size} ${t.cards}`
      );
      if (seat === turn.to_act) li.append(el("span", { class: "badge" }, t.toAct));
      seats.append(li);
    });
    const trick2 = $("trick");
    trick2.replaceChildren(...(view?.trick ?? []).map((played) => el("li", {}, labelledFace(played.card), el("span", { class: "caption" }, `${t.seat} ${played.seat}`))));
    renderAuction(turn);
    renderOptions(g, turn, myTurn);
    renderHand(g, turn, myTurn);
    renderHint(g, turn, myTurn);
    renderReplay(g);
    renderHistory();
    renderPoints(g);
    renderScore(turn.score ?? null, over || turn.vueltas_due);
    renderRecord(g);
    renderBoardReview();
  }
  function labelledFace(code, small = false) {
    const face = cardFace(code, t, small);
    face.setAttribute("role", "img");
    face.setAttribute("aria-label", cardName(code, t));
    return face;
  }
  function renderAuction(turn) {
    const box = $("auction");
    const auction = turn.auction;
    const bids = turn.view?.bids ?? [];
    if (!auction && bids.length === 0) {
      box.hidden = true;
      return;
    }
    box.hidden = false;
    box.replaceChildren(el("h3", {}, t.auction));
    const list = el("ul", { class: "bids" });
    for (const bid of bids) {
      list.append(el("li", {}, `${t.seat} ${bid.seat}: ${bid.kind === "bid" ? bid.amount : t.pass}`));
    }
    box.append(list);
    if (auction) {
      const highest = auction.highest ? `${auction.highest.amount} (${t.seat} ${auction.highest.seat})` : t.none;
      box.append(el("p", {}, `${t.highest}: ${highest}. ${t.minBid}: ${auction.min_next_bid ?? "-"}.`));
    }
  }
  function actionButton(action) {
    const notation = formatAction(action);
    const hinted = currentHint()?.suggestion?.action;
    const button = el("button", { type: "button", class: "option", "data-action": notation }, actionWords(action));
    if (hinted && formatAction(hinted) === notation) {
      button.classList.add("hinted");
      button.setAttribute("aria-label", `${actionWords(action)} (${t.suggested})`);
    }
    button.addEventListener("click", () => append(action));
    return button;
  }
  function renderOptions(g, turn, myTurn) {
    const box = $("options");
    box.replaceChildren();
    const isLive = live(g);
    if (isLive && turn.vueltas_due && !g.vueltasDeal) {
      const button = el("button", { type: "button", class: "option primary", id: "deal-vueltas" }, t.vueltas);
      button.addEventListener("click", dealVueltas);
      box.append(button);
    }
    const next = lastAdjudication?.next_dealer;
    if (isLive && turn.phase === "over" && allPassed() && next !== null && next !== void 0) {
      const button = el(
        "button",
        { type: "button", class: "option primary", id: "next-hand" },
        `${t.nextHand} (${t.nextHandBy(next)})`
      );
      button.addEventListener("click", () => dealNextHand(next));
      box.append(button);
    }
    if (!isLive && !myTurn) {
      $("options-title").hidden = box.childElementCount === 0;
      return;
    }
    const mine = turn.actions.filter((a) => a.seat === g.seat && a.kind !== "play");
    const pausing = isLive ? pausingOptions(g, turn) : [];
    const shown = myTurn ? mine : pausing;
    const bids = shown.filter((a) => a.kind === "bid");
    for (const action of shown) {
      if (action.kind !== "bid") box.append(actionButton(action));
    }
    if (bids.length > 0) {
      const select = el("select", { id: "bid-amount", "aria-label": t.bid });
      select.append(...bids.map((bid, index2) => el("option", { value: String(index2) }, String(bid.amount))));
      const hinted = currentHint()?.suggestion?.action;
      const index = hinted?.kind === "bid" ? bids.findIndex((bid) => bid.amount === hinted.amount) : -1;
      if (index >= 0) {
        select.value = String(index);
        select.classList.add("hinted");
      }
      const button = el("button", { type: "button", class: "option", id: "bid-button" }, t.bid);
      button.addEventListener("click", () => {
        const chosen = bids[Number(select.value)];
        if (chosen) append(chosen);
      });
      box.append(el("span", { class: "bid-box" }, select, button));
    }
    if (!myTurn && pausing.length > 0 && !g.declined.has(g.at)) {
      const button = el("button", { type: "button", class: "option", id: "go-on" }, t.goOn);
      button.addEventListener("click", () => {
        g.declined.add(g.at);
        nextMove(g, turn);
        renderOptions(g, turn, myTurn);
      });
      box.append(button);
    }
    if (isLive && botError) {
      const button = el("button", { type: "button", class: "option primary", id: "bot-retry" }, t.retry);
      button.addEventListener("click", retryBot);
      box.append(button);
    }
    $("options-title").hidden = box.childElementCount === 0;
  }
  function renderHand(g, turn, myTurn) {
    const hand = $("hand");
    hand.replaceChildren();
    const view = turn.view;
    if (!view) return;
    const playing = myTurn && turn.phase === "play";
    const excluded = new Map(turn.excluded.map((e) => [e.card, e.violations]));
    const hinted = currentHint()?.suggestion?.action;
    for (const code of view.hand) {
      const name = cardName(code, t);
      if (!playing) {
        hand.append(el("li", { class: "slot" }, labelledFace(code)));
        continue;
      }
      const violations = excluded.get(code);
      const action = turn.actions.find((a) => a.seat === g.seat && a.kind === "play" && a.card === code);
      const face = cardFace(code, t);
      const button = el("button", { type: "button", class: "card-button" }, face);
      button.dataset["card"] = code;
      const li = el("li", { class: "slot" }, button);
      if (action && !violations) {
        button.classList.add("legal");
        button.setAttribute("aria-label", `${name}: ${t.legal}`);
        if (hinted?.kind === "play" && hinted.card === code) {
          button.classList.add("hinted");
          button.setAttribute("aria-label", `${name}: ${t.legal} (${t.suggested})`);
          li.append(el("span", { class: "hint-mark", "aria-hidden": "true" }, t.suggested));
        }
        button.addEventListener("click", () => append(action));
      } else {
        button.classList.add("excluded");
        button.setAttribute("aria-disabled", "true");
        button.setAttribute("aria-label", `${name}: ${t.excluded}`);
        const whyId = `why-${code}`;
        button.setAttribute("aria-describedby", whyId);
        const why = el("span", { class: "why", id: whyId });
        for (const violation of violations ?? []) {
          why.append(el("span", { class: "violation" }, `${violation.message} (${violation.code})`));
        }
        li.append(why);
        const show = () => showWhy(name, why);
        button.addEventListener("focus", show);
        button.addEventListener("mouseenter", show);
        button.addEventListener("blur", hideWhy);
        button.addEventListener("mouseleave", hideWhy);
      }
      hand.append(li);
    }
    hideWhy();
  }
  function showWhy(name, why) {
    const panel = $("why-panel");
    panel.replaceChildren(
      el("strong", {}, `${name}: `),
      ...Array.from(why.children, (violation) => el("span", { class: "violation" }, violation.textContent ?? ""))
    );
    panel.classList.add("shown");
  }
  function hideWhy() {
    const panel = $("why-panel");
    panel.replaceChildren();
    panel.classList.remove("shown");
  }
  function renderReplay(g) {
    const count = total(g);
    const limit = g.illegal ?? count;
    $("step-count").textContent = `${t.step} ${g.at} ${t.of} ${count}`;
    $("step-first").disabled = g.at === 0;
    $("step-back").disabled = g.at === 0;
    $("step-forward").disabled = g.at >= limit;
    $("step-last").disabled = g.at >= limit;
    $("share").href = hashOf(g);
  }
  function trickItem(trick2, deal2) {
    const cards = el("span", { class: "cards inline" }, ...trick2.cards.map((c) => labelledFace(c.card, true)));
    return el(
      "li",
      { "data-winner": String(trick2.winner_seat), "data-deal": String(deal2) },
      el("span", { class: "trick-no" }, `${t.trickNo} ${trick2.number}`),
      cards,
      el("span", {}, ` ${t.wonBy} ${trick2.winner_seat} (${cardName(trick2.winning_card, t)}), ${trick2.points} ${t.points}`)
    );
  }
  function renderHistory() {
    const box = $("tricks");
    const adjudication = lastAdjudication;
    if (!adjudication) {
      box.replaceChildren();
      return;
    }
    const first = el("ol", { class: "tricks", "data-deal": "1" }, ...adjudication.tricks.map((trick2) => trickItem(trick2, 1)));
    const vueltas = adjudication.vueltas;
    if (!vueltas) {
      box.replaceChildren(first);
      return;
    }
    box.replaceChildren(
      el("h4", { class: "deal-mark" }, t.firstDeal),
      first,
      el("h4", { class: "deal-mark", id: "vueltas-mark" }, t.vueltasDeal),
      el("ol", { class: "tricks", "data-deal": "2" }, ...vueltas.tricks.map((trick2) => trickItem(trick2, 2)))
    );
  }
  function renderPoints(g) {
    const seats = lastTurn?.view?.hand_sizes.length ?? 0;
    const cardPoints = Array.from({ length: seats }, () => 0);
    const declared = Array.from({ length: seats }, () => 0);
    const won = Array.from({ length: seats }, () => 0);
    const current = lastAdjudication ? dealAdjudication(lastAdjudication) : null;
    for (const trick2 of current?.tricks ?? []) {
      cardPoints[trick2.winner_seat] = (cardPoints[trick2.winner_seat] ?? 0) + trick2.points;
      won[trick2.winner_seat] = (won[trick2.winner_seat] ?? 0) + 1;
    }
    const declarations = current?.declarations ?? [];
    for (const d of declarations) {
      const seat = d.seat ?? 0;
      declared[seat] = (declared[seat] ?? 0) + (d.points ?? 0);
    }
    const table = el(
      "table",
      { class: "grid" },
      el("thead", {}, el(
        "tr",
        {},
        el("th", { scope: "col" }, t.seat),
        el("th", { scope: "col" }, t.tricks),
        el("th", { scope: "col" }, t.cardPoints),
        el("th", { scope: "col" }, t.declared)
      ))
    );
    const body = el("tbody");
    for (let seat = 0; seat < seats; seat++) {
      body.append(el(
        "tr",
        {},
        el("th", { scope: "row" }, seatName(seat, g)),
        el("td", {}, String(won[seat])),
        el("td", {}, String(cardPoints[seat])),
        el("td", {}, String(declared[seat]))
      ));
    }
    table.append(body);
    $("points").replaceChildren(table);
  }
  function renderScore(score, over) {
    const box = $("score");
    if (!score && over && allPassed()) {
      box.hidden = false;
      delete box.dataset["score"];
      box.replaceChildren(el("h3", { id: "score-title" }, t.score), el("p", { id: "all-passed" }, t.allPassed));
      return;
    }
    if (!score || !over) {
      box.hidden = true;
      box.replaceChildren();
      delete box.dataset["score"];
      return;
    }
    box.hidden = false;
    box.dataset["score"] = JSON.stringify(score);
    const carried = score.carried_totals ?? [];
    const head = el("tr", {}, ...[
      t.side,
      t.seats,
      ...carried.length > 0 ? [t.carried] : [],
      t.cardPoints,
      t.lastTrick,
      t.marriages,
      t.total,
      t.tricks,
      t.score
    ].map((label) => el("th", { scope: "col" }, label)));
    const body = el("tbody");
    const cell = (label, value, className = "") => el("td", { "data-label": label, ...className ? { class: className } : {} }, String(value));
    for (const side of score.sides) {
      body.append(el(
        "tr",
        { "data-side": String(side.side) },
        el("th", { scope: "row" }, `${t.side} ${side.side}`),
        cell(t.seats, side.seats.join(", ")),
        ...carried.length > 0 ? [cell(t.carried, carried[side.side] ?? "", "carried")] : [],
        cell(t.cardPoints, side.card_points),
        cell(t.lastTrick, side.last_trick_bonus),
        cell(t.marriages, side.marriage_points),
        cell(t.total, side.total, "total"),
        cell(t.tricks, side.tricks),
        cell(t.score, side.score, "side-score")
      ));
    }
    const winner = score.winner_side === null ? t.noWinner : `${t.winner} ${score.winner_side}`;
    box.replaceChildren(
      el("h3", { id: "score-title" }, t.score),
      el(
        "div",
        { class: "table-wrap" },
        el("table", { class: "grid score-table", "aria-labelledby": "score-title" }, el("thead", {}, head), body)
      ),
      el("p", { class: "winner", id: "winner" }, winner),
      el("p", { id: "score-words" }, scoreWords(score))
    );
  }
  function scoreWords(score) {
    const extra = [`${t.reason}: ${t.reasons[score.reason] ?? score.reason}`, `${t.games}: ${score.games.join(" – ")}`];
    if (score.capote_side !== null) extra.push(`${t.capote}: ${t.side} ${score.capote_side}`);
    if (score.tute_side !== null) extra.push(`${t.tuteDecl}: ${t.side} ${score.tute_side}`);
    if (score.contract) {
      const made = score.contract_made === null || score.contract_made === void 0 ? "" : ` (${score.contract_made ? t.contractMade : t.contractFailed})`;
      extra.push(`${t.auction}: ${t.contractText(score.contract.declarer, score.contract.amount)}${made}`);
    }
    if (score.payouts.length > 0) extra.push(`${t.payouts}: ${score.payouts.join(", ")}`);
    return extra.join(" · ");
  }
  function renderRecord(g) {
    const list = $("record-actions");
    const all = [...g.actions, ...g.vueltasActions];
    list.replaceChildren(...all.map((action, index) => {
      const button = el("button", { type: "button", class: "record-step" }, formatAction(action));
      button.setAttribute("aria-label", `${t.step} ${index + 1}: ${formatAction(action)}`);
      button.addEventListener("click", () => step(index + 1));
      const li = el("li", {}, button);
      if (g.vueltasDeal && index === g.actions.length) {
        li.classList.add("deal-start");
        li.id = "vueltas-start";
        li.prepend(el("span", { class: "deal-start-mark" }, `${t.vueltasDeal}: `));
      }
      if (index < g.at) li.classList.add("applied");
      if (index === g.at - 1) li.setAttribute("aria-current", "step");
      if (index === g.illegal) {
        li.classList.add("illegal");
        li.append(el("span", { class: "illegal-note" }, ` ${t.illegalAt}`));
      }
      return li;
    }));
    const record = recordAt(g);
    const pre = $("record");
    pre.textContent = JSON.stringify(record, null, 1);
    pre.dataset["record"] = JSON.stringify(record);
  }
  function recordKey(g) {
    return JSON.stringify(recordAt(g));
  }
  function reviewBody(record) {
    const seed = Math.max(0, Math.trunc(record.deal.seed ?? 0));
    return { ...record, worlds: REVIEW_WORLDS, seed, max_nodes: REVIEW_MAX_NODES };
  }
  async function requestReview(record, review, show) {
    if (review.pending) return;
    review.pending = true;
    review.answer = null;
    review.error = null;
    show();
    try {
      review.answer = await unwrap(client.POST("/v1/hand-reviews", { body: reviewBody(record) }));
    } catch (error) {
      review.error = errorText(error);
    }
    review.pending = false;
    show();
  }
  function reviewBoard() {
    const g = game;
    if (!g || finishedKey === null || finishedKey !== recordKey(g)) return;
    if (boardReview?.key === finishedKey && boardReview.pending) return;
    const review = { key: finishedKey, pending: false, answer: null, error: null };
    boardReview = review;
    void requestReview(recordAt(g), review, () => {
      if (boardReview === review) renderBoardReview();
    });
  }
  function renderBoardReview() {
    const g = game;
    const section = $("review");
    const shown = g !== null && finishedKey !== null && finishedKey === recordKey(g);
    section.hidden = !shown;
    const review = shown && boardReview?.key === finishedKey ? boardReview : null;
    const button = $("review-button");
    if (review?.pending) button.setAttribute("aria-busy", "true");
    else button.removeAttribute("aria-busy");
    renderReview($("review-result"), "review", review, g, reviewBoard, shown ? step : null);
  }
  function costWords(reviewed) {
    if (reviewed.cost !== null && reviewed.cost !== void 0) return number(reviewed.cost);
    if (reviewed.cost_lower === reviewed.cost_upper) return number(reviewed.cost_lower);
    return reviewed.cost_lower > 0 ? t.costBetween(reviewed.cost_lower, reviewed.cost_upper) : t.costAtMost(reviewed.cost_upper);
  }
  function betterWords(reviewed) {
    if (reviewed.best.length === 0) return t.unsolved;
    const taken = formatAction(reviewed.action);
    const others = reviewed.best.filter((action) => formatAction(action) !== taken);
    return others.length === 0 ? t.amongBest : others.map((action) => actionWords(action, false)).join(" / ");
  }
  function reviewRow(reviewed, g, show) {
    const number_ = reviewed.index + 1;
    let stepCell = document.createTextNode(String(number_));
    if (show) {
      const button = el("button", {
        type: "button",
        class: "record-step review-show",
        "aria-label": t.reviewShow(number_),
        title: t.reviewShow(number_)
      }, String(number_));
      button.addEventListener("click", () => show(reviewed.index));
      stepCell = button;
    }
    const expected = reviewed.expected_cost === null || reviewed.expected_cost === void 0 ? t.noWorlds : t.overWorlds(number(reviewed.expected_cost), reviewed.worlds);
    const better = reviewed.better ? actionWords(reviewed.better, false) : "—";
    return el(
      "tr",
      {
        "data-index": String(reviewed.index),
        "data-action": JSON.stringify(compact(reviewed.action)),
        "data-cost": String(reviewed.cost),
        "data-cost-lower": String(reviewed.cost_lower),
        "data-cost-upper": String(reviewed.cost_upper),
        "data-expected": String(reviewed.expected_cost)
      },
      // each cell names its column too (data-label): a phone shows a row as a list
      el("th", { scope: "row", "data-label": t.step }, stepCell),
      el("td", { class: "text", "data-label": t.seat }, g ? seatName(reviewed.seat, g) : `${t.seat} ${reviewed.seat}`),
      el("td", { class: "text played", "data-label": t.reviewPlayed }, actionWords(reviewed.action, false)),
      el("td", { class: "cost", "data-label": t.reviewCost }, costWords(reviewed)),
      el("td", { class: "text better", "data-label": t.reviewBetter }, betterWords(reviewed)),
      el("td", { class: "expected", "data-label": t.reviewExpected }, expected),
      el("td", { class: "text better-own", "data-label": t.reviewBetterOwn }, better)
    );
  }
  function renderReview(box, prefix, review, g, retry, show) {
    if (!review) {
      box.replaceChildren();
      return;
    }
    if (review.pending) {
      box.replaceChildren(el("p", { id: `${prefix}-thinking` }, t.reviewThinking));
      return;
    }
    const answer = review.answer;
    if (!answer) {
      const again = el("button", { type: "button", class: "option", id: `${prefix}-retry` }, t.retry);
      again.addEventListener("click", retry);
      box.replaceChildren(
        el("p", { class: "error", id: `${prefix}-error` }, `${t.reviewFailed}: ${review.error ?? ""}`),
        again
      );
      return;
    }
    const parts = [el(
      "p",
      { id: `${prefix}-summary`, "data-solved": String(answer.solved) },
      t.reviewSummary(answer.actions.length, answer.mistakes.length)
    )];
    if (!answer.solved) parts.push(el("p", { class: "hint", id: `${prefix}-unsolved` }, t.reviewUnsolved));
    if (answer.mistakes.length === 0) {
      parts.push(el("p", { id: `${prefix}-none` }, t.reviewNone));
    } else {
      const body = el("tbody", {}, ...answer.mistakes.map((reviewed) => reviewRow(reviewed, g, show)));
      const head = el("tr", {}, ...[
        t.step,
        t.seat,
        t.reviewPlayed,
        t.reviewCost,
        t.reviewBetter,
        t.reviewExpected,
        t.reviewBetterOwn
      ].map((label) => el("th", { scope: "col" }, label)));
      parts.push(el("div", { class: "table-wrap" }, el(
        "table",
        { class: "grid review-table", id: `${prefix}-table` },
        el("caption", {}, t.reviewCaption),
        el("thead", {}, head),
        body
      )));
    }
    parts.push(el("p", { class: "hint", id: `${prefix}-note` }, t.reviewNote));
    box.replaceChildren(...parts);
  }
  async function question() {
    const out = $("q-result");
    out.replaceChildren();
    const ruleset = $("q-ruleset").value;
    let position;
    try {
      position = parsePosition($("q-position").value);
    } catch (error) {
      out.append(el("p", { class: "error" }, `${t.error}: ${errorText(error)}`));
      return;
    }
    const base = {
      ruleset,
      trump: position.trump,
      seat: position.seat,
      hand: position.hand,
      trick: position.trick
    };
    const playBody = { ...base };
    if (position.stock_size !== void 0) playBody.stock_size = position.stock_size;
    if (position.turn_up !== void 0) playBody.turn_up = position.turn_up;
    let complete = false;
    const rules = await detail(ruleset);
    const seats = Number(rules.switches.find((sw) => sw.name === "players")?.value ?? rules.player_options[0] ?? 4);
    if (position.trick.length >= seats) {
      const result = await client.POST("/v1/trick-results", { body: { ruleset, trump: base.trump, trick: position.trick } });
      if (result.data) {
        complete = true;
        out.append(el(
          "p",
          { class: "trick-winner", id: "q-winner" },
          `${t.trickWinner} ${result.data.winner_seat} ${t.withCard} ${cardName(result.data.winning_card, t)} (${result.data.winning_card}), ${result.data.points} ${t.points}.`
        ));
      }
    }
    if (!complete) {
      try {
        const plays = await unwrap(client.POST("/v1/legal-plays", { body: playBody }));
        out.append(
          el("h3", {}, t.legalPlays),
          el("ul", { class: "cards", id: "q-legal" }, ...plays.legal_plays.map((c) => el("li", {}, labelledFace(c))))
        );
        out.append(el("h3", {}, t.excludedCards));
        const list = el("ul", { class: "exclusions", id: "q-excluded" });
        for (const exclusion of plays.excluded) {
          list.append(el(
            "li",
            { "data-card": exclusion.card },
            labelledFace(exclusion.card, true),
            el("span", {}, ` ${exclusion.violations.map((v) => `${v.message} (${v.code})`).join("; ")}`)
          ));
        }
        if (plays.excluded.length === 0) list.append(el("li", {}, t.none));
        out.append(list);
      } catch (error) {
        out.append(el("p", { class: "error" }, `${t.error}: ${errorText(error)}`));
      }
    }
    out.append(el("h3", {}, t.declarationsAvail));
    if (position.dealer === void 0) {
      out.append(el("p", { class: "hint" }, t.needDealer));
      return;
    }
    const context = {
      ruleset,
      trump: position.trump,
      dealer: position.dealer,
      seat: position.seat,
      hand: position.hand
    };
    for (const key of [
      "last_trick_winner",
      "tricks_played",
      "stage",
      "stock_size",
      "turn_up",
      "declarations",
      "declarer",
      "trick_winners"
    ]) {
      if (position[key] !== void 0) context[key] = position[key];
    }
    try {
      const offers = await unwrap(client.POST(
        "/v1/declarations",
        { body: context }
      ));
      const list = el("ul", { id: "q-declarations" });
      for (const offer of offers.available) list.append(el("li", {}, offer.message));
      if (offers.available.length === 0) list.append(el("li", {}, t.noDeclarations));
      out.append(list);
    } catch (error) {
      out.append(el("p", { class: "error" }, `${t.error}: ${errorText(error)}`));
    }
  }
  async function adjudicatePasted() {
    const out = $("adj-result");
    out.replaceChildren();
    let record;
    try {
      record = JSON.parse($("adj-record").value);
    } catch (error) {
      out.append(el("p", { class: "error" }, `${t.error}: ${errorText(error)}`));
      return;
    }
    let adjudication;
    try {
      adjudication = await unwrap(client.POST("/v1/hand-adjudications", { body: record }));
    } catch (error) {
      out.append(el("p", { class: "error" }, `${t.error}: ${errorText(error)}`));
      return;
    }
    const first = record.actions ?? [];
    const vueltas = record.vueltas?.actions ?? [];
    let illegal = null;
    let problem = null;
    if (adjudication.error) {
      illegal = adjudication.error.index;
      problem = adjudication.error;
    } else if (adjudication.vueltas?.error) {
      illegal = first.length + adjudication.vueltas.error.index;
      problem = adjudication.vueltas.error;
    }
    if (problem === null || illegal === null) {
      out.append(el("p", { class: "verdict legal", id: "adj-verdict" }, t.legalRecord));
    } else {
      out.append(el(
        "p",
        { class: "verdict illegal", id: "adj-verdict" },
        `${t.illegalAt} ${illegal + 1}: ${problem.code}: ${problem.message}`
      ));
    }
    const list = el("ol", { class: "record-actions", id: "adj-actions" });
    [...first, ...vueltas].forEach((action, index) => {
      const li = el("li", {}, formatAction(action));
      if (index === illegal) {
        li.classList.add("illegal");
        li.append(el("strong", {}, ` ← ${problem?.code ?? ""}`));
      }
      list.append(li);
    });
    out.append(el("h3", {}, t.actions), list);
    if (adjudication.score) renderScoreInto(out, adjudication.score);
    if (illegal === null && adjudication.complete) out.append(pastedReview(record));
    if (illegal !== null) {
      const open = el("button", { type: "button", class: "primary", id: "adj-open" }, t.openAtError);
      open.addEventListener("click", () => {
        void openRecord(record, illegal, problem?.seat ?? 0);
      });
      out.append(open);
    }
  }
  function pastedReview(record) {
    const result = el("div", { id: "adj-review-result", class: "review-result", "aria-live": "polite" });
    const button = el("button", { type: "button", id: "adj-review-button" }, t.reviewButton);
    const review = { key: JSON.stringify(record), pending: false, answer: null, error: null };
    const run = () => {
      void requestReview(record, review, () => {
        if (review.pending) button.setAttribute("aria-busy", "true");
        else button.removeAttribute("aria-busy");
        renderReview(result, "adj-review", review, null, run, null);
      });
    };
    button.addEventListener("click", run);
    return el(
      "section",
      { class: "review", "aria-labelledby": "adj-review-title" },
      el("h3", { id: "adj-review-title" }, t.reviewTitle),
      button,
      result
    );
  }
  function renderScoreInto(out, score) {
    const winner = score.winner_side === null ? t.noWinner : `${t.winner} ${score.winner_side}`;
    out.append(
      el("p", {}, `${t.score}: ${score.sides.map((s) => `${t.side} ${s.side}: ${s.total}`).join(", ")}. ${winner}.`),
      el("p", {}, scoreWords(score))
    );
  }
  async function openRecord(record, illegal, seat) {
    const players = record.players ?? null;
    const overrides = record.overrides ?? {};
    const g = {
      ruleset: record.ruleset,
      overrides,
      players,
      deal: record.deal,
      seat,
      actions: (record.actions ?? []).map(compact),
      vueltasDeal: record.vueltas?.deal ?? null,
      vueltasActions: (record.vueltas?.actions ?? []).map(compact),
      at: 0,
      illegal,
      declined: /* @__PURE__ */ new Set()
    };
    g.at = illegal ?? total(g);
    await showRuleset(g.ruleset, overrides, players, seat);
    if (g.deal.seed !== void 0) $("seed").value = String(g.deal.seed);
    startGame(g);
    $("play").scrollIntoView();
  }
  function setLanguage(next, keep = true) {
    lang = next;
    t = LABELS[lang];
    $("lang").value = lang;
    if (keep) {
      try {
        window.localStorage.setItem(LANG_KEY, lang);
      } catch {
      }
    }
    client = makeClient();
    applyLabels();
    const id = $("ruleset").value;
    if (id) {
      const g = game;
      void showRuleset(
        id,
        g?.overrides ?? formOverrides(details.get(id) ?? { switches: [] }),
        g?.players ?? null,
        g?.seat ?? Number($("seat").value)
      );
    }
    renderBoard();
    if (game && lastTurn) window.history.replaceState(null, "", hashOf(game));
  }
  async function main() {
    const langSelect = $("lang");
    langSelect.replaceChildren(...LANGS.map((code) => el("option", { value: code, lang: code }, LANG_NAMES[code])));
    langSelect.value = lang;
    langSelect.addEventListener("change", () => setLanguage(langSelect.value));
    applyLabels();
    $("setup").addEventListener("submit", (event) => {
      event.preventDefault();
      void deal().catch((error) => setStatus(`${t.error}: ${errorText(error)}`, true));
    });
    $("ruleset").addEventListener("change", () => {
      void showRuleset($("ruleset").value);
    });
    $("players").addEventListener("change", () => {
      const id = $("ruleset").value;
      const ruleset = details.get(id);
      const players = Number($("players").value);
      void showRuleset(
        id,
        ruleset ? formOverrides(ruleset) : {},
        ruleset && players === ruleset.player_options[0] ? null : players,
        Number($("seat").value)
      );
    });
    $("hint-button").addEventListener("click", () => void askHint());
    $("review-button").addEventListener("click", reviewBoard);
    $("level").addEventListener("change", () => {
      if (game && lastTurn) {
        renderBoard();
        window.history.replaceState(null, "", hashOf(game));
      }
    });
    $("step-first").addEventListener("click", () => step(0));
    $("step-back").addEventListener("click", () => step((game?.at ?? 1) - 1));
    $("step-forward").addEventListener("click", () => step((game?.at ?? 0) + 1));
    $("step-last").addEventListener("click", () => step(Number.MAX_SAFE_INTEGER));
    $("question-form").addEventListener("submit", (event) => {
      event.preventDefault();
      void question();
    });
    $("adj-form").addEventListener("submit", (event) => {
      event.preventDefault();
      void adjudicatePasted();
    });
    window.addEventListener("hashchange", () => void openHash());
    try {
      await loadRulesets();
      $("q-ruleset").value = "tute-parejas";
      if (window.location.hash.length > 1) await openHash();
      else await showRuleset(rulesets[0]?.id ?? "tute-dos");
      document.body.dataset["ready"] = "true";
    } catch (error) {
      setStatus(`${t.error}: ${errorText(error)}`, true);
    }
  }
  void main();
})();
