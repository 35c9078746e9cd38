import Plumb
import PlumbText
import Testing

/// The code of PlumbText's getting-started article
/// (Sources/PlumbText/PlumbText.docc/GettingStarted.md), run as written.
@Suite("PlumbText getting started")
struct GettingStartedTests {
    @Test func aWrappedLabelTakesTheHeightOfItsLines() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 568))
        root.textMeasurer = FreeTypeTextMeasurer()
        let about = Label("Порода кошек, выведенная в Таиланде; стройная, с голубыми глазами.")
        about.numberOfLines = 0
        about.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(about)
        try LayoutConstraint.activate(withVisualFormat: "H:|-[about]-|", views: ["about": about])
        try LayoutConstraint.activate(withVisualFormat: "V:|-[about]", views: ["about": about])
        root.layoutIfNeeded()
        #expect(about.frame.width == 280)
        #expect(about.frame.height > 20)

        let measurer = FreeTypeTextMeasurer()
        let font = Font.systemFont(ofSize: 17)
        #expect(measurer.width(of: "Сиамская кошка", font: font) > 0)
        #expect(measurer.metrics(of: font).lineHeight > 17)
        _ = measurer.isUsingFallback(for: font)
    }
}
