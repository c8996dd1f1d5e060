import CFileStatus
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The journal's check before each append: an open file's link count, read without its times.
@Suite struct FileStatusTests {
    @Test func linkCountFollowsTheFilesNames() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("link-count-\(UUID().uuidString)").path
        let descriptor = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o600)
        try #require(descriptor >= 0)
        #expect(cfs_link_count(descriptor) == 1)
        #expect(link(path, path + ".second") == 0)
        #expect(cfs_link_count(descriptor) == 2)
        unlink(path)
        unlink(path + ".second")
        #expect(cfs_link_count(descriptor) == 0)  // appends would be acknowledged and lost
        close(descriptor)
        // Not the closed number: tests running beside this one may be given it at once.
        #expect(cfs_link_count(-1) == -1)
    }
}
