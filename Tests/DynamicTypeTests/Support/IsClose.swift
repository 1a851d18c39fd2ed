import DynamicType

/// Whether two doubles agree within `tolerance` (for values computed by interpolation).
func isClose(_ a: Double, _ b: Double, tolerance: Double = 1e-9) -> Bool {
    abs(a - b) <= tolerance
}

/// A reference-data category id (`xSmall` … `xxxLarge`, `ax1` … `ax5`) read into a category.
func category(referenceID id: String) -> ContentSizeCategory {
    try! ContentSizeCategory(parsing: id)
}

/// A reference-data weight name (`Regular`, `Semibold`) read into a weight.
func weight(referenceName name: Any?) -> FontWeight {
    try! FontWeight(parsing: name as! String)
}
