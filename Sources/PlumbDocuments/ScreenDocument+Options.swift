import Plumb
import PlumbInterfaceBuilder

extension ScreenDocument {
    /// How a document is laid out: the options `--size`, `--direction`, `--scene`, `--traits` and
    /// `--text` set. The sizes and the measurer apply to both kinds; the scene, traits and text
    /// sizing only to Interface Builder documents.
    public struct Options: Sendable {
        /// The root sizes in points, each laid out on its own; the document's own size (a spec's
        /// `size:`, each scene's design size) when empty.
        public var sizes: [Size]
        /// The layout direction, overriding a spec's `layoutDirection:`; nil for the spec's own
        /// (left to right for an Interface Builder document).
        public var direction: UserInterfaceLayoutDirection?
        /// An Interface Builder document's scene, by id; every scene when nil.
        public var scene: String?
        /// The size classes that choose an Interface Builder document's `<variation>`s; nil for its
        /// device's own.
        public var traits: SizeClassTraits?
        /// Whether an Interface Builder document's text controls keep their design-time sizes
        /// (`--text design`) instead of being measured.
        public var usesDesignText: Bool
        /// Measures the text of labels, buttons and fields.
        public var measurer: any TextMeasuring

        /// Options; by default the document's own size, direction, every scene, its device's
        /// traits, text measured by Plumb's deterministic `FallbackTextMeasurer`.
        public init(
            sizes: [Size] = [], direction: UserInterfaceLayoutDirection? = nil, scene: String? = nil,
            traits: SizeClassTraits? = nil, usesDesignText: Bool = false,
            measurer: any TextMeasuring = FallbackTextMeasurer()
        ) {
            self.sizes = sizes
            self.direction = direction
            self.scene = scene
            self.traits = traits
            self.usesDesignText = usesDesignText
            self.measurer = measurer
        }

        /// The options an Interface Builder report takes: these traits, text sizing and direction.
        public var interfaceBuilder: InterfaceBuilderReport.Options {
            InterfaceBuilderReport.Options(
                traits: traits, text: .choosing(design: usesDesignText, measurer: measurer),
                direction: direction ?? .leftToRight)
        }
    }
}
