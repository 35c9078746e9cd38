import Plumb

/// How a scene's text controls (labels, buttons, text fields) get their intrinsic sizes.
///
/// Apple's San Francisco is not available on Linux, so text measured here differs from what
/// Interface Builder showed by a few points. ``measured(_:)`` measures with a `TextMeasuring`
/// (Plumb's `FallbackTextMeasurer`, or `PlumbText`'s FreeType measurer); ``design`` takes each
/// control's stored design-time frame size as its intrinsic size instead, where IB did not flag
/// the view misplaced or ambiguous, so that a text-dependent screen lays out exactly as Apple's
/// engine did at the document's size. Baselines are measured in both cases.
public struct InterfaceBuilderTextSizing: Sendable {
    /// What measures text (and baselines).
    public var measurer: any TextMeasuring
    /// Whether text controls and the controls Plumb stands in for take their design-time frame
    /// size as intrinsic size.
    public var usesDesignFrames: Bool

    /// Creates a sizing.
    public init(measurer: any TextMeasuring, usesDesignFrames: Bool) {
        self.measurer = measurer
        self.usesDesignFrames = usesDesignFrames
    }

    /// Text measured by `measurer`.
    public static func measured(_ measurer: any TextMeasuring) -> InterfaceBuilderTextSizing {
        InterfaceBuilderTextSizing(measurer: measurer, usesDesignFrames: false)
    }

    /// Intrinsic sizes from the design-time frames; baselines and flagged views measured with
    /// `FallbackTextMeasurer`.
    public static let design = InterfaceBuilderTextSizing(
        measurer: FallbackTextMeasurer(), usesDesignFrames: true)

    /// Intrinsic sizes from the design-time frames; baselines and flagged views measured with
    /// `measurer`.
    public static func design(measuring measurer: any TextMeasuring) -> InterfaceBuilderTextSizing {
        InterfaceBuilderTextSizing(measurer: measurer, usesDesignFrames: true)
    }
}
