// The process helpers (loaderanim(_:), run(_:)) live in ReferenceImageSupport, which the
// Swift scene tests share: every file here sees them.
@_exported import ReferenceImageSupport
