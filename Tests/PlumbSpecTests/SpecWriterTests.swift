import Plumb
import PlumbSpec
import Testing

/// `SpecWriter`: a view tree built in Swift written as a spec and read back lays out the same;
/// names are made valid and unique; the root's margins are top-level keys.
@Suite struct SpecWriterTests {
    /// A root with custom margins, a label, a vertical stack and an autoresizing view.
    static func tree() throws -> View {
        let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 200))
        root.spacingProfile = .ios11
        root.layoutMargins = EdgeInsets(top: 0, left: 24, bottom: 0, right: 24)
        root.insetsLayoutMarginsFromSafeArea = false
        root.additionalSafeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        let title = Label()
        title.text = "Title"
        title.font = .systemFont(ofSize: 20, weight: .bold)
        title.accessibilityIdentifier = "title label"
        title.translatesAutoresizingMaskIntoConstraints = false
        let stack = StackView()
        stack.axis = .vertical
        stack.spacing = 4
        stack.accessibilityIdentifier = "1stack"
        stack.translatesAutoresizingMaskIntoConstraints = false
        for height in [10.0, 20] {
            let bar = View()
            bar.accessibilityIdentifier = "bar"
            bar.heightAnchor.constraint(equalToConstant: height).isActive = true
            stack.addArrangedSubview(bar)
        }
        let badge = View(frame: Rect(x: 280, y: 160, width: 30, height: 30))
        badge.autoresizingMask = [.flexibleLeftMargin, .flexibleTopMargin]
        badge.accessibilityIdentifier = "root"
        for view in [title, stack, badge] { root.addSubview(view) }
        try LayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            title.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 8),
            stack.leadingAnchor.constraint(equalTo: title.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            stack.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 10),
        ])
        root.layoutIfNeeded()
        return root
    }

    @Test func roundTrip() throws {
        let root = try Self.tree()
        let output = SpecWriter().write(root, header: ["a tree built in Swift"])
        #expect(output.issues.isEmpty)
        #expect(output.yaml.hasPrefix("# a tree built in Swift\nsize: [320, 200]\nspacing: ios11\n"))
        #expect(
            output.yaml.contains("layoutMargins: [0, 24, 0, 24]\ninsetsLayoutMarginsFromSafeArea: false\n"))
        #expect(output.yaml.contains("font: {size: 20, weight: bold}"))
        let layout = try Spec(yaml: output.yaml, file: "written.yaml").layOut()
        func visit(_ view: View) throws {
            let name = try #require(output.name(of: view))
            #expect(try #require(layout.entry(named: name)).absoluteFrame == view.frameInRoot, "\(name)")
            try view.subviews.forEach(visit)
        }
        try visit(root)
        let names = root.subviews.compactMap { output.name(of: $0) }
        #expect(names == ["title_label", "v1stack", "root_2"])
        #expect(root.subviews[1].subviews.compactMap { output.name(of: $0) } == ["bar", "bar_2"])
    }
}
