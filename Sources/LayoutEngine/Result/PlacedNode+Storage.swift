import TextMeasurement

extension PlacedNode {
    /// The fields of a placed node, compared and hashed as the struct's own would be.
    @usableFromInline struct Fields: Hashable, Sendable {
        @usableFromInline var path: String
        @usableFromInline var label: String
        @usableFromInline var kind: ViewKind
        @usableFromInline var traits: NodeTraits
        @usableFromInline var frame: Rect
        @usableFromInline var clip: Rect?
        @usableFromInline var isInScrollView: Bool
        @usableFromInline var text: MeasuredText?
        @usableFromInline var textStyle: PlacedTextStyle?
        @usableFromInline var overflows: [Overflow]
        @usableFromInline var children: [PlacedNode]
    }

    /// The box that copies of one placed node share; never changed, so any thread may read it.
    @usableFromInline final class Storage: Sendable {
        @usableFromInline let fields: Fields

        init(_ fields: Fields) {
            self.fields = fields
        }
    }
}

extension PlacedNode: CustomReflectable {
    /// The fields, so that printing and `dump` show a placed node as they did when they were
    /// stored properties, not the box.
    public var customMirror: Mirror {
        Mirror(self, children: Mirror(reflecting: storage.fields).children, displayStyle: .struct)
    }
}
