extension MeasuredText {
    /// The fields of a measured text, compared and hashed as the struct's own would be.
    @usableFromInline struct Fields: Hashable, Sendable {
        @usableFromInline var lines: [MeasuredLine]
        @usableFromInline var width: Double
        @usableFromInline var height: Double
        @usableFromInline var idealWidth: Double
        @usableFromInline var minimumWidth: Double
        @usableFromInline var pointSize: Double
        @usableFromInline var scaleFactor: Double
        @usableFromInline var lineHeight: Double
        @usableFromInline var truncation: TextTruncation?
        @usableFromInline var fontFile: String
        @usableFromInline var fontName: String
        @usableFromInline var standsInFor: String?
        @usableFromInline var fontFiles: [String]
    }

    /// The box that copies of one measured text share; never changed, so any thread may read it.
    @usableFromInline final class Storage: Sendable {
        @usableFromInline let fields: Fields

        init(_ fields: Fields) {
            self.fields = fields
        }
    }
}

extension MeasuredText: CustomReflectable {
    /// The fields, so that printing and `dump` show a measured text as they did when they were
    /// stored properties, not the box.
    public var customMirror: Mirror {
        Mirror(self, children: Mirror(reflecting: storage.fields).children, displayStyle: .struct)
    }
}
