import BenchmarkSupport

/// Storyboards and xibs for the generated tree, shaped as Xcode writes them: scenes, views,
/// labels, buttons, text views, constraints and resources.
enum InterfaceBuilderWriter {
    /// A storyboard with one to three scenes.
    static func storyboard(_ name: String, random: inout SplitMix64) -> String {
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc0">"#,
            "    <device id=\"retina6_12\" orientation=\"portrait\" appearance=\"light\"/>", "    <scenes>",
        ]
        for scene in 0..<random.int(in: 1...3) {
            lines += [
                "        <!--\(name) \(scene)-->", "        <scene sceneID=\"s\(scene)\">", "            <objects>",
                "                <viewController id=\"vc\(scene)\" customClass=\"\(name)ViewController\" sceneMemberID=\"viewController\">",
                "                    <view key=\"view\" contentMode=\"scaleToFill\" id=\"v\(scene)\">",
                "                        <rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"393\" height=\"852\"/>",
                "                        <autoresizingMask key=\"autoresizingMask\" widthSizable=\"YES\" heightSizable=\"YES\"/>",
                "                        <subviews>",
            ]
            lines += subviews(scene: scene, random: &random).map { "                            " + $0 }
            lines += [
                "                        </subviews>", "                        <viewLayoutGuide key=\"safeArea\" id=\"sa\(scene)\"/>",
                "                        <color key=\"backgroundColor\" systemColor=\"systemBackgroundColor\"/>",
                "                    </view>", "                </viewController>",
                "                <placeholder placeholderIdentifier=\"IBFirstResponder\" id=\"fr\(scene)\" userLabel=\"First Responder\" sceneMemberID=\"firstResponder\"/>",
                "            </objects>", "            <point key=\"canvasLocation\" x=\"\(scene * 400)\" y=\"0.0\"/>", "        </scene>",
            ]
        }
        lines += [
            "    </scenes>", "    <resources>", "        <systemColor name=\"systemBackgroundColor\">",
            "            <color white=\"1\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"genericGamma22GrayColorSpace\"/>",
            "        </systemColor>", "    </resources>", "</document>", "",
        ]
        return lines.joined(separator: "\n")
    }

    /// A xib with one view.
    static func xib(_ name: String, random: inout SplitMix64) -> String {
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">"#,
            "    <objects>",
            "        <placeholder placeholderIdentifier=\"IBFilesOwner\" id=\"-1\" userLabel=\"File's Owner\" customClass=\"\(name)ViewController\"/>",
            "        <view contentMode=\"scaleToFill\" id=\"root\">",
            "            <rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"393\" height=\"400\"/>",
            "            <subviews>",
        ]
        lines += subviews(scene: 0, random: &random).map { "                " + $0 }
        lines += ["            </subviews>", "        </view>", "    </objects>", "</document>", ""]
        return lines.joined(separator: "\n")
    }

    private static func subviews(scene: Int, random: inout SplitMix64) -> [String] {
        var lines: [String] = []
        for index in 0..<random.int(in: 5...12) {
            let id = "e\(scene)-\(index)"
            let text = SwiftFileWriter.words[random.below(SwiftFileWriter.words.count)]
            let y = 60 + index * 48
            switch random.below(4) {
            case 0:
                lines += [
                    "<label opaque=\"NO\" userInteractionEnabled=\"NO\" contentMode=\"left\" text=\"\(text)\" textAlignment=\"natural\" lineBreakMode=\"tailTruncation\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"\(id)\">",
                    "    <rect key=\"frame\" x=\"16\" y=\"\(y)\" width=\"361\" height=\"21\"/>",
                    "    <fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"\(random.int(in: 12...20))\"/>",
                    "    <nil key=\"textColor\"/>", "    <nil key=\"highlightedColor\"/>", "</label>",
                ]
            case 1:
                lines += [
                    "<label opaque=\"NO\" userInteractionEnabled=\"NO\" contentMode=\"left\" text=\"\(text)\" numberOfLines=\"0\" adjustsFontForContentSizeCategory=\"YES\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"\(id)\">",
                    "    <rect key=\"frame\" x=\"16\" y=\"\(y)\" width=\"361\" height=\"21\"/>",
                    "    <fontDescription key=\"fontDescription\" style=\"UICTFontTextStyleBody\"/>",
                    "    <color key=\"textColor\" systemColor=\"labelColor\"/>", "</label>",
                ]
            case 2:
                lines += [
                    "<button opaque=\"NO\" contentMode=\"scaleToFill\" contentHorizontalAlignment=\"center\" buttonType=\"system\" lineBreakMode=\"middleTruncation\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"\(id)\">",
                    "    <rect key=\"frame\" x=\"16\" y=\"\(y)\" width=\"361\" height=\"44\"/>",
                    "    <buttonConfiguration key=\"configuration\" style=\"filled\" title=\"\(text)\">",
                    "        <fontDescription key=\"titleFontDescription\" type=\"boldSystem\" pointSize=\"17\"/>",
                    "    </buttonConfiguration>", "</button>",
                ]
            default:
                lines += [
                    "<textView clipsSubviews=\"YES\" multipleTouchEnabled=\"YES\" contentMode=\"scaleToFill\" text=\"\(text)\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"\(id)\">",
                    "    <rect key=\"frame\" x=\"16\" y=\"\(y)\" width=\"361\" height=\"80\"/>",
                    "    <constraints>", "        <constraint firstAttribute=\"height\" constant=\"80\" id=\"c\(id)\"/>",
                    "    </constraints>",
                    "    <fontDescription key=\"fontDescription\" style=\"UICTFontTextStyleBody\"/>",
                    "    <textInputTraits key=\"textInputTraits\" autocapitalizationType=\"sentences\"/>", "</textView>",
                ]
            }
        }
        return lines
    }
}
