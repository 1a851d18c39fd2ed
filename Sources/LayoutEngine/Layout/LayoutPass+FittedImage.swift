extension LayoutPass {
    /// The size of an image kept at the aspect ratio of `ideal` for `proposal`: proposed nothing, its ideal
    /// size; proposed one length (or an infinite other), that length and the other from the ratio; proposed
    /// both, the largest size of the ratio inside them (`fill`: the smallest around them).
    static func fittedSize(ideal: Size, fill: Bool, _ proposal: ProposedSize) -> Size {
        guard ideal.width > 0, ideal.height > 0 else { return proposal.replacingUnspecified(with: 0) }
        let ratio = ideal.width / ideal.height
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        let height = proposal.height.flatMap { $0.isFinite ? $0 : nil }
        switch (width, height) {
        case (nil, nil): return ideal
        case (let width?, nil): return Size(width: width, height: width / ratio)
        case (nil, let height?): return Size(width: height * ratio, height: height)
        case (let width?, let height?):
            // The width limits where the offer is no wider than the ratio (width / height <= ratio, kept free of a division).
            let widthLimits = width <= ratio * height
            return widthLimits != fill ? Size(width: width, height: width / ratio) : Size(width: height * ratio, height: height)
        }
    }
}
