import Testing

@testable import PlumbText

/// Finding fontconfig's font directories and the font files under them.
@Suite struct FontDirectoriesTests {
    /// `<dir>` entries: absolute, `~`, `prefix="xdg"`, relative; other elements are not entries.
    @Test func parsesFontsConf() {
        let conf = """
            <?xml version="1.0"?>
            <fontconfig>
            \t<dir>/usr/share/fonts</dir>
            \t<dir prefix="xdg">fonts</dir>
            \t<dir>~/.fonts</dir>
            \t<dir> extra &amp; more </dir>
            \t<dirs>ignored</dirs>
            \t<cachedir>/var/cache/fontconfig</cachedir>
            </fontconfig>
            """
        let directories = FontDirectories.parseFontsConf(
            conf, home: "/home/u", xdgDataHome: "/home/u/.local/share", configDirectory: "/etc/fonts")
        #expect(
            directories == [
                "/usr/share/fonts", "/home/u/.local/share/fonts", "/home/u/.fonts", "/etc/fonts/extra & more",
            ])
        let homeless = FontDirectories.parseFontsConf(
            conf, home: nil, xdgDataHome: nil, configDirectory: "/etc/fonts")
        #expect(homeless == ["/usr/share/fonts", "/etc/fonts/extra & more"])
    }

    /// The defaults start with fontconfig's and include the standard directories once.
    @Test func defaultDirectories() {
        let directories = FreeTypeTextMeasurer.defaultFontDirectories
        #expect(directories.contains("/usr/share/fonts"))
        #expect(directories.contains("/usr/local/share/fonts"))
        #expect(Set(directories).count == directories.count)
    }

    /// Font files are found recursively, in a stable order, each once.
    @Test(.enabled(if: DejaVu.isInstalled)) func findsFontFiles() {
        let files = FontDirectories.fontFiles(in: ["/usr/share/fonts", "/usr/share/fonts/truetype"])
        #expect(files.contains(DejaVu.sans))
        #expect(Set(files).count == files.count)
        #expect(files == FontDirectories.fontFiles(in: ["/usr/share/fonts"]))
        #expect(FontDirectories.fontFiles(in: ["/nonexistent/plumb"]).isEmpty)
    }
}
