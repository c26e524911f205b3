import Testing
import XcodeProject

/// The old-style property list format of `project.pbxproj`, construct by construct.
@Suite struct PropertyListParserTests {
    @Test func theHeaderAndCommentsAreSkipped() throws {
        let value = try PropertyListParser.parse(
            """
            // !$*UTF8*$!
            {
            \tarchiveVersion = 1; /* a comment */
            \tobjects = {
            /* Begin PBXBuildFile section */
            \t\tAB12 /* App.swift in Sources */ = {isa = PBXBuildFile; fileRef = CD34 /* App.swift */; };
            /* End PBXBuildFile section */
            \t};
            }
            """)
        #expect(value["archiveVersion"] == .string("1"))
        #expect(value["objects"]?["AB12"]?["fileRef"] == .string("CD34"))
    }

    @Test func quotedStringsKeepTheirEscapes() throws {
        let value = try PropertyListParser.parse(
            #"{ a = "<group>"; b = "say \"hi\"\n\ttab \\ back"; c = "caf\U00e9"; d = ""; e = "DEBUG $(inherited)"; }"#)
        #expect(value["a"] == .string("<group>"))
        #expect(value["b"] == .string("say \"hi\"\n\ttab \\ back"))
        #expect(value["c"] == .string("café"))
        #expect(value["d"] == .string(""))
        #expect(value["e"] == .string("DEBUG $(inherited)"))
    }

    @Test func unquotedStringsTakePathsVersionsAndDollarSigns() throws {
        let value = try PropertyListParser.parse(
            "{ path = Base.lproj/Main.storyboard; v = 5.0; t = com.apple.product-type.bundle.unit-test; s = $SRCROOT; }"
        )
        #expect(value["path"] == .string("Base.lproj/Main.storyboard"))
        #expect(value["v"] == .string("5.0"))
        #expect(value["t"] == .string("com.apple.product-type.bundle.unit-test"))
        #expect(value["s"] == .string("$SRCROOT"))
    }

    @Test func arraysTakeATrailingCommaOrNone() throws {
        let value = try PropertyListParser.parse("{ a = (x, y, ); b = (x, y); c = (); }")
        #expect(value["a"] == .array([.string("x"), .string("y")]))
        #expect(value["b"] == .array([.string("x"), .string("y")]))
        #expect(value["c"] == .array([]))
    }

    @Test func dataIsHexadecimal() throws {
        #expect(try PropertyListParser.parse("<0fA3 10>") == .data([0x0F, 0xA3, 0x10]))
    }

    @Test func errorsNameTheLine() {
        #expect(throws: PropertyListError(line: 2, message: "expected ';' after the value of 'b'")) {
            try PropertyListParser.parse("{ a = 1;\n b = 2 }")
        }
        #expect(throws: PropertyListError(line: 1, message: "a dictionary opened here is never closed")) {
            try PropertyListParser.parse("{ a = 1;\n")
        }
        #expect(throws: PropertyListError(line: 3, message: "a string opened here is never closed")) {
            try PropertyListParser.parse("{\n\n a = \"open; }")
        }
        #expect(throws: PropertyListError(line: 1, message: "a comment opened here is never closed")) {
            try PropertyListParser.parse("/* { a = 1; }")
        }
        #expect(throws: PropertyListError(line: 1, message: "unexpected text after the property list's root value")) {
            try PropertyListParser.parse("{ } }")
        }
    }
}
