internal import Findings
internal import LayoutEngine

extension ViewNode {
    /// This view marked with something the interpreter could not read about it, so findings on
    /// it can say what they depend on.
    func unread(_ kind: UnreadPart.Kind, _ subject: String, at location: FileLocation) -> ViewNode {
        var copy = self
        copy.markUnread(kind, subject, at: location)
        return copy
    }

    /// Marks this view as `unread(_:_:at:)` returns it, in place.
    mutating func markUnread(_ kind: UnreadPart.Kind, _ subject: String, at location: FileLocation) {
        traits.unreadParts.append(UnreadPart(kind: kind, subject: subject, location: location))
    }
}
