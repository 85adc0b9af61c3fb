#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import GIF
import Layers
import Raster
import RenderPipeline
import Scene

/// An error at the command line's edge: one line of text and a sysexits(3) code.
struct Failure: Error {
    enum Code: Int32 {
        case usage = 64          // EX_USAGE
        case badInput = 65       // EX_DATAERR: a bad scene or parameter
        case missingInput = 66   // EX_NOINPUT: no such scene or image
        case internalError = 70  // EX_SOFTWARE
        case cannotCreate = 73   // EX_CANTCREAT: the output cannot be written
    }

    let code: Code
    let message: String

    init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    /// Maps the library's typed errors to their exit codes; the message is the error's own line.
    init(_ error: any Error) {
        switch error {
        case let failure as Failure:
            self = failure
        case let error as RenderError:
            switch error {
            case .invalidOption: self.init(.usage, error.description)
            case .invalidCanvas: self.init(.badInput, error.description)
            case .cancelled: self.init(.internalError, error.description)
            }
        case let error as SceneError:
            self.init(error.missingFile != nil ? .missingInput : .badInput, error.description)
        case let error as RasterError:
            switch error {
            case .imageNotFound, .fontMissing: self.init(.missingInput, error.description)
            case .drawingFailed: self.init(.internalError, error.description)
            default: self.init(.badInput, error.description)
            }
        case let error as LayerError:
            self.init(.badInput, error.description)
        case let error as GIFError:
            self.init(.internalError, "GIF: " + error.description)
        case let error as CustomStringConvertible:
            self.init(.internalError, error.description)
        default:
            self.init(.internalError, "\(error)")
        }
    }

    /// The message's first line.
    var line: String {
        message.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? message
    }

    /// Prints "loaderanim: message" (one line) on stderr.
    func report() {
        writeToStandardError("loaderanim: \(line)\n")
    }
}
