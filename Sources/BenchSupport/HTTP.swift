import Foundation

// A minimal HTTP/1.1 client over the C socket API, for `loaderanim preview`'s tests and its
// bench row: requests go out byte for byte as written (URLSession would normalize "/../"),
// and nothing beyond Foundation is needed.

public struct HTTPError: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}

/// A response with a Content-Length body.
public struct HTTPAnswer {
    public let status: Int
    public let headers: [String: String]
    public let body: [UInt8]
    public var text: String { String(decoding: body, as: UTF8.self) }

    public init(_ bytes: [UInt8]) throws {
        guard let end = bytes.firstRange(of: Array("\r\n\r\n".utf8)) else { throw HTTPError("no header end") }
        let lines = String(decoding: bytes[..<end.lowerBound], as: UTF8.self).components(separatedBy: "\r\n")
        status = Int(lines[0].split(separator: " ")[1])!
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            let parts = line.split(separator: ":", maxSplits: 1)
            headers[parts[0].lowercased()] = parts[1].trimmingCharacters(in: .whitespaces)
        }
        self.headers = headers
        body = Array(bytes[end.upperBound...])
        if let length = headers["content-length"].flatMap(Int.init), length != body.count {
            throw HTTPError("body of \(body.count) bytes, not \(length)")
        }
    }
}

/// A TCP connection to 127.0.0.1 through the C socket API: requests go out byte for byte
/// as written, which URLSession would not do for "/../".
public final class Connection {
    let descriptor: Int32
    public private(set) var closed = false

    public init(port: Int) throws {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let status = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard status == 0 else { throw HTTPError("cannot connect to port \(port)") }
    }

    deinit { close(descriptor) }

    public func send(_ text: String) throws {
        let bytes = Array(text.utf8)
        guard Glibc.send(descriptor, bytes, bytes.count, 0) == bytes.count else { throw HTTPError("send failed") }
    }

    /// Bytes that arrive within `timeout` seconds: nil at the end of the stream, empty when none came.
    public func receive(timeout: Double) throws -> [UInt8]? {
        var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&poller, 1, Int32(timeout * 1000)) > 0 else { return [] }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        let count = recv(descriptor, &chunk, chunk.count, 0)
        if count <= 0 { closed = true; return nil }
        return Array(chunk[..<count])
    }
}

extension Connection {
    /// GET `path` on a connection of its own, read to its end.
    public static func get(_ path: String, port: Int) throws -> HTTPAnswer {
        let socket = try Connection(port: port)
        try socket.send("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
        var bytes: [UInt8] = []
        while let chunk = try socket.receive(timeout: 30) { bytes += chunk }
        return try HTTPAnswer(bytes)
    }
}

/// `LOADERANIM preview ARGUMENTS --port 0`, running until this is released.
public final class PreviewProcess {
    let process = Process()
    public let port: Int
    /// The server's process (`loaderanim preview` execs `loaderanim-preview` in its place).
    public var pid: Int32 { process.processIdentifier }

    public init(loaderanim: String, _ arguments: [String]) throws {
        process.executableURL = URL(fileURLWithPath: loaderanim)
        process.arguments = ["preview"] + arguments + ["--port", "0"]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        // The first line names the URL, with the port the server bound.
        var text = ""
        while !text.contains("\n") {
            let data = out.fileHandleForReading.availableData
            if data.isEmpty { throw HTTPError("preview exited before it printed its URL") }
            text += String(decoding: data, as: UTF8.self)
        }
        guard let match = text.firstMatch(of: /Previewing \S+ at http:\/\/127\.0\.0\.1:(\d+)\/ \(Ctrl-C stops\)\n/) else {
            throw HTTPError("unexpected first line: \(text)")
        }
        port = Int(match.1)!
    }

    deinit { stop() }

    /// Stops the server (SIGTERM) and waits for it to end.
    public func stop() {
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
    }

    /// GET `path` exactly as written (no normalization), on a connection of its own.
    public func get(_ path: String) throws -> HTTPAnswer {
        try Connection.get(path, port: port)
    }
}

/// `GET /events`, read one event at a time: "NAME DATA".
public final class EventStream {
    let socket: Connection
    var buffer = ""

    public init(port: Int) throws {
        socket = try Connection(port: port)
        try socket.send("GET /events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
    }

    /// The next event within `timeout` seconds.
    public func next(timeout: Double = 5) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if let match = buffer.firstMatch(of: /event: (\w+)\ndata: ([^\n]*)\n\n/) {
                let event = "\(match.1) \(match.2)"
                buffer = String(buffer[match.range.upperBound...])
                return event
            }
            guard Date() < deadline, let chunk = try socket.receive(timeout: 0.1) ?? Optional([]) else {
                throw HTTPError("no event within \(timeout) s; read: \(buffer)")
            }
            // Chunked framing lines (sizes) sit between events; the pattern skips them.
            buffer += String(decoding: chunk, as: UTF8.self)
            if chunk.isEmpty && socket.closed { throw HTTPError("the event stream closed") }
        }
    }
}

