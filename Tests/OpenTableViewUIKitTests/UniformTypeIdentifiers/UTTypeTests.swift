// The package's own UniformTypeIdentifiers module, used where Apple's framework is absent (on an
// Apple host Apple's framework is used and these tests do not build).
#if !canImport(Darwin)
    import Foundation
    import Testing
    import TestSupport
    import UniformTypeIdentifiers

    /// `UTType`. Apple's pages: "UTType" and "System-declared uniform type identifiers" (the
    /// conformance tree), "init(_:)" ("This initializer returns nil if the system doesn't know the
    /// type identifier"), "isDeclared"/"isDynamic" ("The system either declares a type or
    /// dynamically generates a type, but not both").
    @Suite struct UTTypeTests {
        @Test func systemTypesHaveApplesIdentifiersAndTags() {
            expectEqual(UTType.png.identifier, "public.png")
            expectEqual(UTType.jpeg.preferredFilenameExtension, "jpeg")
            expectEqual(UTType.jpeg.preferredMIMEType, "image/jpeg")
            expectEqual(UTType.gif.identifier, "com.compuserve.gif")
            #expect(UTType.pdf.identifier == "com.adobe.pdf" && UTType.pdf.preferredMIMEType == "application/pdf")
            expectEqual(UTType.commaSeparatedText.preferredFilenameExtension, "csv")
            expectEqual(UTType.zip.identifier, "public.zip-archive")
            #expect(UTType.folder.identifier == "public.folder" && UTType.folder.preferredFilenameExtension == nil)
            expectEqual(UTType.fileURL.identifier, "public.file-url")
            expectEqual(UTType.plainText.description, "public.plain-text")
            expectEqual(UTType.pdf.localizedDescription, "PDF document")
        }

        @Test func theConformanceTreeIsApples() {
            #expect(UTType.png.conforms(to: .image) && UTType.png.conforms(to: .data))
            #expect(UTType.png.conforms(to: .item) && UTType.png.conforms(to: .content))
            expectEqual(UTType.png.supertypes, [.image, .data, .item, .content])
            #expect(UTType.json.conforms(to: .text) && !UTType.json.conforms(to: .image))
            #expect(UTType.utf8PlainText.conforms(to: .plainText) && UTType.utf8PlainText.conforms(to: .text))
            #expect(UTType.commaSeparatedText.conforms(to: .text))
            #expect(UTType.heic.conforms(to: .image))
            #expect(UTType.video.conforms(to: .movie) && UTType.movie.conforms(to: .audiovisualContent))
            #expect(UTType.mp3.conforms(to: .audio) && !UTType.mp3.conforms(to: .movie))
            #expect(UTType.pdf.conforms(to: .compositeContent) && UTType.pdf.conforms(to: .data))
            #expect(UTType.zip.conforms(to: .archive))
            #expect(UTType.folder.conforms(to: .directory) && !UTType.folder.conforms(to: .data))
            #expect(UTType.fileURL.conforms(to: .url))
            #expect(UTType.presentation.conforms(to: .content) && UTType.spreadsheet.conforms(to: .content))
            #expect(UTType.image.isSupertype(of: .png) && UTType.png.isSubtype(of: .image))
            #expect(!UTType.png.isSubtype(of: .png) && UTType.png.conforms(to: .png))
            #expect(UTType.item.supertypes.isEmpty)
        }

        @Test func identifiersExtensionsAndMIMETypesFindTheirTypes() throws {
            expectEqual(UTType("public.png"), .png)
            expectEqual(UTType("PUBLIC.PNG"), .png, "identifiers are case-insensitive")
            expectEqual(UTType("com.example.unknown"), nil, "an undeclared identifier gives nil")
            expectEqual(UTType(filenameExtension: "JPG"), .jpeg)
            expectEqual(UTType(filenameExtension: "txt"), .plainText)
            expectEqual(UTType(mimeType: "application/json"), .json)
            expectEqual(UTType(mimeType: "TEXT/CSV"), .commaSeparatedText)
            #expect(UTType(filenameExtension: "") == nil && UTType(filenameExtension: "tar.gz") == nil)
            expectEqual(UTType(mimeType: "json"), nil)
            let png = try #require(UTType(filenameExtension: "png", conformingTo: .image))
            expectEqual(png, .png)
        }

        @Test func unknownTagsGiveDynamicTypesConformingToData() throws {
            let recipe = try #require(UTType(filenameExtension: "recipe"))
            #expect(recipe.isDynamic && !recipe.isDeclared)
            #expect(recipe.identifier.hasPrefix("dyn."))
            #expect(recipe.conforms(to: .data) && !recipe.conforms(to: .text))
            expectEqual(recipe.preferredFilenameExtension, "recipe")
            expectEqual(recipe, UTType(filenameExtension: "RECIPE"))
            let textual = try #require(UTType(filenameExtension: "recipe", conformingTo: .json))
            #expect(textual.conforms(to: .text))
            let mime = try #require(UTType(mimeType: "application/x-recipe"))
            #expect(mime.isDynamic && mime.preferredMIMEType == "application/x-recipe")
            #expect(UTType.png.isDeclared && !UTType.png.isDynamic)
            // "Types in the public domain have identifiers starting with public" (Apple: `isPublic`).
            #expect(UTType.png.isPublic && !UTType.pdf.isPublic && !recipe.isPublic)
        }

        @Test func appDeclaredTypesConformToTheirParent() throws {
            let recipe = UTType(exportedAs: "com.example.recipe", conformingTo: .json)
            #expect(recipe.isDeclared && !recipe.isDynamic)
            #expect(recipe.conforms(to: .json) && recipe.conforms(to: .text) && recipe.conforms(to: .item))
            #expect(UTType(importedAs: "com.example.list").conforms(to: .data))
            let data = try JSONEncoder().encode([UTType.png, recipe])
            expectEqual(String(decoding: data, as: UTF8.self), #"["public.png","com.example.recipe"]"#)
            expectEqual(try JSONDecoder().decode([UTType].self, from: data), [.png, recipe])
        }
    }
#endif
