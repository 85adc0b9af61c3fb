import Foundation
import Layers

// The other clocks iOS code reads, all on the scene clock and consistent with each other
// (docs/swift-scenes.md, "The clock"): at scene time t,
//
//     CACurrentMediaTime() = ProcessInfo.processInfo.systemUptime = t
//     mach_absolute_time() = DispatchTime.now().uptimeNanoseconds = t × 1e9  (timebase 1/1)
//     CFAbsoluteTimeGetCurrent() = Date().timeIntervalSinceReferenceDate = epoch + t
//
// On iOS the first four count from the device's boot; here the scene starts it, so a render
// does not depend on when it runs.

/// Seconds since 2001-01-01, CoreFoundation's name for it.
public typealias CFAbsoluteTime = CFTimeInterval

public func CFAbsoluteTimeGetCurrent() -> CFAbsoluteTime { Date().timeIntervalSinceReferenceDate }

/// Mach's kernel return code.
public typealias kern_return_t = Int32
public let KERN_SUCCESS: kern_return_t = 0

/// The ratio of mach_absolute_time() ticks to nanoseconds: 1/1 here.
public struct mach_timebase_info_data_t: Equatable, Sendable {
    public var numer: UInt32
    public var denom: UInt32
    public init() { self.init(numer: 0, denom: 0) }
    public init(numer: UInt32, denom: UInt32) {
        self.numer = numer
        self.denom = denom
    }
}

@discardableResult
public func mach_timebase_info(_ info: UnsafeMutablePointer<mach_timebase_info_data_t>) -> kern_return_t {
    info.pointee = mach_timebase_info_data_t(numer: 1, denom: 1)
    return KERN_SUCCESS
}

/// `var info = mach_timebase_info()`: Swift names the C struct like the function, which Swift
/// source cannot declare twice, so an empty call makes the empty struct.
public func mach_timebase_info() -> mach_timebase_info_data_t { mach_timebase_info_data_t() }

/// Nanoseconds of scene time.
public func mach_absolute_time() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

/// Mach's continuous clock, the same as the absolute one here (the scene never sleeps).
public func mach_continuous_time() -> UInt64 { mach_absolute_time() }

/// Foundation's ProcessInfo with its uptime on the scene clock; the rest is the process's
/// own (its environment, arguments, name), passed through.
open class ProcessInfo {
    public static let processInfo = ProcessInfo()
    private let host = Foundation.ProcessInfo.processInfo

    /// Seconds since the scene started (the device's boot on iOS).
    open var systemUptime: TimeInterval { CACurrentMediaTime() }
    open var environment: [String: String] { host.environment }
    open var arguments: [String] { host.arguments }
    open var processName: String { host.processName }
    open var processIdentifier: Int32 { host.processIdentifier }
    open var globallyUniqueString: String { host.globallyUniqueString }
    open var hostName: String { "localhost" }
    /// An iPhone's: what `ProcessInfo.processInfo.isiOSAppOnMac` and version checks expect.
    open var operatingSystemVersion: OperatingSystemVersion { OperatingSystemVersion(majorVersion: 17, minorVersion: 5, patchVersion: 0) }
    open var operatingSystemVersionString: String { "Version 17.5 (Build 21F79)" }
    open func isOperatingSystemAtLeast(_ version: OperatingSystemVersion) -> Bool {
        let own = operatingSystemVersion
        return (own.majorVersion, own.minorVersion, own.patchVersion) >= (version.majorVersion, version.minorVersion, version.patchVersion)
    }
    open var processorCount: Int { 6 }
    open var activeProcessorCount: Int { 6 }
    open var physicalMemory: UInt64 { 6 << 30 }
    open var isLowPowerModeEnabled: Bool { false }
    open var isMacCatalystApp: Bool { false }
    open var isiOSAppOnMac: Bool { false }
    /// A phone at rest.
    open var thermalState: ThermalState { .nominal }
    public enum ThermalState: Int, Sendable { case nominal, fair, serious, critical }
}
