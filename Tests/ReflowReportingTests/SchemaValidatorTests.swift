import Foundation
import Reporting
import Testing

/// The validator the schema tests rely on rejects what it must, and fails clearly without jsonschema.
@Suite struct SchemaValidatorTests {
    @Test func rejectsAnInvalidSARIFLog() throws {
        let broken = SARIFReporter.report(ReportFixtures.input).replacingOccurrences(
            of: "\"level\": \"error\"", with: "\"level\": \"fatal\"")
        let problems = try #require(SchemaValidator.problems(in: broken, against: PackagePaths.sarifSchema))
        #expect(problems.contains("'fatal' is not one of"), "\(problems)")
    }

    @Test func rejectsJSONThatDriftsFromItsSchema() throws {
        let broken = JSONReporter.report(ReportFixtures.input).replacingOccurrences(
            of: "\"firstSize\": \"large\"", with: "\"firstSize\": \"huge\""
        )
        .replacingOccurrences(of: "\"line\": 42", with: "\"line\": null")
        let problems = try #require(SchemaValidator.problems(in: broken, against: PackagePaths.findingsSchema))
        #expect(problems.contains("'huge' is not one of"), "\(problems)")
        // file given but line null: neither "all given" nor "all null".
        #expect(problems.contains("findings/1"), "\(problems)")
    }

    @Test func withoutJSONSchemaItFailsSayingWhatToInstall() throws {
        // `-S` hides site-packages, where jsonschema lives: the validator must fail, not pass or skip.
        let problems = try #require(SchemaValidator.problems(in: "{}", against: PackagePaths.sarifSchema, pythonOptions: ["-S"]))
        #expect(problems.contains("cannot import jsonschema") && problems.contains("python3-jsonschema"), "\(problems)")
    }
}
