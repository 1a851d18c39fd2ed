import DynamicType
import Findings
import LayoutEngine

/// `overlap`: two texts or controls drawn over each other, or a text or control grown over an image.
///
/// Compares every pair of content units (controls as a whole, texts outside controls) that are
/// not hidden and not decoration. In a `ZStack`, `overlay` or `background`, the same text drawn
/// twice (an effect) and a view hidden by a later layer's backdrop (a dialog or cover over the
/// screen) are left alone, as is a view and its own content. The
/// view later in the tree is drawn on top: it is the finding's element, what it covers the
/// related element. Views that scroll together are compared where they are, scrolled into view
/// or not (scrolling will bring the overlap into view); a view in a scroll view and one outside
/// it (a sticky bar) only where both show now, since scrolling moves one past the other.
public enum OverlapCheck: Check {
    /// The id findings carry.
    public static let id = "overlap"

    /// What it finds and why.
    public static var description: CheckDescription {
        CheckDescription(
            id: id, name: "Overlap",
            summary:
                "Two texts or controls draw over each other (a text's letters, a control's frame): one is printed over the other; or a text or control has grown over an image it cleared at small sizes.",
            rationale: """
                Fixed frames do not clip in SwiftUI: text that outgrows its row draws over the next row, and a \
                value that cannot shrink slides over its label. Overlapping text is unreadable, and an \
                overlapped control may take the taps meant for its neighbour. A text counts where its letters \
                draw: the empty top and bottom of its line box cover nothing anyone sees.
                """,
            defaultSeverity: .error, criterion: .resizeText,
            fix: """
                Let rows grow (`frame(minHeight:)`), stack label and value at accessibility sizes \
                (`let layout = dynamicTypeSize.isAccessibilitySize ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())`, \
                then `layout { … }`, or `ViewThatFits`), and remove negative spacing and offsets from text.
                """,
            settings: [
                CheckSetting(
                    name: "overlapMinimumPoints", defaultValue: PointFormatting.points(AuditThresholds().overlapMinimumPoints),
                    summary: "How far two frames must intersect, on both axes, to count.")
            ],
            examples: examples.map(\.example))
    }

    /// Screens that must and must not trigger it.
    public static var examples: [ScreenExample] {
        [
            .triggering(
                """
                VStack(spacing: 0) {
                    Text("Shipping").frame(height: 30)
                    Text("Free").frame(height: 30)
                    Spacer()
                }
                """,
                VStack(spacing: 0) {
                    Text("Shipping").frame(height: 30)
                    Text("Free").frame(height: 30)
                    Spacer()
                },
                expect: [ExpectedFinding(id, on: "Text \"Free\"", from: .accessibility3)],
                because:
                    "each line is taller than its 30 pt row from accessibility1 on, but the rows' letters first meet at this size, where the tails of the p and g reach into Free's capitals."
            ),
            .passing(
                """
                VStack(spacing: 0) {
                    Text("Shipping").frame(minHeight: 30)
                    Text("Free").frame(minHeight: 30)
                    Spacer()
                }
                """,
                VStack(spacing: 0) {
                    Text("Shipping").frame(minHeight: 30)
                    Text("Free").frame(minHeight: 30)
                    Spacer()
                },
                because: "rows with a minimum height grow with their text."),
            .passing(
                """
                VStack(spacing: 0) {
                    Text("Welcome back")
                    Button { Text("Continue").padding(8).background { Color("blue") }.padding(.vertical, 32) }
                        .offset(y: -20)
                    Spacer()
                }
                """,
                VStack(spacing: 0) {
                    Text("Welcome back")
                    Button { Text("Continue").padding(8).background { Color("blue") }.padding(.vertical, 32) }
                        .offset(y: -20)
                    Spacer()
                },
                because:
                    "the band of padding outside a plain button's background draws nothing and takes no taps: the blue pill stays 12 pt below the title at every size."
            ),
            .passing(
                """
                ZStack(alignment: .bottom) {
                    ScrollView {
                        VStack(spacing: 0) {
                            Color("clear").frame(height: 700)
                            Text("Frequency")
                        }
                        .padding(.bottom, 120)
                    }
                    Button("Save").padding(16).background { Color("blue") }
                }
                """,
                ZStack(alignment: .bottom) {
                    ScrollView {
                        VStack(spacing: 0) {
                            Color("clear").frame(height: 700)
                            Text("Frequency")
                        }
                        .padding(.bottom, 120)
                    }
                    Button("Save").padding(16).background { Color("blue") }
                },
                because:
                    "a button floating over a scroll view covers the rows passing under it, but the room the content leaves at its bottom lets every row scroll clear of it."
            ),
            .passing(
                """
                ScrollView {
                    VStack(spacing: 0) {
                        Text("Shipping").frame(height: 30).clipped()
                        Text("Free").frame(minHeight: 30)
                    }
                }
                """,
                ScrollView {
                    VStack(spacing: 0) {
                        Text("Shipping").frame(height: 30).clipped()
                        Text("Free").frame(minHeight: 30)
                    }
                },
                because:
                    "a row that clips what outgrows it (a `clipped()` frame, a section's `cornerRadius`) cuts its text, which draws nothing over the next row, also in a scroll view: the cut is a clipped-text finding."
            ),
            .passing(
                """
                ZStack {
                    Text("Sale")
                    Text("Sale").bold()
                }
                """,
                ZStack {
                    Text("Sale")
                    Text("Sale").bold()
                },
                because: "the same text drawn twice in a ZStack is an effect, on purpose."),
            .triggering(
                """
                VStack {
                    Text("Email").frame(maxWidth: .infinity, alignment: .leading)
                        .overlay(alignment: .trailing) { Text("alex.morgan@icloud.com") }
                    Spacer()
                }
                """,
                VStack {
                    Text("Email").frame(maxWidth: .infinity, alignment: .leading)
                        .overlay(alignment: .trailing) { Text("alex.morgan@icloud.com") }
                    Spacer()
                },
                expect: [ExpectedFinding(id, on: "Text \"alex.morgan@icloud.com\"", from: .accessibility2)],
                because: "a value in an overlay does not make room for its label: once it is wide enough it is printed over it."),
            .triggering(
                """
                ZStack {
                    VStack {
                        Text("Game over"); Spacer()
                    }
                    VStack {
                        Text("Upgrade to keep playing"); Spacer()
                    }
                }
                """,
                ZStack {
                    VStack {
                        Text("Game over"); Spacer()
                    }
                    VStack {
                        Text("Upgrade to keep playing"); Spacer()
                    }
                },
                expect: [ExpectedFinding(id, on: "Text \"Upgrade to keep playing\"", from: .xSmall)],
                because: "a layer without a backdrop prints its text over the text below."),
            .passing(
                """
                ZStack {
                    VStack {
                        Text("Game over"); Spacer()
                    }
                    VStack {
                        Text("Upgrade to keep playing"); Spacer()
                    }
                    .background { Color("black") }
                }
                """,
                ZStack {
                    VStack {
                        Text("Game over"); Spacer()
                    }
                    VStack {
                        Text("Upgrade to keep playing"); Spacer()
                    }
                    .background { Color("black") }
                },
                because:
                    "a layer with its own backdrop (a dialog, a sheet, a full-screen cover) hides what lies below it; nothing is printed over."
            ),
            .passing(
                """
                VStack {
                    Text("Daily challenge")
                    Spacer()
                }
                .overlay { Color("black") }
                .overlay {
                    VStack {
                        Text("Want to hear about your rank?"); Spacer()
                    }
                }
                """,
                VStack {
                    Text("Daily challenge")
                    Spacer()
                }
                .overlay { Color("black") }
                .overlay {
                    VStack {
                        Text("Want to hear about your rank?"); Spacer()
                    }
                },
                because: "a scrim drawn over the screen before the dialog hides the text below it: the dialog covers it on purpose."),
            .passing(
                """
                ZStack(alignment: .bottom) {
                    VStack {
                        Spacer()
                        Text("Scores are kept for thirty days, then archived so the leaderboard stays fast for everyone.")
                    }
                    Text("Share").frame(maxWidth: .infinity).background { Color("white") }
                }
                """,
                ZStack(alignment: .bottom) {
                    VStack {
                        Spacer()
                        Text("Scores are kept for thirty days, then archived so the leaderboard stays fast for everyone.")
                    }
                    Text("Share").frame(maxWidth: .infinity).background { Color("white") }
                },
                because: "a menu across the screen's width with its own backdrop hides the lines it covers, even where they reach above it."
            ),
            .triggering(
                """
                VStack {
                    Text("Email").frame(maxWidth: .infinity, alignment: .leading)
                        .overlay(alignment: .trailing) { Text("alex.morgan@icloud.com").background { Color("yellow") } }
                    Spacer()
                }
                """,
                VStack {
                    Text("Email").frame(maxWidth: .infinity, alignment: .leading)
                        .overlay(alignment: .trailing) { Text("alex.morgan@icloud.com").background { Color("yellow") } }
                    Spacer()
                },
                expect: [ExpectedFinding(id, on: "Text \"alex.morgan@icloud.com\"", from: .accessibility2)],
                because: "a value's own small backdrop hides part of its label: the label is lost, not covered by a dialog."),
            .triggering(
                """
                ZStack {
                    Image("logo", size: Size(width: 232, height: 63))
                    Text("Use Face ID to unlock").offset(y: 48)
                }
                """,
                ZStack {
                    Image("logo", size: Size(width: 232, height: 63))
                    Text("Use Face ID to unlock").offset(y: 48)
                },
                expect: [ExpectedFinding(id, on: "Text \"Use Face ID to unlock\"", from: .accessibility4)],
                because:
                    "centred 48 pt below the logo's centre, the line's empty top reaches the logo's bottom edge (31.5 pt below the centre) at AX2, but the tops of its letters clear it until AX4; then they are printed over the logo (a warning: an image, not words, is covered)."
            ),
            .passing(
                """
                ZStack(alignment: .bottomLeading) {
                    Image("banner", size: Size(width: 360, height: 120))
                    Text("Summer sale").padding(8)
                }
                """,
                ZStack(alignment: .bottomLeading) {
                    Image("banner", size: Size(width: 360, height: 120))
                    Text("Summer sale").padding(8)
                },
                because: "a caption written on a banner at every size is the design, not text that grew over it."),
        ]
    }

    /// Every overlapping pair, at each size.
    public static func observations(in series: LayoutSeries, configuration: AuditConfiguration) -> [Observation] {
        let minimum = configuration.thresholds.overlapMinimumPoints
        var result: [Observation] = []
        for screen in series.screens {
            let units = ContentUnits.of(screen).filter { $0.node.frame.width > 0 && $0.node.frame.height > 0 }
            let extents = units.map { drawnExtent(of: $0, in: screen) }
            for (earlier, later) in candidatePairs(extents, minimum: minimum) {
                let top = units[later], bottom = units[earlier]
                guard !bottom.isAncestor(of: top), let topRect = drawnRect(of: top, extent: extents[later], beside: bottom, in: screen),
                    let bottomRect = drawnRect(of: bottom, extent: extents[earlier], beside: top, in: screen),
                    let shared = topRect.intersection(bottomRect),
                    shared.width > minimum, shared.height > minimum, !isDeliberate(bottom, top, in: screen),
                    !scrollsClear(bottom, bottomRect, of: topRect, beside: top, in: screen, minimum: minimum),
                    !scrollsClear(top, topRect, of: bottomRect, beside: bottom, in: screen, minimum: minimum)
                else { continue }
                result.append(observation(top, over: bottom, sharing: shared, at: screen.setting, severity: .error))
            }
        }
        return result + imageObservations(in: series, minimum: minimum)
    }

    /// Texts and controls that grew over an image they were clear of at the smallest size laid out
    /// (a logo, a photo, an icon in a fixed card). An image that a text is written on at every size
    /// is a design (a banner's caption), not growth, and is left alone.
    private static func imageObservations(in series: LayoutSeries, minimum: Double) -> [Observation] {
        guard let baseline = series.screens.min(by: { $0.setting < $1.setting }) else { return [] }
        // Most screens have no image big enough to cover words: the smallest size's frames are indexed
        // only for those that do.
        var framesAtBaseline: [String: Rect] = [:]
        var result: [Observation] = []
        for screen in series.screens where screen.setting > baseline.setting {
            let images = screen.elements.filter(isSizedImage)
            guard !images.isEmpty else { continue }
            if framesAtBaseline.isEmpty {
                for element in baseline.elements where framesAtBaseline[element.path] == nil {
                    framesAtBaseline[element.path] = element.node.frame
                }
            }
            let units = ContentUnits.of(screen).filter { $0.node.frame.width > 0 && $0.node.frame.height > 0 }
            let extents = units.map { drawnExtent(of: $0, in: screen) }
            for image in images {
                for (unit, extent) in zip(units, extents) where !image.isAncestor(of: unit) && !unit.isAncestor(of: image) {
                    guard let unitRect = drawnRect(of: unit, extent: extent, beside: image, in: screen),
                        let imageRect = drawnRect(of: image, extent: image.node.frame, beside: unit, in: screen),
                        let shared = unitRect.intersection(imageRect), shared.width > minimum, shared.height > minimum,
                        let unitBefore = framesAtBaseline[unit.path], let imageBefore = framesAtBaseline[image.path],
                        !overlaps(unitBefore, imageBefore, minimum: minimum), !isDeliberate(image, unit, in: screen)
                    else { continue }
                    let (top, bottom) = screen.drawsBefore(image, unit) ? (unit, image) : (image, unit)
                    // An image on its own backdrop (a toast's icon, a badge) covers what lies below on purpose.
                    if top.index == image.index, sitsOnBackdrop(image, over: unit, covering: shared, in: screen) { continue }
                    result.append(
                        observation(
                            top, over: bottom, sharing: shared, at: screen.setting, severity: .warning,
                            clearAt: baseline.setting))
                }
            }
        }
        return result
    }

    /// `top` drawn over `bottom` where what they draw shares `shared`; `clearAt` names the size where
    /// they did not meet, for an image that text grew over.
    private static func observation(
        _ top: ScreenElement, over bottom: ScreenElement, sharing shared: Rect, at setting: SizeSetting, severity: Severity,
        clearAt baseline: SizeSetting? = nil
    ) -> Observation {
        let clears = baseline.map { ", which it clears at \($0)" } ?? ""
        let message =
            "\(top.displayName) is drawn over \(bottom.displayName)\(clears): they overlap by "
            + "\(PointFormatting.text(shared.width)) x \(PointFormatting.points(shared.height))."
        return Observation(
            checkID: id, setting: setting, element: top, related: bottom, severity: severity, message: message,
            measurements: [
                MeasuredValue("overlapWidth", PointFormatting.rounded(shared.width), unit: "pt"),
                MeasuredValue("overlapHeight", PointFormatting.rounded(shared.height), unit: "pt"),
            ])
    }

    /// Whether a shape drawn after `below` and before `image`, outside `below`, covers `shared`.
    private static func sitsOnBackdrop(_ image: ScreenElement, over below: ScreenElement, covering shared: Rect, in screen: IndexedScreen)
        -> Bool
    {
        screen.elements.contains { element in
            guard case .shape = element.node.kind, !element.isHidden, !below.isAncestor(of: element),
                screen.drawsBefore(below, element), screen.drawsBefore(element, image),
                let backdrop = element.node.visibleFrame
            else { return false }
            return backdrop.contains(shared)
        }
    }

    /// An image big enough to hide words (24 pt or more each way), shown, and not part of a control.
    private static func isSizedImage(_ element: ScreenElement) -> Bool {
        guard case .image = element.node.kind, !element.isHidden, element.controlAncestor == nil else { return false }
        return element.node.frame.width >= 24 && element.node.frame.height >= 24
    }

    private static func overlaps(_ first: Rect, _ second: Rect, minimum: Double) -> Bool {
        guard let shared = first.intersection(second) else { return false }
        return shared.width > minimum && shared.height > minimum
    }

    /// The pairs of frames (earlier index, later index) that overlap by more than `minimum` on
    /// both axes, in the order a loop over every later frame and then every earlier one would
    /// meet them. A sweep down the screen compares only frames whose heights overlap, so a tall
    /// list of rows costs about n log n instead of the n² of every pair. What is drawn of a
    /// frame (its visible part) lies inside it, so no pair that overlaps is missed.
    static func candidatePairs(_ frames: [Rect], minimum: Double) -> [(earlier: Int, later: Int)] {
        let order = frames.indices.sorted { frames[$0].minY < frames[$1].minY || (frames[$0].minY == frames[$1].minY && $0 < $1) }
        var active: [Int] = []
        var pairs: [(earlier: Int, later: Int)] = []
        for index in order {
            let frame = frames[index]
            active.removeAll { frames[$0].maxY - frame.minY <= minimum }
            for other in active {
                let shared = min(frames[other].maxX, frame.maxX) - max(frames[other].minX, frame.minX)
                guard shared > minimum, min(frames[other].maxY, frame.maxY) - frame.minY > minimum else { continue }
                pairs.append(other < index ? (other, index) : (index, other))
            }
            active.append(index)
        }
        return pairs.sorted { $0.later < $1.later || ($0.later == $1.later && $0.earlier < $1.earlier) }
    }

    /// Where the unit shows as far as `other` is concerned: when the two scroll together (inside one
    /// scroll view), its frame as far as the clips inside that scroll view let it show (a section's
    /// `cornerRadius`, a `clipped()` row), wherever scrolling brings it; else the part its clips let show
    /// now. Nil when none does.
    private static func drawnRect(of unit: ScreenElement, extent: Rect, beside other: ScreenElement, in screen: IndexedScreen) -> Rect? {
        guard let scroller = unit.scrollingAncestor, scroller == other.scrollingAncestor else {
            guard let clip = unit.node.clip else { return extent }
            return extent.intersection(clip)
        }
        var shown = extent
        var clipper = unit.clippingAncestor
        while let index = clipper, index > scroller {
            guard let inside = shown.intersection(screen.elements[index].node.frame) else { return nil }
            shown = inside
            clipper = screen.elements[index].clippingAncestor
        }
        return shown
    }

    /// Whether `scrolled`, in a vertical scroll view that `fixed` floats over (a button pinned above a
    /// scrolling form), can be scrolled to where it shows whole and clear of it: the content scrolls as
    /// far as it is taller than the scroll view, and a bottom inset the content adds for the button
    /// makes the room. What scrolls out from under a floating view is covered only while scrolling.
    private static func scrollsClear(
        _ scrolled: ScreenElement, _ rect: Rect, of fixed: Rect, beside other: ScreenElement, in screen: IndexedScreen, minimum: Double
    ) -> Bool {
        guard let scroller = scrolled.scrollingAncestor, other.scrollingAncestor != scroller,
            !screen.elements[scroller].isAncestor(of: other), screen.elements[scroller].subtreeSize > 1
        else { return false }
        let scrollView = screen.elements[scroller]
        switch scrollView.node.kind {
        case .scrollView(let axes) where axes.contains(.vertical): break
        case .list: break
        default: return false
        }
        let viewport = scrollView.node.frame
        let content = screen.elements[scroller + 1].node.frame
        let furthest = max(0, content.height - viewport.height)
        // Scrolled up until it is above the floating view, still below the scroll view's top.
        let aboveFrom = max(0, rect.maxY - fixed.minY - minimum), aboveTo = min(furthest, rect.minY - viewport.minY)
        if aboveFrom <= aboveTo { return true }
        // Or left where it is, or scrolled up a little, until it is below the floating view and on screen.
        let belowFrom = max(0, rect.maxY - viewport.maxY), belowTo = min(furthest, rect.minY - fixed.maxY + minimum)
        return belowFrom <= belowTo
    }

    /// The part of a unit that draws: a text's letters (the empty top and bottom of its line box
    /// overlap nothing anyone sees), else its frame, except for a plain button whose label is wrapped in
    /// padding outside everything it draws (`Text("Go").padding().background(.blue).padding(.vertical, 32)`):
    /// that band is empty, shows nothing and takes no taps, so only what the padding surrounds counts.
    private static func drawnExtent(of unit: ScreenElement, in screen: IndexedScreen) -> Rect {
        guard case .button(.plain, _) = unit.node.kind else { return unit.node.inkFrame }
        var current = unit
        // Down single children: the button's label, then each padding around what it surrounds. A negative
        // padding (avatars stacked by `.padding(.leading, -4)`) draws past the frame on purpose: the frame stays.
        func isEmptyBand(_ element: ScreenElement) -> Bool {
            guard case .padding(let insets) = element.node.kind else { return false }
            return min(insets.top, insets.leading, insets.bottom, insets.trailing) >= 0
        }
        while current.subtreeSize > 1 {
            let child = screen.elements[current.index + 1]
            guard child.subtreeSize == current.subtreeSize - 1, isEmptyBand(current.index == unit.index ? child : current) else { break }
            current = child
        }
        return current.index == unit.index ? unit.node.frame : current.node.frame.intersection(unit.node.frame) ?? unit.node.frame
    }

    /// Whether the two were layered on purpose in a ZStack, overlay or background: the same text
    /// drawn twice (a shadow or outline effect), or a layer that puts a backdrop over what lies
    /// below before drawing its own content (a dialog over a dimmed screen, a sheet, a full-screen
    /// cover): what it covers is hidden, not overprinted. Different texts layered without one are
    /// exactly how a value ends up printed over its label, so they count.
    private static func isDeliberate(_ first: ScreenElement, _ second: ScreenElement, in screen: IndexedScreen) -> Bool {
        guard let common = screen.ancestors(of: second).first(where: { $0.isAncestor(of: first) }) else { return false }
        switch common.node.kind {
        case .zStack, .overlay, .background:
            if case .text(let a) = first.node.kind, case .text(let b) = second.node.kind, a == b { return true }
            return coversWithBackdrop(first, under: second, in: common, screen: screen)
        default: return false
        }
    }

    /// Whether a shape (a colour, a material, a rounded rectangle) drawn after `bottom` hides it
    /// where `top` meets it: a scrim over the screen, a dialog's or sheet's own backdrop. It counts
    /// when it hides all of `bottom`, or when it spans the screen's width (a sheet, a menu, a
    /// banner, a dimmed screen) and hides the part the two share; a small box behind a value that
    /// hides only part of its label is how labels get lost, and still counts as an overlap.
    private static func coversWithBackdrop(
        _ bottom: ScreenElement, under top: ScreenElement, in common: ScreenElement,
        screen: IndexedScreen
    ) -> Bool {
        guard let hidden = bottom.node.visibleFrame, let shown = top.node.visibleFrame else { return false }
        let shared = hidden.intersection(shown) ?? hidden
        let screenWidth = screen.elements.first?.node.frame.width ?? .infinity
        for element in screen.descendants(of: common) {
            // Shapes first: most of the subtree is not one, and the other tests walk ancestors.
            guard case .shape = element.node.kind, !element.isHidden, let backdrop = element.node.visibleFrame,
                !bottom.isAncestor(of: element), !top.isAncestor(of: element), screen.drawsBefore(bottom, element)
            else { continue }
            if backdrop.contains(hidden) || (backdrop.width >= screenWidth - 0.5 && backdrop.contains(shared)) { return true }
        }
        return false
    }
}
