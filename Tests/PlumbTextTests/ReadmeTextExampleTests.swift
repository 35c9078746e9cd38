import Plumb
import PlumbText
import Testing

/// The text example of README.md, as written there.
@Suite(.enabled(if: DejaVu.isInstalled)) struct ReadmeTextExampleTests {
    @Test func wrappingLabelTakesItsWidthFromTheLayout() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 568))
        root.textMeasurer = FreeTypeTextMeasurer()
        let title = Label("Сиамская кошка")
        title.translatesAutoresizingMaskIntoConstraints = false
        let about = Label("Порода кошек, выведенная в Таиланде; стройная, с голубыми глазами.")
        about.numberOfLines = 0
        about.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(title)
        root.addSubview(about)
        try LayoutConstraint.activate(
            withVisualFormat: "V:|-[title]-[about]", views: ["title": title, "about": about])
        try LayoutConstraint.activate(withVisualFormat: "H:|-[title]-|", views: ["title": title])
        try LayoutConstraint.activate(withVisualFormat: "H:|-[about]-|", views: ["about": about])
        root.layoutIfNeeded()
        #expect(title.frame == Rect(x: 20, y: 20, width: 280, height: 20))
        #expect(about.frame == Rect(x: 20, y: 48, width: 280, height: 59.5))
        #expect(
            about.textLayout.lines.map(\.text) == [
                "Порода кошек, выведенная в", "Таиланде; стройная, с", "голубыми глазами.",
            ])
    }
}
