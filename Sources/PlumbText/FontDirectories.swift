#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where font files live: fontconfig's directories (the `<dir>` entries of `/etc/fonts/fonts.conf`)
/// and the standard ones, found without linking fontconfig; and the font files under them.
enum FontDirectories {
    /// fontconfig's main configuration file.
    static let fontsConf = "/etc/fonts/fonts.conf"

    /// The directories fontconfig searches (from ``fontsConf``) followed by the standard ones
    /// (`/usr/share/fonts`, `/usr/local/share/fonts`, `~/.local/share/fonts`, `~/.fonts`), without
    /// duplicates, in that order.
    static func defaults() -> [String] {
        let home = environment("HOME")
        let xdgDataHome = environment("XDG_DATA_HOME") ?? home.map { $0 + "/.local/share" }
        var directories: [String] = []
        if let text = readTextFile(fontsConf) {
            directories = parseFontsConf(
                text, home: home, xdgDataHome: xdgDataHome, configDirectory: "/etc/fonts")
        }
        directories += ["/usr/share/fonts", "/usr/local/share/fonts"]
        if let xdgDataHome { directories.append(xdgDataHome + "/fonts") }
        if let home { directories.append(home + "/.fonts") }
        var seen: Set<String> = []
        return directories.filter { seen.insert($0).inserted }
    }

    /// The `<dir>` entries of a fontconfig file, in order: `~` is the home directory,
    /// `prefix="xdg"` is relative to `$XDG_DATA_HOME`, `prefix="relative"` (and any relative path)
    /// to the configuration file's directory. Entries that cannot be resolved are dropped.
    static func parseFontsConf(
        _ text: String, home: String?, xdgDataHome: String?, configDirectory: String
    ) -> [String] {
        var directories: [String] = []
        var rest = Substring(text)
        while let open = rest.firstRange(of: "<dir") {
            let afterName = rest[open.upperBound...]
            // `<dirs>` or `<directory>` are other elements.
            guard let next = afterName.first, next == ">" || next == " " || next == "\t" || next == "\n",
                let tagEnd = afterName.firstIndex(of: ">")
            else {
                rest = afterName
                continue
            }
            let attributes = afterName[..<tagEnd]
            guard let close = afterName[tagEnd...].firstRange(of: "</dir>") else { break }
            let value = unescapeXML(String(afterName[afterName.index(after: tagEnd)..<close.lowerBound]))
                .trimmingWhitespace()
            rest = afterName[close.upperBound...]
            guard !value.isEmpty else { continue }
            let path: String?
            if attributes.contains("prefix=\"xdg\"") {
                path = xdgDataHome.map { $0 + "/" + value }
            } else if value == "~" || value.hasPrefix("~/") {
                path = home.map { $0 + value.dropFirst() }
            } else if value.hasPrefix("/") {
                path = value
            } else {
                path = configDirectory + "/" + value
            }
            if let path { directories.append(path) }
        }
        return directories
    }

    /// The font files (`.ttf`, `.otf`, `.ttc`, `.otc`, any case) under `directories`, recursively,
    /// each directory's entries in byte order of their names, directories in the given order, each
    /// file once. Missing directories are skipped; symbolic links are followed, loops are not.
    static func fontFiles(in directories: [String]) -> [String] {
        var files: [String] = []
        var visited: Set<FileID> = []
        var seenFiles: Set<String> = []
        for directory in directories {
            collect(directory, into: &files, visited: &visited, seenFiles: &seenFiles, depth: 0)
        }
        return files
    }

    /// A directory's identity, so that a link back up the tree is not followed twice.
    private struct FileID: Hashable {
        var device: UInt64
        var inode: UInt64
    }

    private static let fontExtensions: Set<String> = ["ttf", "otf", "ttc", "otc"]

    private static func collect(
        _ directory: String, into files: inout [String], visited: inout Set<FileID>,
        seenFiles: inout Set<String>, depth: Int
    ) {
        guard depth < 32, let info = status(directory), info.isDirectory,
            visited.insert(info.id).inserted, let handle = opendir(directory)
        else { return }
        var names: [String] = []
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if name != "." && name != ".." && !name.hasPrefix(".") { names.append(name) }
        }
        closedir(handle)
        names.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        let base = directory.hasSuffix("/") ? directory : directory + "/"
        for name in names {
            let path = base + name
            guard let info = status(path) else { continue }
            if info.isDirectory {
                collect(path, into: &files, visited: &visited, seenFiles: &seenFiles, depth: depth + 1)
            } else if let dot = name.lastIndex(of: "."),
                fontExtensions.contains(name[name.index(after: dot)...].lowercased()),
                seenFiles.insert(path).inserted
            {
                files.append(path)
            }
        }
    }

    /// `stat(2)` of a path (links followed): whether it is a directory, and its identity.
    private static func status(_ path: String) -> (isDirectory: Bool, id: FileID)? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        let isDirectory = (info.st_mode & S_IFMT) == S_IFDIR
        return (isDirectory, FileID(device: UInt64(info.st_dev), inode: UInt64(info.st_ino)))
    }

    /// The value of an environment variable, nil when unset or empty.
    private static func environment(_ name: String) -> String? {
        guard let value = getenv(name) else { return nil }
        let string = String(cString: value)
        return string.isEmpty ? nil : string
    }

    /// A whole file as UTF-8 text, nil when it cannot be read.
    static func readTextFile(_ path: String) -> String? {
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
            if count == 0 { break }
            bytes += buffer[..<count]
        }
        return ferror(file) == 0 ? String(decoding: bytes, as: UTF8.self) : nil
    }

    /// Replaces XML's five predefined entities.
    private static func unescapeXML(_ text: String) -> String {
        guard text.contains("&") else { return text }
        return text.replacing("&lt;", with: "<").replacing("&gt;", with: ">")
            .replacing("&quot;", with: "\"").replacing("&apos;", with: "'").replacing("&amp;", with: "&")
    }
}

extension String {
    /// The string without leading and trailing spaces, tabs and line breaks.
    fileprivate func trimmingWhitespace() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) })
        else { return "" }
        return String(self[first...last])
    }
}
