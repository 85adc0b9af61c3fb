import CLuaShim
import Layers

/// Wall-clock dates on the scene clock. A loader that phases itself by the time of day
/// (`os.time() % 2`, `Date().timeIntervalSince1970`) would render differently every run;
/// here the clock reads the stage's epoch plus the scene time, the same in every render.
public enum WallClock {
    /// `--epoch`'s value: seconds since 1970 (`1700000000`, `-86400.5`), or a UTC date in
    /// ISO 8601's extended form, `2024-05-01` or `2024-05-01T12:30:00Z` (seconds may have a
    /// fraction; the Z may be left out; no other zone). nil when it is neither.
    public static func parse(_ text: String) -> Double? {
        if let seconds = Double(text), seconds.isFinite, text.first.map({ $0.isNumber || $0 == "-" || $0 == "+" }) == true {
            return seconds
        }
        var rest = Substring(text)
        if rest.hasSuffix("Z") { rest = rest.dropLast() }
        let parts = rest.split(separator: "T", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count) else { return nil }
        let date = parts[0].split(separator: "-", omittingEmptySubsequences: false)
        guard date.count == 3, date[0].count == 4, date[1].count == 2, date[2].count == 2,
              let year = Int(date[0]), let month = Int(date[1]), let day = Int(date[2]),
              (1...12).contains(month), (1...daysIn(month: month, year: year)).contains(day) else { return nil }
        var time = (hour: 0, minute: 0, second: 0.0)
        if parts.count == 2 {
            let clock = parts[1].split(separator: ":", omittingEmptySubsequences: false)
            guard clock.count == 3, clock[0].count == 2, clock[1].count == 2, clock[2].count >= 2,
                  let hour = Int(clock[0]), let minute = Int(clock[1]), let second = Double(clock[2]),
                  (0...23).contains(hour), (0...59).contains(minute), second >= 0, second < 60 else { return nil }
            time = (hour, minute, second)
        }
        return seconds(year: year, month: month, day: day, hour: time.hour, minute: time.minute, second: time.second)
    }

    /// Seconds since 1970 of a UTC date, by days from the civil calendar (proleptic
    /// Gregorian); fields out of range carry over (month 13 is January of the next year),
    /// as C's timegm does.
    public static func seconds(year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0, second: Double = 0) -> Double {
        let carry = Int((Double(month - 1) / 12).rounded(.down))
        let y = year + carry, mm = month - 12 * carry
        // Howard Hinnant's days_from_civil: years start in March so that leap days end them.
        let shifted = mm <= 2 ? y - 1 : y
        let era = (shifted >= 0 ? shifted : shifted - 399) / 400
        let yearOfEra = shifted - era * 400
        let dayOfYear = (153 * (mm + (mm > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        let days = era * 146_097 + dayOfEra - 719_468
        return Double(days) * 86_400 + Double(hour) * 3_600 + Double(minute) * 60 + second
    }

    static func daysIn(month: Int, year: Int) -> Int {
        let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        return [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
    }
}

extension ScriptRuntime {
    /// Lua's `os`, reduced to its clocks on the scene clock: `os.time()` is the epoch plus
    /// the scene time, in whole seconds as Lua gives it; `os.time { year, month, day, hour,
    /// min, sec }` a UTC date's seconds; `os.clock()` the scene seconds (Lua's CPU time,
    /// which loaders use as "seconds since start"); `os.difftime(a, b)` is a − b. The rest of
    /// Lua's os (files, processes, the environment) stays out of the sandbox.
    func installWallClockAPI() {
        lua_createtable(L, 0, 3)
        defineField("time") { runtime in
            let stage = try runtime.requireStage()
            guard !runtime.isNil(1) else {
                lua_pushinteger(runtime.L, lua_Integer((stage.epoch + stage.now).rounded(.down)))
                return 1
            }
            try runtime.checkTable(1, "os.time { year, month, day, hour, min, sec }")
            try runtime.rejectUnknownFields(1, allowed: ["year", "month", "day", "hour", "min", "sec", "isdst"], in: "os.time")
            func field(_ name: String, default value: Double?) throws -> Double {
                let number = try runtime.withField(1, name) { try runtime.optionalNumber($0, "os.time \(name)") }
                guard let result = number ?? value else { throw ScriptError("os.time { ... }: \(name) is missing") }
                guard abs(result) < 1e9 else { throw ScriptError("os.time { ... }: \(name) = \(result) is out of range") }
                return result.rounded(.down)
            }
            let seconds = WallClock.seconds(
                year: Int(try field("year", default: nil)), month: Int(try field("month", default: nil)),
                day: Int(try field("day", default: nil)), hour: Int(try field("hour", default: 12)),
                minute: Int(try field("min", default: 0)), second: try field("sec", default: 0))
            lua_pushinteger(runtime.L, lua_Integer(seconds))
            return 1
        }
        defineField("clock") { runtime in
            runtime.push(try runtime.requireStage().now)
            return 1
        }
        defineField("difftime") { runtime in
            runtime.push(try runtime.number(1, "os.difftime(t2, t1): t2") - (try runtime.optionalNumber(2, "os.difftime(t2, t1): t1") ?? 0))
            return 1
        }
        lua_setglobal(L, "os")
    }
}
