// Intrinsic content size, content hugging and compression resistance (docs/auto-layout.md §3).

extension View {
    /// Tells the engine that ``intrinsicContentSize`` changed; it is read again in the next
    /// update pass and its constraints move incrementally.
    public func invalidateIntrinsicContentSize() {
        intrinsicSizeNeedsUpdate = true
        setNeedsUpdateConstraints()
        superview?.setNeedsLayout()
    }

    /// How strongly the view resists growing beyond its intrinsic size on an axis: 250 by default.
    public func contentHuggingPriority(for axis: LayoutAxis) -> LayoutPriority {
        contentHugging[axis.rawValue]
    }

    /// Sets the hugging priority of an axis. An invalid priority is refused and reported.
    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
        guard priority.isValid else {
            return deliver(.invalidUse(.invalidPriority(priority.rawValue), constraint: nil))
        }
        guard contentHugging[axis.rawValue] != priority else { return }
        contentHugging[axis.rawValue] = priority
        invalidateIntrinsicContentSize()
    }

    /// How strongly the view resists shrinking below its intrinsic size on an axis: 750 by default.
    public func contentCompressionResistancePriority(for axis: LayoutAxis) -> LayoutPriority {
        compressionResistance[axis.rawValue]
    }

    /// Sets the compression resistance of an axis. An invalid priority is refused and reported.
    public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
        guard priority.isValid else {
            return deliver(.invalidUse(.invalidPriority(priority.rawValue), constraint: nil))
        }
        guard compressionResistance[axis.rawValue] != priority else { return }
        compressionResistance[axis.rawValue] = priority
        invalidateIntrinsicContentSize()
    }
}
