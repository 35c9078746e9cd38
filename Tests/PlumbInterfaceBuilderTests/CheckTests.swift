import Foundation
import Plumb
import PlumbInterfaceBuilder
import Testing

/// `plumb check` for documents as library calls: findings with lines, ids and labels, the
/// summary, directories, unreadable files, and the same output however the files are scheduled.
@Suite struct CheckTests {
    static let feedback = Fixture.url("Real/duckduckgo-iOS/Feedback.storyboard").path

    @Test("A real storyboard with misplaced views: each finding at its element's line")
    func misplacedViews() throws {
        let result = InterfaceBuilderCheck().check(path: Self.feedback)
        #expect(result.error == nil)
        #expect(result.scenes == 4)
        #expect(result.views == 35)
        #expect(result.findings["misplaced", default: 0] > 0)
        #expect(result.hasFindings)
        let misplaced = result.lines.filter { $0.contains(": warning: ") }
        #expect(misplaced.count == result.findings["misplaced"])
        let prefix =
            "\(Self.feedback):157:37: warning: [414×666] misplaced: UIView 'Content View' (g3c-oE-fAk) is "
            + "misplaced: its frame is (0, 0, 414, 672) in the document but "
        #expect(
            misplaced.contains {
                $0.hasPrefix(prefix)
                    && $0.hasSuffix(
                        "update its frame in Interface Builder (Update Frames) or fix its constraints.")
            })
    }

    @Test("A clean document has no findings; its summary counts scenes and views")
    func cleanDocument() {
        let results = InterfaceBuilderCheck().check([Fixture.url("constraints.storyboard").path])
        #expect(results.map(\.lines) == [[]])
        #expect(!results[0].hasFindings)
        #expect(
            InterfaceBuilderCheck.summary(results)
                == "checked 1 file, \(results[0].scenes) scene\(results[0].scenes == 1 ? "" : "s"), "
                + "\(results[0].views) views: 0 unsatisfiable, 0 ambiguous, 0 misplaced")
    }

    @Test("Unsatisfiable and ambiguous layouts are errors with a note per constraint")
    func errors() {
        let path = Fixture.url("conflict.xib").path
        let result = InterfaceBuilderCheck().check(path: path)
        #expect(result.findings == ["unsatisfiable": 1, "ambiguous": 1])
        #expect(
            result.lines.filter { $0.contains(": error: ") }.map { $0.prefix(while: { $0 != "[" }) } == [
                "\(path):13:25: error: ", "\(path):17:17: error: ",
            ])
        #expect(result.lines.last == "\(path):20:25: note: CON-02-aaa.width == 50 (id X04-aa-aaa)")
    }

    @Test("A directory is searched for .xib and .storyboard files in sorted order")
    func directories() {
        let directory = Fixture.url("Real/duckduckgo-iOS").path
        let found = InterfaceBuilderCheck.documents(in: [directory, "missing.xib"])
        #expect(found.last == "missing.xib")
        #expect(found.dropLast() == found.dropLast().sorted())
        #expect(found.contains("\(directory)/Feedback.storyboard"))
        #expect(found.allSatisfy { $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") })
    }

    @Test("An unreadable file is an error of its own; the others are still checked")
    func unreadable() {
        let results = InterfaceBuilderCheck().check(["missing.xib", Self.feedback])
        #expect(results[0].error?.hasPrefix("missing.xib:1:1: error: cannot read the file") == true)
        #expect(results[1].error == nil && results[1].hasFindings)
        #expect(InterfaceBuilderCheck.summary(results).hasSuffix(", 1 unreadable"))
    }

    @Test("Checking in parallel gives what checking one by one gives, in the order given")
    func deterministic() {
        let paths = InterfaceBuilderCheck.documents(in: [Fixture.directory.path])
        let check = InterfaceBuilderCheck()
        let parallel = check.check(paths)
        #expect(parallel == paths.map { check.check(path: $0) })
        #expect(parallel.map(\.path) == paths)
    }
}
