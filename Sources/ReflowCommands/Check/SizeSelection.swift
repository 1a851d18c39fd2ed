import DynamicType
import ReflowCommandLine

/// `--sizes`: `all`, one category, a range (`default…AX5`, `large...AX3`), or a comma list.
enum SizeSelection {
    static func parse(_ text: String) throws -> [ContentSizeCategory] {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty { throw ArgumentProblem(description: "expected all, a range (default…AX5) or a list (large,AX3)") }
        if trimmed == "all" { return ContentSizeCategory.allCases }
        for separator in ["…", "...", ".."] where trimmed.contains(separator) {
            let parts = trimmed.components(separatedBy: separator)
            guard parts.count == 2 else { break }
            let lower = try category(parts[0]), upper = try category(parts[1])
            guard lower <= upper else { throw ArgumentProblem(description: "the range \(text) runs backwards") }
            return ContentSizeCategory.allCases.filter { $0 >= lower && $0 <= upper }
        }
        let list = try trimmed.split(separator: ",").map { try category(String($0)) }
        var unique: [ContentSizeCategory] = []
        for item in list.sorted() where !unique.contains(item) { unique.append(item) }
        return unique
    }

    private static func category(_ text: String) throws -> ContentSizeCategory {
        do {
            return try ContentSizeCategory(parsing: text.trimmingCharacters(in: .whitespaces))
        } catch {
            throw ArgumentProblem(description: "\(error)")
        }
    }
}
