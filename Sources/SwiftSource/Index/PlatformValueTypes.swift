/// Types of the Swift standard library, Foundation, Combine and SwiftUI that are values, never
/// views: a call that makes one (`RelativeDateTimeFormatter()`, `CurrentValueSubject(0)`,
/// `Binding(get:set:)`) is an unknown value, not a view to stand in for with a box.
enum PlatformValueTypes {
    static let names: Set<String> = [
        // Swift
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float", "CGFloat",
        "Bool", "String", "Substring", "Character", "Array", "Dictionary", "Set", "Optional", "Result", "Range", "ClosedRange",
        "Task", "Mutex", "Duration", "AnyIterator", "AnySequence", "AnyCollection", "AnyHashable", "Error", "Never",
        "ContiguousArray", "KeyValuePairs", "Unicode", "StaticString", "ObjectIdentifier",
        // Apple frameworks' models (PDFKit, MapKit, AVFoundation, StoreKit, Photos, Contacts, CoreLocation)
        "PDFDocument", "PDFPage", "MKCoordinateRegion", "MKMapRect", "MKPolyline", "CLLocation", "CLLocationCoordinate2D",
        "AVPlayer", "AVPlayerItem", "AVAsset", "AVURLAsset", "PHFetchOptions", "CNContact", "CNMutableContact",
        // Foundation
        "Date", "DateComponents", "Calendar", "Locale", "TimeZone", "URL", "URLComponents", "URLRequest", "URLSession", "UUID", "Data",
        "Decimal", "Measurement", "AttributedString", "NSAttributedString", "NSLocalizedString", "IndexSet", "IndexPath",
        "NotificationCenter", "UserDefaults", "Bundle", "FileManager", "ProcessInfo", "JSONDecoder", "JSONEncoder",
        "PropertyListDecoder", "PropertyListEncoder", "NSPredicate", "NSSortDescriptor", "SortDescriptor", "Timer", "DispatchQueue",
        "OperationQueue", "NSCache", "Formatter", "DateFormatter", "ISO8601DateFormatter", "RelativeDateTimeFormatter",
        "DateComponentsFormatter", "DateIntervalFormatter", "NumberFormatter", "ByteCountFormatter", "MeasurementFormatter",
        "ListFormatter", "PersonNameComponentsFormatter", "PersonNameComponents",
        // Combine
        "CurrentValueSubject", "PassthroughSubject", "AnyCancellable", "Just", "Future", "Published", "AnyPublisher",
        // SwiftUI values that are not views
        "Binding", "State", "StateObject", "ObservedObject", "Environment", "EnvironmentObject", "Namespace", "Animation",
        "Angle", "UnitPoint", "EdgeInsets", "GridItem", "LocalizedStringKey", "LocalizedStringResource", "ScaledMetric",
        "FetchDescriptor", "Predicate",
    ]
}
