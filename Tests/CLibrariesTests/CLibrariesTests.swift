import CCairo
import CGif
import CJPEG
import CLuaShim
import Foundation
import Testing

/// The system-library targets compile, link and run against the installed C libraries.
@Suite struct CLibrariesTests {
    @Test func cairoDrawsIntoAnImageSurface() {
        #expect(cairo_version() >= 11_600)  // 1.16, Debian 12's
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 4, 4)
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)
        cairo_set_source_rgb(cr, 1, 0, 0)
        cairo_paint(cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        let pixel = cairo_image_surface_get_data(surface)!.withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee }
        #expect(pixel == 0xFFFF_0000)  // premultiplied ARGB, native endian
    }

    @Test func giflibIsVersion5() {
        #expect(GIFLIB_MAJOR == 5)
        let map = GifMakeMapObject(4, nil)
        defer { GifFreeMapObject(map) }
        #expect(map?.pointee.ColorCount == 4)
        // A color map's size must be a power of two: giflib refuses any other.
        #expect(GifMakeMapObject(3, nil) == nil)
    }

    @Test func luaRunsAChunkThroughTheShim() throws {
        let L = try #require(luaL_newstate())
        defer { lua_close(L) }
        let chunk = "return 6 * 7"
        let status = chunk.withCString { shim_lua_call_protected_chunk(L, $0, strlen($0), "=test") }
        #expect(status == LUA_OK)
        #expect(shim_lua_tonumber(L, -1) == 42)
        shim_lua_pop(L, 1)
        #expect(lua_gettop(L) == 0)
    }

    @Test func luaRefusesBytecode() throws {
        let L = try #require(luaL_newstate())
        defer { lua_close(L) }
        let bytecode = "\u{1B}Lua"
        let status = bytecode.withCString { shim_lua_call_protected_chunk(L, $0, strlen($0), "=test") }
        #expect(status == LUA_ERRSYNTAX)
    }

    @Test func libjpegCreatesADecompressor() {
        #expect(JPEG_LIB_VERSION >= 62)
        var info = jpeg_decompress_struct()
        var errors = jpeg_error_mgr()
        info.err = jpeg_std_error(&errors)
        jpeg_CreateDecompress(&info, JPEG_LIB_VERSION, MemoryLayout<jpeg_decompress_struct>.size)
        jpeg_destroy_decompress(&info)
    }
}
