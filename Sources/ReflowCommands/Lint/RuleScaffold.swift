import Foundation
import Lint
import ReflowCommandLine

/// A new rule's file: where it goes, its type name, and a complete skeleton (a description with one
/// triggering and one passing example, and a matcher that already makes both hold) for the author to edit.
struct RuleScaffold: Equatable {
    /// The rule id.
    let id: String
    /// The language it reads.
    let language: ScaffoldLanguage
    /// The type name (`IBFixedFontSizeRule`).
    let typeName: String
    /// The file path relative to the sources folder.
    let relativePath: String
    /// The file's contents.
    let contents: String

    /// The scaffold for `id` in `language`; throws a usage error for an id that is not lowercase words joined by hyphens.
    init(id: String, language: ScaffoldLanguage) throws {
        guard Self.isValidID(id) else {
            throw UsageError(
                .invalidValue(id, argument: "<id>", reason: "expected lowercase words joined by hyphens, like ib-fixed-font-size"))
        }
        self.id = id
        self.language = language
        typeName = RuleTypeName.forID(id)
        relativePath = language.folder(forID: id) + "/" + typeName + ".swift"
        contents = RuleTemplate.source(id: id, typeName: typeName, language: language)
    }

    /// Whether `id` is lowercase ASCII words (letters and digits, starting with a letter) joined by single hyphens.
    static func isValidID(_ id: String) -> Bool {
        let words = id.split(separator: "-", omittingEmptySubsequences: false)
        return !id.isEmpty
            && words.allSatisfy { word in
                guard let first = word.first, first.isASCII, first.isLowercase else { return false }
                return word.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber) }
            }
    }

    /// The line that registers the rule.
    var registryLine: String { "\(typeName).self," }
}
