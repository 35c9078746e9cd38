#if PNG
    import Plumb
    import PlumbRaster
    import PlumbRender
    import PlumbText
    import Testing
#endif
