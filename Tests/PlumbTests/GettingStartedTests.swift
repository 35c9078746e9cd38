import Plumb
import Testing

/// The code of Plumb's getting-started article (Sources/Plumb/Plumb.docc/GettingStarted.md), run
/// as written, with the frames the article states. Its first half, up to the rotation, is the
/// example of README.md's "Laying out views", word for word: this test runs both.
@Suite("Plumb getting started")
struct GettingStartedTests {
    @Test func theArticleRunsAsWritten() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 568))
        let gray = View()
        gray.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(gray)

        let leading = try LayoutConstraint(
            item: gray, attribute: .leading, relatedBy: .equal,
            toItem: root, attribute: .leading, multiplier: 1, constant: 20)
        leading.isActive = true

        try LayoutConstraint.activate([
            root.trailingAnchor.constraint(equalTo: gray.trailingAnchor, constant: 20),
            gray.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            gray.heightAnchor.constraint(equalToConstant: 100),
        ])

        root.layoutIfNeeded()
        #expect(gray.frame == Rect(x: 20, y: 20, width: 280, height: 100))

        root.frame = Rect(x: 0, y: 0, width: 568, height: 320)
        root.layoutIfNeeded()
        #expect(gray.frame == Rect(x: 20, y: 20, width: 528, height: 100))

        let second = View()
        second.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(second)
        try LayoutConstraint.activate(
            withVisualFormat: "V:[gray]-[second(==100)]", views: ["gray": gray, "second": second])
        try LayoutConstraint.activate(withVisualFormat: "H:|-[second]-|", views: ["second": second])
        root.layoutIfNeeded()
        #expect(second.frame == Rect(x: 20, y: 128, width: 528, height: 100))
    }
}
