import TextMeasurement

/// Lays shaped text out at a width: line breaking, line limits with truncation, and shrinking by
/// `minimumScaleFactor`. A pure function of the shaped text and the constraints.
struct ParagraphLayout {
    let shaped: ShapedText
    let chain: FontChain
    let shapingFonts: ShapingFontCache
    let grid: PixelGrid
    /// Tracking in points at a given size.
    let tracking: @Sendable (Double) -> Double
    /// The ellipsis, shaped with the same fonts; asked for only when text is truncated, so that
    /// measuring text that fits shapes nothing but the text.
    let ellipsis: () throws(ICUError) -> ShapedText

    /// The layout for `request`'s constraints at `pointSize`.
    func layout(_ request: TextMeasurementRequest, pointSize requestedSize: Double) throws(ICUError) -> MeasuredText {
        var scale = 1.0
        if request.minimumScaleFactor < 1, !fits(request, pointSize: requestedSize) {
            scale = largestFittingScale(request, pointSize: requestedSize)
        }
        return try place(request, pointSize: requestedSize * scale, scale: scale)
    }

    /// Whether the text fits its line limit and height at `pointSize`.
    private func fits(_ request: TextMeasurementRequest, pointSize: Double) -> Bool {
        let lines = LineBreaker(shaped: shaped, pointSize: pointSize, tracking: tracking(pointSize)).lines(width: request.width)
        if let limit = request.lineLimit, lines.count > limit { return false }
        if let height = request.height, Double(lines.count) * lineMetrics(pointSize: pointSize).lineHeight > height + LineBreaker.tolerance
        {
            return false
        }
        return true
    }

    /// Bisects for the largest scale in [minimum, 1] that fits (to 1/1000), or the minimum.
    private func largestFittingScale(_ request: TextMeasurementRequest, pointSize: Double) -> Double {
        let minimum = max(request.minimumScaleFactor, 0.01)
        guard fits(request, pointSize: pointSize * minimum) else { return minimum }
        var low = minimum, high = 1.0
        while high - low > 0.001 {
            let middle = (low + high) / 2
            if fits(request, pointSize: pointSize * middle) { low = middle } else { high = middle }
        }
        return low
    }

    /// The primary font's line metrics at `pointSize`.
    private func lineMetrics(pointSize: Double) -> FontLineMetrics {
        FontLineMetrics(
            font: shapingFonts.font(for: chain.primary.face, weight: chain.primary.weight),
            model: chain.primary.lineHeightModel, pointSize: pointSize)
    }

    /// Metrics of a line: the tallest of the faces drawing `faces` (fallback faces use their own metrics).
    private func lineMetrics(for faces: [FontFace], pointSize: Double) -> FontLineMetrics {
        var metrics = lineMetrics(pointSize: pointSize)
        for face in faces where face !== chain.primary.face {
            let other = FontLineMetrics(
                font: shapingFonts.font(for: face, weight: chain.primary.weight), model: .natural, pointSize: pointSize)
            metrics.ascent = max(metrics.ascent, other.ascent)
            metrics.descent = max(metrics.descent, other.descent)
            metrics.lineHeight = max(metrics.lineHeight, other.lineHeight)
        }
        return metrics
    }

    private func place(_ request: TextMeasurementRequest, pointSize: Double, scale: Double) throws(ICUError) -> MeasuredText {
        let trackingValue = tracking(pointSize)
        let breaker = LineBreaker(shaped: shaped, pointSize: pointSize, tracking: trackingValue)
        var lines = breaker.lines(width: request.width)
        let neededLines = lines.count
        var truncatedLast: (text: String, width: Double, faces: [FontFace], ink: ShapedText.Ink)?
        var truncation: TextTruncation?
        if let limit = request.lineLimit, lines.count > max(limit, 1) {
            let kept = max(limit, 1)
            let mark = request.truncationMode == .clip ? nil : try ellipsis()
            let cut = Truncator(shaped: shaped, breaker: breaker, ellipsis: mark, pointSize: pointSize, tracking: trackingValue)
                .truncate(from: lines[kept - 1].range.lowerBound, width: request.width ?? .infinity, mode: request.truncationMode)
            lines = Array(lines.prefix(kept))
            lines[kept - 1] = LineBreaker.Line(range: cut.range, contentEnd: cut.range.upperBound, isEmergencyBreak: false)
            // The line is as tall as what it shows: the hidden middle of a middle truncation
            // does not count, the ellipsis does.
            let shownFaces = cut.shown.flatMap { shaped.faces(in: $0) } + (mark.map { $0.faces(in: 0..<$0.text.count) } ?? [])
            var shownInk = mark.map { $0.ink(0..<$0.text.count) } ?? ShapedText.Ink()
            for range in cut.shown { shownInk.include(shaped.ink(range)) }
            truncatedLast = (cut.text, cut.width, shownFaces, shownInk)
            truncation = TextTruncation(
                mode: request.truncationMode, hiddenText: cut.hiddenText,
                hiddenCharacterCount: cut.hiddenText.count, neededLineCount: neededLines)
        }
        var measured: [MeasuredLine] = []
        var top = 0.0
        for (index, line) in lines.enumerated() {
            // Only what is drawn makes a line taller: not its trailing spaces or newline, and an
            // empty line has the primary font's height.
            let isLast = index == lines.count - 1
            let faces = (isLast ? truncatedLast?.faces : nil) ?? shaped.faces(in: line.range.lowerBound..<line.contentEnd)
            let metrics = lineMetrics(for: faces, pointSize: pointSize)
            let text = isLast ? truncatedLast?.text : nil
            let width = isLast ? truncatedLast?.width : nil
            let ink = (isLast ? truncatedLast?.ink : nil) ?? shaped.ink(line.range.lowerBound..<line.contentEnd)
            let baseline = top + metrics.ascent
            measured.append(
                MeasuredLine(
                    text: text ?? shaped.text.substring(line.range.lowerBound..<line.contentEnd),
                    range: line.range,
                    width: width ?? breaker.visibleWidth(line.range),
                    top: top, height: metrics.lineHeight, baseline: baseline,
                    endsWithEmergencyBreak: line.isEmergencyBreak,
                    inkTop: baseline - ink.above * pointSize, inkBottom: baseline + ink.below * pointSize))
            top += metrics.lineHeight
        }
        let primary = chain.primary
        return MeasuredText(
            lines: measured,
            width: measured.map(\.width).max() ?? 0,
            height: grid.ceil(top),
            idealWidth: idealWidth(breaker),
            minimumWidth: minimumWidth(breaker),
            pointSize: pointSize, scaleFactor: scale,
            lineHeight: lineMetrics(pointSize: pointSize).lineHeight,
            truncation: truncation,
            fontFile: primary.face.path, fontName: primary.face.postScriptName, standsInFor: primary.standsInFor,
            fontFiles: uniqueFiles())
    }

    /// The widest paragraph laid out on one line.
    private func idealWidth(_ breaker: LineBreaker) -> Double {
        breaker.lines(width: nil).map { breaker.visibleWidth($0.range) }.max() ?? 0
    }

    /// The widest stretch between two break opportunities.
    private func minimumWidth(_ breaker: LineBreaker) -> Double {
        var start = 0, widest = 0.0
        for (offset, _) in shaped.lineBreaks {
            widest = max(widest, breaker.visibleWidth(start..<offset))
            start = offset
        }
        return widest
    }

    private func uniqueFiles() -> [String] {
        var files: [String] = [chain.primary.face.path]
        for run in shaped.runs where !files.contains(run.face.path) { files.append(run.face.path) }
        return files
    }
}
