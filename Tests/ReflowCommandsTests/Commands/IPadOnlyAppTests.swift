import Audit
import Checking
import Foundation
import LayoutEngine
import SwiftSource
import Testing

/// An app whose Xcode project builds it for the iPad alone (`TARGETED_DEVICE_FAMILY = 2`) is checked on an
/// iPad unless devices are given; an app built for the iPhone too stays on the iPhone.
@Suite struct IPadOnlyAppTests {
    /// A project folder with one view and an Xcode project whose app target builds for `family`.
    private func project(family: String) throws -> String {
        let root = NSTemporaryDirectory() + "reflow-ipad-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: root + "/App.xcodeproj", withIntermediateDirectories: true)
        try "import SwiftUI\nstruct Shelf: View { var body: some View { Text(\"Shelf\") } }\n"
            .write(toFile: root + "/Shelf.swift", atomically: true, encoding: .utf8)
        let pbxproj = """
            // !$*UTF8*$!
            {
                objects = {
                    BB01 = { isa = PBXNativeTarget; buildConfigurationList = BB02; name = App; productType = "com.apple.product-type.application"; };
                    BB02 = { isa = XCConfigurationList; buildConfigurations = (BB03, BB04, ); };
                    BB03 = { isa = XCBuildConfiguration; buildSettings = { SDKROOT = iphoneos; TARGETED_DEVICE_FAMILY = "\(family)"; }; name = Debug; };
                    BB04 = { isa = XCBuildConfiguration; buildSettings = { SDKROOT = iphoneos; TARGETED_DEVICE_FAMILY = "\(family)"; }; name = Release; };
                };
            }
            """
        try pbxproj.write(toFile: root + "/App.xcodeproj/project.pbxproj", atomically: true, encoding: .utf8)
        return root
    }

    @Test func anAppBuiltForTheIPadAloneIsCheckedOnAnIPad() throws {
        let root = try project(family: "2")
        defer { try? FileManager.default.removeItem(atPath: root) }
        var checker = ProjectChecker(profiles: [.asWritten])
        checker.devicesFollowProject = true
        let result = try checker.check(paths: [root])
        #expect(result.devices == [.iPad11])
        #expect(result.notes.contains { $0.hasPrefix("The Xcode project builds the app for the iPad alone") })
        // Devices given on the command line are kept.
        checker.devicesFollowProject = false
        #expect(try checker.check(paths: [root]).devices == [.iPhone16])
    }

    @Test func anAppBuiltForTheIPhoneTooStaysOnTheIPhone() throws {
        let root = try project(family: "1,2")
        defer { try? FileManager.default.removeItem(atPath: root) }
        var checker = ProjectChecker(profiles: [.asWritten])
        checker.devicesFollowProject = true
        #expect(try checker.check(paths: [root]).devices == [.iPhone16])
        #expect(ProjectFiles(paths: [root]).buildsOnlyForIPad == false)
    }
}
