import Findings
import Foundation
import Testing
import TextMeasurement

@testable import Lint

/// `flutter-single-line-text` on a `Row` whose children are laid out with unbounded width: the row is measured at
/// the largest size against the width it is given, with the project's translations (ARB or slang), what a widget's
/// callers pass, and where a widget fits a parameter in a `FittedBox`.
@Suite struct FlutterRowWidthTests {
    /// The single-line findings of `files` (relative path, text) written under a fresh folder, as
    /// `path:line severity`, with their messages.
    private func findings(_ files: [String: String], measurer: (any TextMeasuring)? = nil) throws -> [(String, String)] {
        let tree = try TemporaryTree(files.merging(["pubspec.yaml": "name: app\n"]) { first, _ in first })
        var runner = LintRunner()
        runner.textMeasurer = measurer
        return runner.lint(paths: [], root: tree.root).violations.filter { $0.ruleID == "flutter-single-line-text" }.map {
            ("\($0.file):\($0.line) \($0.severity ?? .note)", $0.message)
        }
    }

    static let checkboxRow = """
        class Settings extends StatelessWidget {
          @override
          Widget build(BuildContext context) {
            return ListView(padding: const EdgeInsets.symmetric(horizontal: 15), children: [
              Row(children: [
                Text(KEY, style: Theme.of(context).textTheme.titleMedium),
                const SizedBox(width: 10),
                Checkbox(value: true, onChanged: (_) {}),
              ]),
            ]);
          }
        }
        """

    @Test func aLiteralRowIsMeasuredAgainstAPopupMenusWidth() throws {
        let menu = """
            List<PopupMenuEntry<int>> items() => [
              PopupMenuItem(value: 2, child: Row(children: [const Icon(Icons.link), const SizedBox(width: 10), Text('Share via link')])),
            ];
            """
        let screen = "Widget row() => Row(children: [const Icon(Icons.link), const SizedBox(width: 10), Text('Share via link')]);\n"
        let found = try findings(["lib/menu.dart": menu, "lib/screen.dart": screen])
        #expect(found.map(\.0) == ["lib/menu.dart:2 warning", "lib/screen.dart:1 note"])
        #expect(found[0].1.contains("a popup menu (at most 280 points wide) less 24 points of padding leaves 256"))
        #expect(found[0].1.contains("text estimated from typical character widths"))
        #expect(found[1].1.contains("Its text fits"))
    }

    @Test func anARBTranslationIsMeasuredInTheDevelopmentLanguage() throws {
        let files = [
            "l10n.yaml": "arb-dir: lib/l10n\ntemplate-arb-file: app_en.arb\noutput-class: AppLocalizations\n",
            "lib/l10n/app_en.arb": #"{"@@locale": "en", "autoAccept": "Automatically accept requests", "@autoAccept": {}, "pin": "PIN"}"#,
            "lib/l10n/app_de.arb": #"{"autoAccept": "Anfragen automatisch akzeptieren", "pin": "PIN"}"#,
            "lib/long.dart": Self.checkboxRow.replacingOccurrences(of: "KEY", with: "AppLocalizations.of(context)!.autoAccept"),
            "lib/short.dart": Self.checkboxRow.replacingOccurrences(of: "KEY", with: "AppLocalizations.of(context)!.pin"),
        ]
        let found = try findings(files)
        #expect(found.map(\.0) == ["lib/long.dart:6 warning", "lib/short.dart:6 note"])
        #expect(found[0].1.contains("In its development language (en), at the largest size"))
        #expect(found[0].1.contains("a 390-point-wide phone less 30 points of padding leaves 360"))
    }

    /// slang: `build.yaml` names the folder and pattern; keys nest, links (`@:`) are followed, and a row that fits in
    /// the development language is reported only when a quarter or more of the other languages do not fit.
    @Test func slangTranslationsInOtherLanguages() throws {
        let build = """
            targets:
              $default:
                builders:
                  slang_build_runner:
                    options:
                      base_locale: en
                      input_directory: assets/i18n
                      input_file_pattern: .json
            """
        func files(_ others: [String: String]) -> [String: String] {
            var files = [
                "build.yaml": build,
                "assets/i18n/en.json": #"{"web": {"requirePin": "@:general.pin", "title": "Share"}, "general": {"pin": "Require PIN"}}"#,
                "lib/page.dart": Self.checkboxRow.replacingOccurrences(of: "KEY", with: "t.web.requirePin"),
                "lib/title.dart": Self.checkboxRow.replacingOccurrences(of: "KEY", with: "t.web.title"),
            ]
            for (language, text) in others { files["assets/i18n/\(language).json"] = #"{"web": {"requirePin": "\#(text)"}}"# }
            return files
        }
        let long = "Code PIN obligatoire pour continuer"
        let many = try findings(files(["de": long, "fr": long, "ru": "PIN", "it": "PIN"]))
        #expect(many.map(\.0) == ["lib/page.dart:6 warning", "lib/title.dart:6 note"])
        #expect(many[0].1.contains("It fits in en") && many[0].1.contains("but not in a quarter or more of its 4 other languages (de)"))
        let few = try findings(files(["de": long, "fr": "PIN", "ru": "PIN", "it": "PIN", "es": "PIN"]))
        #expect(few.map(\.0) == ["lib/page.dart:6 note", "lib/title.dart:6 note"])
        #expect(few[0].1.contains("and in three quarters or more of its 5 other languages, so this is a note"))
    }

    @Test func aWidgetsTextParameterIsMeasuredWithWhatItsCallersPass() throws {
        let checkbox = """
            class LabeledCheckbox extends StatelessWidget {
              final String label;
              const LabeledCheckbox({required this.label});
              @override
              Widget build(BuildContext context) {
                return Row(children: [Checkbox(value: true, onChanged: null), const SizedBox(width: 5), Text(label)]);
              }
            }
            """
        let long = "Widget a() => LabeledCheckbox(label: 'Sort the files before counting them');\n"
        let short = "Widget b() => LabeledCheckbox(label: 'Pad zero');\n"
        let reported = try findings(["lib/labeled_checkbox.dart": checkbox, "lib/a.dart": long, "lib/b.dart": short])
        #expect(reported.map(\.0) == ["lib/labeled_checkbox.dart:6 warning"])
        #expect(reported[0].1.contains("its text as the widget's callers pass it, the longest"))
        let fits = try findings(["lib/labeled_checkbox.dart": checkbox, "lib/b.dart": short])
        #expect(fits.map(\.0) == ["lib/labeled_checkbox.dart:6 note"])
    }

    @Test func aParameterFittedInABoxIsReportedWhereCallersPassText() throws {
        let tile = """
            class CustomListTile extends StatelessWidget {
              final Widget title;
              const CustomListTile({required this.title});
              @override
              Widget build(BuildContext context) {
                return Row(children: [Expanded(child: Column(children: [FittedBox(child: title)]))]);
              }
            }
            """
        let device = "Widget d() => CustomListTile(title: Row(children: [Text(device.alias, style: const TextStyle(fontSize: 20))]));\n"
        let found = try findings(["lib/custom_list_tile.dart": tile, "lib/device_tile.dart": device])
        #expect(found.map(\.0) == ["lib/custom_list_tile.dart:6 warning", "lib/device_tile.dart:1 warning"])
        #expect(found[1].1.hasPrefix("This Text is passed as `title` to CustomListTile, which lays it out in a FittedBox"))
        let icon = "Widget d() => CustomListTile(title: const Icon(Icons.devices));\n"
        #expect(try findings(["lib/custom_list_tile.dart": tile, "lib/device_tile.dart": icon]).isEmpty)
        // A title of 44 points or more is display text: fitted down, it stays as large as body text at AX5.
        let display = "Widget d() => CustomListTile(title: Text(device.alias, style: const TextStyle(fontSize: 48)));\n"
        #expect(
            try findings(["lib/custom_list_tile.dart": tile, "lib/device_tile.dart": display]).map(\.0) == [
                "lib/custom_list_tile.dart:6 warning"
            ])
    }

    /// `flutter-fixed-height-text` on a box whose content is a parameter: held when a call passes text.
    @Test func aFixedHeightAroundWhatCallersPass() throws {
        let menu = """
            class _Menu extends StatelessWidget {
              const _Menu({required this.children});
              final List<Widget> children;
              Widget build(BuildContext context) => Container(height: 44, child: Row(children: children));
            }
            """
        func heights(_ files: [String: String]) throws -> [String] {
            let tree = try TemporaryTree(files)
            return LintRunner().lint(paths: [], root: tree.root).violations.filter { $0.ruleID == "flutter-fixed-height-text" }.map {
                "\($0.file):\($0.line) \($0.message)"
            }
        }
        let text = menu + "Widget date() => _Menu(children: [Text(l10n.date), Text(formatted)]);\n"
        let found = try heights(["lib/picker.dart": text])
        #expect(found.count == 1)
        #expect(
            found.first?.hasPrefix("lib/picker.dart:4 This Container holds what its callers pass as `children` at a height of 44") == true)
        let icons = menu + "Widget icons() => _Menu(children: [Icon(Icons.add), Icon(Icons.remove)]);\n"
        #expect(try heights(["lib/picker.dart": icons]).isEmpty)
    }

    @Test func aPrivateWidgetBuiltOnlyInADesktopBranchIsLargeScreenCode() throws {
        func file(_ condition: String) -> String {
            """
            class _MainView extends StatelessWidget {
              @override
              Widget build(BuildContext context) {
                final isDesktop = isDisplayDesktop(context);
                return Column(children: [if (\(condition)) const _TopBar(), const Text('Body')]);
              }
            }

            class _TopBar extends StatelessWidget {
              const _TopBar();
              @override
              Widget build(BuildContext context) => Row(children: [const _Header(), Text('Log in to see your accounts')]);
            }

            class _Header extends StatelessWidget {
              @override
              Widget build(BuildContext context) => Row(children: [Icon(Icons.lock), Text('Nobody has an account yet here')]);
            }
            """
        }
        let desktop = try findings(["lib/login.dart": file("isDesktop")])
        #expect(desktop.map(\.0) == ["lib/login.dart:12 note", "lib/login.dart:17 note"])
        #expect(desktop.allSatisfy { $0.1.hasSuffix("runs only on a tablet or desktop, not on a phone.") })
        #expect(
            try findings(["lib/login.dart": file("!isDesktop")]).map(\.0) == ["lib/login.dart:12 warning", "lib/login.dart:17 warning"])
    }

    /// A measurer given to the runner (Checking gives HarfBuzz) replaces the estimate, and the message says so.
    @Test func anInjectedMeasurerDecides() throws {
        struct Wide: TextMeasuring {
            func measure(_ request: TextMeasurementRequest) throws -> MeasuredText {
                let size = request.font.pointSize
                return MeasuredText(
                    lines: [], width: 1000, height: size, idealWidth: 1000, minimumWidth: 1000, pointSize: size, scaleFactor: 1,
                    lineHeight: size, truncation: nil, fontFile: "", fontName: "", standsInFor: nil, fontFiles: [])
            }
        }
        let screen = "Widget row() => Row(children: [const Icon(Icons.link), Text('Open link')]);\n"
        #expect(try findings(["lib/screen.dart": screen]).map(\.0) == ["lib/screen.dart:1 note"])
        let measured = try findings(["lib/screen.dart": screen], measurer: Wide())
        #expect(measured.map(\.0) == ["lib/screen.dart:1 warning"])
        #expect(measured[0].1.contains("the row needs about 1024 points (text measured in Roboto, other scripts estimated)"))
    }

    @Test func translationFilesAndKeys() {
        #expect(FlutterTranslations.language(ofFile: "intl_pt_BR.arb", extension: ".arb") == "pt_BR")
        #expect(FlutterTranslations.language(ofFile: "de.json", extension: ".json") == "de")
        #expect(FlutterTranslations.language(ofFile: "strings_fr.i18n.json", extension: ".i18n.json") == "fr")
        var strings: [String] = []
        let json =
            #"{"apps(plural)": {"one": "One app", "other": "{n} apps"}, "list": [1, {"a": "b"}], "page": {"title": "S\u00e9nd \"it\"", "n": 3}}"#
        JSONStringScanner.strings(in: Array(json.utf8)) { path, depth, text in strings.append("\(depth) \(path)=\(text)") }
        #expect(strings == ["2 apps.one=One app", "2 apps.other={n} apps", "2 page.title=Sénd \"it\""])
        #expect(FlutterTranslations.links(in: "@:settings.pin, or @:general.code.") == ["settings.pin", "general.code"])
        #expect(FlutterTextContext.withoutPlaceholders("{n} apps, {count, plural, other{{count} files}}") == " apps, ")
        let key = { (code: String) in FlutterRowWidth.translationKey(FlutterRowWidth.splitMemberChain(code), localizations: ["l10n"]) }
        #expect(key("t.sendTab.sendModes.single") == "sendTab.sendModes.single")
        #expect(key("t.apkPickerPage.apps(n: 3)") == "apkPickerPage.apps")
        #expect(key("GalleryLocalizations.of(context)!.demoTitle") == "demoTitle")
        #expect(key("context.l10n.save") == "save")
        #expect(key("l10n.save") == "save")
        #expect(key("widget.label") == nil)
        #expect(key("MediaQuery.of(context).size") == nil)
    }

    @Test func aValueKnownOnlyAtRunTimeStandsInForTwentyCharacters() throws {
        let menu = """
            List<PopupMenuEntry<String>> items(List<String> ips) => [
              ...ips.map((ip) => PopupMenuItem(value: ip, child: Row(children: [const Icon(Icons.sync), const SizedBox(width: 10), Text(ip)]))),
            ];
            """
        let header =
            "Widget header(Email email) => Row(children: [Column(children: [SelectableText('${email.sender} - ${email.time}')])]);\n"
        let pin = "Widget pin(String? pin) => Row(children: [const Icon(Icons.key), const SizedBox(width: 10), Text(pin!)]);\n"
        let small = """
            Widget caption(BuildContext context, User user) =>
                Row(children: [Text(user.name, style: Theme.of(context).textTheme.labelSmall)]);
            """
        let found = try findings(["lib/menu.dart": menu, "lib/header.dart": header, "lib/pin.dart": pin, "lib/small.dart": small])
        #expect(found.map(\.0) == ["lib/header.dart:1 warning", "lib/menu.dart:2 warning", "lib/pin.dart:1 note", "lib/small.dart:2 note"])
        #expect(found[0].1.contains("without its values known only at run time, which leaves `email.sender` about 17 characters"))
        #expect(found[1].1.contains("a popup menu (at most 280 points wide) less 24 points of padding leaves 256"))
        #expect(found[1].1.contains("which leaves `ip` about"))
        #expect(!found[1].1.contains("callers pass"))
        #expect(found[2].1.contains("depends on its length"))
        #expect(found[3].1.contains("Its text fits") || found[3].1.contains("depends on the length of text known only at run time"))
        #expect(FlutterRowWidth.runtimeValue(["email", ".", "sender"]) == "email.sender")
        #expect(FlutterRowWidth.runtimeValue(["device", ".", "alias", "!"]) == "device.alias!")
        #expect(FlutterRowWidth.runtimeValue(["file", ".", "size"]) == nil)
        #expect(FlutterRowWidth.runtimeValue(["pin", "!"]) == nil)
        #expect(FlutterRowWidth.runtimeValue(["format", "(", "x", ")"]) == nil)
    }

    @Test func aPositionedSlotFromTheFilesRectHoldsItsBuildersTexts() throws {
        let overlay = """
            const contentHeight = 80.0;
            Rect _contentBounds(Offset center) {
              final top = center.dy + 40;
              return Rect.fromLTRB(16, top, 316, top + contentHeight);
            }
            class Content extends StatelessWidget {
              Widget build(BuildContext context) {
                final position = _contentBounds(center);
                return Positioned(
                  top: position.top,
                  height: position.bottom - position.top,
                  child: Column(children: [_buildTitle(theme), const SizedBox(height: 12), _buildDescription(theme)]),
                );
              }
              Widget _buildTitle(TextTheme theme) {
                return Text(title, maxLines: 1, style: theme.titleLarge);
              }
              Widget _buildDescription(TextTheme theme) => Text(description, maxLines: 2, style: theme.titleMedium);
            }
            """
        let roomy = overlay.replacingOccurrences(of: "const contentHeight = 80.0;", with: "const contentHeight = 240.0;")
        let tree = try TemporaryTree(["pubspec.yaml": "name: app\n", "lib/overlay.dart": overlay, "lib/roomy.dart": roomy])
        let found = LintRunner().lint(paths: [], root: tree.root).violations.filter { $0.ruleID == "flutter-fixed-height-text" }
        #expect(found.map { "\($0.file):\($0.line)" } == ["lib/overlay.dart:11"])
        #expect(found.first?.message.contains("at a height of position . bottom - position . top (80)") == true)
        let code = LintFile(path: "a.dart", text: overlay).codeIndex
        let texts = FlutterFileHelpers.returnedTexts(in: code, textCalls: FlutterText.textCalls(in: code))
        #expect(texts.keys.sorted() == ["_buildDescription", "_buildTitle"])
    }
}
