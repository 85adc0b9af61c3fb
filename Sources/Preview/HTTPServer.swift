import Dispatch
import Glibc
import Locking

/// A request as the preview reads it: the path exactly as sent (never decoded or
/// normalized, so that only the exact paths the server knows match: "/../x" is 404), and
/// the query's parameters, percent-decoded, in order.
struct HTTPRequest: Sendable {
    let method: String
    let path: String
    let query: [(name: String, value: String)]

    func values(_ name: String) -> [String] { query.filter { $0.name == name }.map(\.value) }
    func value(_ name: String) -> String? { values(name).first }

    /// From the request target ("/frame.png?t=0.5&set=a%3D1").
    init(method: String, target: String) {
        self.method = method
        let parts = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        path = String(parts[0])
        query = parts.count < 2 ? [] : parts[1].split(separator: "&").map { pair in
            let halves = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            return (Self.decoded(halves[0]), halves.count > 1 ? Self.decoded(halves[1]) : "")
        }
    }

    /// %XX decoded (a malformed escape stays as written; the bytes as UTF-8, repaired).
    static func decoded(_ text: Substring) -> String {
        var bytes: [UInt8] = [], utf8 = Array(text.utf8), i = 0
        func hex(_ byte: UInt8) -> UInt8? {
            switch byte {
            case 48...57: byte - 48
            case 65...70: byte - 55
            case 97...102: byte - 87
            default: nil
            }
        }
        while i < utf8.count {
            if utf8[i] == 37, i + 2 < utf8.count, let high = hex(utf8[i + 1]), let low = hex(utf8[i + 2]) {
                bytes.append(high << 4 | low)
                i += 3
            } else {
                bytes.append(utf8[i])
                i += 1
            }
        }
        utf8.removeAll()
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// What an endpoint answers: a whole body, or a stream of server-sent events that lasts
/// until the page goes away.
enum HTTPResponse: Sendable {
    case whole(status: Int, type: String, body: [UInt8])
    case events(AsyncStream<String>)
}

/// The preview's HTTP/1.1 server, on blocking sockets: a thread accepts, and each
/// connection is a thread of its own that reads a request, waits for the handler's answer
/// (which runs as a task, off that thread), writes it, and reads the next one (keep-alive)
/// until the page closes the connection or goes quiet for a minute. Only GET; the whole
/// answer is written with its Content-Length, an event stream until the page hangs up.
///
/// A socket server of its own rather than SwiftNIO's: the preview answers one page on
/// loopback, and NIO (with Hummingbird over it) was about 140 s of every release build
/// and 60 s of every test build.
struct HTTPServer: Sendable {
    /// The listening socket and the port it is bound to (the one chosen for port 0).
    let socket: Int32
    let port: Int
    let handler: @Sendable (HTTPRequest) async -> HTTPResponse

    /// The longest request head read, and the most connections served at once.
    static let maxHead = 64 << 10, maxConnections = 256
    /// Seconds a kept-alive connection may stay quiet, and a write may wait for the page.
    static let idleSeconds = 60, sendSeconds = 30

    struct BindError: Error, CustomStringConvertible {
        let reason: String
        var description: String { reason }
    }

    /// Binds `host` (a name or an address) and `port` (0: a free one) and listens.
    init(host: String, port: Int, handler: @escaping @Sendable (HTTPRequest) async -> HTTPResponse) throws(BindError) {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        hints.ai_flags = AI_PASSIVE | AI_NUMERICSERV
        var found: UnsafeMutablePointer<addrinfo>?
        let status = getaddrinfo(host, String(port), &hints, &found)
        guard status == 0 else { throw BindError(reason: String(cString: gai_strerror(status))) }
        defer { freeaddrinfo(found) }
        var reason = "no address", entry = found
        while let address = entry?.pointee {
            entry = address.ai_next
            let listening = Glibc.socket(address.ai_family, address.ai_socktype | Int32(SOCK_CLOEXEC.rawValue), address.ai_protocol)
            guard listening >= 0 else { reason = String(cString: strerror(errno)); continue }
            var on: Int32 = 1
            setsockopt(listening, SOL_SOCKET, SO_REUSEADDR, &on, socklen_t(MemoryLayout<Int32>.size))
            guard bind(listening, address.ai_addr, address.ai_addrlen) == 0, listen(listening, 128) == 0 else {
                reason = String(cString: strerror(errno))
                close(listening)
                continue
            }
            self.socket = listening
            self.port = Self.boundPort(listening) ?? port
            self.handler = handler
            return
        }
        throw BindError(reason: reason)
    }

    private static func boundPort(_ socket: Int32) -> Int? {
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let named = withUnsafeMutablePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socket, $0, &length) }
        }
        guard named == 0 else { return nil }
        let family = storage.ss_family
        return withUnsafePointer(to: &storage) { pointer -> Int in
            if family == sa_family_t(AF_INET6) {
                return pointer.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { Int(UInt16(bigEndian: $0.pointee.sin6_port)) }
            }
            return pointer.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { Int(UInt16(bigEndian: $0.pointee.sin_port)) }
        }
    }

    /// Accepts connections on a thread of its own, for as long as the process lives.
    func start() {
        let connections = Locked(0)
        Self.thread { [self] in
            // A write to a page that went away fails with EPIPE instead of ending the server.
            signal(SIGPIPE, SIG_IGN)
            _ = fcntl(socket, F_SETFL, fcntl(socket, F_GETFL) | O_NONBLOCK)
            while true {
                var ready = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
                guard poll(&ready, 1, -1) > 0 else { continue }
                // Accepted and marked close-on-exec under the lock children are spawned
                // under: a program started meanwhile must not inherit the page's socket
                // (the page would never see its answer end).
                let client = ProgramRun.spawnLock.withLock { _ -> Int32 in
                    let client = accept(socket, nil, nil)
                    if client >= 0 { _ = fcntl(client, F_SETFD, FD_CLOEXEC) }
                    return client
                }
                guard client >= 0 else {
                    if errno == EMFILE || errno == ENFILE || errno == ENOMEM { usleep(10_000) }
                    continue
                }
                _ = fcntl(client, F_SETFL, fcntl(client, F_GETFL) & ~O_NONBLOCK)
                let admitted = connections.withLock { count in
                    count < Self.maxConnections ? { count += 1; return true }() : false
                }
                guard admitted else {
                    _ = Self.send(client, Self.head(status: 503, type: "text/plain; charset=utf-8", length: 0, keepAlive: false))
                    close(client)
                    continue
                }
                Self.thread { [self] in
                    serve(client)
                    close(client)
                    connections.withLock { $0 -= 1 }
                }
            }
        }
    }

    /// One connection's requests, in turn.
    private func serve(_ client: Int32) {
        var timeout = timeval(tv_sec: Self.sendSeconds, tv_usec: 0)
        setsockopt(client, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var buffer: [UInt8] = []
        while true {
            guard let head = readHead(client, &buffer) else { return }
            let lines = String(decoding: head, as: UTF8.self).split(separator: "\r\n", omittingEmptySubsequences: false)
            let words = lines[0].split(separator: " ")
            guard words.count == 3, words[2].hasPrefix("HTTP/1."), words[1].hasPrefix("/") else {
                _ = Self.send(client, Self.answer(400, "bad request\n", keepAlive: false))
                return
            }
            var headers: [String: String] = [:]
            for line in lines.dropFirst() where !line.isEmpty {
                let field = line.split(separator: ":", maxSplits: 1)
                guard field.count == 2 else { continue }
                headers[field[0].lowercased()] = field[1].trimmingPrefix(while: { $0 == " " || $0 == "\t" }).lowercased()
            }
            let keepAlive = words[2] == "HTTP/1.1" ? headers["connection"] != "close" : headers["connection"] == "keep-alive"
            // A body (which a GET never needs) is read past, up to a small size.
            if headers["transfer-encoding"] != nil {
                _ = Self.send(client, Self.answer(400, "a request body must have a Content-Length\n", keepAlive: false))
                return
            }
            let length = Int(headers["content-length"] ?? "0") ?? -1
            guard (0...(1 << 20)).contains(length), skip(length, of: client, buffer: &buffer) else {
                _ = Self.send(client, Self.answer(413, "the request body is too large\n", keepAlive: false))
                return
            }
            let request = HTTPRequest(method: String(words[0]), target: String(words[1]))
            switch Self.wait({ await handler(request) }) {
            case .whole(let status, let type, let body):
                guard Self.send(client, Self.head(status: status, type: type, length: body.count, keepAlive: keepAlive) + body),
                      keepAlive else { return }
            case .events(let stream):
                guard Self.send(client, Self.head(status: 200, type: "text/event-stream", length: nil, keepAlive: false)) else { return }
                streamEvents(stream, to: client)
                return
            }
        }
    }

    /// The next request head (without its blank line), reading as needed; nil at the end
    /// of the connection, after a minute's silence, or for a head too large (answered 431).
    private func readHead(_ client: Int32, _ buffer: inout [UInt8]) -> [UInt8]? {
        let end: [UInt8] = [13, 10, 13, 10]
        var searched = 0
        while true {
            if let range = buffer[max(0, searched - 3)...].firstRange(of: end) {
                let head = Array(buffer[..<range.lowerBound])
                buffer.removeFirst(range.upperBound)
                return head
            }
            searched = buffer.count
            guard buffer.count <= Self.maxHead else {
                _ = Self.send(client, Self.answer(431, "the request head is too large\n", keepAlive: false))
                return nil
            }
            guard let chunk = receive(client, timeout: Self.idleSeconds), !chunk.isEmpty else { return nil }
            buffer += chunk
        }
    }

    /// Reads past `length` bytes of body.
    private func skip(_ length: Int, of client: Int32, buffer: inout [UInt8]) -> Bool {
        var left = length
        while left > 0 {
            if buffer.isEmpty {
                guard let chunk = receive(client, timeout: Self.idleSeconds), !chunk.isEmpty else { return false }
                buffer = chunk
            }
            let taken = min(left, buffer.count)
            buffer.removeFirst(taken)
            left -= taken
        }
        return true
    }

    /// Bytes within `timeout` seconds: empty at the end of the connection, nil on silence or an error.
    private func receive(_ client: Int32, timeout: Int) -> [UInt8]? {
        var poller = pollfd(fd: client, events: Int16(POLLIN), revents: 0)
        while true {
            let ready = poll(&poller, 1, Int32(timeout * 1000))
            if ready < 0, errno == EINTR { continue }
            guard ready > 0 else { return nil }
            var chunk = [UInt8](repeating: 0, count: 16 << 10)
            let count = recv(client, &chunk, chunk.count, 0)
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { return nil }
            return Array(chunk[..<count])
        }
    }

    /// Writes each event as it comes until the page hangs up (its end of the connection
    /// closes) or a write fails; the stream's listener is then dropped.
    private func streamEvents(_ stream: AsyncStream<String>, to client: Int32) {
        let done = DispatchSemaphore(value: 0)
        let task = Task {
            for await event in stream where !Self.send(client, Array(event.utf8)) { break }
            done.signal()
        }
        while done.wait(timeout: .now() + .milliseconds(250)) == .timedOut {
            var poller = pollfd(fd: client, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 0) > 0 else { continue }
            var byte: UInt8 = 0
            if recv(client, &byte, 1, 0) <= 0 {  // the page went away
                task.cancel()
                done.wait()
                return
            }
        }
    }

    /// The handler's answer, from a task, while this thread (never one of the concurrency
    /// pool's) waits for it.
    private static func wait(_ body: @escaping @Sendable () async -> HTTPResponse) -> HTTPResponse {
        let result = Locked<HTTPResponse?>(nil), done = DispatchSemaphore(value: 0)
        Task {
            let answer = await body()
            result.withLock { $0 = answer }
            done.signal()
        }
        done.wait()
        return result.withLock { $0! }
    }

    static func answer(_ status: Int, _ text: String, keepAlive: Bool) -> [UInt8] {
        head(status: status, type: "text/plain; charset=utf-8", length: text.utf8.count, keepAlive: keepAlive) + Array(text.utf8)
    }

    /// The status line and headers; no Content-Length for a stream, which the connection's end delimits.
    static func head(status: Int, type: String, length: Int?, keepAlive: Bool) -> [UInt8] {
        var text = "HTTP/1.1 \(status) \(reasons[status] ?? "Error")\r\nContent-Type: \(type)\r\nCache-Control: no-cache\r\n"
        if let length { text += "Content-Length: \(length)\r\n" }
        text += keepAlive ? "Connection: keep-alive\r\n\r\n" : "Connection: close\r\n\r\n"
        return Array(text.utf8)
    }

    static let reasons = [200: "OK", 400: "Bad Request", 404: "Not Found", 405: "Method Not Allowed", 413: "Content Too Large",
                          431: "Request Header Fields Too Large", 500: "Internal Server Error", 503: "Service Unavailable"]

    /// Writes all of `bytes`; false when the page went away or stopped reading for `sendSeconds`.
    static func send(_ client: Int32, _ bytes: [UInt8]) -> Bool {
        var sent = 0
        while sent < bytes.count {
            let count = bytes.withUnsafeBytes { Glibc.send(client, $0.baseAddress! + sent, $0.count - sent, Int32(MSG_NOSIGNAL)) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return false }
            sent += count
        }
        return true
    }

    /// Runs `body` on a detached thread of its own (not Dispatch's, whose threads the
    /// concurrency runtime shares).
    static func thread(_ body: @escaping @Sendable () -> Void) {
        final class Box { let body: @Sendable () -> Void; init(_ body: @escaping @Sendable () -> Void) { self.body = body } }
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        defer { pthread_attr_destroy(&attributes) }
        var thread = pthread_t()
        let box = Unmanaged.passRetained(Box(body))
        let started = pthread_create(&thread, &attributes, { context in
            Unmanaged<Box>.fromOpaque(context!).takeRetainedValue().body()
            return nil
        }, box.toOpaque())
        if started != 0 {  // no thread to be had: run it here, rather than drop it
            box.release()
            body()
        }
    }
}
