/// Closures a model's making writes (a generated mock's `joinRoomClosure = { … }` in its initializer) are
/// part of the model, and come out the same wherever it is made but for one thing: the stack of code being
/// inlined where each was written, which its calls run under. Those the making wrote start with the stack
/// the making ran under; a run that reuses the model moves them to its own, as its own making would have
/// written them. A value holding any other closure (one passed in, or read from a static) is not kept.
extension Value {
    /// Whether the value is plain data (`isPlainData`) but for closures written under `stack`, the making's
    /// own, whose captured names and instance are such data too.
    func isPlainData(closuresWrittenUnder stack: [String]) -> Bool {
        ClosureWalk(from: stack, to: stack).isPlain(self)
    }

    /// The value with each closure written under `from` written under `to` instead; nil when it has none.
    func movingClosures(from: [String], to: [String]) -> Value? {
        ClosureWalk(from: from, to: to).moved(self)
    }
}

/// One walk over a value's closures. A closure captures the instance being made, whose fields hold the
/// closures written before it, so the same fields are met again and again: each storage is walked once.
private final class ClosureWalk {
    let from: [String]
    let to: [String]
    private var plainFields: [Int: Bool] = [:]
    private var movedFields: [Int: [String: Value]?] = [:]

    init(from: [String], to: [String]) {
        self.from = from
        self.to = to
    }

    func isPlain(_ value: Value) -> Bool {
        switch value {
        case .closure(let closure):
            return closure.inlining.starts(with: from) && closure.scope.allValues(isPlain)
        case .instance(let instance): return isPlain(instance.fields)
        case .array(let items), .tuple(let items, _): return items.allSatisfy(isPlain)
        case .dictionary(let entries): return entries.allSatisfy { isPlain($0.key) && isPlain($0.value) }
        case .enumCase(let value): return value.payload.allSatisfy(isPlain)
        case .member(_, let arguments): return arguments.allSatisfy(isPlain)
        case .implicitInit(let fields): return fields.allSatisfy { isPlain($0.value) }
        default: return value.isPlainData
        }
    }

    private func isPlain(_ fields: [String: Value]) -> Bool {
        guard let identity = fields.storageIdentity else { return fields.values.allSatisfy(isPlain) }
        if let known = plainFields[identity] { return known }
        let plain = fields.values.allSatisfy(isPlain)
        plainFields[identity] = plain
        return plain
    }

    func moved(_ value: Value) -> Value? {
        switch value {
        case .closure(var closure):
            let movesItself = closure.inlining.starts(with: from)
            if movesItself { closure.inlining = to + closure.inlining.dropFirst(from.count) }
            let scope = closure.scope.changingValues(moved)
            guard movesItself || scope != nil else { return nil }
            if let scope { closure.scope = scope }
            return .closure(closure)
        case .instance(var instance):
            guard let fields = moved(instance.fields) else { return nil }
            instance.fields = fields
            return .instance(instance)
        case .array(let items): return moved(items).map { .array($0) }
        case .tuple(let items, let labels): return moved(items).map { .tuple($0, labels: labels) }
        case .enumCase(var value):
            guard let payload = moved(value.payload) else { return nil }
            value.payload = payload
            return .enumCase(value)
        case .member(let name, let arguments): return moved(arguments).map { .member(name, arguments: $0) }
        case .dictionary(let entries):
            let (keys, values) = (entries.map(\.key), entries.map(\.value))
            let (movedKeys, movedValues) = (moved(keys), moved(values))
            guard movedKeys != nil || movedValues != nil else { return nil }
            return .dictionary(zip(movedKeys ?? keys, movedValues ?? values).map { (key: $0, value: $1) })
        case .implicitInit(let fields):
            guard let values = moved(fields.map(\.value)) else { return nil }
            return .implicitInit(zip(fields, values).map { (label: $0.label, value: $1) })
        default: return nil
        }
    }

    /// The values moved, or nil when none of them has a closure to move.
    private func moved(_ values: [Value]) -> [Value]? {
        var result: [Value]?
        for (index, value) in values.enumerated() {
            guard let new = moved(value) else { continue }
            if result == nil { result = values }
            result![index] = new
        }
        return result
    }

    private func moved(_ fields: [String: Value]) -> [String: Value]? {
        let identity = fields.storageIdentity
        if let identity, let known = movedFields[identity] { return known }
        var result: [String: Value]?
        for (name, value) in fields {
            guard let new = moved(value) else { continue }
            if result == nil { result = fields }
            result![name] = new
        }
        if let identity { movedFields[identity] = .some(result) }
        return result
    }
}
