import Plumb

extension InterfaceBuilderTextSizing {
    /// ``design(measuring:)`` when `design`, else ``measured(_:)``, with `measurer`: the choice
    /// `--text design|measured` makes.
    public static func choosing(design: Bool, measurer: any TextMeasuring) -> InterfaceBuilderTextSizing {
        design ? .design(measuring: measurer) : .measured(measurer)
    }
}
