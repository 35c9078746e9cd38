// System constraints a view needs in the engine: its intrinsic size (docs/auto-layout.md §3), its
// springs and struts (§4), the root's size (§4.3, §9) and its margins and safe-area guides (§6).
// They are regenerated in the update pass when their inputs change; a change of a number alone
// moves the constant incrementally.

import PlumbSolver

extension View {
    /// Brings this view's system constraints in step with its state, queuing new ones in `engine`.
    func syncSystemConstraints(_ engine: LayoutEngine) {
        let isNew = !isSynced(with: engine)
        if isNew {
            syncedEngine = engine
            // Empty lists (most views hold none) skipped before anything retains their storage.
            if !constraints.isEmpty { View.queueUnlowered(constraints, in: engine) }
            if hasGuideConstraints { View.queueUnlowered(guideConstraints, in: engine) }
            intrinsicSizeNeedsUpdate = true
            autoresizingNeedsUpdate = true
        }
        syncEncapsulatedSize(engine, isNew: isNew)
        if autoresizingNeedsUpdate {
            autoresizingNeedsUpdate = false
            syncAutoresizing(engine)
        }
        if intrinsicSizeNeedsUpdate {
            intrinsicSizeNeedsUpdate = false
            syncContentSize(engine)
        }
    }

    /// Appends to `engine`'s pending constraints each of `constraints` not lowered into it, each
    /// borrowed from the array.
    private static func queueUnlowered(_ constraints: [LayoutConstraint], in engine: LayoutEngine) {
        for index in constraints.indices {
            Unmanaged.passUnretained(constraints[index])._withUnsafeGuaranteedRef { constraint in
                if !constraint.isLowered(into: engine) { engine.pending.append(constraint) }
            }
        }
    }

    // MARK: Root size

    /// A root's size is the input of its layout: two required constraints pin it to the frame's
    /// alignment rectangle, named as UIKit names a hosted view's
    /// (`UIView-Encapsulated-Layout-Width/Height`).
    private func syncEncapsulatedSize(_ engine: LayoutEngine, isNew: Bool) {
        guard unmanagedSuperview == nil else {
            if !encapsulatedConstraints.isEmpty {
                engine.removeBatch(encapsulatedConstraints)
                encapsulatedConstraints = []
            }
            return
        }
        let size = alignmentRect(forFrame: storedFrame).size
        if encapsulatedConstraints.isEmpty {
            encapsulatedConstraints = [
                systemConstraint(self, .width, constant: size.width, "UIView-Encapsulated-Layout-Width"),
                systemConstraint(self, .height, constant: size.height, "UIView-Encapsulated-Layout-Height"),
            ]
            for constraint in encapsulatedConstraints { engine.pending.append(constraint) }
        } else {
            if isNew {
                for constraint in encapsulatedConstraints where constraint.engine !== engine {
                    engine.pending.append(constraint)
                }
            }
            encapsulatedConstraints[0].constant = size.width
            encapsulatedConstraints[1].constant = size.height
        }
    }

    /// A required system constraint `item.attribute == constant` held by this view.
    func systemConstraint(
        _ item: LayoutItem, _ attribute: LayoutAttribute, to second: LayoutItem? = nil,
        _ secondAttribute: LayoutAttribute = .notAnAttribute, multiplier: Double = 1, constant: Double,
        _ identifier: String, kind: LayoutConstraint.Kind = .system
    ) -> LayoutConstraint {
        let constraint = LayoutConstraint(
            item, attribute, .equal, second, secondAttribute, multiplier: multiplier, constant: constant,
            kind: kind,
            identifier: identifier, fileID: #fileID, line: #line)
        constraint.container = self
        return constraint
    }

    // MARK: Springs and struts

    /// Translates the autoresizing mask into two required constraints per axis (§4.2): each
    /// flexible segment (leading margin, size, trailing margin) grows in proportion to its length
    /// when the superview's length S changes, so size and position are linear in S.
    private func syncAutoresizing(_ engine: LayoutEngine) {
        guard translatesAutoresizingMaskIntoConstraints, let parent = superview else {
            if !autoresizingConstraints.isEmpty {
                engine.removeBatch(autoresizingConstraints)
                autoresizingConstraints = []
            }
            return
        }
        var fresh: [LayoutConstraint] = []
        let notation = autoresizingMask.notation
        for axis in LayoutAxis.allCases {
            let (sizeSlope, sizeConstant, originSlope, originConstant) = autoresizing(along: axis, in: parent)
            let sizeAttribute: LayoutAttribute = axis == .horizontal ? .width : .height
            let originAttribute: LayoutAttribute = axis == .horizontal ? .left : .top
            for (attribute, slope, constant) in [
                (sizeAttribute, sizeSlope, sizeConstant), (originAttribute, originSlope, originConstant),
            ] {
                let constraint = LayoutConstraint(
                    self, attribute, .equal, slope == 0 ? nil : parent, sizeAttribute,
                    multiplier: slope == 0 ? 1 : slope,
                    constant: constant, kind: .autoresizing(notation: notation), fileID: #fileID, line: #line)
                constraint.container = parent
                fresh.append(constraint)
            }
        }
        let old = autoresizingConstraints
        let sameShape =
            old.count == fresh.count && old.allSatisfy { $0.engine === engine }
            && zip(old, fresh).allSatisfy {
                $0.multiplier == $1.multiplier && ($0.secondItem == nil) == ($1.secondItem == nil)
                    && $0.kind.notation == $1.kind.notation
            }
        if sameShape {
            for (existing, new) in zip(old, fresh) { existing.constant = new.constant }
            return
        }
        engine.removeBatch(old)
        autoresizingConstraints = fresh
        engine.pending.append(contentsOf: fresh)
    }

    /// The slopes and constants of `size = a·S + b` and `origin = c·S + d` on one axis (§4.2).
    ///
    /// The springs and struts act on frames, the constraints on alignment rectangles: the
    /// segments are measured on the frames (S is the superview's bounds length), and the
    /// constants then moved so that the constraints, which read the alignment rectangle of the
    /// view and the alignment length of the superview, give that frame.
    func autoresizing(along axis: LayoutAxis, in parent: View) -> (Double, Double, Double, Double) {
        let horizontal = axis == .horizontal
        let origin =
            horizontal
            ? storedFrame.origin.x - parent.boundsOrigin.x : storedFrame.origin.y - parent.boundsOrigin.y
        let size = horizontal ? storedFrame.width : storedFrame.height
        let length = horizontal ? parent.storedFrame.width : parent.storedFrame.height
        let (sizeSlope, sizeConstant, originSlope, originConstant) = autoresizingOfFrame(
            origin: origin, size: size, length: length, along: axis)
        let own = alignmentRectInsets
        let parentInsets = parent.alignmentRectInsets
        guard own != .zero || parentInsets != .zero else {
            return (sizeSlope, sizeConstant, originSlope, originConstant)
        }
        // S = alignment length + the superview's insets; alignment size = size − own insets;
        // alignment origin = origin + own leading inset.
        let parentTotal = parentInsets.total(along: axis)
        return (
            sizeSlope, sizeConstant + sizeSlope * parentTotal - own.total(along: axis),
            originSlope, originConstant + originSlope * parentTotal + own.leadingEdge(along: axis)
        )
    }

    /// The slopes and constants of `size = a·S + b` and `origin = c·S + d` for a frame `origin`
    /// and `size` in a superview of bounds length `length` (§4.2).
    private func autoresizingOfFrame(origin: Double, size: Double, length: Double, along axis: LayoutAxis)
        -> (Double, Double, Double, Double)
    {
        let trailing = length - origin - size
        var flags = autoresizingMask.flexibility(along: axis)
        if !flags.margin && !flags.size && !flags.trailing { flags.trailing = true }
        let segments = [(flags.margin, origin), (flags.size, size), (flags.trailing, trailing)]
        let flexible = segments.filter { $0.0 }
        let total = flexible.reduce(0) { $0 + $1.1 }
        func slope(_ index: Int) -> Double {
            guard segments[index].0 else { return 0 }
            return total != 0 ? segments[index].1 / total : 1 / Double(flexible.count)
        }
        let sizeSlope = slope(1)
        let originSlope = slope(0)
        return (sizeSlope, size - sizeSlope * length, originSlope, origin - originSlope * length)
    }

    // MARK: Intrinsic size

    /// Creates, updates or removes the intrinsic-size constraint of each axis (§3.1).
    private func syncContentSize(_ engine: LayoutEngine) {
        let size = intrinsicContentSize
        for axis in LayoutAxis.allCases {
            let metric = axis == .horizontal ? size.width : size.height
            let existing = contentSizeConstraints[axis.rawValue]
            let hugging = contentHugging[axis.rawValue]
            let compression = compressionResistance[axis.rawValue]
            guard metric >= 0, metric.isFinite else {
                if let existing {
                    engine.remove(existing)
                    existing.container = nil
                    contentSizeConstraints[axis.rawValue] = nil
                }
                continue
            }
            if let existing, existing.engine === engine,
                case .contentSize(let oldHugging, let oldCompression) = existing.kind,
                oldHugging == hugging, oldCompression == compression
            {
                existing.constant = metric
                continue
            }
            if let existing {
                engine.remove(existing)
                existing.container = nil
            }
            let constraint = LayoutConstraint(
                self, axis == .horizontal ? .width : .height, .equal, nil, .notAnAttribute, constant: metric,
                kind: .contentSize(hugging: hugging, compressionResistance: compression), fileID: #fileID,
                line: #line)
            constraint.container = self
            contentSizeConstraints[axis.rawValue] = constraint
            engine.pending.append(constraint)
            engine.pendingContentSizeCount += 1
        }
    }
}

extension LayoutConstraint {
    /// The file where Plumb makes its system constraints (this one): the ``fileID`` of every
    /// constraint but the user's.
    static var systemFileID: String { #fileID }
}

extension LayoutConstraint.Kind {
    /// The autoresizing notation, or nil for other kinds.
    var notation: String? {
        if case .autoresizing(let notation) = self { return notation }
        return nil
    }
}
