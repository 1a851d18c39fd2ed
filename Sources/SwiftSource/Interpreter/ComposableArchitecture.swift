internal import SwiftSyntax
internal import LayoutEngine

/// The Composable Architecture's store, a package's type the project does not declare: a store is
/// read as the state it holds, as its dynamic member lookup reads it (`store.title` is
/// `state.title`). A preview's `Store(initialState:)` gives that state; the reducer, its actions and
/// its effects are not run, so what a `.task` would load later is not shown.
enum ComposableArchitecture {
    /// `Store(initialState: Feature.State(…)) { Feature() }` (and the older `reducer:` and
    /// `environment:` spellings): the state it starts with.
    static func store(_ arguments: Interpreter.Arguments) -> Value? {
        arguments["initialState"]
    }

    /// The state type a store's declared type holds: `StoreOf<Feature>` holds `Feature.State`,
    /// `Store<Feature.State, Feature.Action>` its first argument; nil for any other type.
    static func stateType(ofStore written: String) -> String? {
        // Asked of every declared type a value is passed as: most name no store.
        guard written.includes("Store") else { return nil }
        var type = Substring(written)
        while type.hasSuffix("?") || type.hasSuffix("!") { type = type.dropLast() }
        for prefix in ["StoreOf<", "ViewStoreOf<"] where type.hasPrefix(prefix) && type.hasSuffix(">") {
            return "\(type.dropFirst(prefix.count).dropLast()).State"
        }
        for prefix in ["Store<", "ViewStore<"] where type.hasPrefix(prefix) && type.hasSuffix(">") {
            return type.dropFirst(prefix.count).dropLast().split(separator: ",").first.map { String($0.trimmingPrefix(" ")) }
        }
        return nil
    }

    /// `store.scope(state: \.child, action: \.child)`: the child's state (nil when it is absent).
    static func scope(of state: Value, _ arguments: Interpreter.Arguments, interpreter: Interpreter) -> Value? {
        guard case .keyPath(let path)? = arguments["state"] else { return nil }
        return interpreter.value(at: path, in: state)
    }

    /// The views the store-reading containers of earlier versions make: `WithViewStore(store,
    /// observe:) { viewStore in … }`, `IfLetStore(store) { … } else: { … }` and
    /// `ForEachStore(store) { rowStore in … }`.
    static func views(_ name: String, _ arguments: Interpreter.Arguments, interpreter: Interpreter) -> Value? {
        // The name first: every call of a type the project does not declare comes through here.
        guard name == "WithViewStore" || name == "IfLetStore" || name == "ForEachStore", let store = arguments.unlabeled(),
            let content = arguments.values.first(where: { $0.value.isClosure && $0.label != "observe" && $0.label != "else" })?.value
        else {
            return nil
        }
        switch name {
        case "WithViewStore":
            var observed = store
            if case .closure(let observe)? = arguments["observe"] { observed = interpreter.callClosure(observe, arguments: [store]) }
            return .views(interpreter.views(of: content, arguments: [observed]))
        case "IfLetStore":
            if case .none = store { return .views(interpreter.views(of: arguments["else"])) }
            return .views(interpreter.views(of: content, arguments: [store]))
        case "ForEachStore":
            let rows = Interpreter.Arguments(values: [(nil, store, arguments.unlabeledSyntax()), (nil, content, nil)])
            return .views(BuiltinViews.rows(rows, interpreter: interpreter))
        default:
            return nil
        }
    }
}
