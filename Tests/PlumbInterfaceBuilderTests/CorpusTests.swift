import Foundation
import Plumb
import PlumbInterfaceBuilder
import Testing

/// The real documents of Tests/Fixtures/InterfaceBuilder/Real (public projects, each folder with
/// its licence): every file loads, and the share of views IB did not flag (nor any of their
/// ancestors) whose solved frame, with design text sizing, equals the stored frame within 0.5 pt
/// is printed and may not fall below the floor reached. Set `IB_CORPUS_VERBOSE` to list the
/// views that differ.
@Suite struct CorpusTests {
    /// Views that must match: the count reached when the floor was last raised.
    static let matchingFloor = 1397

    /// The corpus files, sorted by path.
    static let files: [URL] = {
        let root = Fixture.directory.appendingPathComponent("Real")
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        else {
            return []
        }
        return enumerator.compactMap { $0 as? URL }.filter {
            ["xib", "storyboard"].contains($0.pathExtension)
        }
        .sorted { $0.path < $1.path }
    }()

    @Test(.enabled(if: !files.isEmpty, "the real corpus is not in this checkout"))
    func unflaggedViewsMatchTheirStoredFrames() throws {
        let verbose = ProcessInfo.processInfo.environment["IB_CORPUS_VERBOSE"] != nil
        var matched = 0
        var total = 0
        for url in CorpusTests.files {
            let document = try InterfaceBuilderDocument(contentsOf: url)
            for scene in document.scenes {
                let layout = scene.layout(text: .design)
                var flagged = Set<String>()
                for entry in layout.entries {
                    if entry.isMisplaced || entry.isAmbiguous || flagged.contains(entry.superviewID ?? "") {
                        flagged.insert(entry.id)
                        continue
                    }
                    total += 1
                    if !entry.differsFromDesign(tolerance: 0.5) {
                        matched += 1
                    } else if verbose {
                        print(
                            "\(url.lastPathComponent):\(entry.line) \(entry.element) \(entry.id): solved "
                                + "\(entry.frame), stored \(entry.designFrame)")
                    }
                }
            }
        }
        let share = total > 0 ? Double(matched) / Double(total) : 0
        print(
            "Interface Builder corpus: \(matched) of \(total) unflagged views (\((share * 1000).rounded() / 10)%) "
                + "in \(CorpusTests.files.count) files match their stored frames within 0.5 pt")
        #expect(matched >= CorpusTests.matchingFloor)
    }
}
