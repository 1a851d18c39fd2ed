import Foundation

/// Validates a JSON document against a JSON Schema with Python's `jsonschema` (Debian's
/// `python3-jsonschema`), the draft chosen by the schema's `$schema`, formats checked where the
/// library can. A missing `python3` or `jsonschema` is a failure with a clear message, never a skip.
enum SchemaValidator {
    /// What went wrong, or nil when `document` is valid against the schema at `schema`;
    /// `pythonOptions` go to the interpreter (tests pass `-S` to hide installed packages).
    static func problems(in document: String, against schema: URL, pythonOptions: [String] = []) -> String? {
        let instance = FileManager.default.temporaryDirectory.appendingPathComponent("reflow-report-\(UUID().uuidString).json")
        do {
            try Data(document.utf8).write(to: instance)
        } catch {
            return "could not write \(instance.path): \(error)"
        }
        defer { try? FileManager.default.removeItem(at: instance) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + pythonOptions + ["-c", script, schema.path, instance.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        do {
            try process.run()
        } catch {
            return
                "could not run python3 to validate against \(schema.lastPathComponent) (\(error)); install python3 and python3-jsonschema"
        }
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        switch process.terminationStatus {
        case 0: return nil
        case 3: return text.trimmingCharacters(in: .whitespacesAndNewlines)
        case 127:
            return "python3 was not found (\(text.trimmingCharacters(in: .whitespacesAndNewlines))); install python3 and python3-jsonschema"
        default: return "not valid against \(schema.lastPathComponent):\n\(text)"
        }
    }

    private static let script = """
        import json, sys
        try:
            import jsonschema
        except ImportError as error:
            print("python3 cannot import jsonschema (%s): install python3-jsonschema (apt) or `pip install jsonschema`" % error)
            sys.exit(3)
        with open(sys.argv[1], encoding="utf-8") as f:
            schema = json.load(f)
        with open(sys.argv[2], encoding="utf-8") as f:
            instance = json.load(f)
        cls = jsonschema.validators.validator_for(schema)
        cls.check_schema(schema)
        validator = cls(schema, format_checker=cls.FORMAT_CHECKER)
        errors = sorted(validator.iter_errors(instance), key=lambda e: [str(p) for p in e.absolute_path])
        for e in errors[:20]:
            print("  at /%s: %s" % ("/".join(str(p) for p in e.absolute_path), e.message))
        sys.exit(1 if errors else 0)
        """
}
