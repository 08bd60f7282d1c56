package kernels

//go:generate go -C ../gen run ./kernelgen -root ..
