// DemoScreens: the screens `plumb demo` draws, as built-in screen specs (docs/spec-format.md), so
// that the demo runs them through PlumbSpec, the FreeType measurer and PlumbRender end to end.

/// A screen of `plumb demo`: a title, the file its SVGs are named after and the spec's YAML.
struct DemoScreen {
    /// What the screen is, with its source.
    let title: String
    /// The base name of its SVG files (`screen-a` → `screen-a.svg`, `screen-a-overlay.svg`).
    let name: String
    /// The screen spec.
    let yaml: String
    /// For a screen of docs/auto-layout.md §10: the spec's view for each short name of §10's table.
    let tableNames: [(short: String, spec: String)]

    /// Screen (a), §10.1, as Tests/Fixtures/screen-a.yaml writes it: the buttons are the iOS 7
    /// system buttons of §10's tables, 46 × 30 (Helvetica Neue), as stand-ins of that size.
    static let twoGrayViews = DemoScreen(
        title: "screen (a)", name: "screen-a",
        yaml: """
            # Screen (a) of docs/auto-layout.md §10.1: two gray views with a button each; the bottom
            # button's left edge is tied to the top button's right edge across the tree.
            size: [320, 568]
            spacing: ios7
            views:
              - name: _topGrayView
                background: "#d3d3d3"
                subviews:
                  - {name: _topButton, intrinsicSize: [46, 30], background: "#9cc7ff"}
              - name: _bottomGrayView
                background: "#d3d3d3"
                subviews:
                  - {name: _bottomButton, intrinsicSize: [46, 30], background: "#9cc7ff"}
            constraints:
              - "H:|-[_topGrayView]-|"
              - "V:|-[_topGrayView(==100)]"
              - "H:|-[_bottomGrayView]-|"
              - "V:|-[_topGrayView]-[_bottomGrayView(==100)]"
              - "H:|-[_topButton]"
              - _topButton.centerY == superview.centerY
              - _bottomButton.left == _topButton.right
              - _bottomButton.centerY == _bottomGrayView.centerY
            """,
        tableNames: [
            ("T", "_topGrayView"), ("B", "_bottomGrayView"), ("tb", "_topButton"), ("bb", "_bottomButton"),
        ])

    /// Screen (b), §10.2: the register form with real text fields and a real button.
    static let registerForm = DemoScreen(
        title: "screen (b)", name: "screen-b",
        yaml: """
            # Screen (b) of docs/auto-layout.md §10.2: the register form, two text fields and a centred
            # button 128 wide.
            size: [320, 568]
            views:
              - {name: _textFieldEmail, kind: textField, placeholder: Email}
              - {name: _textFieldConfirmEmail, kind: textField, placeholder: Confirm Email}
              - {name: _registerButton, kind: button, title: Register}
            constraints:
              - "H:|-[_textFieldEmail]-|"
              - "V:|-[_textFieldEmail]"
              - "H:|-[_textFieldConfirmEmail]-|"
              - "V:[_textFieldEmail]-[_textFieldConfirmEmail]"
              - "H:[_registerButton(==128)]"
              - _registerButton.centerX == superview.centerX
              - "V:[_textFieldConfirmEmail]-[_registerButton]"
            """,
        tableNames: [("E", "_textFieldEmail"), ("C", "_textFieldConfirmEmail"), ("G", "_registerButton")])

    /// The blog's cat cards: a column of cards, each the breed, its country and a
    /// description in real labels; a missing field is hidden and its card closes up.
    static let catCards = DemoScreen(
        title: "the blog's cat cards: a column of cards, fields missing", name: "cat-cards",
        yaml: """
            # The blog's cat cards: one card per breed in a column, each a stack of
            # labels (breed, country, description, wrapping); a field the data lacks is hidden and
            # the card closes up around it.
            size: [320, 568]
            views:
              - name: cards
                kind: stack
                axis: vertical
                spacing: 8
                subviews:
                  - name: siamese
                    kind: stack
                    axis: vertical
                    spacing: 4
                    isLayoutMarginsRelativeArrangement: true
                    background: "#f3ede4"
                    subviews:
                      - {name: siameseBreed, kind: label, text: Siamese, font: {size: 17, weight: bold}}
                      - {name: siameseCountry, kind: label, text: Thailand, font: 14}
                      - name: siameseAbout
                        kind: label
                        numberOfLines: 0
                        font: 14
                        text: One of the oldest breeds of Asia, slim, blue-eyed and talkative.
                  - name: maineCoon
                    kind: stack
                    axis: vertical
                    spacing: 4
                    isLayoutMarginsRelativeArrangement: true
                    background: "#e6eef5"
                    subviews:
                      - {name: maineCoonBreed, kind: label, text: Maine Coon, font: {size: 17, weight: bold}}
                      - {name: maineCoonCountry, kind: label, font: 14, isHidden: true}
                      - name: maineCoonAbout
                        kind: label
                        numberOfLines: 0
                        font: 14
                        text: A large, gentle cat with a thick coat & a bushy tail; its origin is "unknown".
                  - name: british
                    kind: stack
                    axis: vertical
                    spacing: 4
                    isLayoutMarginsRelativeArrangement: true
                    background: "#eef3e6"
                    subviews:
                      - {name: britishBreed, kind: label, text: British Shorthair, font: {size: 17, weight: bold}}
                      - {name: britishCountry, kind: label, text: United Kingdom, font: 14}
                      - {name: britishAbout, kind: label, numberOfLines: 0, font: 14, isHidden: true}
            constraints:
              - "H:|-[cards]-|"
              - "V:|-[cards]"
            """,
        tableNames: [])

    /// The blog's cat cards in a list that reuses its cards (the collection view the
    /// blog moves them to): one card template, records with fields missing; only the cards on
    /// screen exist.
    static let catBreedList = DemoScreen(
        title: "the blog's cat-breed list: reused cards, fields missing", name: "cat-list",
        yaml: """
            # The blog's cat cards in a collection view: one card template, refilled
            # from the records as the list scrolls; a field a record lacks is hidden and the card
            # closes up. Only the cards on screen are drawn.
            size: [320, 568]
            views:
              - name: breeds
                kind: list
                minimumLineSpacing: 8
                estimatedItemHeight: 90
                cell:
                  name: card
                  kind: stack
                  axis: vertical
                  spacing: 4
                  isLayoutMarginsRelativeArrangement: true
                  background: "#f3ede4"
                  subviews:
                    - {name: breed, kind: label, font: {size: 17, weight: bold}}
                    - {name: country, kind: label, font: 14}
                    - {name: about, kind: label, numberOfLines: 0, font: 14}
                items:
                  - {breed: Сиамская, country: Таиланд, about: "Стройная, голубоглазая и разговорчивая."}
                  - {breed: Мейн-кун, about: "Одна из самых крупных домашних кошек: длинная шерсть и кисточки на ушах."}
                  - {breed: Британская короткошёрстная, country: Великобритания}
                  - {breed: Сфинкс, country: Канада, about: "Бесшёрстная, любопытная и очень общительная."}
                  - {breed: Русская голубая, country: Россия, about: null}
                  - {breed: Абиссинская, about: "Короткая тикированная шерсть, большие уши, неутомимый нрав."}
                  - {breed: Бенгальская, country: США, about: "Пятнистая, как леопард, и очень активная."}
                  - {breed: Персидская, country: Иран}
                  - {breed: Норвежская лесная, country: Норвегия, about: "Густая шерсть для холодных зим."}
                  - {breed: Шотландская вислоухая, about: "Уши загнуты вперёд и вниз."}
                  - {breed: Сибирская, country: Россия, about: "Крупная лесная кошка с тройной шерстью."}
                  - {breed: Бурманская, country: Мьянма}
            constraints:
              - "H:|[breeds]|"
              - "V:|[breeds]|"
            """,
        tableNames: [])

    /// The screens, in the order the demo shows them.
    static let all = [twoGrayViews, registerForm, catCards, catBreedList]
}
