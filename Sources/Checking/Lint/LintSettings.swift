import Foundation
import Lint
import ReflowCommandLine
import SwiftSource
import TextMeasurement
import Typesetting

/// What one `reflow lint` run uses: the configuration (file, then `--rule`), the baseline, and the
/// descriptions of every rule it can report. Every problem is a usage error naming its file.
public struct LintSettings: Sendable {
    /// The configuration file's name, looked for in the current folder when `--config` is not given.
    public static let defaultConfigName = ".reflow.json"

    /// The configuration, with `--rule` applied.
    public let configuration: LintConfiguration
    /// The baseline to apply, if any.
    public let baseline: Baseline?
    /// Every rule that may report: Swift's, the other languages', the engine's.
    public let descriptions: [RuleDescription]

    /// Reads `configPath` (or `.reflow.json` when present), `baselinePath` (or the configuration's;
    /// not read when `loadsBaseline` is false) and restricts the run to `onlyRules` when given.
    public init(configPath: String?, baselinePath: String?, onlyRules: [String], loadsBaseline: Bool = true) throws {
        descriptions = LintSettings.runner(configuration: .default).descriptions
        let known = Set(descriptions.map(\.id))
        var configuration = LintConfiguration.default
        let file = configPath ?? (FileManager.default.fileExists(atPath: Self.defaultConfigName) ? Self.defaultConfigName : nil)
        if let file {
            do {
                configuration = try LintConfiguration.load(from: file, knownRuleIDs: known)
            } catch {
                throw UsageError(error.description)
            }
        }
        for id in onlyRules where !known.contains(id) {
            throw UsageError(.invalidValue(id, argument: "--rule", reason: "no such rule; see 'reflow lint --list-rules'"))
        }
        if !onlyRules.isEmpty {
            configuration.enabledRules = Set(onlyRules)
        }
        self.configuration = configuration
        let baselineFile = baselinePath ?? (loadsBaseline ? configuration.baselinePath : nil)
        if let baselineFile {
            do {
                baseline = try Baseline.load(from: baselineFile)
            } catch {
                throw UsageError(error.description)
            }
        } else {
            baseline = nil
        }
    }

    /// The runner of every language's rules, Swift's included, applying `baseline` when given and
    /// reading Swift trees already `parsed` instead of parsing them again.
    public static func runner(configuration: LintConfiguration, baseline: Baseline? = nil, parsed: ParsedSwiftFiles? = nil) -> LintRunner {
        var runner = LintRunner(
            configuration: configuration, additionalLinters: [parsed.map(SwiftLinter.init(reusing:)) ?? SwiftLinter()], baseline: baseline)
        runner.textMeasurer = LazyTextMeasurer()
        return runner
    }
}

/// HarfBuzz with the machine's fonts, made the first time a rule measures text: most lint runs never do.
struct LazyTextMeasurer: TextMeasuring {
    private static let measurer = HarfBuzzTextMeasurer()

    func measure(_ request: TextMeasurementRequest) throws -> MeasuredText {
        try Self.measurer.measure(request)
    }
}
