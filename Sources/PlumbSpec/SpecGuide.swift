/// A layout guide declared by `layoutGuides:` (UIKit's `UILayoutGuide`, added with
/// `addLayoutGuide(_:)`): a rectangle that takes part in layout without being a view, usable in
/// equations by its name (`gap.width == 20`) but not in VFL, as in UIKit.
public struct SpecGuide: Sendable, Equatable {
    /// The name, `[A-Za-z_][A-Za-z0-9_]*`, unique among views and guides.
    public var name: String
    /// Where the name is written.
    public var location: SpecLocation

    /// A guide.
    public init(name: String, location: SpecLocation = .start) {
        self.name = name
        self.location = location
    }
}
