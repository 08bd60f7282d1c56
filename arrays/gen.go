package arrays

//go:generate go -C ../gen run ./arraygen -root ..
